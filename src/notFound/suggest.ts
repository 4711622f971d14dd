// Suggestions for a path that does not exist: exact rewrites first (an unversioned docs
// path, a 9.x path that only exists in 10.x), then the closest routes by edit distance.

import type { RouteEntry } from '../plugins/route-index';
import { editDistance } from '../text/editDistance';
import { routePath } from '../text/routePath';

export type Suggestion = RouteEntry & {
  reason: 'latest-version' | 'other-version' | 'similar' | 'words';
};

const DOCS_VERSION = /^\/docs\/(v\d+)(\/.*)?$/;

/** `/Docs/v10/Router/index.html?x#y` -> `/docs/v10/router`: what routes are compared by. */
export function normalisePath(pathname: string): string {
  let path = pathname.split(/[?#]/)[0] ?? '/';
  try {
    path = decodeURIComponent(path);
  } catch {
    // keep the raw path when it is not valid percent-encoding
  }
  return routePath(path).toLowerCase();
}

/**
 * Up to `max` pages for a missing `pathname`, from the site's `routes`. `latestDocs` is the
 * path of the latest docs version (`/docs/v10`), where unversioned and older paths are tried.
 */
export function suggestRoutes(
  pathname: string,
  routes: RouteEntry[],
  latestDocs: string,
  max = 5,
): Suggestion[] {
  const wanted = normalisePath(pathname);
  const byKey = new Map(routes.map((route) => [normalisePath(route.path), route]));
  const suggestions: Suggestion[] = [];
  const add = (route: RouteEntry | undefined, reason: Suggestion['reason']) => {
    if (route && !suggestions.some((s) => s.path === route.path))
      suggestions.push({ ...route, reason });
  };

  const latest = normalisePath(latestDocs);
  const versioned = DOCS_VERSION.exec(wanted);
  if (!versioned && (wanted === '/docs' || wanted.startsWith('/docs/'))) {
    add(byKey.get(normalisePath(`${latest}${wanted.slice('/docs'.length)}`)), 'latest-version');
  }
  if (versioned && `/docs/${versioned[1]}` !== latest) {
    add(byKey.get(normalisePath(`${latest}${versioned[2] ?? ''}`)), 'other-version');
  }

  const limit = Math.max(3, Math.floor(wanted.length * 0.4));
  const ranked = [...byKey.entries()]
    .map(([key, route]) => ({ route, distance: editDistance(wanted, key, limit) }))
    .filter((entry) => entry.distance <= limit)
    .sort((a, b) => a.distance - b.distance || a.route.path.length - b.route.path.length);
  for (const entry of ranked) {
    if (suggestions.length >= max) break;
    add(entry.route, 'similar');
  }
  return suggestions.slice(0, max);
}

/** The words of a path, for a search: `/docs/v9/useQueryy` -> `useQueryy`. */
export function searchWords(pathname: string): string {
  return normalisePath(pathname)
    .split('/')
    .filter((part) => part && part !== 'docs' && !/^v\d+$/.test(part))
    .join(' ')
    .replace(/[-_.]+/g, ' ')
    .trim();
}

/**
 * Whether the missing path's words are worth a search (a pasted message or a phrase, such as
 * `/docs/v10/No QueryClient set, use QueryClientProvider`), not a single mistyped name.
 */
export function isPhrase(words: string): boolean {
  return words.split(' ').filter(Boolean).length >= 3;
}

/** The address suggestions, then the pages a search for the path's words found, up to `max`. */
export function withFoundPages(
  suggestions: Suggestion[],
  found: RouteEntry[],
  max = 5,
): Suggestion[] {
  const known = new Set(suggestions.map((suggestion) => suggestion.path));
  const added = found
    .filter((page) => !known.has(page.path))
    .map((page) => ({ ...page, reason: 'words' as const }));
  return [...suggestions, ...added].slice(0, max);
}
