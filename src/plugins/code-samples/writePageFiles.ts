// After the build, each page with ts/tsx blocks gets its blocks' types (./types/pageData.ts) and
// their playground projects (./playground/projects.ts) as JSON files the browser fetches only
// when a reader points at a block or opens one in the playground, so a page that is only read
// costs nothing more.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { extractBlocks } from './model/extract';
import { blogPosts, docsVersions } from '../lib/siteContent';
import { sourceFile } from '../lib/sourceFile';
import { pageData } from './types/pageData';
import { pageProjects } from './playground/projects';
import type { PlaygroundAssets } from './playground/pack';
import { projectsPath, typesPath } from './pageFileUrls';

export function writePageFiles(
  context: LoadContext,
): NonNullable<Plugin<PlaygroundAssets>['postBuild']> {
  return async ({ outDir, plugins }) => {
    const pages: { source: string; permalink: string }[] = [
      ...docsVersions(plugins).flatMap((version) => version.docs),
      ...blogPosts(plugins).map((post) => post.metadata),
    ];
    const { baseUrl } = context.siteConfig;
    for (const { source, permalink } of pages) {
      const file = sourceFile(context.siteDir, source);
      const markdown = await readFile(file, 'utf8');
      // A page with ts/tsx blocks gets its files even when none of them is compiled: the browser
      // asks for the types when a reader points at such a block, and a 404 would be a console
      // error.
      if (extractBlocks(markdown, file).length === 0) continue;
      const files: [string, unknown][] = [
        [typesPath(permalink, baseUrl), pageData(markdown, file)],
        [projectsPath(permalink, baseUrl), pageProjects(markdown, file)],
      ];
      for (const [relative, data] of files) {
        const out = path.join(outDir, relative);
        await mkdir(path.dirname(out), { recursive: true });
        await writeFile(out, JSON.stringify(data));
      }
    }
  };
}
