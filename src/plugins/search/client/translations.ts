// The search box's texts: its no-results and error screens, the link to all results, and
// what the site adds (the loading note, the spelling correction).
import { searchBoxPlaceholder, searchButtonTranslations } from './buttonTranslations';

export const searchTranslations = {
  /** While the search for the typed text has not answered yet. */
  searching: 'Searching…',
  /** Before the query that was searched instead of a misspelt one. */
  correctedQuery: 'Showing results for',
  button: searchButtonTranslations,
  modal: {
    searchBox: {
      placeholderText: searchBoxPlaceholder,
      searchInputLabel: 'Search',
      clearButtonTitle: 'Clear',
      clearButtonAriaLabel: 'Clear the query',
      closeButtonText: 'Cancel',
      closeButtonAriaLabel: 'Cancel',
    },
    startScreen: {
      recentSearchesTitle: 'Recent',
      noRecentSearchesText: 'No recent searches',
      saveRecentSearchButtonTitle: 'Save this search',
      removeRecentSearchButtonTitle: 'Remove this search from history',
      favoriteSearchesTitle: 'Favorite',
      removeFavoriteSearchButtonTitle: 'Remove this search from favorites',
    },
    errorScreen: {
      titleText: 'Unable to fetch results',
      helpText: 'You might want to check your network connection.',
    },
    noResultsScreen: {
      noResultsText: 'No results for',
      suggestedQueryText: 'Try searching for',
      reportMissingResultsText: 'Believe this query should return results?',
      reportMissingResultsLinkText: 'Let us know.',
    },
    footer: {
      selectText: 'to select',
      selectKeyAriaLabel: 'Enter key',
      navigateText: 'to navigate',
      navigateUpKeyAriaLabel: 'Arrow up',
      navigateDownKeyAriaLabel: 'Arrow down',
      closeText: 'to close',
      closeKeyAriaLabel: 'Escape key',
      searchByText: 'Search by',
    },
  },
} as const;

export const missingResultsUrl = ({ query }: { query: string }): string =>
  `https://github.com/trpc/trpc/issues/new?title=${encodeURIComponent(`Docs search: no results for "${query}"`)}`;
