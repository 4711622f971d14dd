// Where a page's code-sample files are served, relative to the site's base URL: the page at
// `/docs/v10/router` has `code-types/docs/v10/router.json` (its blocks' types) and
// `code-playground/docs/v10/router.json` (its blocks' projects). Written by the build, read by
// the browser, so both sides name the files here.

function pageFilePath(dir: string, route: string, baseUrl: string): string {
  const relative = route.startsWith(baseUrl) ? route.slice(baseUrl.length) : route;
  return `${dir}/${relative.replace(/^\/+|\/+$/g, '') || 'index'}.json`;
}

/** The page's types (`../types/pageData.ts`). */
export const typesPath = (route: string, baseUrl: string) =>
  pageFilePath('code-types', route, baseUrl);

/** The page's playground projects (`../playground/build/projects.ts`, of the playground plugin). */
export const projectsPath = (route: string, baseUrl: string) =>
  pageFilePath('code-playground', route, baseUrl);

/** The page a reader reads a sample on, as its page files name it: its title and address. */
export type SourcePage = { title: string; url: string };
