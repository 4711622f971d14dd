import { useCallback, useEffect, useState } from 'react';
import { useLocation } from '@docusaurus/router';

export type SearchPageParams = { query: string; versionLabel: string | null };

function read(search: string): SearchPageParams {
  const params = new URLSearchParams(search);
  return { query: params.get('q') ?? '', versionLabel: params.get('v') };
}

/**
 * The page's query and docs version, kept in the URL (`q`, `v`) with replaceState so every
 * keystroke does not add a history entry and the page can be shared.
 */
export function useSearchPageParams(): [SearchPageParams, (next: SearchPageParams) => void] {
  const location = useLocation();
  // Starts empty on the server and on first render, so hydration matches the static HTML.
  const [state, setState] = useState<SearchPageParams>({ query: '', versionLabel: null });

  useEffect(() => {
    setState(read(location.search));
  }, [location.search]);

  const update = useCallback((next: SearchPageParams) => {
    setState(next);
    const url = new URL(window.location.href);
    if (next.query) url.searchParams.set('q', next.query);
    else url.searchParams.delete('q');
    if (next.versionLabel) url.searchParams.set('v', next.versionLabel);
    else url.searchParams.delete('v');
    window.history.replaceState(window.history.state, '', url);
  }, []);

  return [state, update];
}
