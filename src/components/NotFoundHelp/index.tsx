import React, { useEffect, useState, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { useLocation } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { useLatestVersion } from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import {
  isPhrase,
  searchWords,
  suggestRoutes,
  withFoundPages,
  type Suggestion,
} from '@site/src/notFound/suggest';
import type { RouteEntry } from '@site/src/plugins/route-index';
import { searchPageUrl } from '@site/src/plugins/search/client/searchPageUrl';
import { useSearchVersion } from '@site/src/plugins/search/client/useSearchVersion';

/** Why a suggestion is there, in words, for the ones that are not simply similar. */
function reasonOf({ reason, version }: Suggestion): string | null {
  if (reason === 'latest-version') return `in the ${version ?? 'latest'} docs`;
  if (reason === 'other-version') return `only exists in the ${version ?? 'latest'} docs`;
  return version ? `${version} docs` : null;
}

/** The best few pages of the site's search for `words`, or none when search cannot run. */
async function pagesFor(words: string, baseUrl: string, tags: string[]): Promise<RouteEntry[]> {
  try {
    const [{ searchPages }, { normaliseUrl, resultLabels }] = await Promise.all([
      import('@site/src/plugins/search/client/client'),
      import('@site/src/plugins/search/client/adapter'),
    ]);
    const { pages } = await searchPages(words, { baseUrl, tags, limit: 3 });
    return pages.map((page) => ({
      path: normaliseUrl(page.url),
      title: resultLabels(page).label,
    }));
  } catch {
    return [];
  }
}

/** Where the reader may have meant to go: pages by title, and a search for the path's words. */
export default function NotFoundHelp(): ReactNode {
  const { pathname } = useLocation();
  const routesUrl = useBaseUrl('/routes.json');
  const baseUrl = useBaseUrl('/');
  const latestDocs = useLatestVersion('default').path;
  const [suggestions, setSuggestions] = useState<Suggestion[] | null>(null);
  // The static 404.html is built for no particular path: everything path-specific is
  // computed after hydration, so the first client render matches the HTML.
  const [words, setWords] = useState('');

  // One string, so that the effect runs again only when the version changes.
  const searchTags = useSearchVersion().tags.join(' ');

  useEffect(() => {
    const wanted = searchWords(pathname);
    setWords(wanted);
    let cancelled = false;
    const similar = fetch(routesUrl)
      .then((response) => (response.ok ? (response.json() as Promise<RouteEntry[]>) : []))
      .then((routes) => suggestRoutes(pathname, routes, latestDocs))
      .catch(() => []);
    // A path that reads as a phrase (a pasted error, a question) is also searched for, with
    // the site's search, loaded only here; where it cannot run, the address suggestions stay.
    const found = isPhrase(wanted)
      ? pagesFor(wanted, baseUrl, searchTags.split(' '))
      : Promise.resolve([]);
    void Promise.all([similar, found]).then(
      ([byAddress, byWords]) => !cancelled && setSuggestions(withFoundPages(byAddress, byWords)),
    );
    return () => {
      cancelled = true;
    };
  }, [pathname, routesUrl, latestDocs, baseUrl, searchTags]);

  return (
    <section aria-labelledby="not-found-help">
      <Heading as="h2" id="not-found-help">
        Were you looking for one of these?
      </Heading>
      {suggestions === null && <p>Looking for similar pages…</p>}
      {suggestions !== null && suggestions.length === 0 && <p>No page has a similar address.</p>}
      {suggestions !== null && suggestions.length > 0 && (
        <ul>
          {suggestions.map((suggestion) => {
            const reason = reasonOf(suggestion);
            return (
              <li key={suggestion.path}>
                <Link to={suggestion.path}>{suggestion.title}</Link>
                {reason && ` (${reason})`}
              </li>
            );
          })}
        </ul>
      )}
      {words && (
        <p>
          Or <Link to={searchPageUrl(baseUrl, words)}>search the docs for “{words}”</Link>.
        </p>
      )}
    </section>
  );
}
