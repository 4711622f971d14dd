// What a reader typed, turned into the words to look up: common words dropped, and a word
// the index does not have corrected to the closest one it has. Pure functions; the search
// client supplies the vocabulary (written with the index) and the index look-ups.
import { editDistance } from '../../../text/editDistance';

// Words so common that requiring them only hides pages ("the", "to", "how"): Pagefind
// finds a page only when it has every word of the query.
const STOP_WORDS = new Set(
  (
    'a an and are as at be by can do does for from how i in into is it its me my of on or ' +
    'over should so than that the their them then there these this to too via was what ' +
    'when where which who why will with within without you your'
  ).split(' '),
);

/**
 * The query's words in lower case, without the common ones (unless nothing else is left).
 * A dotted name is two words, as the index has it (`trpc.useContext` → `trpc usecontext`).
 */
export function contentTerms(query: string): string[] {
  const words = query
    .toLowerCase()
    .replace(/([\w$)\]])\.(?=[a-z_$])/g, '$1 ')
    .split(/\s+/)
    .filter(Boolean);
  const content = words.filter((word) => !STOP_WORDS.has(word));
  return content.length > 0 ? content : words;
}

/** Shorter words are never corrected: too many other words are one edit away. */
export const MIN_CORRECTED_LENGTH = 4;

/** Edits allowed when correcting a word: one up to 7 letters, two from 8. */
export function allowedEdits(word: string): number {
  if (word.length < MIN_CORRECTED_LENGTH) return 0;
  return word.length <= 7 ? 1 : 2;
}

/** Lower case without punctuation, as the index stores words (`useQuery()` → `usequery`). */
export function indexForm(term: string): string {
  return term.replace(/[^\p{L}\p{N}_]/gu, '').toLowerCase();
}

/**
 * The closest word of the vocabulary within the allowed edits, in the vocabulary's spelling,
 * or null. The vocabulary is ordered by how many pages use each word, so of equally close
 * words the commoner wins.
 */
export function closestWord(term: string, vocabulary: readonly string[]): string | null {
  const word = indexForm(term);
  const max = allowedEdits(word);
  if (max === 0) return null;
  let best: string | null = null;
  let bestDistance = max + 1;
  for (const candidate of vocabulary) {
    const distance = editDistance(word, candidate.toLowerCase(), Math.min(max, bestDistance - 1));
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
      if (distance === 1) break; // nothing closer than one edit exists for an unknown word
    }
  }
  return best;
}

/** True when some word of the vocabulary starts with the term (a word still being typed). */
export function isPrefixOfWord(term: string, vocabulary: readonly string[]): boolean {
  const word = indexForm(term);
  return (
    word.length > 0 && vocabulary.some((candidate) => candidate.toLowerCase().startsWith(word))
  );
}
