/**
 * The route a built page is served at, from any path that reaches it: `/docs/v10/router/`,
 * `/docs/v10/router/index.html`, `/docs/v10/router.html` and `/docs//v10/router` are all
 * `/docs/v10/router` (hosts serve a page with or without `index.html`, `.html` or the slash).
 * The one rule the search results, the not-found page and the search benchmarks compare by.
 */
export function routePath(pathname: string): string {
  const path = pathname
    .replace(/\/index\.html$/, '/')
    .replace(/\.html$/, '')
    .replace(/\/{2,}/g, '/');
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path || '/';
}
