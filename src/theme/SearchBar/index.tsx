import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';

// The navbar's search entry point. It leads to the search page until the search modal
// (DocSearch over the offline index) replaces it.
export default function SearchBar(): ReactNode {
  return (
    <Link to="/search" className="button button--outline button--secondary button--sm">
      Search
    </Link>
  );
}
