// After the build, each page with ts/tsx blocks gets JSON files the browser fetches only when a
// reader points at a block or opens one in the playground, so a page that is only read costs
// nothing more: its blocks' types (./types/pageData.ts, written by this plugin) and its
// playground projects (written by the playground plugin through the same helper).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { extractBlocks } from './model/extract';
import { blogPosts, docsVersions } from '../lib/siteContent';
import { sourceFile } from '../lib/sourceFile';
import type { SourcePage } from './pageFileUrls';

/** A page with ts/tsx blocks, as a page file is written from it. */
export type SamplePage = {
  /** The Markdown source's path and text. */
  file: string;
  markdown: string;
  /** The page's address. */
  permalink: string;
  /** Where its samples are read (for an unlisted part, the page that shows it). */
  shownAt: SourcePage;
};

/**
 * Where a doc's samples are read: the doc itself, or for an unlisted doc (a part of the landing
 * page, kept off the sidebar and search) the page its front matter `shown_on` (an address on
 * the site) and `shown_on_title` name, so the playground does not send readers to a bare page
 * marked "unlisted".
 */
function shownAt(
  doc: {
    title: string;
    permalink: string;
    unlisted: boolean;
    frontMatter: Record<string, unknown>;
  },
  baseUrl: string,
): SourcePage {
  if (!doc.unlisted) return { title: doc.title, url: doc.permalink };
  const { shown_on: url, shown_on_title: title } = doc.frontMatter;
  if (typeof url !== 'string' || typeof title !== 'string')
    throw new Error(
      `${doc.permalink} is unlisted: its front matter needs shown_on and shown_on_title, the address and title of the page that shows it`,
    );
  return { title, url: `${baseUrl}${url.replace(/^\//, '')}` };
}

/**
 * A postBuild step that writes one file per page with ts/tsx blocks: `fileOf` gives its path
 * under the output folder and its data.
 */
export function writePageFiles<Content>(
  context: LoadContext,
  fileOf: (page: SamplePage) => [string, unknown],
): NonNullable<Plugin<Content>['postBuild']> {
  return async ({ outDir, plugins }) => {
    const { baseUrl } = context.siteConfig;
    const pages: { source: string; permalink: string; shownAt: SourcePage }[] = [
      ...docsVersions(plugins).flatMap((version) =>
        version.docs.map((doc) => ({ ...doc, shownAt: shownAt(doc, baseUrl) })),
      ),
      ...blogPosts(plugins).map(({ metadata }) => ({
        ...metadata,
        shownAt: { title: metadata.title, url: metadata.permalink },
      })),
    ];
    for (const { source, permalink, shownAt: from } of pages) {
      const file = sourceFile(context.siteDir, source);
      const markdown = await readFile(file, 'utf8');
      // A page with ts/tsx blocks gets its files even when none of them is compiled: the browser
      // asks for the types when a reader points at such a block, and a 404 would be a console
      // error.
      if (extractBlocks(markdown, file).length === 0) continue;
      const [relative, data] = fileOf({ file, markdown, permalink, shownAt: from });
      const out = path.join(outDir, relative);
      await mkdir(path.dirname(out), { recursive: true });
      await writeFile(out, JSON.stringify(data));
    }
  };
}
