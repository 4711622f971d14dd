// The search client behind both the DocSearch modal and the /search page: Pagefind over the
// static index, filtered by docs version tags, answering in DocSearch's response shape.
import { normaliseQuery, toHits, type SearchHit } from './adapter';
import { loadPagefind, type PagefindApi, type PagefindResultData } from './pagefind';

export type PageSearch = { query: string; total: number; pages: PagefindResultData[] };

export type SearchOptions = {
  baseUrl: string;
  /** Search tags of the wanted docs version plus `default` (landing page, blog). */
  tags: string[];
  offset?: number;
  limit?: number;
  /** Where the Pagefind runtime comes from; tests pass a fake. */
  load?: (baseUrl: string) => Promise<PagefindApi>;
};

/** Finds the pages that match `query`, best first, and loads the data of one slice of them. */
export async function searchPages(query: string, options: SearchOptions): Promise<PageSearch> {
  const normalised = normaliseQuery(query);
  if (!normalised) return { query: normalised, total: 0, pages: [] };
  const pagefind = await (options.load ?? loadPagefind)(options.baseUrl);
  const response = await pagefind.search(normalised, {
    filters: { docusaurus_tag: { any: options.tags } },
  });
  const results = response?.results ?? [];
  const offset = options.offset ?? 0;
  const slice = results.slice(offset, offset + (options.limit ?? 10));
  return {
    query: normalised,
    total: results.length,
    pages: await Promise.all(slice.map((r) => r.data())),
  };
}

// The modal's own "See all N results" count adds up across keystrokes (a DocSearch 4.7.1
// bug), so the footer reads the real count for its query from here.
const totalsByQuery = new Map<string, number>();

export function totalForQuery(query: string): number | undefined {
  return totalsByQuery.get(normaliseQuery(query));
}

// DocSearch 4.7.1 replaces its error screen with the empty screen at once, and rethrows the
// error as an unhandled rejection. So a failed search resolves with no hits, and the modal
// reads the failure from here to show the error screen itself.
export type SearchStatus = { failedQuery: string | null; message: string | null };

let status: SearchStatus = { failedQuery: null, message: null };
const listeners = new Set<() => void>();

function setStatus(next: SearchStatus): void {
  if (next.failedQuery === status.failedQuery && next.message === status.message) return;
  status = next;
  for (const listener of listeners) listener();
}

export const searchStatus = {
  get: (): SearchStatus => status,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

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
            setStatus({ failedQuery: null, message: null });
          } catch (error) {
            found = { query: normaliseQuery(query), total: 0, pages: [] };
            setStatus({ failedQuery: found.query, message: String(error) });
          }
          totalsByQuery.set(found.query, found.total);
          const hits: SearchHit[] = toHits(found.pages, query).slice(0, hitsPerPage);
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
