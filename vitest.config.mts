import { defineConfig } from 'vitest/config';

// One project per kind of test; `vitest run --project <name>` runs one of them, in the order
// scripts/test.mjs (`npm test`) runs them: unit, content, build, docs, recipes, journeys.

// Vitest runs one test file at a time on a 2-core machine (its default is one worker fewer than
// the cores). The projects whose files mostly wait (on servers, timers, each other) or are
// small and pure say how many run at once.

// The options of the build project.
const fixtureBuilds = {
  testTimeout: 120_000,
  hookTimeout: 180_000,
  // Two files at a time: most of these files compile on one core (TypeScript is
  // single-threaded), and the two that build fixture sites take turns with them. One file at a
  // time took 68 s on a 2-core runner, two 51-53 s, with the same results.
  maxWorkers: 2,
};

// The recipes and journeys do the steps they begin with alike once per test run, and keep the
// folders in a store both projects' processes see (tests/recipes/beginnings.ts).
const sharedBeginnings = { globalSetup: ['tests/recipes/beginningsSetup.ts'] };

// Without `--project`, `vitest run` (and `vitest`) runs these, the tests it ran before the
// projects; the doc tests, recipes and journeys take minutes, and the last two need the registry.
// This is the `--project` option, which Vitest also reads from the config (it is not in the
// config's type, hence the spread); a `--project` on the command line replaces it.
const defaultProjects = { project: ['unit', 'content', 'build'] };

export default defineConfig({
  test: {
    ...defaultProjects,
    projects: [
      {
        // Pure code: no compiler program, build or server (those are in `build`), so the files
        // run side by side, one per core.
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], maxWorkers: 2 },
      },
      {
        // Content lint of the pages: reads the sources, one per core.
        test: {
          name: 'content',
          include: ['tests/content/**/*.test.ts'],
          testTimeout: 120_000,
          maxWorkers: 2,
        },
      },
      {
        // The unit tests that build a fixture site, run the sample compiler against the sample
        // projects or start a long external process (Docusaurus, the Nu HTML Checker).
        test: { name: 'build', include: ['tests/build/**/*.test.ts'], ...fixtureBuilds },
      },
      {
        // Doc tests: a page's own code run against its version's pinned packages (samples/v10,
        // samples/v9), so the test files live inside those projects and import their packages.
        // Pages' .tsx files run with React's production build (NODE_ENV below), whose JSX
        // runtime has no development helpers. `oxc` is a Vite option: an inline project has its
        // own Vite server, so it applies to this project only.
        oxc: { jsx: { runtime: 'automatic', development: false } },
        test: {
          name: 'docs',
          include: ['samples/*/doctests/**/*.test.ts'],
          // The pages' examples come from servers in production mode: no stack traces in errors.
          env: { NODE_ENV: 'production' },
          // A doc test mostly waits: on its servers, on a client's retries (seconds apart), on
          // Node.js 18 started beside it. Four files at a time kept 2 cores busy and halved the
          // run (131 s to 68 s) with the same results; each file's servers take free ports.
          maxWorkers: 4,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Recipe tests: setup pages followed from an empty folder with npm and the registry
        // (tests/recipes/). Every recipe's test starts at once, and the file runs two at a
        // time among those not waiting for a port (tests/recipes/recipes.test.ts); the time
        // limit counts the wait.
        test: {
          name: 'recipes',
          include: ['tests/recipes/**/*.test.ts'],
          testTimeout: 900_000,
          hookTimeout: 60_000,
          maxConcurrency: 64,
          ...sharedBeginnings,
        },
      },
      {
        // Reader journeys: apps built across several pages from an empty folder, with npm and
        // the registry (tests/journeys/). Each installs, type-checks after every page, runs
        // servers and drives Chromium; two at a time, like the recipes.
        test: {
          name: 'journeys',
          include: ['tests/journeys/**/*.test.ts'],
          testTimeout: 900_000,
          hookTimeout: 60_000,
          maxConcurrency: 2,
          ...sharedBeginnings,
        },
      },
    ],
  },
});
