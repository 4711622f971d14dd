import { describe, expect, it } from 'vitest';
import {
  createLocalSearchClient,
  searchPages,
  searchStatus,
  totalForQuery,
} from '../../src/search/client';
import type { PagefindApi, PagefindResultData } from '../../src/search/pagefind';

function fakePagefind(pageCount: number, calls: unknown[]): () => Promise<PagefindApi> {
  const data = (i: number): PagefindResultData => ({
    url: `/docs/v10/page-${i}/`,
    excerpt: `page <mark>${i}</mark>`,
    meta: { title: `Page ${i}`, lvl0: 'Docs' },
    filters: {},
    sub_results: [],
  });
  const api: PagefindApi = {
    options: async () => undefined,
    init: async () => undefined,
    search: async (query, options) => {
      calls.push({ query, options });
      return {
        unfilteredResultCount: pageCount,
        results: Array.from({ length: pageCount }, (_, i) => ({
          id: String(i),
          score: 1,
          data: async () => data(i),
        })),
      };
    },
  };
  return async () => api;
}

describe('local search client', () => {
  it('filters by the version tags it was given and pages through results', async () => {
    const calls: unknown[] = [];
    const found = await searchPages('  router ', {
      baseUrl: '/',
      tags: ['default', 'docs-default-9.x'],
      offset: 10,
      limit: 10,
      load: fakePagefind(25, calls),
    });
    expect(calls).toEqual([
      {
        query: 'router',
        options: { filters: { docusaurus_tag: { any: ['default', 'docs-default-9.x'] } } },
      },
    ]);
    expect(found.total).toBe(25);
    expect(found.pages.map((p) => p.url)).toEqual(
      Array.from({ length: 10 }, (_, i) => `/docs/v10/page-${i + 10}/`),
    );
  });

  it('never asks the index for a blank query', async () => {
    const calls: unknown[] = [];
    const found = await searchPages('   ', {
      baseUrl: '/',
      tags: ['default'],
      load: fakePagefind(3, calls),
    });
    expect(found).toEqual({ query: '', total: 0, pages: [] });
    expect(calls).toEqual([]);
  });

  it('answers DocSearch with hits and the true total, and remembers it for the footer', async () => {
    const client = createLocalSearchClient({
      baseUrl: '/',
      tags: ['default'],
      load: fakePagefind(12, []),
    });
    const { results } = await client.search({
      requests: [{ query: 'page', params: { hitsPerPage: 5 } }],
    });
    const [first] = results as Array<{ hits: unknown[]; nbHits: number }>;
    expect(first?.nbHits).toBe(12);
    expect(first?.hits).toHaveLength(5);
    expect(totalForQuery(' page ')).toBe(12);
  });

  it('resolves a failed search with no hits and reports the failure', async () => {
    const client = createLocalSearchClient({
      baseUrl: '/',
      tags: ['default'],
      load: async () => {
        throw new Error('index missing');
      },
    });
    const { results } = await client.search({ requests: [{ query: 'router' }] });
    expect(results).toMatchObject([{ hits: [], nbHits: 0 }]);
    expect(searchStatus.get().failedQuery).toBe('router');

    const working = createLocalSearchClient({
      baseUrl: '/',
      tags: ['default'],
      load: fakePagefind(1, []),
    });
    await working.search({ requests: [{ query: 'router' }] });
    expect(searchStatus.get().failedQuery).toBeNull();
  });
});
