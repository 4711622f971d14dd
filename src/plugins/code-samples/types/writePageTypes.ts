// Types on every code sample: hovering or focusing a name in a ts/tsx block shows what
// TypeScript infers for it against the version's pinned packages. After the build, each page's
// types are written to build/code-types/<route>.json (./pageData.ts); the browser loads the
// script and the page's file only when a reader first points at or focuses a block
// (./client/wake.ts, the plugin's client module), so a page that is only read costs nothing more.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { extractBlocks } from '../model/extract';
import { blogPosts, docsVersions } from '../../lib/siteContent';
import { sourceFile } from '../../lib/sourceFile';
import { pageData } from './pageData';
import { typesPath } from './typesUrl';

/** The browser's side of the types: loads the tips and a page's types on first intent. */
export const typeTipsClientModule = path.join(__dirname, 'client', 'wake.ts');

/** After the build: each page with ts/tsx blocks gets build/code-types/<route>.json. */
export function writePageTypes(context: LoadContext): NonNullable<Plugin['postBuild']> {
  return async ({ outDir, plugins }) => {
    const pages: { source: string; permalink: string }[] = [
      ...docsVersions(plugins).flatMap((version) => version.docs),
      ...blogPosts(plugins).map((post) => post.metadata),
    ];
    for (const { source, permalink } of pages) {
      const file = sourceFile(context.siteDir, source);
      const markdown = await readFile(file, 'utf8');
      // A page with ts/tsx blocks gets a file even when none of them is compiled: the browser
      // asks for it when a reader points at such a block, and a 404 would be a console error.
      if (extractBlocks(markdown, file).length === 0) continue;
      const data = pageData(markdown, file);
      const out = path.join(outDir, typesPath(permalink, context.siteConfig.baseUrl));
      await mkdir(path.dirname(out), { recursive: true });
      await writeFile(out, JSON.stringify(data));
    }
  };
}
