import type { GlobalVersion } from '@docusaurus/plugin-content-docs/client';

/**
 * The name of the docs version a `?v=` value asks for, or `undefined`: a version is asked for by
 * its label (`9.x`) or the label's major number (`9`), in any case, so a new version needs no
 * edit here.
 */
export function versionNameForQuery(
  value: string,
  versions: readonly Pick<GlobalVersion, 'name' | 'label'>[],
): string | undefined {
  const wanted = value.toLowerCase();
  return versions.find(({ label }) => {
    const asked = label.toLowerCase();
    return wanted === asked || wanted === asked.replace(/\.x$/, '');
  })?.name;
}
