// The words of the search index, for correcting misspelt queries in the browser. Written next
// to the index from the text Pagefind itself kept (its page fragments), so a correction is
// always a word the index can find.
// @ts-check
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import format from './index-format.json' with { type: 'json' };

// Pagefind's fragments are gzip files that start with this signature once unpacked.
const FRAGMENT_SIGNATURE = 'pagefind_dcd';

/** Shorter words are not corrected, so they need not be listed. */
const MIN_LENGTH = 4;

/**
 * The words of a text, split at anything but letters, digits and `_` (`useQuery('a')`).
 *
 * @param {string} text
 */
function wordsOf(text) {
  return text.split(/[^\p{L}\p{N}_]+/u).filter(Boolean);
}

/**
 * Each word once, in the spelling the pages use most (`useQuery`, not `usequery`), so a
 * correction reads as the reader would write it. Words on more pages come first, so a tie
 * in distance picks the commoner word.
 *
 * @param {Iterable<string>} texts
 */
export function vocabularyOf(texts) {
  /** @type {Map<string, number>} lower case → pages */
  const pages = new Map();
  /** @type {Map<string, Map<string, number>>} lower case → spelling → uses */
  const spellings = new Map();
  for (const text of texts) {
    const seen = new Set();
    for (const word of wordsOf(text)) {
      if (word.length < MIN_LENGTH || !/\p{L}/u.test(word) || /^\d/.test(word)) continue;
      const key = word.toLowerCase();
      const uses = spellings.get(key) ?? new Map();
      uses.set(word, (uses.get(word) ?? 0) + 1);
      spellings.set(key, uses);
      if (!seen.has(key)) pages.set(key, (pages.get(key) ?? 0) + 1);
      seen.add(key);
    }
  }
  const mostUsed = (/** @type {Map<string, number> | undefined} */ uses) =>
    [...(uses ?? new Map()).entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
  return [...pages.entries()]
    .sort(([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : 1))
    .map(([key]) => mostUsed(spellings.get(key)));
}

/**
 * Reads every fragment of the index in `indexDir` and writes the vocabulary beside it.
 *
 * @param {string} indexDir
 */
export async function writeVocabulary(indexDir) {
  const dir = path.join(indexDir, 'fragment');
  const texts = [];
  for (const file of await readdir(dir)) {
    const raw = gunzipSync(await readFile(path.join(dir, file))).toString('utf8');
    const fragment = JSON.parse(raw.slice(FRAGMENT_SIGNATURE.length));
    texts.push([fragment.content, ...Object.values(fragment.meta ?? {})].join(' '));
  }
  const words = vocabularyOf(texts);
  await writeFile(path.join(indexDir, format.vocabularyFile), JSON.stringify({ words }));
  return words.length;
}
