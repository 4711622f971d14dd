// Types on every code sample: hovering or focusing a name in a ts/tsx block shows what
// TypeScript infers for it against the version's pinned packages. After the build, each page's
// types are written to build/code-types/<route>.json (./pageData.ts); the browser loads the
// script and the page's file only when a reader first points at or focuses a block
// (./client/wake.ts), so a page that is only read costs nothing more.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import type { BlogContent } from '@docusaurus/plugin-content-blog';
import { pageData } from './pageData';
import { typesPath } from './typesUrl';

export default function codeTypesPlugin(context: LoadContext): Plugin {
  return {
    name: 'code-types',
    getClientModules() {
      return [path.join(__dirname, 'client', 'wake.ts')];
    },
    async postBuild({ outDir, plugins }) {
      const toFile = (source: string) =>
        path.resolve(context.siteDir, source.replace(/^@site\//, ''));
      const pages: { source: string; permalink: string }[] = [];
      for (const plugin of plugins) {
        if (plugin.name === 'docusaurus-plugin-content-docs') {
          for (const version of (plugin.content as LoadedContent).loadedVersions)
            pages.push(...version.docs);
        }
        if (plugin.name === 'docusaurus-plugin-content-blog') {
          pages.push(...(plugin.content as BlogContent).blogPosts.map((post) => post.metadata));
        }
      }
      for (const { source, permalink } of pages) {
        const file = toFile(source);
        const data = pageData(await readFile(file, 'utf8'), file);
        if (Object.keys(data.blocks).length === 0) continue;
        const out = path.join(outDir, typesPath(permalink, context.siteConfig.baseUrl));
        await mkdir(path.dirname(out), { recursive: true });
        await writeFile(out, JSON.stringify(data));
      }
    },
  };
}
