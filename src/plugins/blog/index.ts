import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import blogPlugin, { validateOptions } from '@docusaurus/plugin-content-blog';
import type { PluginOptions } from '@docusaurus/plugin-content-blog';
import { withSelfLink, type FeedKind } from './feedSelfLinks';

// Docusaurus's blog plugin, unchanged, except that once it has written its feeds they get the
// self links `feedSelfLinks.ts` explains. Wrapping the plugin (rather than patching the files
// from another plugin) makes the edit run after the feeds exist: Docusaurus runs the plugins'
// postBuild hooks at the same time.

const FEED_FILES: Record<FeedKind, string> = { rss: 'rss.xml', atom: 'atom.xml' };

export default async function blogWithFeedSelfLinks(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<unknown>> {
  const plugin = (await blogPlugin(context, options)) as Plugin<unknown>;
  return {
    ...plugin,
    async postBuild(props) {
      await plugin.postBuild?.(props);
      const { url, baseUrl } = context.siteConfig;
      const blogPath = `${baseUrl}${options.routeBasePath}`.replace(/\/+/g, '/').replace(/\/$/, '');
      const types = options.feedOptions.type ?? [];
      for (const kind of Object.keys(FEED_FILES) as FeedKind[]) {
        if (!types.includes(kind)) continue;
        const file = path.join(props.outDir, blogPath, FEED_FILES[kind]);
        const xml = await readFile(file, 'utf8');
        await writeFile(file, withSelfLink(xml, kind, `${url}${blogPath}/${FEED_FILES[kind]}`));
      }
    },
  };
}

export { validateOptions };
