// Loads the Pagefind search runtime that the search plugin's indexer writes into the build
// (`/pagefind/pagefind.js`) and runs searches against it.

type PagefindSubResult = {
  title: string;
  url: string;
  excerpt: string;
  anchor?: { element: string; id: string; text: string };
  /** The positions of the matched words in this section. */
  locations?: number[];
};

/** A matched word's position on the page, and how much it counts there. */
type WeightedLocation = { weight: number; balanced_score: number; location: number };

export type PagefindResultData = {
  url: string;
  excerpt: string;
  /** Where the matched words are, which Pagefind's excerpt is cut around. */
  weighted_locations?: WeightedLocation[];
  meta: Record<string, string | undefined>;
  filters: Record<string, string[]>;
  sub_results: PagefindSubResult[];
};

export type PagefindResult = {
  id: string;
  score: number;
  /** Where on the page the searched word occurs, as word positions in its indexed text. */
  words?: number[];
  /** The page's metadata fields (title, description, keywords) that hold the word. */
  matchedMetaFields?: string[];
  data: () => Promise<PagefindResultData>;
};

type PagefindSearchResponse = { results: PagefindResult[]; unfilteredResultCount: number };

export type PagefindApi = {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  search: (
    query: string,
    options?: { filters?: Record<string, unknown> },
  ) => Promise<PagefindSearchResponse | null>;
};

class SearchUnavailableError extends Error {
  // DocSearch shows its error screen only for errors with this name.
  override name = 'RetryError';
}

// A query word in a page's title adds to its score (Pagefind's meta weights), and less so one
// in its description (metadata the indexer adds): a page about a thing outranks pages that
// mention it. Its keywords weigh as indexed text (the indexer writes them into the page's
// indexed copy), not again as metadata. A short page is favoured less than Pagefind's default
// (pageLength 0.75): a troubleshooting entry, indexed as a short page of its own, would
// otherwise outrank the page about each name it quotes. Measured with
// scripts/bench-relevance.ts.
const RANKING = { metaWeights: { title: 10, description: 3, keywords: 0 }, pageLength: 0.25 };

let loading: Promise<PagefindApi> | null = null;

/** The index's location; Docusaurus's base URL is prepended by the caller. */
export function loadPagefind(baseUrl: string): Promise<PagefindApi> {
  loading ??= (async () => {
    const url = `${baseUrl}pagefind/pagefind.js`;
    const api = (await import(/* webpackIgnore: true */ url)) as PagefindApi;
    // Pagefind 1.5 runs searches in a web worker by default. On this small index a search takes
    // about 1 ms, and the worker's message round trips (each search and each result's data)
    // cost more than that: a warm query answered in 25 ms with it and 13 ms without.
    await api.options({ baseUrl, excerptLength: 24, ranking: RANKING, noWorker: true });
    await api.init();
    return api;
  })().catch((error: unknown) => {
    // Let a later search try again (the index may have been briefly unreachable).
    loading = null;
    throw new SearchUnavailableError(
      `The search index could not be loaded: ${error instanceof Error ? error.message : String(error)}`,
    );
  });
  return loading;
}

let vocabulary: Promise<readonly string[]> | null = null;

/**
 * The index's words, most used first (written by the indexer), for correcting
 * misspelt queries. Fetched the first time a query has a word the index lacks.
 */
export function loadVocabulary(baseUrl: string): Promise<readonly string[]> {
  vocabulary ??= fetch(`${baseUrl}pagefind/vocabulary.json`)
    .then(async (response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const { words } = (await response.json()) as { words: string[] };
      return words;
    })
    .catch((error: unknown) => {
      vocabulary = null; // a later query may try again
      throw error;
    });
  return vocabulary;
}
