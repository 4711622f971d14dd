import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import docusaurus from '@docusaurus/eslint-plugin';
import globals from 'globals';

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
    languageOptions: { globals: globals.node },
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
