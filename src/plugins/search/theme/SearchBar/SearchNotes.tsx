import React, { type ReactNode } from 'react';
import { searchTranslations } from '../../client/translations';

/** In place of DocSearch's "No results" while the search for the typed text is running. */
export function SearchPendingScreen(): ReactNode {
  return (
    <div className="DocSearch-NoResults site-search-pending" role="status">
      <p className="DocSearch-Title">{searchTranslations.searching}</p>
    </div>
  );
}

/** Above the hits when a misspelt word of the query was corrected. */
export function CorrectedQueryNote({ query }: { query: string }): ReactNode {
  return (
    <p className="site-search-corrected" role="status">
      {searchTranslations.correctedQuery} <strong>{query}</strong>
    </p>
  );
}
