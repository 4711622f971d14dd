// What the docs and blog plugins loaded, as the build's own plugins read it after the build:
// one way, and checked. Docusaurus does not type a plugin's content for other plugins, so a
// change of its shape in an upgrade would otherwise surface as "cannot read properties of
// undefined" deep in a plugin; here it fails the build with a message naming what moved.
import type { BlogPost } from '@docusaurus/plugin-content-blog';
import type { LoadedVersion } from '@docusaurus/plugin-content-docs';
import type { LoadedPlugin } from '@docusaurus/types';

const DOCS = 'docusaurus-plugin-content-docs';
const BLOG = 'docusaurus-plugin-content-blog';

function contentOf(plugins: readonly LoadedPlugin[], name: string): Record<string, unknown>[] {
  const found = plugins.filter((plugin) => plugin.name === name);
  if (found.length === 0) throw new Error(`site content: no ${name} plugin is loaded`);
  return found.map((plugin) => {
    if (typeof plugin.content !== 'object' || plugin.content === null)
      throw new Error(`site content: ${name} (${plugin.options.id}) has no loaded content`);
    return plugin.content as Record<string, unknown>;
  });
}

function listOf<T>(value: unknown, what: string): T[] {
  if (!Array.isArray(value))
    throw new Error(`site content: ${what} is not a list; has the plugin's content changed shape?`);
  return value as T[];
}

/** Every docs version the docs plugin loaded, each with its docs and sidebars. */
export function docsVersions(plugins: readonly LoadedPlugin[]): LoadedVersion[] {
  return contentOf(plugins, DOCS).flatMap((content) => {
    const versions = listOf<LoadedVersion>(content.loadedVersions, `${DOCS}'s loadedVersions`);
    for (const version of versions) listOf(version.docs, `the docs of version ${version.label}`);
    return versions;
  });
}

/** Every blog post the blog plugin loaded. */
export function blogPosts(plugins: readonly LoadedPlugin[]): BlogPost[] {
  return contentOf(plugins, BLOG).flatMap((content) =>
    listOf<BlogPost>(content.blogPosts, `${BLOG}'s blogPosts`),
  );
}
