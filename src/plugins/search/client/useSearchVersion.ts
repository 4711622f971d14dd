import {
  getDocsVersionSearchTag,
  useDocsContextualSearchTags,
  useVersions,
} from '@docusaurus/plugin-content-docs/client';
import { DEFAULT_SEARCH_TAG } from './marks';

export type SearchVersion = {
  /** The tags to search: the docs version's and that of the pages outside the docs. */
  tags: string[];
  /** The label of that docs version (`10.x`), which the full results page takes as `v`. */
  versionLabel: string | undefined;
};

/**
 * The docs version to search: the version of the current page, elsewhere (landing page,
 * blog) the reader's preferred or else the latest one, as Docusaurus decides it.
 */
export function useSearchVersion(): SearchVersion {
  const [docsTag] = useDocsContextualSearchTags();
  const versions = useVersions('default');
  const version = versions.find(
    (candidate) => getDocsVersionSearchTag('default', candidate.name) === docsTag,
  );
  return {
    tags: [DEFAULT_SEARCH_TAG, ...(docsTag ? [docsTag] : [])],
    versionLabel: version?.label,
  };
}
