import { useEffect } from 'react';
import { useLocation } from '@docusaurus/router';
import { useDocsPreferredVersion, useVersions } from '@docusaurus/plugin-content-docs/client';
import { versionNameForQuery } from './versionQuery';

/**
 * `?v=9` / `?v=10.x` on the page picks the docs version its doc links follow, by storing it as the
 * preferred version: the same slot the navbar's version dropdown writes, so the navbar follows too.
 */
export function usePreferredVersionFromQuery(): void {
  const { search } = useLocation();
  const versions = useVersions('default');
  const { savePreferredVersionName } = useDocsPreferredVersion('default');
  useEffect(() => {
    const wanted = new URLSearchParams(search).get('v');
    const name = wanted ? versionNameForQuery(wanted, versions) : undefined;
    if (name) savePreferredVersionName(name);
  }, [search, versions, savePreferredVersionName]);
}
