import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import SearchResults from './SearchResults';

// `/search?q=...&v=9.x`: the full results page behind the modal's "See all N results".
export default function SearchPage(): ReactNode {
  return (
    <Layout title="Search the documentation" description="Search the tRPC documentation.">
      <SearchResults />
    </Layout>
  );
}
