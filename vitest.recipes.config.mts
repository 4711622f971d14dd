import { defineConfig } from 'vitest/config';

// Recipe tests: setup pages followed from an empty folder with npm and the registry
// (tests/recipes/). Each recipe installs, type-checks and runs a small project; two at a time
// keep a two-core runner busy without starving the servers they start.
export default defineConfig({
  test: {
    include: ['tests/recipes/**/*.test.ts'],
    testTimeout: 600_000,
    hookTimeout: 60_000,
    maxConcurrency: 2,
  },
});
