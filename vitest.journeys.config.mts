import { defineConfig } from 'vitest/config';

// Reader journeys: apps built across several pages from an empty folder, with npm and the
// registry (tests/journeys/). Each installs, type-checks after every page, runs servers and
// drives Chromium; two at a time, like the recipes.
export default defineConfig({
  test: {
    include: ['tests/journeys/**/*.test.ts'],
    testTimeout: 900_000,
    hookTimeout: 60_000,
    maxConcurrency: 2,
  },
});
