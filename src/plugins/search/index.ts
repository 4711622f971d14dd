// Search, as one feature: the index built from the site's HTML after the build (indexer/),
// the client that queries it (client/), and the navbar modal and /search page that show the
// results (theme/), and the marks on docs, blog posts and the landing page that tell the
// indexer what to index (theme/DocItem/Content, theme/BlogPostItem/Content, theme/SearchMarks).
// With a hosted index (Algolia DocSearch, `hosted: true`) the Algolia theme does the searching
// and the plugin leaves the pages' markup alone (theme-hosted/SearchMarks is a plain element).
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { LoadContext, Plugin } from '@docusaurus/types';

const run = promisify(execFile);

export type SearchPluginOptions = { hosted: boolean };

export type SearchIndexStats = { pages: number; words: number; seconds: number };

/** Indexes the built HTML (pages marked `data-pagefind-body`) into `<outDir>/pagefind`. */
export async function buildSearchIndex(outDir: string): Promise<SearchIndexStats> {
  const script = path.join(__dirname, 'indexer', 'build-index.mjs');
  const { stdout } = await run(process.execPath, [script, outDir]);
  return JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as SearchIndexStats;
}

export default function searchPlugin(
  context: LoadContext,
  { hosted }: SearchPluginOptions,
): Plugin {
  // Hosted: only a plain SearchMarks, so pages render the same elements without local marks.
  if (hosted) return { name: 'search', getThemePath: () => path.join(__dirname, 'theme-hosted') };
  return {
    name: 'search',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    contentLoaded({ actions }) {
      actions.addRoute({
        path: `${context.baseUrl}search`, // the base URL ends with a slash
        component: '@theme/SearchPage',
        exact: true,
      });
    },
    // The index is built with the site, so search works offline and on any static host.
    async postBuild({ outDir }) {
      const stats = await buildSearchIndex(outDir);
      const where = path.relative(context.siteDir, path.join(outDir, 'pagefind'));
      console.log(
        `[search] ${stats.pages} pages and ${stats.words} words indexed into ${where}/ in ${stats.seconds.toFixed(1)} s`,
      );
    },
  };
}
