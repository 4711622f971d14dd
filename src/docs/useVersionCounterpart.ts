import {
  useActiveDocContext,
  useDocsPreferredVersion,
  useDocsVersion,
  useVersions,
  type GlobalDoc,
  type GlobalVersion,
} from '@docusaurus/plugin-content-docs/client';
import type { PropVersionMetadata } from '@docusaurus/plugin-content-docs';

export type VersionCounterpart = {
  /** The version of the doc being read. */
  version: PropVersionMetadata;
  /** The other docs version, if the site has one. */
  other: GlobalVersion | undefined;
  /** The same doc in the other version: the page with the same doc id, as the version dropdown finds it. */
  counterpart: GlobalDoc | undefined;
  /** Saves the other version as the reader's preferred one, as the version dropdown does. */
  preferOther: () => void;
};

/** The doc being read in the other docs version, for the version notes on docs pages. */
export function useVersionCounterpart(): VersionCounterpart {
  const version = useDocsVersion();
  const versions = useVersions(version.pluginId);
  const { alternateDocVersions } = useActiveDocContext(version.pluginId);
  const { savePreferredVersionName } = useDocsPreferredVersion(version.pluginId);
  const other = versions.find((candidate) => candidate.name !== version.version);
  return {
    version,
    other,
    counterpart: other ? alternateDocVersions[other.name] : undefined,
    preferOther: () => {
      if (other) savePreferredVersionName(other.name);
    },
  };
}
