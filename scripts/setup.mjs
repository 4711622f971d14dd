#!/usr/bin/env node
// `npm run setup`: everything the site and its tests need on a fresh Debian machine.
// 1. From the system, what the tests use when it is missing: Chromium (recipes, Lighthouse, the
//    budgets) and its headless shell (the browser tests), GNU time (the build benchmark's peak
//    memory) and a Java runtime (the Nu HTML Checker; installed before npm ci, so the vnu-jar
//    package does not download one). As root it installs them with apt-get; otherwise it prints
//    the command to run and stops.
// 2. The site's packages, each sample project's, one per docs version of samples/versions.json
//    (SAMPLE_VERSIONS_FILE names another table), and Node.js 18 for the doc tests
//    (tests/support/node18), installed side by side.
// `--dry-run` prints the steps without running them; `--no-system` skips step 1.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const dryRun = args.has('--dry-run');

/** The Debian packages the tests need, each with how to tell it is there. */
const SYSTEM = [
  { pkg: 'chromium', present: () => existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium') },
  {
    pkg: 'chromium-headless-shell',
    present: () =>
      existsSync(
        process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/lib/chromium/chromium-headless-shell',
      ),
  },
  { pkg: 'time', present: () => existsSync('/usr/bin/time') },
  { pkg: 'default-jre-headless', present: () => onPath('java') },
];

function onPath(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

function run(command, commandArgs, env = {}) {
  console.log(`$ ${[command, ...commandArgs].join(' ')}`);
  if (dryRun) return;
  const child = spawnSync(command, commandArgs, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (child.status !== 0) {
    console.error(`setup: "${[command, ...commandArgs].join(' ')}" failed`);
    process.exit(child.status ?? 1);
  }
}

const table = process.env.SAMPLE_VERSIONS_FILE ?? path.join(root, 'samples', 'versions.json');
const { versions } = JSON.parse(readFileSync(table, 'utf8'));

if (!args.has('--no-system')) {
  const missing = SYSTEM.filter(({ present }) => !present()).map(({ pkg }) => pkg);
  if (missing.length > 0) {
    const install = ['apt-get', 'install', '-y', '-qq', ...missing];
    const isRoot = process.getuid?.() === 0;
    if (!isRoot || !onPath('apt-get')) {
      console.error(
        `setup: the tests need ${missing.join(', ')}. Install them, then run npm run setup again:\n` +
          `  sudo apt-get update && sudo ${install.join(' ')}\n` +
          '(or npm run setup -- --no-system to install only the packages, for building the site)',
      );
      process.exit(1);
    }
    run('apt-get', ['update', '-qq']);
    run(install[0], install.slice(1), { DEBIAN_FRONTEND: 'noninteractive' });
  }
}

/**
 * Runs the commands side by side (each install mostly waits on the network and the disk; in
 * turn they took 78 s of a fresh runner's setup), each one's output printed when it ends.
 */
async function runTogether(commands) {
  for (const [command, commandArgs] of commands)
    console.log(`$ ${[command, ...commandArgs].join(' ')}`);
  if (dryRun) return;
  const results = await Promise.all(
    commands.map(
      ([command, commandArgs]) =>
        new Promise((resolve) => {
          const child = spawn(command, commandArgs, { cwd: root, env: process.env });
          let output = '';
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          child.on('close', (status) => {
            const line = [command, ...commandArgs].join(' ');
            console.log(`${status === 0 ? '✔' : '✘'} ${line}\n${output.trimEnd()}`);
            resolve(status === 0 ? null : line);
          });
        }),
    ),
  );
  const failed = results.filter(Boolean);
  if (failed.length > 0) {
    console.error(`setup: ${failed.map((line) => `"${line}"`).join(', ')} failed`);
    process.exit(1);
  }
}

const quiet = ['--no-audit', '--no-fund'];
await runTogether([
  ['npm', ['ci', ...quiet]],
  ...versions.map(({ sample }) => ['npm', ['ci', '--prefix', `samples/${sample}`, ...quiet]]),
  // Node.js 18 for the doc tests that check its wording, in a folder of its own: its package
  // links a `node` command, which in the site's node_modules/.bin would run every npm script on it.
  ['npm', ['ci', '--prefix', 'tests/support/node18', ...quiet]],
]);
