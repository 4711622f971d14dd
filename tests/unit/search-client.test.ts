import { describe, expect, it } from 'vitest';
import {
  createLocalSearchClient,
  searchPages,
  searchStatus,
  totalForQuery,
  weightNearby,
} from '../../src/plugins/search/client/client';
import type { PagefindApi, PagefindResultData } from '../../src/plugins/search/client/pagefind';

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
    // The words are looked up once (does a page of the version have them?), then searched.
    expect(calls).toEqual([
      {
        query: '"router"',
        options: { filters: { docusaurus_tag: { any: ['default', 'docs-default-9.x'] } } },
      },
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
    expect(found).toEqual({ query: '', total: 0, pages: [], correctedQuery: null });
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

/** A small in-memory index that answers as Pagefind does: every word required, prefixes match. */
function tinyIndex(pages: Record<string, { title: string; text: string; tag?: string }>) {
  const searched: string[] = [];
  const words = (text: string) =>
    text
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean);
  const api: PagefindApi = {
    options: async () => undefined,
    init: async () => undefined,
    search: async (query, options) => {
      searched.push(query);
      const exact = query.startsWith('"');
      const terms = words(query);
      const tags = (options?.filters as { docusaurus_tag?: { any: string[] } } | undefined)
        ?.docusaurus_tag?.any;
      const results = Object.entries(pages)
        .filter(([, page]) => !tags || !page.tag || tags.includes(page.tag))
        .filter(([, page]) => {
          // A quoted phrase of several words: the page has them in that order.
          if (!exact || terms.length < 2) return true;
          return ` ${words(page.text).join(' ')} `.includes(` ${terms.join(' ')} `);
        })
        .map(([url, page]) => {
          const pageWords = words(`${page.title} ${page.text}`);
          const counts = terms.map(
            (term) => pageWords.filter((w) => (exact ? w === term : w.startsWith(term))).length,
          );
          const score = counts.every((count) => count > 0) ? counts.reduce((a, b) => a + b, 0) : 0;
          return { url, page, score };
        })
        .filter((r) => r.score > 0)
        .sort((a, b) => b.score - a.score)
        .map(({ url, page, score }) => ({
          id: url,
          score,
          data: async (): Promise<PagefindResultData> => ({
            url,
            excerpt: page.text,
            meta: { title: page.title },
            filters: {},
            sub_results: [],
          }),
        }));
      return { results, unfilteredResultCount: results.length };
    },
  };
  return { load: async () => api, searched };
}

describe('search that finds what the reader meant', () => {
  const site = {
    '/middlewares': { title: 'Middlewares', text: 'A middleware runs before a procedure.' },
    '/context': { title: 'Request Context', text: 'The context holds the request.' },
    '/transformers': { title: 'Data Transformers', text: 'Send dates with superjson.' },
  };

  it('corrects a word the index lacks, fetching the vocabulary only then, and says so', async () => {
    const index = tinyIndex(site);
    let vocabularyLoads = 0;
    const loadWords = async () => {
      vocabularyLoads += 1;
      return ['middleware', 'context', 'procedure'];
    };
    const options = { baseUrl: '/', tags: ['default'], load: index.load, loadWords };

    const known = await searchPages('middleware', options);
    expect(known.correctedQuery).toBeNull();
    expect(vocabularyLoads).toBe(0);

    const typo = await searchPages('midleware', options);
    expect(typo.correctedQuery).toBe('middleware');
    expect(typo.pages.map((p) => p.url)).toEqual(['/middlewares']);
    expect(vocabularyLoads).toBe(1);
  });

  it('once a word is corrected, also corrects one the index finds only by its stem', async () => {
    const index = tinyIndex({
      '/errors': { title: 'Error Formatting', text: 'format the error' },
    });
    const found = await searchPages('eror formating', {
      baseUrl: '/',
      tags: ['default'],
      // This fake index knows "formating" (Pagefind would, by its stem "format").
      load: async () => {
        const api = await index.load();
        return {
          ...api,
          search: (query, options) => api.search(query.replace('formating', 'format'), options),
        };
      },
      loadWords: async () => ['error', 'format', 'formatting'],
    });
    expect(found.correctedQuery).toBe('error formatting');
  });

  it('keeps a last word that is still being typed', async () => {
    const index = tinyIndex(site);
    const found = await searchPages('midd', {
      baseUrl: '/',
      tags: ['default'],
      load: index.load,
      loadWords: async () => ['middleware'],
    });
    expect(found.correctedQuery).toBeNull();
    expect(found.pages.map((p) => p.url)).toEqual(['/middlewares']);
  });

  it('still searches when the vocabulary cannot be fetched', async () => {
    const index = tinyIndex(site);
    const found = await searchPages('midleware', {
      baseUrl: '/',
      tags: ['default'],
      load: index.load,
      loadWords: async () => {
        throw new Error('offline');
      },
    });
    expect(found).toMatchObject({ total: 0, correctedQuery: null });
  });

  it('answers "No results" when half or more of the words are unknown', async () => {
    const index = tinyIndex({
      '/further': {
        title: 'Further Reading',
        text: 'tRPC compared with GraphQL and code generation',
      },
      '/awesome': { title: 'Awesome', text: 'help and chat on Discord' },
    });
    const options = {
      baseUrl: '/',
      tags: ['default'],
      load: index.load,
      loadWords: async () => ['graphql', 'generation', 'help', 'chat', 'discord'],
    };
    // "federation" is no word of the site, and "generation" is not a misspelling of it.
    expect(await searchPages('graphql federation', options)).toMatchObject({ total: 0 });
    expect(await searchPages('kubernetes helm chart', options)).toMatchObject({ total: 0 });
    // Every word needing a correction is no typo but another topic.
    expect(await searchPages('helm chart', options)).toMatchObject({ total: 0 });
    expect(await searchPages('graphql', options)).toMatchObject({ total: 1 });
  });

  it('corrects to the close word that finds a page with the other words', async () => {
    const index = tinyIndex({
      '/logger': { title: 'Logger Link', text: 'the logger link prints each call' },
      '/lower': { title: 'Casing', text: 'names are lower case' },
    });
    const found = await searchPages('loger link', {
      baseUrl: '/',
      tags: ['default'],
      load: index.load,
      // "lower" is the commoner word, one edit away as "logger" is.
      loadWords: async () => ['lower', 'logger', 'link', 'names'],
    });
    expect(found.correctedQuery).toBe('logger link');
    expect(found.pages.map((p) => p.url)).toEqual(['/logger']);
  });

  it('leaves out an unknown word the other words can do without', async () => {
    const index = tinyIndex({
      '/merging': { title: 'Merging Routers', text: "router merge('user.', users)" },
    });
    const found = await searchPages("router.merge('user.', userRouter)", {
      baseUrl: '/',
      tags: ['default'],
      load: index.load,
      loadWords: async () => ['router', 'merge', 'user', 'users', 'useRouter'],
    });
    expect(found.pages.map((p) => p.url)).toEqual(['/merging']);
  });

  it('ranks pages with some of the words by how much of the query they hold, rare words weighing more', async () => {
    const index = tinyIndex({
      '/all': { title: 'All', text: 'zod error response' },
      '/most': { title: 'Most', text: 'zod zod zod zod zod error error error error error' },
      '/one': { title: 'One', text: 'zod zod zod' },
    });
    const found = await searchPages('zod error response', {
      baseUrl: '/',
      tags: ['default'],
      load: index.load,
      loadWords: async () => [],
    });
    // Weights ln(1 + 3/pages) scaled to a mean of 1: zod 0.69, error 0.92, response 1.39.
    // /all: 3 (Pagefind's score, every word); /most: (5 x 0.69 + 5 x 0.92) x (1.61/3)^2 = 2.3;
    // /one: 3 x 0.69 x (0.69/3)^2 = 0.1.
    expect(found.pages.map((p) => p.url)).toEqual(['/all', '/most', '/one']);
  });

  it("finds the page that uses the docs' term for a reader's word, and a reader's word alone", async () => {
    const index = tinyIndex({
      '/invalidation': {
        title: 'Query Invalidation',
        text: 'invalidate the list after a mutation',
      },
      '/mutations': { title: 'Mutations', text: 'a mutation changes the list the list the list' },
    });
    const options = {
      baseUrl: '/',
      tags: ['default'],
      load: index.load,
      loadWords: async () => [],
    };
    // "refresh" is on neither page; "invalidate" is what the docs call it.
    const found = await searchPages('list does not refresh after a mutation', options);
    expect(found.pages[0]?.url).toBe('/invalidation');
    // One reader's word, which no page uses, still finds the page instead of "No results".
    expect((await searchPages('refresh', options)).pages.map((p) => p.url)).toEqual([
      '/invalidation',
    ]);
  });

  it('lets the rare word of a query decide between pages with the same number of its words', async () => {
    const index = tinyIndex({
      '/common': { title: 'Common', text: 'error error set set' },
      '/provider': { title: 'Provider', text: 'queryclientprovider error' },
      '/other': { title: 'Other', text: 'error set' },
    });
    const found = await searchPages('error set queryclientprovider', {
      baseUrl: '/',
      tags: ['default'],
      load: index.load,
      loadWords: async () => [],
    });
    expect(found.pages[0]?.url).toBe('/provider');
  });

  it('finds pages with some of the words when none has them all', async () => {
    const index = tinyIndex(site);
    const found = await searchPages('send dates over the wire', {
      baseUrl: '/',
      tags: ['default'],
      load: index.load,
      loadWords: async () => [],
    });
    expect(found.pages.map((p) => p.url)).toEqual(['/transformers']);
    // Common words are not required: "over" and "the" are never searched for as words (only
    // inside the query's whole phrase, which raises the pages that say it and drops none).
    const asWords = index.searched.filter((q) => !q.startsWith('"'));
    expect(asWords.some((q) => /\bover\b|\bthe\b/.test(q))).toBe(false);
    expect(index.searched).toContain('"send dates over the wire"');
  });

  it('searches a pasted message by the words the index has, however many it lacks', async () => {
    const index = tinyIndex({
      ...site,
      '/react': { title: 'React', text: 'wrap the app in queryclientprovider to set a client' },
    });
    const found = await searchPages(
      'Error: No QueryClient set, use QueryClientProvider to set one at useQueryClient (node_modules/react-query/build/lib/index.js:12:5)',
      { baseUrl: '/', tags: ['default'], load: index.load, loadWords: async () => [] },
    );
    expect(found.pages.map((p) => p.url)[0]).toBe('/react');
  });

  it("splits a word the index has only in parts (an alias from the reader's app)", async () => {
    const index = tinyIndex({
      ...site,
      '/vanilla': {
        title: 'Vanilla',
        text: 'create trpc proxy client createtrpcproxyclient mutate',
      },
    });
    const found = await searchPages('proxyClient mutate', {
      baseUrl: '/',
      tags: ['default'],
      load: index.load,
      loadWords: async () => ['proxy', 'client', 'mutate', 'create'],
    });
    expect([found.pages[0]?.url, found.correctedQuery]).toEqual([
      '/vanilla',
      'proxy client mutate',
    ]);
  });

  it("treats a word only the other version's pages use as unknown", async () => {
    const index = tinyIndex({
      '/v9/awesome': { title: 'Awesome', text: 'storybook addon', tag: 'v9' },
      '/v10/procedures': { title: 'Procedures', text: 'decorate a procedure', tag: 'v10' },
    });
    const found = await searchPages('storybook decorate', {
      baseUrl: '/',
      tags: ['v10'],
      load: index.load,
      loadWords: async () => ['storybook', 'decorate', 'procedure'],
    });
    expect(found.pages).toEqual([]);
  });

  it("searches a pasted error by its message, not its class's name", async () => {
    const index = tinyIndex({
      '/errors': { title: 'Errors', text: 'trpcerror trpcerror trpcerror unauthorized' },
      '/auth': { title: 'Authorization', text: 'unauthorized unauthorized' },
    });
    const found = await searchPages('TRPCError: UNAUTHORIZED', {
      baseUrl: '/',
      tags: ['default'],
      load: index.load,
      loadWords: async () => [],
    });
    expect(found.pages.map((p) => p.url)).toEqual(['/auth', '/errors']);
  });

  it("searches a pasted stack by its message, not by its frames' function names", async () => {
    const index = tinyIndex({
      '/procedures': { title: 'Procedures', text: 'isauthed isauthed isauthed unauthorized' },
      '/auth': { title: 'Authorization', text: 'unauthorized unauthorized' },
      '/transformers': { title: 'Transformers', text: 'superjson cannot read' },
      '/other': { title: 'Other', text: 'cannot read cannot read deserialize' },
    });
    const search = (query: string) =>
      searchPages(query, {
        baseUrl: '/',
        tags: ['default'],
        load: index.load,
        loadWords: async () => [],
      }).then((found) => found.pages.map((p) => p.url)[0]);
    expect(
      await search('TRPCError: UNAUTHORIZED at isAuthed (/app/src/server/trpc.ts:18:11)'),
    ).toBe('/auth');
    // A method's receiver names the library it broke in, which the reader needs.
    expect(
      await search(
        "TypeError: Cannot read 'x' at SuperJSON.deserialize (/app/node_modules/a.js:1:2)",
      ),
    ).toBe('/transformers');
  });

  it('puts the page that prints a pasted message, words in order, above pages that mention them', async () => {
    const index = tinyIndex({
      '/fetch': { title: 'Requests', text: 'fetch fetch requests that failed' },
      '/trouble': { title: 'Errors', text: 'the client says fetch failed when' },
    });
    const found = await searchPages('TRPCClientError: fetch failed', {
      baseUrl: '/',
      tags: ['default'],
      load: index.load,
      loadWords: async () => [],
    });
    expect(found.pages.map((p) => p.url)).toEqual(['/trouble', '/fetch']);
  });
});

describe('query words near each other', () => {
  const word = (weight: number, positions: number[], inMeta = false) => ({
    weight,
    positions,
    inMeta,
  });

  it('count in full on a page that has them in one passage, and only the nearest group elsewhere', () => {
    // A symptom in one sentence: all three words within a few words of each other.
    expect(weightNearby([word(1, [10]), word(2, [14]), word(1, [20])])).toBe(4);
    // The same words in three sections far apart: only one group counts.
    expect(weightNearby([word(1, [10]), word(2, [400]), word(1, [900])])).toBe(2);
    expect(weightNearby([word(1, [10, 395]), word(2, [400]), word(1, [900])])).toBe(3);
  });

  it('count a word of the title or description, or one whose place is unknown, everywhere', () => {
    expect(weightNearby([word(1, [], true), word(2, [400]), word(1, [900])])).toBe(3);
    expect(weightNearby([word(1, []), word(2, [400])])).toBe(3);
  });
});
