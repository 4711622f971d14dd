#!/usr/bin/env node
// The one test command (`npm test`): every check the project has, in order, with a plain
// closing line `N passed, N failed, N skipped, N known misses` that counts each Vitest and
// Playwright test, each whole-tree check (typecheck, lint, samples, build) and each quality
// budget. Skipped is what could not run here (the registry out of reach, a measurement the
// machine cannot make); a known miss is a budget not met yet for a documented reason, within
// its guard. `--only fast,compile` runs some of the groups (default: all), so CI can run them as
// parallel jobs and `npm run test:fast` is the first; the closing line then counts only what ran.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

// By what a group needs, cheapest first: `fast` is what to run after an everyday edit.
const GROUPS = {
  fast: 'typecheck, lint, unit tests, content checks (about 3 minutes)',
  compile: 'code samples, the build tests (compiler, fixture sites), doc tests',
  registry: 'recipes and journeys: pages followed from an empty folder with npm',
  browser: 'both production builds, the HTML checker, then the end-to-end tests',
  budgets: 'the production build, then the quality budgets',
};
const USAGE = `Usage: node scripts/test.mjs [--only GROUP[,GROUP...]]

Runs every group in order unless --only names some:
${Object.entries(GROUPS)
  .map(([name, what]) => `  ${name.padEnd(9)} ${what}`)
  .join('\n')}`;

/** The groups to run, from the command line; exits on a mistake rather than run too little. */
function selectedGroups(argv) {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { only: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    }));
  } catch (error) {
    console.error(`${error.message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  if (values.only === undefined) return new Set(Object.keys(GROUPS));
  const names = values.only
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !Object.hasOwn(GROUPS, name));
  if (names.length === 0 || unknown.length > 0) {
    console.error(`--only takes a comma list of groups; got "${values.only}"\n\n${USAGE}`);
    process.exit(2);
  }
  return new Set(names);
}

const only = selectedGroups(process.argv.slice(2));

const results = { passed: 0, failed: 0, skipped: 0, known: 0 };
const failures = [];

function run(label, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const child = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = child.status === 0;
  console.log(`${ok ? '✔' : '✘'} ${label} (${seconds} s)`);
  return ok;
}

function step(label, command, args, env = {}) {
  const ok = run(label, command, args, env);
  if (ok) results.passed += 1;
  else {
    results.failed += 1;
    failures.push(label);
  }
  return ok;
}

/** Runs a test runner that writes a JSON report, and counts its tests. */
function suite(label, command, args, reportFile, count, env = {}) {
  const ok = run(label, command, args, env);
  if (!existsSync(reportFile)) {
    results.failed += 1;
    failures.push(`${label} (no report)`);
    return;
  }
  const { passed, failed } = count(JSON.parse(readFileSync(reportFile, 'utf8')));
  results.passed += passed;
  results.failed += failed;
  if (failed > 0 || !ok) failures.push(`${label}: ${failed} failed`);
  if (!ok && failed === 0) results.failed += 1;
}

/**
 * Runs projects of vitest.config.mts in one Vitest run (their files side by side, at most
 * `workers` at once, each project within its own limit), with a JSON report to count from.
 */
function vitestProjects(label, projects, { count = countTests, workers } = {}) {
  const reportFile = path.join(reports, `${projects.join('-')}.json`);
  suite(
    label,
    'npx',
    [
      'vitest',
      'run',
      ...projects.flatMap((project) => ['--project', project]),
      ...(workers ? [`--maxWorkers=${workers}`] : []),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reportFile}`,
    ],
    reportFile,
    count,
  );
}

/** Runs one project of vitest.config.mts, with a JSON report to count its tests from. */
const vitestProject = (label, project, count = countTests) =>
  vitestProjects(label, [project], { count });

/** A Vitest report's count. */
function countTests(report) {
  return { passed: report.numPassedTests, failed: report.numFailedTests };
}

/** A Vitest report's count, its skipped tests (registry out of reach) counted apart. */
function countSkipping(report) {
  results.skipped += report.numPendingTests;
  return { passed: report.numPassedTests, failed: report.numFailedTests };
}

const reports = mkdtempSync(path.join(tmpdir(), 'trpc-site-tests-'));
const playwrightReport = path.join(reports, 'playwright.json');
const budgetsReport = path.join(reports, 'budgets.json');

if (only.has('fast')) {
  step('typecheck', 'npm', ['run', '--silent', 'typecheck']);
  step('lint', 'npm', ['run', '--silent', 'lint']);
  vitestProject('unit tests', 'unit');
  vitestProject('content checks', 'content');
}
if (only.has('compile')) {
  step('code samples', 'npm', ['run', '--silent', 'check:samples']);
  // The tests that build fixture sites, compile against the sample projects or run the Nu HTML
  // Checker (tests/build/).
  vitestProject('build tests', 'build');
  vitestProject('doc tests', 'docs');
}
if (only.has('registry')) {
  // Setup pages followed from an empty folder against the npm registry, and apps built across
  // pages in a reader's order (tests/journeys/), with the same runner; they skip, saying why,
  // where the registry is out of reach. Side by side: the longer journey runs alone for its
  // last minutes otherwise, and runs that share a page's port take turns across the two
  // (tests/recipes/portLocks.ts).
  vitestProjects('recipes and journeys', ['recipes', 'journeys'], {
    count: countSkipping,
    workers: 2,
  });
}
if (only.has('browser') || only.has('budgets')) {
  const built =
    step('production build', 'npx', ['docusaurus', 'build']) &&
    // The same site with hosted search configured (fixture credentials; the browser test
    // answers its Algolia requests), served from build-hosted/ by the end-to-end tests only:
    // the budgets measure the default build, so `--only budgets` skips this one.
    (!only.has('browser') ||
      step('production build, hosted search', 'npm', ['run', '--silent', 'build:hosted']));
  if (built && only.has('browser')) {
    // Every built page through the Nu HTML Checker: no error the site causes.
    step('HTML conformance (Nu HTML Checker)', 'npx', ['tsx', 'scripts/validate-html.ts']);
    suite(
      'end-to-end tests',
      'npx',
      ['playwright', 'test', '--reporter=list,json'],
      playwrightReport,
      (report) => {
        results.skipped += report.stats.skipped;
        return {
          passed: report.stats.expected + report.stats.flaky,
          failed: report.stats.unexpected,
        };
      },
      { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
    );
  }
  // Each quality budget counts as a check; one not met yet for a documented reason counts as a
  // known miss, one not measurable where it runs as skipped (scripts/budgets.ts says which and
  // why).
  if (built && only.has('budgets')) {
    suite(
      'quality budgets',
      'npx',
      ['tsx', 'scripts/budgets.ts', '--json', budgetsReport],
      budgetsReport,
      (report) => {
        results.known += report.filter((b) => b.status === 'not met (known)').length;
        results.skipped += report.filter((b) => b.status === 'not measured').length;
        return {
          passed: report.filter((b) => b.status === 'pass').length,
          failed: report.filter((b) => b.status === 'fail').length,
        };
      },
    );
  }
  if (!built) {
    const notRun = [];
    if (only.has('browser')) notRun.push('end-to-end tests');
    if (only.has('budgets')) notRun.push('budgets');
    results.failed += notRun.length;
    failures.push(`${notRun.join(' and ')} (not run: the build failed)`);
  }
}

rmSync(reports, { recursive: true, force: true });
if (failures.length > 0) console.log(`\nFailed: ${failures.join('; ')}`);
console.log(
  `\n${results.passed} passed, ${results.failed} failed, ${results.skipped} skipped, ${results.known} known misses`,
);
process.exit(results.failed > 0 ? 1 : 0);
