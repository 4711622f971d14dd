// Words below are misspelt or run together on purpose, as examples.
// cspell:ignore eror formating
// The search client behind both the DocSearch modal and the /search page: Pagefind over the
// static index, filtered by docs version tags, answering in DocSearch's response shape.
import { normaliseQuery, toHits, type SearchHit } from './adapter';
import {
  loadPagefind,
  loadVocabulary,
  type PagefindApi,
  type PagefindResult,
  type PagefindResultData,
} from './pagefind';
import {
  closestWords,
  contentTerms,
  indexForm,
  isPrefixOfWord,
  MIN_CORRECTED_LENGTH,
  memberChains,
  missingModule,
  missingPackage,
  messagePhrase,
  printedValue,
  splitIntoWords,
  stackFrameTerms,
  withoutPastedNoise,
} from './spelling';
import { EXACT_WORDS, phraseText, rerank, RERANK_WINDOW } from './ranking';
import { DOCS_TERM_WEIGHT, docsTermsFor } from './readersWords';

export type PageSearch = {
  query: string;
  total: number;
  pages: PagefindResultData[];
  /** The query as searched when a word of it was misspelt ("eror" → "error"), else null. */
  correctedQuery: string | null;
};

export type SearchOptions = {
  baseUrl: string;
  /** Search tags of the wanted docs version plus `default` (landing page, blog). */
  tags: string[];
  offset?: number;
  limit?: number;
  /** Where the Pagefind runtime comes from; tests pass a fake. */
  load?: (baseUrl: string) => Promise<PagefindApi>;
  /** Where the index's vocabulary comes from; tests pass a fake. */
  loadWords?: (baseUrl: string) => Promise<readonly string[]>;
};

type Filters = { docusaurus_tag: { any: string[] } };

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
 * (PASTED_WORDS).
 */
function isPasted(query: string, wordsToLookUp: number): boolean {
  return (
    wordsToLookUp >= PASTED_WORDS ||
    ERROR_NAME.test(query) ||
    withoutPastedNoise(query) !== query ||
    printedValue(query) !== null
  );
}

/**
 * A query with this many words to look up is pasted text (an error message, a stack's first
 * line), not words a reader chose: its words are not misspelt, and one the index lacks (a file
 * path, a variable of the reader's app) says nothing about whether the docs cover it.
 */
const PASTED_WORDS = 6;

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
async function planQuery(
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

/**
 * The pages with a query word: those with the word itself, and those with the docs' term for a
 * reader's word (readersWords.ts: "refresh" finds pages that say "invalidate"), which count a
 * little less. A page found both ways keeps its better score.
 */
async function resultsFor(
  pagefind: PagefindApi,
  term: string,
  filters: Filters,
): Promise<PagefindResult[]> {
  const search = async (word: string) => (await pagefind.search(word, { filters }))?.results ?? [];
  const docsTerms = docsTermsFor(term);
  if (docsTerms.length === 0) return search(term);
  const [own = [], ...others] = await Promise.all([term, ...docsTerms].map(search));
  const best = new Map(own.map((result) => [result.id, result]));
  for (const result of others.flat()) {
    const score = result.score * DOCS_TERM_WEIGHT;
    if ((best.get(result.id)?.score ?? 0) < score) best.set(result.id, { ...result, score });
  }
  return [...best.values()].sort((a, b) => b.score - a.score);
}

/**
 * Pagefind finds only pages with every word, so a reader's phrasing ("send dates over the
 * wire") or a pasted message can find nothing. These pages are scored by the words they have,
 * each word weighed by how rare it is among the pages found: in a pasted error, `error`,
 * `type` and `undefined` are on most pages and `QueryClientProvider` on two, and the rare
 * word should decide. A page's score is the weighted sum of its scores for its words, scaled
 * by the square of the weighted share of the query it holds.
 */
async function pagesWithSomeTerms(
  pagefind: PagefindApi,
  terms: string[],
  filters: Filters,
): Promise<Scored[]> {
  const byTerm = await Promise.all(terms.map((term) => resultsFor(pagefind, term, filters)));
  const found = new Set(byTerm.flatMap((results) => results.map((result) => result.id)));
  // Inverse document frequency among the pages any word found, scaled to a mean of 1 so that
  // these scores stay comparable with Pagefind's for pages with every word.
  const rarity = byTerm.map((results) =>
    results.length === 0 ? 0 : Math.log(1 + found.size / results.length),
  );
  const mean = rarity.reduce((sum, value) => sum + value, 0) / Math.max(1, rarity.length);
  const weights = rarity.map((value) => (mean > 0 ? value / mean : 1));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const combined = new Map<string, { result: PagefindResult; score: number; found: Found[] }>();
  byTerm.forEach((results, at) => {
    const weight = weights[at] ?? 1;
    for (const result of results) {
      const entry = combined.get(result.id) ?? { result, score: 0, found: [] };
      entry.score += result.score * weight;
      entry.found.push({
        weight,
        positions: result.words ?? [],
        inMeta: (result.matchedMetaFields ?? []).length > 0,
      });
      combined.set(result.id, entry);
    }
  });
  return [...combined.values()]
    .map(({ result, score, found }) => ({
      result,
      score: score * (total > 0 ? weightNearby(found) / total : 0) ** 2,
    }))
    .sort((a, b) => b.score - a.score);
}

/** One query word on one page: its weight, where the page has it, and whether its metadata does. */
type Found = { weight: number; positions: readonly number[]; inMeta: boolean };

/**
 * How many words apart a page's query words may be and still read as one statement of the
 * reader's problem: about two sentences.
 */
const NEARBY_WORDS = 40;

/**
 * The weight of the query's words that a page holds near each other: the best span of
 * NEARBY_WORDS words, plus the words in its title, description or keywords, which describe the
 * whole page. A symptom written as one sentence on the page that fixes it scores its full
 * weight; a long page that has each word somewhere, in unrelated sections, scores only the
 * words it has together. (Pagefind gives each result's word positions with the result, so
 * this costs no page data.)
 */
export function weightNearby(found: readonly Found[]): number {
  // A word whose place the index did not give is counted as near the others.
  const everywhere = found.filter((term) => term.inMeta || term.positions.length === 0);
  const placed = found.filter((term) => !everywhere.includes(term));
  const base = everywhere.reduce((sum, term) => sum + term.weight, 0);
  const hits = placed
    .flatMap((term, at) => term.positions.map((position) => ({ position, at })))
    .sort((a, b) => a.position - b.position);
  let best = 0;
  for (let start = 0; start < hits.length; start += 1) {
    const from = hits[start]?.position ?? 0;
    const inSpan = new Set<number>();
    for (let end = start; end < hits.length; end += 1) {
      const hit = hits[end];
      if (!hit || hit.position - from > NEARBY_WORDS) break;
      inSpan.add(hit.at);
    }
    best = Math.max(
      best,
      [...inSpan].reduce((sum, at) => sum + (placed[at]?.weight ?? 0), 0),
    );
  }
  return base + best;
}

/** A result with the score it is ranked by. */
type Scored = { result: PagefindResult; score: number };

/**
 * Pages with every word, by Pagefind's score, and pages with some of them, by theirs, in one
 * list: a page with most of the words in its title can outrank one with all of them in passing.
 */
async function rankedPages(
  pagefind: PagefindApi,
  terms: string[],
  filters: Filters,
): Promise<Scored[]> {
  const [withAll, withSome] = await Promise.all([
    pagefind
      .search(terms.join(' '), { filters })
      .then((response) =>
        (response?.results ?? []).map((result) => ({ result, score: result.score })),
      ),
    terms.length > 1 || terms.some((term) => docsTermsFor(term).length > 0)
      ? pagesWithSomeTerms(pagefind, terms, filters)
      : [],
  ]);
  const haveAll = new Set(withAll.map((r) => r.result.id));
  const merged = [...withAll, ...withSome.filter((r) => !haveAll.has(r.result.id))];
  return merged.sort((a, b) => b.score - a.score);
}

/** How much a page that prints a pasted message's opening words, in order, gains. */
const PHRASE_BOOST = 2;

/**
 * The pages that print a pasted message's opening words in their order, raised above pages
 * that only mention its words: the message is first looked for whole, then by its first four
 * and three words (the rest may name the reader's own procedure or file). Words a reader typed
 * are looked for whole only, and from EXACT_WORDS words: "No fetch implementation found" typed
 * from memory is a message, while the first words of a question ("how do I") are on every page.
 */
async function phraseFirst(
  pagefind: PagefindApi,
  query: string,
  results: Scored[],
  filters: Filters,
  pasted: boolean,
): Promise<Scored[]> {
  const phrase = messagePhrase(query);
  if (!phrase) return results;
  const words = phrase.split(' ');
  const tries = pasted
    ? [...new Set([phrase, words.slice(0, 4).join(' '), words.slice(0, 3).join(' ')])]
    : words.length >= EXACT_WORDS && phraseText(query) === phraseText(phrase)
      ? [phrase]
      : [];
  for (const attempt of tries.filter((text) => text.split(' ').length >= 2)) {
    const response = await pagefind.search(`"${attempt}"`, { filters });
    const ids = new Set((response?.results ?? []).map((result) => result.id));
    if (ids.size > 0) return raised(results, ids);
  }
  return results;
}

/** `results` with the pages of `ids` raised by PHRASE_BOOST, best first. */
function raised(results: Scored[], ids: ReadonlySet<string>): Scored[] {
  if (ids.size === 0) return results;
  return results
    .map(({ result, score }) => ({
      result,
      score: ids.has(result.id) ? score * PHRASE_BOOST : score,
    }))
    .sort((a, b) => b.score - a.score);
}

/**
 * The pages that have a chain of names a pasted message names (`trpc.useQuery is not a
 * function`: see memberChains), the module inside a package it could not find, or the value it
 * is (printedValue), its words next to each other: those show the code the reader ran, often
 * where they explain what replaced it, or print what the reader saw. Pages that have the words
 * apart do not.
 */
async function pagesShowingCode(
  pagefind: PagefindApi,
  query: string,
  filters: Filters,
): Promise<Set<string>> {
  // A missing module inside a package (`@trpc/server/adapters/next`) is found where a page
  // imports it; every page imports the package itself.
  const module = missingModule(query);
  const deep = module && module !== missingPackage(query) ? [contentTerms(module).join(' ')] : [];
  const value = printedValue(query);
  const chains = [...memberChains(query), ...deep, ...(value ? [value] : [])];
  const responses = await Promise.all(
    chains.map((chain) => pagefind.search(`"${chain}"`, { filters })),
  );
  return new Set(responses.flatMap((response) => (response?.results ?? []).map((r) => r.id)));
}

/** Finds the pages that match `query`, best first, and loads the data of one slice of them. */
export async function searchPages(query: string, options: SearchOptions): Promise<PageSearch> {
  const normalised = normaliseQuery(query);
  if (!normalised) return { query: normalised, total: 0, pages: [], correctedQuery: null };
  const pagefind = await (options.load ?? loadPagefind)(options.baseUrl);
  const filters: Filters = { docusaurus_tag: { any: options.tags } };

  // Each word once: a pasted stack names its error class on several lines. A missing package
  // is looked for where it is installed, by its name: the rest of such a message is the same
  // for every package, and would find the entry about another one.
  const words = [...new Set(contentTerms(normalised))];
  const pasted = isPasted(
    normalised,
    words.filter((term) => indexForm(term).length >= MIN_CORRECTED_LENGTH).length,
  );
  const missing = missingPackage(normalised);
  const module = missingModule(normalised) ?? '';
  const typed = missing ? [...new Set([...contentTerms(module), 'install'])] : words;
  // The search for the words as typed runs alongside the look-ups for misspelt words: it is
  // the answer whenever nothing needs correcting.
  const [plan, asTyped] = await Promise.all([
    planQuery(
      pagefind,
      pasted,
      typed,
      filters,
      () => (options.loadWords ?? loadVocabulary)(options.baseUrl),
      stackFrameTerms(normalised),
    ),
    rankedPages(pagefind, typed, filters),
  ]);
  if (plan === null) return { query: normalised, total: 0, pages: [], correctedQuery: null };
  const { terms, fixes } = plan;
  const found =
    terms.join(' ') === typed.join(' ') ? asTyped : await rankedPages(pagefind, terms, filters);
  const [phrased, showingCode] = await Promise.all([
    phraseFirst(pagefind, normalised, found, filters, pasted),
    pasted ? pagesShowingCode(pagefind, normalised, filters) : new Set<string>(),
  ]);
  // Raised as a phrase is, so a page that shows the code or value is among those ordered again.
  const results = raised(phrased, showingCode);
  const correctedQuery =
    fixes.size === 0
      ? null
      : normalised
          .split(' ')
          .map((word) => fixes.get(word.toLowerCase()) ?? word)
          .join(' ');

  const best = rerank(
    await Promise.all(
      results.slice(0, RERANK_WINDOW).map(async ({ result, score }) => ({
        score,
        data: await result.data(),
        showsCode: showingCode.has(result.id),
      })),
    ),
    terms,
    pasted ? { phrase: messagePhrase(normalised), text: withoutPastedNoise(normalised) } : null,
    missing,
    normalised,
  );
  const offset = options.offset ?? 0;
  const end = offset + (options.limit ?? 10);
  const rest = results.slice(Math.max(offset, RERANK_WINDOW), end).map((r) => r.result.data());
  return {
    query: normalised,
    total: results.length,
    pages: [...best.slice(offset, end).map((page) => page.data), ...(await Promise.all(rest))],
    correctedQuery,
  };
}

// The modal's own "See all N results" count adds up across keystrokes (a DocSearch 4.7.1
// bug), so the footer reads the real count for its query from here.
const totalsByQuery = new Map<string, number>();

export function totalForQuery(query: string): number | undefined {
  return totalsByQuery.get(normaliseQuery(query));
}

// What the modal shows around DocSearch's own screens comes from here, by query:
// - DocSearch 4.7.1 replaces its error screen with the empty screen at once and rethrows the
//   error as an unhandled rejection, so a failed search resolves with no hits and the modal
//   shows the error screen itself (`failedQuery`);
// - DocSearch shows "No results" while its first search is still running, so the modal hides
//   that screen until the search for exactly the typed text has answered with none
//   (`answered`);
// - a corrected query is announced ("Showing results for …").
type SearchAnswer = { query: string; total: number; correctedQuery: string | null };
export type SearchStatus = {
  failedQuery: string | null;
  message: string | null;
  answered: SearchAnswer | null;
};

let status: SearchStatus = { failedQuery: null, message: null, answered: null };
const listeners = new Set<() => void>();

function setStatus(next: SearchStatus): void {
  status = next;
  for (const listener of listeners) listener();
}

export const searchStatus = {
  get: (): SearchStatus => status,
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

const answerOf = ({ query, total, correctedQuery }: PageSearch): SearchAnswer => ({
  query,
  total,
  correctedQuery,
});

type SearchRequest = { query?: string; params?: { query?: string; hitsPerPage?: number } };
type SearchArgs = { requests: SearchRequest[] } | SearchRequest[];

export type LocalSearchClient = {
  search: (args: SearchArgs) => Promise<{ results: unknown[] }>;
  addAlgoliaAgent: (segment: string, version?: string) => void;
  transporter: { algoliaAgent: { value: string; add: () => void } };
};

/**
 * The pages the modal lists, each with up to three of its sections: what a laptop's screen
 * shows without scrolling. Each page listed costs its data (a compressed fragment of its text,
 * several KiB for a long page) on the reader's first search; the full results page lists more.
 */
const MODAL_PAGES = RERANK_WINDOW;

/** A stand-in for Algolia's client that the DocSearch modal can call: nothing leaves the site. */
export function createLocalSearchClient(
  options: Omit<SearchOptions, 'offset' | 'limit'>,
): LocalSearchClient {
  return {
    async search(args) {
      const requests = Array.isArray(args) ? args : args.requests;
      const results = await Promise.all(
        requests.map(async (request) => {
          const query = request.query ?? request.params?.query ?? '';
          const hitsPerPage = request.params?.hitsPerPage ?? 20;
          let found: PageSearch;
          try {
            found = await searchPages(query, { ...options, limit: MODAL_PAGES });
            setStatus({ failedQuery: null, message: null, answered: answerOf(found) });
          } catch (error) {
            found = { query: normaliseQuery(query), total: 0, pages: [], correctedQuery: null };
            setStatus({
              failedQuery: found.query,
              message: String(error),
              answered: answerOf(found),
            });
          }
          totalsByQuery.set(found.query, found.total);
          // Marks show the words searched, the corrected ones where a word was misspelt.
          const searched = found.correctedQuery ?? query;
          const hits: SearchHit[] = toHits(found.pages, searched).slice(0, hitsPerPage);
          return {
            hits,
            nbHits: found.total,
            page: 0,
            nbPages: found.total > 0 ? 1 : 0,
            hitsPerPage,
            processingTimeMS: 0,
            exhaustiveNbHits: true,
            query,
            params: '',
            index: 'local',
          };
        }),
      );
      return { results };
    },
    addAlgoliaAgent() {
      // Nothing to report to: the index is local.
    },
    transporter: { algoliaAgent: { value: 'local-pagefind', add: () => undefined } },
  };
}
