// cspell:ignore eror
// The search client behind both the DocSearch modal and the /search page: Pagefind over the
// static index, filtered by docs version tags, answering in DocSearch's response shape. A search
// runs in four stages, a module each: reading the query (query.ts), retrieving the pages that
// match it (retrieve.ts), ranking the best few (ranking.ts, by the weights of weights.ts), and
// presenting them as DocSearch's hits (adapter.ts).
import { normaliseQuery, toHits, type SearchHit } from './adapter';
import {
  loadPagefind,
  loadVocabulary,
  type PagefindApi,
  type PagefindResultData,
} from './pagefind';
import {
  contentTerms,
  indexForm,
  MIN_CORRECTED_LENGTH,
  messagePhrase,
  missingModule,
  missingPackage,
  stackFrameTerms,
  withoutPastedNoise,
} from './spelling';
import { rerank } from './ranking';
import { isPasted, planQuery, type Filters } from './query';
import { pagesShowingCode, phraseFirst, raised, rankedPages } from './retrieve';
import { WEIGHTS } from './weights';
import { staleWhenNegated } from './readersWords';

export { weightNearby } from './retrieve';

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
  const typed = missing
    ? [...new Set([...contentTerms(module), 'install'])]
    : pasted
      ? words
      : staleWhenNegated(normalised, words);
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
      results.slice(0, WEIGHTS.rerankWindow).map(async ({ result, score }) => ({
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
  const rest = results
    .slice(Math.max(offset, WEIGHTS.rerankWindow), end)
    .map((r) => r.result.data());
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
const MODAL_PAGES = WEIGHTS.rerankWindow;

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
