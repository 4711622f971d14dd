import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // Fixture builds and the sample compiler are CPU-heavy; on 2 cores, one file at a time is faster.
    fileParallelism: false,
  },
});
