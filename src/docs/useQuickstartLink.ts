import { useEffect } from 'react';
import { useLocation } from '@docusaurus/router';
import { useDocsPreferredVersion, useVersions } from '@docusaurus/plugin-content-docs/client';

// `?v=9` / `?v=10` on the landing page picks the docs version links follow, by storing it
// as the preferred version (the same slot the version dropdown uses).
const VERSION_BY_QUERY: Record<string, string> = { '9': '9.x', '9.x': '9.x', '10': 'current', '10.x': 'current' };

export function usePreferredVersionFromQuery(): void {
  const { search } = useLocation();
  const { savePreferredVersionName } = useDocsPreferredVersion('default');
  useEffect(() => {
    const wanted = new URLSearchParams(search).get('v');
    const name = wanted ? VERSION_BY_QUERY[wanted.toLowerCase()] : undefined;
    if (name) savePreferredVersionName(name);
  }, [search, savePreferredVersionName]);
}

/** A docs page in the reader's preferred version (the latest until they pick one). */
export function usePreferredDocsLink(slug: string): string {
  const versions = useVersions('default');
  const { preferredVersion } = useDocsPreferredVersion('default');
  const version = preferredVersion ?? versions.find((candidate) => candidate.isLast) ?? versions[0];
  return `${version?.path ?? '/docs/v10'}/${slug}`;
}
