import React, { useEffect, useState, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { useLocation } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { useLatestVersion } from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import { searchWords, suggestRoutes, type Suggestion } from '@site/src/notFound/suggest';
import type { RouteEntry } from '@site/src/plugins/route-index';
import { searchPageUrl } from '@site/src/plugins/search/client/searchPageUrl';

/** Why a suggestion is there, in words, for the ones that are not simply similar. */
function reasonOf({ reason, version }: Suggestion): string | null {
  if (reason === 'latest-version') return `in the ${version ?? 'latest'} docs`;
  if (reason === 'other-version') return `only exists in the ${version ?? 'latest'} docs`;
  return version ? `${version} docs` : null;
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

  useEffect(() => {
    setWords(searchWords(pathname));
    let cancelled = false;
    fetch(routesUrl)
      .then((response) => (response.ok ? (response.json() as Promise<RouteEntry[]>) : []))
      .then((routes) => !cancelled && setSuggestions(suggestRoutes(pathname, routes, latestDocs)))
      .catch(() => !cancelled && setSuggestions([]));
    return () => {
      cancelled = true;
    };
  }, [pathname, routesUrl, latestDocs]);

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
