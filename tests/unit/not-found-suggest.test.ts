import { describe, expect, it } from 'vitest';
import { editDistance } from '../../src/text/editDistance';
import {
  isPhrase,
  normalisePath,
  searchWords,
  suggestRoutes,
  withFoundPages,
} from '../../src/notFound/suggest';
import { pageTitle, suggestableRoutes, type RouteEntry } from '../../src/plugins/route-index';

const entry = (path: string): RouteEntry => {
  const version = /^\/docs\/v(\d+)/.exec(path)?.[1];
  return version
    ? { path, title: `Title of ${path}`, version: `${version}.x` }
    : { path, title: path };
};
const routes = [
  '/',
  '/blog',
  '/docs/v10/',
  '/docs/v10/router',
  '/docs/v10/procedures',
  '/docs/v10/links/httpLink',
  '/docs/v10/useInfiniteQuery',
  '/docs/v9/',
  '/docs/v9/router',
  '/docs/v9/invalidateQueries',
].map(entry);
const latest = '/docs/v10';

describe('not-found suggestions', () => {
  it('maps an unversioned docs path to the 10.x page', () => {
    expect(suggestRoutes('/docs/router', routes, latest)[0]).toEqual({
      path: '/docs/v10/router',
      title: 'Title of /docs/v10/router',
      version: '10.x',
      reason: 'latest-version',
    });
    expect(suggestRoutes('/docs/links/httpLink/', routes, latest)[0]?.path).toBe(
      '/docs/v10/links/httpLink',
    );
  });

  it('maps a 9.x path that exists only in 10.x to the 10.x page', () => {
    expect(suggestRoutes('/docs/v9/procedures', routes, latest)[0]).toMatchObject({
      path: '/docs/v10/procedures',
      reason: 'other-version',
    });
    // Where the latest docs live comes from Docusaurus, not from this module.
    expect(suggestRoutes('/docs/v10/procedures', routes, '/docs/v9')[0]?.reason).toBe('similar');
  });

  it('suggests the closest routes for a typo, ignoring case', () => {
    const suggestions = suggestRoutes('/docs/v10/UseInfinteQuery', routes, latest);
    expect(suggestions[0]).toMatchObject({ path: '/docs/v10/useInfiniteQuery', reason: 'similar' });
    expect(suggestRoutes('/docs/v9/invalidateQuery', routes, latest)[0]?.path).toBe(
      '/docs/v9/invalidateQueries',
    );
  });

  it('suggests nothing for a path unlike any route', () => {
    expect(suggestRoutes('/completely/unrelated/address/here', routes, latest)).toEqual([]);
  });

  it('limits the number of suggestions and never repeats one', () => {
    const suggestions = suggestRoutes(
      '/docs/v9/router',
      ['/docs/v9/router', '/docs/v10/router', '/docs/v9/routers'].map(entry),
      latest,
      2,
    );
    expect(suggestions).toHaveLength(2);
    expect(new Set(suggestions.map((s) => s.path)).size).toBe(2);
  });

  it('normalises paths and extracts search words', () => {
    expect(normalisePath('/Docs/v10/Router/index.html?x=1#y')).toBe('/docs/v10/router');
    expect(normalisePath('/docs//v10/router.html')).toBe('/docs/v10/router');
    expect(normalisePath('/%E0%A4%A')).toBe('/%e0%a4%a');
    expect(searchWords('/docs/v9/use-infinite_query')).toBe('use infinite query');
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('abc', 'abcdefgh', 2)).toBe(3);
  });

  it('names a page by its tab title without the site name', () => {
    expect(pageTitle('<head><title data-rh=true>Caching &amp; CDNs | tRPC</title>', 'tRPC')).toBe(
      'Caching & CDNs',
    );
    expect(pageTitle('<title>tRPC</title>', 'tRPC')).toBe('tRPC');
  });

  it('ships every page search engines may index, and nothing Docusaurus marked noindex', () => {
    const routesPaths = [
      '/docs/v10/router',
      '/crash-test',
      '/docs/v10/landing-intro/Step1',
      '/search',
      '/404.html',
      '/blog/archive',
      '/docs/v10/router',
    ];
    // What Docusaurus read from each page's robots meta; a route it has nothing for is indexable.
    const noIndex = (...paths: string[]) =>
      Object.fromEntries(routesPaths.map((route) => [route, { noIndex: paths.includes(route) }]));
    expect(
      suggestableRoutes(
        routesPaths,
        noIndex('/crash-test', '/docs/v10/landing-intro/Step1', '/search'),
      ),
    ).toEqual(['/blog/archive', '/docs/v10/router']);
    // The flag decides, not the path: the same pages without it are suggested, and a reader's
    // page that gains it is not. The not-found page, where suggestions are shown, never is.
    expect(suggestableRoutes(routesPaths, noIndex())).toEqual([
      '/blog/archive',
      '/crash-test',
      '/docs/v10/landing-intro/Step1',
      '/docs/v10/router',
      '/search',
    ]);
    expect(suggestableRoutes(routesPaths, noIndex('/docs/v10/router'))).not.toContain(
      '/docs/v10/router',
    );
    expect(suggestableRoutes(['/site/404.html', '/site/router'], {}, '/site/')).toEqual([
      '/site/router',
    ]);
  });
});

describe('a missing path that reads as a phrase', () => {
  it('is searched for when it has three words or more', () => {
    expect(isPhrase(searchWords('/docs/v10/No QueryClient set, use QueryClientProvider'))).toBe(
      true,
    );
    expect(isPhrase(searchWords('/docs/v10/routr'))).toBe(false);
  });

  it("adds the search's pages after the address suggestions, each once, up to five", () => {
    const byAddress = [{ path: '/docs/v10/react', title: 'React', reason: 'similar' as const }];
    const found = [
      { path: '/docs/v10/troubleshooting', title: 'Troubleshooting' },
      { path: '/docs/v10/react', title: 'React' },
    ];
    expect(withFoundPages(byAddress, found).map((s) => [s.path, s.reason])).toEqual([
      ['/docs/v10/react', 'similar'],
      ['/docs/v10/troubleshooting', 'words'],
    ]);
    expect(
      withFoundPages(
        [],
        Array.from({ length: 8 }, (_, i) => ({ path: `/p${i}`, title: 'P' })),
      ),
    ).toHaveLength(5);
  });
});
