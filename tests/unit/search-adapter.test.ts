import { describe, expect, it } from 'vitest';
import {
  entryExcerpt,
  excerptSection,
  MAX_QUERY_LENGTH,
  cleanTitle,
  escapeHtml,
  highlight,
  normaliseQuery,
  normaliseUrl,
  resultLabels,
  safeExcerpt,
  toHits,
} from '../../src/plugins/search/client/adapter';
import type { PagefindResultData } from '../../src/plugins/search/client/pagefind';
import { searchMarkAttributes } from '../../src/plugins/search/client/marks';

function page(overrides: Partial<PagefindResultData> = {}): PagefindResultData {
  return {
    url: '/docs/v10/router/',
    excerpt: 'Every API starts with a <mark>router</mark>.',
    meta: { title: 'Define Routers', lvl0: '@trpc/server' },
    filters: { docusaurus_tag: ['docs-default-current'] },
    sub_results: [
      {
        title: 'Define Routers',
        url: '/docs/v10/router/',
        excerpt: 'Every API starts with a <mark>router</mark>.',
      },
      {
        title: 'Nesting routers\u200b',
        url: '/docs/v10/router/#nesting-routers',
        excerpt: 'A <mark>router</mark> can hold another <mark>router</mark>.',
        anchor: { element: 'h2', id: 'nesting-routers', text: 'Nesting routers' },
      },
    ],
    ...overrides,
  };
}

describe('search adapter', () => {
  it('maps a page to a page hit plus one hit per matching section', () => {
    const hits = toHits([page()], 'router');
    expect(hits.map((hit) => [hit.type, hit.url])).toEqual([
      ['lvl1', '/docs/v10/router'],
      ['lvl2', '/docs/v10/router#nesting-routers'],
    ]);
    const [pageHit, sectionHit] = hits;
    expect(pageHit?.hierarchy).toMatchObject({
      lvl0: '@trpc/server',
      lvl1: 'Define Routers',
      lvl2: null,
    });
    expect(sectionHit?.hierarchy.lvl2).toBe('Nesting routers');
    expect(sectionHit?.anchor).toBe('nesting-routers');
    expect(sectionHit?.url_without_anchor).toBe('/docs/v10/router');
    expect(pageHit?._highlightResult.hierarchy.lvl1.value).toBe('Define <mark>Routers</mark>');
    expect(sectionHit?._snippetResult.content.value).toBe(
      'A <mark>router</mark> can hold another <mark>router</mark>.',
    );
  });

  it('maps an entry of a page of entries to one hit: its heading under the page, at its anchor', () => {
    const entry = page({
      url: '/docs/v10/troubleshooting/#fetch-failed',
      excerpt: 'The <mark>server</mark> is down.',
      meta: { title: 'Troubleshooting', lvl0: 'Extra information', entry: 'fetch failed' },
      sub_results: [
        {
          title: 'Troubleshooting',
          url: '/docs/v10/troubleshooting/#fetch-failed',
          excerpt: 'The <mark>server</mark> is down.',
        },
      ],
    });
    const hits = toHits([entry], 'server');
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({
      type: 'lvl2',
      url: '/docs/v10/troubleshooting#fetch-failed',
      anchor: 'fetch-failed',
      hierarchy: { lvl1: 'Troubleshooting', lvl2: 'fetch failed' },
    });
    expect(resultLabels(entry)).toEqual({
      title: 'fetch failed',
      section: 'Troubleshooting',
      label: 'Troubleshooting: fetch failed',
    });
    expect(resultLabels(page())).toEqual({
      title: 'Define Routers',
      section: '@trpc/server',
      label: 'Define Routers',
    });
  });

  it('marks the words of what was searched, not the words it is phrased with', () => {
    expect(
      safeExcerpt(
        'Batching is not enabled on the server.',
        'Batching is not enabled on the server',
      ),
    ).toBe('<mark>Batching</mark> is not <mark>enabled</mark> on the <mark>server</mark>.');
    // A query of phrasing words only still marks them.
    expect(safeExcerpt('how to', 'how to')).toBe('<mark>how</mark> <mark>to</mark>');
  });

  it('caps the sections per page', () => {
    const many = page({
      sub_results: Array.from({ length: 6 }, (_, i) => ({
        title: `Part ${i}`,
        url: `/docs/v10/router/#part-${i}`,
        excerpt: 'router',
        anchor: { element: 'h2', id: `part-${i}`, text: `Part ${i}` },
      })),
    });
    expect(toHits([many], 'router', 3)).toHaveLength(4);
  });

  it('escapes HTML from titles, queries and excerpts so only <mark> survives', () => {
    const hostile = page({
      meta: { title: '<img src=x onerror=alert(1)>', lvl0: '<b>server</b>' },
      excerpt: '<script>alert(1)</script> and <mark>router</mark> &amp; friends',
    });
    const [hit] = toHits([hostile], '<img');
    expect(hit?._highlightResult.hierarchy.lvl1.value).toBe(
      '&lt;<mark>img</mark> src=x onerror=alert(1)&gt;',
    );
    expect(hit?._highlightResult.hierarchy.lvl0.value).toBe('&lt;b&gt;server&lt;/b&gt;');
    expect(hit?._snippetResult.content.value).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt; and <mark>router</mark> &amp; friends',
    );
    expect(hit?.content).toBe('<script>alert(1)</script> and router & friends');
  });

  it('treats regex characters in a query as plain text', () => {
    expect(() => highlight('text', ['[', '(', '\\'])).not.toThrow();
    expect(highlight('a (b) c.*', ['[', '.*']).value).toBe('a (b) c.*');
  });

  it('marks whole words that begin with a query word, never letters inside a word', () => {
    expect(highlight('Define Procedures', ['c']).value).toBe('Define Procedures');
    expect(highlight('Create the context', ['c']).value).toBe(
      '<mark>Create</mark> the <mark>context</mark>',
    );
    expect(highlight('Define Routers', ['router']).value).toBe('Define <mark>Routers</mark>');
    expect(highlight('Define Routers', ['router']).matchLevel).toBe('full');
    expect(highlight('Define Routers', ['router', 'zod']).matchLevel).toBe('partial');
  });

  it('marks the searched word inside a path or dotted name, not the whole token', () => {
    expect(safeExcerpt('in <mark>server/context.ts</mark> we', 'context')).toBe(
      'in server/<mark>context</mark>.ts we',
    );
    // Pagefind marks a word it matched by its stem: that word stays marked.
    expect(safeExcerpt('many <mark>queries</mark> at once', 'query')).toBe(
      'many <mark>queries</mark> at once',
    );
    // A word the index found under another spelling stays marked.
    expect(safeExcerpt('use a <mark>middleware</mark>', 'midleware')).toBe(
      'use a <mark>middleware</mark>',
    );
    // Words outside Pagefind's marks are marked only from their beginning.
    expect(safeExcerpt('procedures and context', 'c')).toBe('procedures and <mark>context</mark>');
  });

  it('normalises queries: spaces only is empty, long input is capped', () => {
    expect(normaliseQuery('   \t ')).toBe('');
    expect(normaliseQuery('  use   Query ')).toBe('use Query');
    expect(normaliseQuery('x'.repeat(5000))).toHaveLength(MAX_QUERY_LENGTH);
    expect(normaliseQuery('🚀 router')).toBe('🚀 router');
  });

  it('normalises result URLs to routes', () => {
    expect(normaliseUrl('/docs/v10/router/')).toBe('/docs/v10/router');
    expect(normaliseUrl('/docs/v10/router/index.html#x')).toBe('/docs/v10/router#x');
    expect(normaliseUrl('/')).toBe('/');
    expect(normaliseUrl('/blog/introducing-trpc.html')).toBe('/blog/introducing-trpc');
  });

  it('cleans heading text and escapes', () => {
    expect(cleanTitle(' Nesting\u200b  routers ')).toBe('Nesting routers');
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
    expect(safeExcerpt('<em>x</em> <mark>y</mark>', 'y')).toBe(
      '&lt;em&gt;x&lt;/em&gt; <mark>y</mark>',
    );
  });
});

describe('search marks', () => {
  it('marks a page body with its version tag, title and section', () => {
    expect(
      searchMarkAttributes({
        title: 'Context: the basics',
        section: '@trpc/server',
        tag: 'docs-default-9.x',
      }),
    ).toEqual({
      'data-pagefind-body': '',
      'data-pagefind-filter': 'docusaurus_tag[data-search-tag]',
      'data-pagefind-meta': 'title[data-search-title], lvl0[data-search-section]',
      'data-search-tag': 'docs-default-9.x',
      'data-search-title': 'Context: the basics',
      'data-search-section': '@trpc/server',
    });
  });
});

describe('an entry of a page of entries, as a hit', () => {
  it('shows the wording of its message that holds the most query words, else its excerpt', () => {
    const entry = {
      excerpt: 'Calls fail at once',
      meta: {
        message: 'TRPCClientError: fetch failed \u241e TRPCClientError: Failed to fetch',
      },
    };
    expect(entryExcerpt(entry, ['failed', 'to', 'fetch'])).toBe('TRPCClientError: Failed to fetch');
    expect(entryExcerpt(entry, ['fetch', 'failed'])).toBe('TRPCClientError: fetch failed');
    expect(entryExcerpt(entry, ['cors'])).toBe('Calls fail at once');
    expect(entryExcerpt({ excerpt: 'x', meta: { message: '<b>' } }, ['b'])).toBe('&lt;b&gt;');
  });
});

describe("a page-level hit's address", () => {
  const at = (location: number, balanced_score = 1) => ({ weight: 1, balanced_score, location });
  const page = {
    url: '/docs/v10/nextjs/',
    sub_results: [
      { title: 'Next.js', url: '/docs/v10/nextjs/', excerpt: '', locations: [2] },
      {
        title: 'Install',
        url: '/docs/v10/nextjs/#install',
        excerpt: '',
        anchor: { element: 'h2', id: 'install', text: 'Install' },
        locations: [40, 44],
      },
      {
        title: 'Deploy',
        url: '/docs/v10/nextjs/#deploy',
        excerpt: '',
        anchor: { element: 'h2', id: 'deploy', text: 'Deploy' },
        locations: [300, 305, 310],
      },
    ],
  };

  it('is the section that holds the words its excerpt shows, where they weigh most together', () => {
    const words = [at(2), at(40), at(300), at(305), at(310)];
    expect(excerptSection({ ...page, weighted_locations: words })).toBe('/docs/v10/nextjs/#deploy');
    const heavyInstall = [at(2), at(40, 5), at(44, 5), at(300)];
    expect(excerptSection({ ...page, weighted_locations: heavyInstall })).toBe(
      '/docs/v10/nextjs/#install',
    );
  });

  it("is the page itself when the excerpt's words come before its first section", () => {
    expect(excerptSection({ ...page, weighted_locations: [at(2, 9), at(40)] })).toBeNull();
    expect(excerptSection({ ...page })).toBeNull();
  });
});
