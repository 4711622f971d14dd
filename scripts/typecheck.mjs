#!/usr/bin/env node
// `npm run typecheck`: the site, scripts and tests; then each folder of src/ with a
// tsconfig.json of its own (code that runs in a browser, checked without Node's types); then
// each sample project's doc tests (one per docs version of samples/versions.json), each against
// its own pinned packages.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { versions } = JSON.parse(readFileSync(path.join(root, 'samples', 'versions.json'), 'utf8'));
const browserFolders = readdirSync(path.join(root, 'src'), { recursive: true })
  .filter((file) => path.basename(file) === 'tsconfig.json')
  .sort()
  .map((file) => ['-p', path.join('src', file)]);
const projects = [
  [],
  ...browserFolders,
  ...versions.map(({ sample }) => ['-p', `samples/${sample}/doctests`]),
];
let failed = false;
for (const project of projects) {
  const child = spawnSync('npx', ['tsc', '--noEmit', ...project], { cwd: root, stdio: 'inherit' });
  if (child.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
