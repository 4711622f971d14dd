import React, { useEffect, useState, type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

// The search results page. It reads `q` from the URL and keeps the URL in step with the
// box, so a results page can be shared. The offline index that answers the query is
// produced by the search-index plugin at build time.
function readQuery(): string {
  if (typeof window === 'undefined') return '';
  return new URLSearchParams(window.location.search).get('q') ?? '';
}

export default function SearchPage(): ReactNode {
  const [query, setQuery] = useState('');

  useEffect(() => {
    setQuery(readQuery());
  }, []);

  useEffect(() => {
    const url = new URL(window.location.href);
    if (query) url.searchParams.set('q', query);
    else url.searchParams.delete('q');
    window.history.replaceState(null, '', url);
  }, [query]);

  return (
    <Layout title={query ? `Search results for "${query}"` : 'Search the documentation'}>
      <main className="container margin-vert--lg">
        <Heading as="h1">
          {query ? `Search results for "${query}"` : 'Search the documentation'}
        </Heading>
        <form role="search" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor="search-page-input" className="margin-right--sm">
            Search
          </label>
          <input
            id="search-page-input"
            type="search"
            value={query}
            autoComplete="off"
            onChange={(event) => setQuery(event.target.value)}
          />
        </form>
      </main>
    </Layout>
  );
}
