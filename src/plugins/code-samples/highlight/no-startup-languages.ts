// Replaces @docusaurus/theme-classic/lib/prism-include-languages.js, the client module that
// imports Prism at start-up to add `themeConfig.prism.additionalLanguages` (see ./index.ts).
export {};
