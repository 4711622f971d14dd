import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadedPlugin, Plugin, RouteBuildMetadata } from '@docusaurus/types';
import { docsVersions } from '../lib/siteContent';

export const ROUTE_INDEX_FILE = 'routes.json';

/** A page a lost reader may be pointed to, named as its tab names it. */
export type RouteEntry = { path: string; title: string; version?: string };

/**
 * The pages a lost reader may be pointed to: every page search engines may index. A page that
 * is not for readers (a fragment shown inside another page, a page the tests use, the search
 * results) says so with `<meta name="robots" content="noindex">`, which Docusaurus writes for
 * docs with `unlisted: true` and reads back into each route's `noIndex`, the flag the sitemap
 * plugin drops routes by as well. The not-found page is left out too: it is where the
 * suggestions are shown.
 */
export function suggestableRoutes(
  routesPaths: string[],
  routesBuildMetadata: Record<string, RouteBuildMetadata>,
  baseUrl = '/',
): string[] {
  const notFound = `${baseUrl}404.html`; // the base URL ends with a slash
  return [...new Set(routesPaths)]
    .filter((route) => route !== notFound && !routesBuildMetadata[route]?.noIndex)
    .sort();
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
};

/** The page's `<title>` (`Define Routers | tRPC`) without the site's name: `Define Routers`. */
export function pageTitle(html: string, siteTitle: string): string {
  const text = (/<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '').replace(
    /&(amp|lt|gt|quot|#x27|#39);/g,
    (entity) => ENTITIES[entity] ?? entity,
  );
  const suffix = ` | ${siteTitle}`;
  return (text.endsWith(suffix) ? text.slice(0, -suffix.length) : text).trim() || siteTitle;
}

/** The docs version label ("9.x") of each docs page, as the docs plugin names it. */
export function versionLabels(plugins: LoadedPlugin[]): Map<string, string> {
  const labels = new Map<string, string>();
  for (const version of docsVersions(plugins)) {
    for (const doc of version.docs) labels.set(doc.permalink, version.label);
  }
  return labels;
}

// Writes the site's pages (path, title, docs version) as a small JSON file for the not-found
// page's suggestions, so the list is fetched only by readers who land on a missing page.
export default function routeIndexPlugin(): Plugin {
  return {
    name: 'route-index',
    async postBuild({ outDir, routesPaths, routesBuildMetadata, plugins, siteConfig }) {
      const labels = versionLabels(plugins);
      const entries: RouteEntry[] = [];
      for (const route of suggestableRoutes(routesPaths, routesBuildMetadata, siteConfig.baseUrl)) {
        const file = [
          path.join(outDir, route, 'index.html'),
          path.join(outDir, `${route}.html`),
        ].find(existsSync);
        const title = pageTitle(file ? await readFile(file, 'utf8') : '', siteConfig.title);
        const version = labels.get(route);
        entries.push(version ? { path: route, title, version } : { path: route, title });
      }
      await writeFile(path.join(outDir, ROUTE_INDEX_FILE), JSON.stringify(entries));
    },
  };
}
