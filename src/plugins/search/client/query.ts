// Words below are misspelt or run together on purpose, as examples.
// cspell:ignore eror formating
// Reading the query, the search's first stage: whether it is pasted text or words a reader
// chose, and which words to search for (misspelt ones corrected, unknown ones left out).
import type { PagefindApi } from './pagefind';
import {
  closestWords,
  indexForm,
  isPrefixOfWord,
  MIN_CORRECTED_LENGTH,
  printedValue,
  splitIntoWords,
  withoutPastedNoise,
} from './spelling';
import { docsTermsFor } from './readersWords';
import { WEIGHTS } from './weights';

export type Filters = { docusaurus_tag: { any: string[] } };

/**
 * True when a page of the searched version has the word itself (Pagefind's quoted search does
 * not guess). A word only the other version's pages use is unknown here: `storybook` on a 9.x
 * page must not make "storybook decorators" a 10.x query with known words.
 */
async function indexHas(pagefind: PagefindApi, term: string, filters: Filters): Promise<boolean> {
  const response = await pagefind.search(`"${term.replace(/"/g, '')}"`, { filters });
  return (response?.results.length ?? 0) > 0;
}

/** What is searched for the words a reader typed. */
type QueryPlan =
  /** The words to search (misspelt ones corrected, unknown ones left out), by the typed word. */
  | { terms: string[]; fixes: Map<string, string> }
  /** Nothing on the site matches the query well: say "No results" rather than guess. */
  | null;

/** The best score of a page with every one of `terms`, or 0 when no page has them all. */
async function bestScoreWithAll(
  pagefind: PagefindApi,
  terms: string[],
  filters: Filters,
): Promise<number> {
  const response = await pagefind.search(terms.join(' '), { filters });
  return response?.results[0]?.score ?? 0;
}

// An error's name before its message (`Error:`, `TypeError:`, `TRPCClientError:`), as printed.
const ERROR_NAME = /\b(?:[A-Z]\w*)?(?:Error|Exception):/;
// The name of an error class as a query word (`trpcclienterror`, `typeerror`, `error`).
const ERROR_CLASS = /^\w*(?:error|exception)$/;

/**
 * Pasted text rather than words a reader chose: it names an error (`TRPCClientError: …`), holds
 * a stack frame's source location, is a value copied from a console (printedValue), or is long
 * (WEIGHTS.pastedWords).
 */
export function isPasted(query: string, wordsToLookUp: number): boolean {
  return (
    wordsToLookUp >= WEIGHTS.pastedWords ||
    ERROR_NAME.test(query) ||
    withoutPastedNoise(query) !== query ||
    printedValue(query) !== null
  );
}

/**
 * Decides what to search for the words of a query. Words the index has are searched as typed.
 * For the others the vocabulary is fetched (only then) and each is replaced by what, with the
 * other words, finds the best page: a close word (a misspelling) or the index's words it is
 * made of (`proxyClient`, an alias a reader's app gives `createTRPCProxyClient`, is `proxy
 * client`); a word with neither is left out. Once the vocabulary is there, a word the index
 * finds only by its stem ("formating") is shown corrected too, and a last word that begins an
 * indexed word is kept (still being typed).
 *
 * A correction is a guess, so it is made only when a page has all the words with it, and a
 * typed query answers "No results" (null) rather than show pages that do not match it well:
 * when half or more of its words are unknown ("graphql federation", "kubernetes helm chart")
 * or every word needed correcting. A pasted one (isPasted) is searched by the words the index
 * has, however many it lacks, and without its error's class name.
 */
export async function planQuery(
  pagefind: PagefindApi,
  pasted: boolean,
  typed: string[],
  filters: Filters,
  loadWords: () => Promise<readonly string[]>,
  frames: ReadonlySet<string> = new Set(),
): Promise<QueryPlan> {
  const unchanged = { terms: typed, fixes: new Map<string, string>() };
  const checked = typed.filter((term) => indexForm(term).length >= MIN_CORRECTED_LENGTH);
  // A reader's word for a docs term (readersWords.ts) is searched by that term too: known.
  const inIndex = await Promise.all(
    checked.map(
      async (term) => docsTermsFor(term).length > 0 || (await indexHas(pagefind, term, filters)),
    ),
  );
  if (pasted) {
    const known = typed.filter((term) => !checked.includes(term) || inIndex[checked.indexOf(term)]);
    // The error's class (`TRPCClientError`, `TypeError`) is on every page about errors, and a
    // frame's function names where it broke; the message says which error it is.
    const message = known.filter((term) => !ERROR_CLASS.test(term) && !frames.has(term));
    const terms = message.length > 0 ? message : known;
    return terms.length > 0 ? { terms, fixes: new Map() } : null;
  }
  if (inIndex.every(Boolean)) return unchanged;
  const words = await loadWords().catch(() => null);
  if (!words) return unchanged; // no vocabulary: search the words as typed
  const spelt = new Set(words.map((word) => word.toLowerCase()));

  const fixes = new Map<string, string>();
  const dropped = new Set<string>();
  let knownAsTyped = 0;
  // Unknown words not yet decided are left out of the searches that decide another word.
  const undecided = new Set(checked.filter((term, at) => !inIndex[at]));
  const fixed = (term: string) => (fixes.get(term) ?? term).split(' ');
  const terms = () =>
    typed.filter((term) => !dropped.has(term) && !undecided.has(term)).flatMap(fixed);
  for (const [at, term] of checked.entries()) {
    undecided.delete(term);
    const known = inIndex[at] ?? false;
    if (term === typed.at(-1) && !spelt.has(indexForm(term)) && isPrefixOfWord(term, words)) {
      knownAsTyped += 1;
      continue;
    }
    if (spelt.has(indexForm(term))) {
      // Spelt right: searched as typed, unless only the other version's pages have it.
      if (known) knownAsTyped += 1;
      else dropped.add(term);
      continue;
    }
    if (known) knownAsTyped += 1;
    // Of the close words and the split into indexed words, the one that finds the best page
    // with the other words; none when no page has them all (a word the docs do not use, such
    // as `userRouter`, is left out).
    const parts = splitIntoWords(term, spelt);
    const candidates = [...closestWords(term, words), ...(parts ? [parts.join(' ')] : [])];
    let best = { word: term, score: 0 };
    for (const word of candidates) {
      fixes.set(term, word);
      const score = await bestScoreWithAll(pagefind, terms(), filters);
      if (score > best.score) best = { word, score };
    }
    if (best.score > 0) fixes.set(term, best.word);
    else {
      fixes.delete(term);
      if (!known) dropped.add(term);
    }
  }

  const usable = checked.length - dropped.size;
  if (checked.length > 0 && usable * 2 <= checked.length) return null;
  if (checked.length > 1 && knownAsTyped === 0) return null;
  return { terms: terms(), fixes };
}
