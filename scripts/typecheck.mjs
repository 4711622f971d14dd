#!/usr/bin/env node
// `npm run typecheck`: the site, scripts and tests; then each folder of src/ with a
// tsconfig.json of its own (code that runs in a browser, checked without Node's types); then
// each sample project's doc tests (one per docs version of samples/versions.json), each against
// its own pinned packages.
// Each check is incremental: TypeScript keeps what it learnt in node_modules/.cache/tsc/, so a
// second run after an edit re-checks only what the edit reaches (seconds, not half a minute).
// The compiler is single-threaded: the checks run one per core.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { versions } = JSON.parse(readFileSync(path.join(root, 'samples', 'versions.json'), 'utf8'));
const browserFolders = readdirSync(path.join(root, 'src'), { recursive: true })
  .filter((file) => path.basename(file) === 'tsconfig.json')
  .sort()
  .map((file) => path.join('src', file));
const projects = [
  'tsconfig.json',
  ...browserFolders,
  ...versions.map(({ sample }) => `samples/${sample}/doctests`),
];
const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');

/** Checks one project; resolves with its output and whether it passed. */
function check(project) {
  const buildInfo = path.join(
    root,
    'node_modules',
    '.cache',
    'tsc',
    `${project.replace(/[\\/]/g, '_')}.tsbuildinfo`,
  );
  const args = ['--noEmit', '--incremental', '--tsBuildInfoFile', buildInfo, '-p', project];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, ...args], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => resolve({ project, output, ok: status === 0 }));
  });
}

const queue = [...projects];
let failed = false;
async function worker() {
  for (let project = queue.shift(); project; project = queue.shift()) {
    const { output, ok } = await check(project);
    // Each project's problems printed together, as tsc prints them.
    if (output) process.stdout.write(output);
    if (!ok) {
      failed = true;
      console.error(`typecheck: ${project} has problems`);
    }
  }
}
await Promise.all(
  Array.from({ length: Math.min(availableParallelism(), projects.length) }, worker),
);
process.exit(failed ? 1 : 0);
