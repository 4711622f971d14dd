// The docs and blog plugins' content as the build's plugins read it (src/plugins/lib/siteContent):
// one reader, which fails with a message that names what moved when a Docusaurus upgrade
// changes the content's shape.
import type { LoadedPlugin } from '@docusaurus/types';
import { describe, expect, it } from 'vitest';
import { blogPosts, docsVersions } from '../../src/plugins/lib/siteContent';

const plugin = (name: string, content: unknown) =>
  ({ name, content, options: { id: 'default' } }) as unknown as LoadedPlugin;

const docs = plugin('docusaurus-plugin-content-docs', {
  loadedVersions: [
    { label: '10.x', docs: [{ permalink: '/docs/v10/router' }] },
    { label: '9.x', docs: [{ permalink: '/docs/v9/router' }] },
  ],
});
const blog = plugin('docusaurus-plugin-content-blog', {
  blogPosts: [{ metadata: { permalink: '/blog/introducing-trpc' } }],
});

describe('site content read by the build plugins', () => {
  it('lists every docs version with its docs, and every blog post', () => {
    expect(docsVersions([blog, docs]).map((v) => v.docs.map((d) => d.permalink))).toEqual([
      ['/docs/v10/router'],
      ['/docs/v9/router'],
    ]);
    expect(blogPosts([docs, blog]).map((post) => post.metadata.permalink)).toEqual([
      '/blog/introducing-trpc',
    ]);
  });

  it('fails naming the plugin when it is not loaded', () => {
    expect(() => docsVersions([blog])).toThrow('no docusaurus-plugin-content-docs plugin');
    expect(() => blogPosts([docs])).toThrow('no docusaurus-plugin-content-blog plugin');
  });

  it('fails naming the field when the content changes shape', () => {
    const renamed = plugin('docusaurus-plugin-content-docs', { versions: [] });
    expect(() => docsVersions([renamed])).toThrow(
      "docusaurus-plugin-content-docs's loadedVersions is not a list",
    );
    const noDocs = plugin('docusaurus-plugin-content-docs', { loadedVersions: [{ label: '9.x' }] });
    expect(() => docsVersions([noDocs])).toThrow('the docs of version 9.x is not a list');
    const unloaded = plugin('docusaurus-plugin-content-blog', undefined);
    expect(() => blogPosts([unloaded])).toThrow('has no loaded content');
  });
});
