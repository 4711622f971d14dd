import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/content/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // Fixture builds and the sample compiler are CPU-heavy and each uses several cores; run
    // in parallel they compete, so one file at a time finishes sooner on a small runner.
    fileParallelism: false,
  },
});
