/**
 * Where a page's types are served, relative to the site's base URL: the page at
 * `/docs/v10/router` has `code-types/docs/v10/router.json`. Written by the build, read by the
 * browser, so both sides name the file here.
 */
export function typesPath(route: string, baseUrl: string): string {
  const relative = route.startsWith(baseUrl) ? route.slice(baseUrl.length) : route;
  return `code-types/${relative.replace(/^\/+|\/+$/g, '') || 'index'}.json`;
}
