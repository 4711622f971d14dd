#!/usr/bin/env node
// `npm run lint`: ESLint (with type information), Prettier, knip and cspell. ESLint takes two
// thirds of the time on one core; the other three run beside it, one after another, on the
// second. Prettier and cspell keep a cache in node_modules/.cache, so a second run reads only
// the files that changed; ESLint keeps none, because its type-aware rules read other files too.
import { spawn } from 'node:child_process';

const cspellFiles = [
  'docs/**/*.md*',
  'versioned_docs/**/*.md*',
  'blog/**/*.md*',
  'src/**/*.{ts,tsx,mjs,css}',
];
const TOOLS = {
  eslint: ['eslint', '.', '--max-warnings', '0'],
  prettier: ['prettier', '--check', '--cache', '--log-level', 'warn', '.'],
  knip: ['knip'],
  cspell: [
    'cspell',
    '--no-progress',
    '--no-summary',
    '--cache',
    '--cache-location',
    'node_modules/.cache/cspell',
    ...cspellFiles,
  ],
};

/** Runs one tool; its output is printed in one piece when it ends, under its name. */
function run(name) {
  const [command, ...args] = TOOLS[name];
  return new Promise((resolve) => {
    const child = spawn('npx', ['--no-install', command, ...args]);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => {
      const ok = status === 0;
      if (!ok || output.trim()) console.log(`${ok ? '' : '✘ '}${name}\n${output.trimEnd()}\n`);
      resolve(ok);
    });
  });
}

async function inTurn(names) {
  const results = [];
  for (const name of names) results.push(await run(name));
  return results.every(Boolean);
}

const results = await Promise.all([run('eslint'), inTurn(['prettier', 'knip', 'cspell'])]);
process.exit(results.every(Boolean) ? 0 : 1);
