import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

export const ROUTE_INDEX_FILE = 'routes.json';

// Pages a lost reader may be pointed to; not test pages, not the landing-intro fragments.
const NOT_SUGGESTED = [/^\/crash-test$/, /^\/404(\.html)?$/, /\/landing-intro\//, /^\/search$/];

export function suggestableRoutes(routesPaths: string[]): string[] {
  return [...new Set(routesPaths)]
    .filter((route) => !NOT_SUGGESTED.some((pattern) => pattern.test(route)))
    .sort();
}

// Writes the site's route list as a small JSON file for the not-found page's suggestions,
// so the list is fetched only by readers who land on a missing page.
export default function routeIndexPlugin(): Plugin {
  return {
    name: 'route-index',
    async postBuild({ outDir, routesPaths }) {
      await writeFile(
        path.join(outDir, ROUTE_INDEX_FILE),
        JSON.stringify(suggestableRoutes(routesPaths)),
      );
    },
  };
}
