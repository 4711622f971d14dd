type VersionDocs = { path: string; docs: { path: string }[] };

/**
 * The same page in another docs version, matched by the part of the URL after the version
 * path (`/docs/v10/router` <-> `/docs/v9/router`), or null when that version lacks it.
 */
export function counterpartPath(pathname: string, currentVersionPath: string, other: VersionDocs): string | null {
  const trim = (value: string) => (value.length > 1 ? value.replace(/\/+$/, '') : value);
  const current = trim(currentVersionPath);
  const page = trim(pathname);
  if (page !== current && !page.startsWith(`${current}/`)) return null;
  const rest = page.slice(current.length);
  const target = `${trim(other.path)}${rest}`;
  const found = other.docs.find((doc) => trim(doc.path) === trim(target));
  return found ? found.path : null;
}
