// The blog's feeds name their own address (RSS 2.0 through atom:link, Atom through
// <link rel="self">), as feed readers and the W3C feed validator expect. Docusaurus builds its
// feeds with the `feed` package without passing their URLs, so the links are added to the
// written files.

export type FeedKind = 'rss' | 'atom';

const ATOM_NAMESPACE = 'http://www.w3.org/2005/Atom';

/** Adds the self link to a feed's XML; throws when the feed is not shaped as expected. */
export function withSelfLink(xml: string, kind: FeedKind, url: string): string {
  if (xml.includes('rel="self"')) return xml;
  if (kind === 'rss') {
    const withNamespace = xml.replace(/<rss\b([^>]*)>/, (tag, attributes: string) =>
      attributes.includes('xmlns:atom=')
        ? tag
        : `<rss${attributes} xmlns:atom="${ATOM_NAMESPACE}">`,
    );
    const patched = withNamespace.replace(
      /<channel>/,
      `<channel>\n        <atom:link href="${url}" rel="self" type="application/rss+xml"/>`,
    );
    if (!patched.includes('atom:link') || !patched.includes('xmlns:atom=')) {
      throw new Error(`The RSS feed has no <rss> or <channel> element to add ${url} to`);
    }
    return patched;
  }
  const patched = xml.replace(
    /(<feed\b[^>]*>\s*<id>[^<]*<\/id>)/,
    `$1\n    <link rel="self" type="application/atom+xml" href="${url}"/>`,
  );
  if (patched === xml) throw new Error(`The Atom feed has no <feed><id> to add ${url} after`);
  return patched;
}
