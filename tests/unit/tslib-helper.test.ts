import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { tslibHelpersOf } from '../../src/plugins/tslib-helper';

const require = createRequire(import.meta.url);
const { __importDefault } = require('../../src/plugins/tslib-helper/importDefault.js') as {
  __importDefault: (mod: unknown) => { default: unknown };
};

describe('tslib helper', () => {
  it('names the helpers a CommonJS file calls, each once', () => {
    const source =
      'const tslib_1 = require("tslib");\n' +
      'tslib_1.__importDefault(a); tslib_1.__awaiter(b); tslib_1.__importDefault(c);';
    expect(tslibHelpersOf(source)).toEqual(['__importDefault', '__awaiter']);
  });

  it("@docusaurus/utils-common's entry calls only __importDefault, which the stand-in provides", () => {
    const entry = readFileSync(require.resolve('@docusaurus/utils-common'), 'utf8');
    expect(tslibHelpersOf(entry)).toEqual(['__importDefault']);
    const esModule = { __esModule: true, default: 1 };
    expect(__importDefault(esModule)).toBe(esModule);
    expect(__importDefault(2)).toEqual({ default: 2 });
  });
});
