import React, { useEffect, useState, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { useLocation } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';
import { searchWords, suggestRoutes, type Suggestion } from '@site/src/notFound/suggest';

const REASONS: Record<Suggestion['reason'], string> = {
  'latest-version': 'in the 10.x docs',
  'other-version': 'only exists in the 10.x docs',
  similar: '',
};

export default function NotFoundHelp(): ReactNode {
  const { pathname } = useLocation();
  const routesUrl = useBaseUrl('/routes.json');
  const [suggestions, setSuggestions] = useState<Suggestion[] | null>(null);
  // The static 404.html is built for no particular path: everything path-specific is
  // computed after hydration, so the first client render matches the HTML.
  const [words, setWords] = useState('');

  useEffect(() => {
    setWords(searchWords(pathname));
    let cancelled = false;
    fetch(routesUrl)
      .then((response) => (response.ok ? (response.json() as Promise<string[]>) : []))
      .then((routes) => !cancelled && setSuggestions(suggestRoutes(pathname, routes)))
      .catch(() => !cancelled && setSuggestions([]));
    return () => {
      cancelled = true;
    };
  }, [pathname, routesUrl]);

  return (
    <aside className="container margin-bottom--xl" aria-labelledby="not-found-help">
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h2" id="not-found-help">
            Were you looking for one of these?
          </Heading>
          {suggestions === null && <p>Looking for similar pages…</p>}
          {suggestions !== null && suggestions.length === 0 && (
            <p>No page has a similar address.</p>
          )}
          {suggestions !== null && suggestions.length > 0 && (
            <ul>
              {suggestions.map((suggestion) => (
                <li key={suggestion.path}>
                  <Link to={suggestion.path}>{suggestion.path}</Link>
                  {REASONS[suggestion.reason] && ` (${REASONS[suggestion.reason]})`}
                </li>
              ))}
            </ul>
          )}
          {words && (
            <p>
              Or{' '}
              <Link to={`/search?q=${encodeURIComponent(words)}`}>
                search the docs for “{words}”
              </Link>
              .
            </p>
          )}
        </div>
      </div>
    </aside>
  );
}
