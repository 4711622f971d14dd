import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import docusaurus from '@docusaurus/eslint-plugin';
import globals from 'globals';
import { builtinModules } from 'node:module';

// Folders whose code runs in a browser (the page, a Web Worker, the sandboxed frame) or on any
// platform (shared/): each has a tsconfig.json without Node's types, and Node's modules are
// refused here too, with the reason, before a bundle finds them missing.
const PAGE_FOLDERS = [
  'src/plugins/playground/client/**',
  'src/plugins/playground/theme/**',
  'src/plugins/playground/runner/**',
];
const WORKER_FOLDERS = ['src/plugins/playground/worker/**'];
const SHARED_FOLDERS = ['src/plugins/playground/shared/**'];
const BROWSER_FOLDERS = [...PAGE_FOLDERS, ...WORKER_FOLDERS, ...SHARED_FOLDERS];
const NOT_IN_A_BROWSER =
  'runs in Node only; this folder runs in a browser (ARCHITECTURE.md, "Where code runs")';

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'build-hosted/**',
      '.docusaurus/**',
      'node_modules/**',
      'samples/*/node_modules/**',
      'samples/*/.doctest/**',
      'test-results/**',
      'playwright-report/**',
      '*.tmp.mjs',
    ],
  },
  js.configs.recommended,
  // Type-aware rules: each file is linted with the types its tsconfig gives it (the site's, or a
  // sample project's for the doc tests), so a promise left floating or an `any` leaking through
  // an untyped import is caught.
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
  { files: ['**/*.{js,mjs,cjs}'], ...tseslint.configs.disableTypeChecked },
  {
    files: ['**/*.{ts,tsx,mjs}'],
    plugins: { react, 'react-hooks': reactHooks, '@docusaurus': docusaurus },
    settings: { react: { version: 'detect' } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@docusaurus/no-html-links': 'error',
      '@docusaurus/prefer-docusaurus-heading': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: [
      'scripts/**',
      '*.config.*',
      'tests/**',
      'src/plugins/**',
      'src/content/**',
      'samples/doctest/**',
      'samples/*/doctests/**',
    ],
    ignores: BROWSER_FOLDERS,
    languageOptions: { globals: globals.node },
  },
  { files: PAGE_FOLDERS, languageOptions: { globals: globals.browser } },
  { files: WORKER_FOLDERS, languageOptions: { globals: globals.worker } },
  {
    files: BROWSER_FOLDERS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: builtinModules.map((name) => ({
            name,
            message: `Node's ${name} ${NOT_IN_A_BROWSER}`,
          })),
          patterns: [
            { group: ['node:*'], message: `Node's modules: ${NOT_IN_A_BROWSER}` },
            { group: ['**/build/*'], message: `The plugin's build side ${NOT_IN_A_BROWSER}` },
          ],
        },
      ],
    },
  },
  {
    // Test doubles stand in for async APIs (a fake Pagefind, a vocabulary loader) and answer at
    // once: an async function without await is the point there.
    files: ['tests/**'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    // Doc tests call the pages' own modules and servers through loosely typed handles and read
    // JSON answers as the pages print them; what those values are is asserted at run time.
    files: ['samples/*/doctests/**'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
    },
  },
);
