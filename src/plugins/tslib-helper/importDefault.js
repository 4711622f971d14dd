// The one tslib helper @docusaurus/utils-common's CommonJS entry calls, as tslib defines it.
exports.__importDefault = function (mod) {
  return mod && mod.__esModule ? mod : { default: mod };
};
