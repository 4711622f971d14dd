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
  closestWord,
  contentTerms,
  indexForm,
  isPrefixOfWord,
  MIN_CORRECTED_LENGTH,
} from './spelling';
import { rerank, RERANK_WINDOW } from './ranking';

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

/** True when the index has the word itself (Pagefind's quoted search does not guess). */
async function indexHas(pagefind: PagefindApi, term: string): Promise<boolean> {
  const response = await pagefind.search(`"${term.replace(/"/g, '')}"`);
  return (response?.results.length ?? 0) > 0;
}

/**
 * Corrects the words of `terms` the index does not have. The vocabulary is fetched only
 * then; once it is there, the other words are checked against it too, so a word the index
 * finds only by its stem ("formating") is shown corrected as well. A word that begins an
 * indexed word is kept when it is the last one (still being typed). Returns the corrections
 * by the word as typed.
 */
async function corrections(
  pagefind: PagefindApi,
  terms: string[],
  loadWords: () => Promise<readonly string[]>,
): Promise<Map<string, string>> {
  const corrected = new Map<string, string>();
  const checked = terms.filter((term) => indexForm(term).length >= MIN_CORRECTED_LENGTH);
  const known = await Promise.all(checked.map((term) => indexHas(pagefind, term)));
  if (known.every(Boolean)) return corrected;
  const words = await loadWords().catch(() => [] as readonly string[]);
  const spelt = new Set(words.map((word) => word.toLowerCase()));
  for (const term of checked) {
    if (spelt.has(indexForm(term))) continue;
    if (term === terms.at(-1) && isPrefixOfWord(term, words)) continue;
    const closest = closestWord(term, words);
    if (closest) corrected.set(term, closest);
  }
  return corrected;
}

/**
 * Pagefind finds only pages with every word, so a reader's phrasing ("send dates over the
 * wire") can find nothing. These pages are scored by the words they have: the sum of their
 * scores for each word, scaled by the square of the share of words they have.
 */
async function pagesWithSomeTerms(
  pagefind: PagefindApi,
  terms: string[],
  filters: Filters,
): Promise<Scored[]> {
  const byTerm = await Promise.all(
    terms.map(async (term) => (await pagefind.search(term, { filters }))?.results ?? []),
  );
  const combined = new Map<string, { result: PagefindResult; score: number; terms: number }>();
  for (const results of byTerm) {
    for (const result of results) {
      const entry = combined.get(result.id) ?? { result, score: 0, terms: 0 };
      entry.score += result.score;
      entry.terms += 1;
      combined.set(result.id, entry);
    }
  }
  return [...combined.values()]
    .map(({ result, score, terms: found }) => ({
      result,
      score: score * (found / terms.length) ** 2,
    }))
    .sort((a, b) => b.score - a.score);
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
    terms.length > 1 ? pagesWithSomeTerms(pagefind, terms, filters) : [],
  ]);
  const haveAll = new Set(withAll.map((r) => r.result.id));
  const merged = [...withAll, ...withSome.filter((r) => !haveAll.has(r.result.id))];
  return merged.sort((a, b) => b.score - a.score);
}

/** Finds the pages that match `query`, best first, and loads the data of one slice of them. */
export async function searchPages(query: string, options: SearchOptions): Promise<PageSearch> {
  const normalised = normaliseQuery(query);
  if (!normalised) return { query: normalised, total: 0, pages: [], correctedQuery: null };
  const pagefind = await (options.load ?? loadPagefind)(options.baseUrl);
  const filters: Filters = { docusaurus_tag: { any: options.tags } };

  const typed = contentTerms(normalised);
  // The look-ups for misspelt words run alongside the search for the words as typed, which
  // is the answer whenever nothing needs correcting.
  const [fixes, asTyped] = await Promise.all([
    corrections(pagefind, typed, () => (options.loadWords ?? loadVocabulary)(options.baseUrl)),
    rankedPages(pagefind, typed, filters),
  ]);
  const terms = typed.map((term) => fixes.get(term) ?? term);
  const results = fixes.size === 0 ? asTyped : await rankedPages(pagefind, terms, filters);
  const correctedQuery =
    fixes.size === 0
      ? null
      : normalised
          .split(' ')
          .map((word) => fixes.get(word.toLowerCase()) ?? word)
          .join(' ');

  const best = rerank(
    await Promise.all(
      results
        .slice(0, RERANK_WINDOW)
        .map(async ({ result, score }) => ({ score, data: await result.data() })),
    ),
    terms,
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
            found = await searchPages(query, { ...options, limit: 8 });
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
