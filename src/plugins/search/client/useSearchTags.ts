import { useDocsContextualSearchTags } from '@docusaurus/plugin-content-docs/client';
import { DEFAULT_SEARCH_TAG } from './marks';

/**
 * The tags to search: the docs version of the current page (elsewhere the preferred or
 * latest version), plus the pages outside the docs.
 */
export function useSearchTags(): string[] {
  return [DEFAULT_SEARCH_TAG, ...useDocsContextualSearchTags()];
}
