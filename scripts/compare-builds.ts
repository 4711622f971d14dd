// Two builds of the same site compared file by file, for a change that should not change what
// readers get (moving code between plugins): content hashes in asset names, hex ids and the
// hash suffix of CSS-module class names are normalised; JavaScript chunks are only counted,
// since module ids follow file paths. Prints what differs; exits 1 if anything does.
// Usage: tsx scripts/compare-builds.ts <before> <after>
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const [before, after] = process.argv.slice(2);
if (!before || !after) throw new Error('usage: compare-builds.ts <before> <after>');

const HASHED_NAME = /\.[0-9a-f]{8,10}\.(js|css|json)$/;
const normalisedName = (file: string) =>
  file.replace(HASHED_NAME, '.H.$1').replace(/_[0-9a-f]{7,10}\.pf_/, '_H.pf_');
const TEXT = /\.(html|json|txt|xml|css)$|_headers$|_redirects$/;
const normalisedText = (text: string) =>
  text
    .replace(/\.[0-9a-f]{8,10}\.(js|css|json)/g, '.H.$1')
    .replace(/\ben_[0-9a-f]{7,10}\b/g, 'en_H')
    .replace(/\b[0-9a-f]{8}\b/g, 'I')
    .replace(/\b([A-Za-z][A-Za-z0-9]*)_[A-Za-z0-9_-]{4}\b/g, '$1_C');

function files(root: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    found.set(normalisedName(path.relative(root, full)), full);
  }
  return found;
}

const a = files(before);
const b = files(after);
const differences: string[] = [];
// Chunks are named by module ids, which follow file paths: only their count is compared.
const named = (map: Map<string, string>, other: Map<string, string>) =>
  [...map.keys()].filter((name) => !other.has(name) && !name.startsWith('assets/js/'));
for (const name of named(a, b)) differences.push(`only in ${before}: ${name}`);
for (const name of named(b, a)) differences.push(`only in ${after}: ${name}`);
for (const [name, fileA] of a) {
  const fileB = b.get(name);
  if (!fileB || name.startsWith('assets/js/')) continue;
  const x = readFileSync(fileA);
  const y = readFileSync(fileB);
  if (x.equals(y)) continue;
  if (TEXT.test(name) && normalisedText(x.toString()) === normalisedText(y.toString())) continue;
  differences.push(`differs: ${name}`);
}
const chunks = (map: Map<string, string>) =>
  [...map.keys()].filter((n) => n.startsWith('assets/js/')).length;
console.log(`${a.size} and ${b.size} files; JS chunks ${chunks(a)} and ${chunks(b)}`);
console.log(differences.length ? differences.join('\n') : 'no differences');
process.exit(differences.length ? 1 : 0);
