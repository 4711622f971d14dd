import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadedPlugin, Plugin } from '@docusaurus/types';

export const ROUTE_INDEX_FILE = 'routes.json';

/** A page a lost reader may be pointed to, named as its tab names it. */
export type RouteEntry = { path: string; title: string; version?: string };

// Pages a lost reader may be pointed to; not test pages, not the landing-intro fragments.
const NOT_SUGGESTED = [/^\/crash-test$/, /^\/404(\.html)?$/, /\/landing-intro\//, /^\/search$/];

export function suggestableRoutes(routesPaths: string[]): string[] {
  return [...new Set(routesPaths)]
    .filter((route) => !NOT_SUGGESTED.some((pattern) => pattern.test(route)))
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

type DocsContent = { loadedVersions?: { label: string; docs: { permalink: string }[] }[] };

/** The docs version label ("9.x") of each docs page, as the docs plugin names it. */
export function versionLabels(plugins: LoadedPlugin[]): Map<string, string> {
  const labels = new Map<string, string>();
  for (const plugin of plugins.filter((p) => p.name === 'docusaurus-plugin-content-docs')) {
    for (const version of (plugin.content as DocsContent).loadedVersions ?? []) {
      for (const doc of version.docs) labels.set(doc.permalink, version.label);
    }
  }
  return labels;
}

// Writes the site's pages (path, title, docs version) as a small JSON file for the not-found
// page's suggestions, so the list is fetched only by readers who land on a missing page.
export default function routeIndexPlugin(): Plugin {
  return {
    name: 'route-index',
    async postBuild({ outDir, routesPaths, plugins, siteConfig }) {
      const labels = versionLabels(plugins);
      const entries: RouteEntry[] = [];
      for (const route of suggestableRoutes(routesPaths)) {
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
