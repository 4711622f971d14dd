import { describe, expect, it } from 'vitest';
import { withSelfLink } from '../../src/plugins/blog/feedSelfLinks';

const rss = `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/">
    <channel>
        <title>Blog</title>
    </channel>
</rss>`;

const atom = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
    <id>https://example.com/blog</id>
    <title>Blog</title>
</feed>`;

describe('feed self links', () => {
  it('declares the Atom namespace on an RSS feed and names the feed in its channel', () => {
    const out = withSelfLink(rss, 'rss', 'https://example.com/blog/rss.xml');
    expect(out).toContain('xmlns:atom="http://www.w3.org/2005/Atom"');
    expect(out).toMatch(
      /<channel>\s*<atom:link href="https:\/\/example\.com\/blog\/rss\.xml" rel="self" type="application\/rss\+xml"\/>/,
    );
  });

  it('adds <link rel="self"> after the Atom feed id', () => {
    const out = withSelfLink(atom, 'atom', 'https://example.com/blog/atom.xml');
    expect(out).toMatch(
      /<id>https:\/\/example\.com\/blog<\/id>\s*<link rel="self" type="application\/atom\+xml" href="https:\/\/example\.com\/blog\/atom\.xml"\/>/,
    );
  });

  it('adds nothing twice', () => {
    const once = withSelfLink(atom, 'atom', 'https://example.com/blog/atom.xml');
    expect(withSelfLink(once, 'atom', 'https://example.com/blog/atom.xml')).toBe(once);
  });

  it('fails the build when a feed is not shaped as expected', () => {
    expect(() => withSelfLink('<rss></rss>', 'rss', 'https://example.com/rss.xml')).toThrow(
      /no <rss> or <channel>/,
    );
    expect(() => withSelfLink('<feed></feed>', 'atom', 'https://example.com/atom.xml')).toThrow(
      /no <feed><id>/,
    );
  });
});
