// The reordering of the best few results by where the query's words sit on each page
// (src/plugins/search/client/ranking.ts).
import { describe, expect, it } from 'vitest';
import {
  coverage,
  coverageByMeaning,
  firstInstaller,
  quoteStrength,
  quotesAnotherCase,
  rerank,
  sectionsByHeading,
  wordRoot,
} from '../../src/plugins/search/client/ranking';
import type { PagefindResultData } from '../../src/plugins/search/client/pagefind';
import { messagePhrase } from '../../src/plugins/search/client/spelling';
import { staleWhenNegated } from '../../src/plugins/search/client/readersWords';

function page(title: string, description: string, headings: string[] = []): PagefindResultData {
  return {
    url: `/${title}`,
    excerpt: '',
    meta: { title, description },
    filters: {},
    sub_results: headings.map((heading) => ({ title: heading, url: `/${title}#x`, excerpt: '' })),
  };
}

describe('reranking the best results', () => {
  it("puts first an entry whose message says a typed query exactly, whatever the other pages' scores", () => {
    const quickstart = { score: 3, data: page('Quickstart', 'fetch, install, call it') };
    const entry: PagefindResultData = {
      ...page('Troubleshooting', ''),
      url: '/troubleshooting#no-fetch',
      meta: {
        title: 'Troubleshooting',
        entry: 'Node.js 16 and older have no fetch',
        message: 'TRPCClientError: No fetch implementation found',
      },
    };
    const typed = 'No fetch implementation found';
    const terms = ['fetch', 'implementation', 'found'];
    const order = (query: string) =>
      rerank([quickstart, { score: 1, data: entry }], terms, null, null, query).map(
        (p) => p.data.url,
      );
    expect(order(typed)).toEqual(['/troubleshooting#no-fetch', '/Quickstart']);
    // Two words are said by chance; the same words out of order are not the message.
    expect(order('fetch implementation')).toEqual(['/Quickstart', '/troubleshooting#no-fetch']);
    expect(order('found no fetch implementation')).toEqual([
      '/Quickstart',
      '/troubleshooting#no-fetch',
    ]);
  });

  it('matches other forms of a word by its root', () => {
    expect(wordRoot('queries')).toBe('quer');
    expect(coverage([wordRoot('queries')], 'useQuery and query keys')).toBe(1);
    expect(coverage(['send', 'date'], 'Dates and Maps')).toBe(0.5);
  });

  it('lifts a page whose title has every word over one that scores a little higher', () => {
    const scattered = { score: 1.2, data: page('Links', 'How links work') };
    const titled = { score: 1, data: page('Error Formatting', 'Change the error shape') };
    const order = rerank([scattered, titled], ['error', 'formatting']).map((p) => p.data.url);
    expect(order).toEqual(['/Error Formatting', '/Links']);
  });

  it('lifts a page one of whose symptom sentences holds the words of a described problem', () => {
    const mentions = { score: 1.2, data: page('Mutations', 'Change data on the server') };
    const fixes = {
      score: 1,
      data: {
        ...page('Invalidation', 'Refetch after a mutation'),
        meta: {
          title: 'Invalidation',
          description: 'Refetch after a mutation',
          symptoms: 'data on screen is stale after saving | list keeps the old item until reload',
        },
      },
    };
    const query = ['list', 'keeps', 'old', 'item'];
    expect(rerank([mentions, fixes], query).map((p) => p.data.url)).toEqual([
      '/Invalidation',
      '/Mutations',
    ]);
    // The best sentence counts, not the words spread over all of them.
    const busier = { ...mentions, score: 1.6 };
    expect(rerank([busier, fixes], ['screen', 'keeps']).map((p) => p.data.url)).toEqual([
      '/Mutations',
      '/Invalidation',
    ]);
  });

  it("matches a symptom sentence's words by words that mean the same", () => {
    const sentence = 'list keeps the old entry until I refresh the browser';
    // "update" is said as "refresh", "item" as "entry"; "mutation" is not said at all.
    expect(coverageByMeaning(['list', 'update', 'item', 'mutation'], sentence)).toBe(0.75);
    expect(coverage(['list', 'upda', 'item', 'muta'], sentence)).toBe(0.25);
    // A group's word in another form ("timestamps", "refreshing") means the same.
    expect(coverageByMeaning(['timestamps'], 'the date arrives as a string')).toBe(1);
    expect(coverageByMeaning(['refreshing'], 'the old entry stays')).toBe(1);
    // Words no group holds match only themselves.
    expect(coverageByMeaning(['zod'], 'validation messages next to each field')).toBe(0);
  });

  it('reads a change said with a negation as stale data, and any other change as a change', () => {
    const terms = ['list', 'update', 'mutation'];
    expect(staleWhenNegated('the list does not update after a mutation', terms)).toEqual([
      'list',
      'stale',
      'mutation',
    ]);
    expect(staleWhenNegated("table doesn't refresh", ['table', 'refresh'])).toEqual([
      'table',
      'stale',
    ]);
    // Wanting to change something is not a symptom.
    expect(staleWhenNegated('update a list after a mutation', terms)).toEqual(terms);
  });

  it('keeps the index order when no page has the words in a title, heading or description', () => {
    const a = { score: 2, data: page('A', 'nothing') };
    const b = { score: 1, data: page('B', 'nothing') };
    expect(rerank([a, b], ['router']).map((p) => p.data.url)).toEqual(['/A', '/B']);
  });
});

describe("a page's sections", () => {
  const sub = (title: string) => ({ title, url: `/t#${title}`, excerpt: '' });
  const data = {
    url: '/t',
    excerpt: '',
    meta: {},
    filters: {},
    sub_results: [sub('Install'), sub('No QueryClient set'), sub('QueryClient options')],
  };

  it('come with the one whose heading holds most of the query first, else in page order', () => {
    const roots = ['quer', 'set'].map(wordRoot);
    expect(sectionsByHeading(data, roots).sub_results.map((s) => s.title)).toEqual([
      'No QueryClient set',
      'QueryClient options',
      'Install',
    ]);
    expect(sectionsByHeading(data, []).sub_results).toEqual(data.sub_results);
  });
});

describe('a pasted message', () => {
  it('ranks the page whose heading quotes it above a page that only uses its words', () => {
    const mentions = { score: 3, data: page('Fetch', 'fetch requests', ['Options']) };
    const quotes = {
      score: 2,
      data: page('Troubleshooting', 'errors', ['Install', 'TRPCClientError: fetch failed']),
    };
    const pasted = { phrase: 'fetch failed', text: 'TRPCClientError: fetch failed' };
    const ranked = rerank([mentions, quotes], ['fetch', 'failed'], pasted);
    expect(ranked.map((p) => p.data.meta.title)).toEqual(['Troubleshooting', 'Fetch']);
    expect(ranked[0]?.data.sub_results[0]?.title).toBe('TRPCClientError: fetch failed');
    // A heading the message holds whole quotes it too (the message names the reader's key).
    const duplicate = { score: 2, data: page('Troubleshooting', 'errors', ['Duplicate key']) };
    const migration = { score: 3, data: page('Migrating', 'duplicate key post', ['Routers']) };
    const typed = { phrase: null, text: 'Error: Duplicate key post' };
    expect(
      rerank([migration, duplicate], ['duplicate', 'key', 'post'], typed).map((p) => p.data.url),
    ).toEqual(['/Troubleshooting', '/Migrating']);
    // Without the message, the index's order stands.
    expect(rerank([mentions, quotes], ['fetch', 'failed']).map((p) => p.data.meta.title)).toEqual([
      'Fetch',
      'Troubleshooting',
    ]);
  });
});

describe('two entries that both quote a pasted message', () => {
  it('rank the one whose heading says more of it first', () => {
    const entry = (heading: string, score: number) => ({
      score,
      data: { ...page('Troubleshooting', '', []), url: `/t#${heading}`, meta: { entry: heading } },
    });
    const shorter = entry("Property 'query' does not exist", 2);
    const longer = entry("Property 'query' does not exist on type '{ mutate: …", 1.5);
    const text = "error TS2339: Property 'query' does not exist on type '{ mutate: Resolver<…> }'.";
    const pasted = { phrase: 'property query does not exist', text };
    const ranked = rerank([shorter, longer], ['property', 'query', 'exist', 'mutate'], pasted);
    expect(ranked.map((p) => p.data.meta.entry)).toEqual([
      "Property 'query' does not exist on type '{ mutate: …",
      "Property 'query' does not exist",
    ]);
    // A word of the heading the message lacks counts against it.
    const formatter = {
      phrase: 'you seem to have double',
      text: 'You seem to have double formatError()-calls',
    };
    expect(quoteStrength('You seem to have double formatError()-calls', formatter)).toBeGreaterThan(
      quoteStrength('You seem to have double transformer()-calls', formatter),
    );
    expect(quoteStrength('Install', formatter)).toBe(0);
  });

  it('lower the entry for the same message about another name', () => {
    const entry = (heading: string, score: number) => ({
      score,
      data: { ...page('Troubleshooting', '', []), url: `/t#${heading}`, meta: { entry: heading } },
    });
    const otherModule = entry("Cannot find module '@trpc/react-query'", 1.8);
    const install = { score: 1.2, data: page('Quickstart', 'Install @trpc/server and zod') };
    const text =
      "Cannot find module '@trpc/server' or its corresponding type declarations.ts(2307)";
    // As the client reads it: the phrase stops before the quoted name, so the other module's
    // heading holds all of it.
    const pasted = { phrase: messagePhrase(text), text };
    expect(pasted.phrase).toBe('Cannot find module');
    expect(quotesAnotherCase("Cannot find module '@trpc/react-query'", pasted)).toBe(true);
    const terms = ['cannot', 'find', 'module', 'server', 'corresponding', 'declarations'];
    expect(rerank([otherModule, install], terms, pasted).map((p) => p.data.url)).toEqual([
      '/Quickstart',
      "/t#Cannot find module '@trpc/react-query'",
    ]);
    // Its own message, a longer name that holds it, or a heading whose quoted word comes first
    // (the message's template is not what it quotes) are not another case.
    const own = {
      phrase: 'Cannot find module @trpc/react-query',
      text: "Cannot find module '@trpc/react-query'",
    };
    expect(quotesAnotherCase("Cannot find module '@trpc/react-query'", own)).toBe(false);
    const deeper = {
      phrase: 'Cannot find module @trpc/react-query/ssg',
      text: "Cannot find module '@trpc/react-query/ssg'",
    };
    expect(quotesAnotherCase("Cannot find module '@trpc/react-query'", deeper)).toBe(false);
    const path = {
      phrase: 'No "mutation"-procedure on path',
      text: 'No "mutation"-procedure on path "post.add"',
    };
    expect(quotesAnotherCase('No "query"-procedure on path', path)).toBe(false);
    expect(quotesAnotherCase('Install', pasted)).toBe(false);
    // Quoted text that is no name (a character, a fragment of a page) is not another case.
    const older = 'TRPCClientError: Unexpected token < in JSON at position 0';
    expect(
      quotesAnotherCase(`Unexpected token '<', "<!DOCTYPE "... is not valid JSON`, {
        phrase: messagePhrase(older),
        text: older,
      }),
    ).toBe(false);
  });

  it('lift the page that shows the code a pasted message names', () => {
    const about = { score: 2, data: page('useQuery', 'Fetch data in React') };
    const before = { score: 1, data: page('Migrate', 'From 9.x'), showsCode: true };
    const text = 'TypeError: trpc.useQuery is not a function';
    const pasted = { phrase: messagePhrase(text), text };
    expect(
      rerank([about, before], ['usequery', 'function'], pasted).map((p) => p.data.url),
    ).toEqual(['/Migrate', '/useQuery']);
    const unmarked = { ...before, showsCode: false };
    expect(
      rerank([about, unmarked], ['usequery', 'function'], pasted).map((p) => p.data.url),
    ).toEqual(['/useQuery', '/Migrate']);
  });

  it('lift, for a missing package, the first page in reading order that installs it', () => {
    const installing = (title: string, installs: string, order: number, score: number) => ({
      score,
      data: { ...page(title, ''), meta: { title, installs, order: String(order) } },
    });
    const adapter = installing('Express', '@trpc/server zod express', 25, 2);
    const quickstart = installing('Quickstart', 'typescript @trpc/server zod', 2, 1);
    const react = installing('React', '@trpc/react @trpc/client', 5, 1.5);
    const pages = [adapter, react, quickstart];
    expect(firstInstaller(pages, '@trpc/server')).toBe('/Quickstart');
    expect(firstInstaller(pages, '@trpc/react')).toBe('/React');
    expect(firstInstaller(pages, 'superjson')).toBeNull();
    expect(firstInstaller(pages, null)).toBeNull();
    const terms = ['trpc', 'server', 'install'];
    expect(rerank(pages, terms, null, '@trpc/server')[0]?.data.url).toBe('/Quickstart');
    expect(rerank(pages, terms)[0]?.data.url).toBe('/Express');
    // A module inside the package: the first installer among the pages that import it.
    const importing = [adapter, { ...react, showsCode: true }, { ...quickstart, showsCode: false }];
    expect(firstInstaller(importing, '@trpc/react')).toBe('/React');
    const nextjs = { ...installing('Next.js', '@trpc/server next', 4, 0.9), showsCode: true };
    expect(
      rerank([adapter, quickstart, nextjs], [...terms, 'adapters', 'next'], null, '@trpc/server')[0]
        ?.data.url,
    ).toBe('/Next.js');
  });
});
