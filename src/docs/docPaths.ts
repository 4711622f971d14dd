import {
  useLatestVersion,
  useLayoutDoc,
  type GlobalDoc,
} from '@docusaurus/plugin-content-docs/client';

// Links outside the docs name a doc by id, not by URL, so they follow the docs versions the site
// is built with. An id that names no published doc throws: the build fails instead of shipping a
// broken link.

function pathOf(doc: GlobalDoc | null | undefined, docId: string, where: string): string {
  if (!doc) throw new Error(`No published doc has the id "${docId}" in ${where}.`);
  return doc.path;
}

/**
 * The path of doc `docId` in the reader's docs version: the preferred one if they picked one and
 * it has the doc, else the latest. The navbar's doc links choose the same way.
 */
export function usePreferredDocPath(docId: string): string {
  // null for a draft, which is not published: as much an error here as an unknown id.
  return pathOf(useLayoutDoc(docId, 'default'), docId, 'the preferred or latest docs version');
}

/** The path of doc `docId` in the latest docs version, whichever version the reader prefers. */
export function useLatestDocPath(docId: string): string {
  const latest = useLatestVersion('default');
  return pathOf(
    latest.docs.find((doc) => doc.id === docId),
    docId,
    `the latest docs version (${latest.label})`,
  );
}
