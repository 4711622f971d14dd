import { defineConfig } from 'vitest/config';

// Doc tests: a page's own code run against its version's pinned packages (samples/v10,
// samples/v9), so the test files live inside those projects and import their packages.
export default defineConfig({
  // Pages' .tsx files run with React's production build (NODE_ENV below), whose JSX runtime
  // has no development helpers.
  oxc: { jsx: { runtime: 'automatic', development: false } },
  test: {
    include: ['samples/*/doctests/**/*.test.ts'],
    // The pages' examples come from servers in production mode: no stack traces in errors.
    env: { NODE_ENV: 'production' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
