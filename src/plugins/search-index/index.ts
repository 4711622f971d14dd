import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { LoadContext, Plugin } from '@docusaurus/types';

const run = promisify(execFile);

export type SearchIndexStats = { pages: number; seconds: number };

/** Indexes the built HTML (pages marked `data-pagefind-body`) into `<outDir>/pagefind`. */
export async function buildSearchIndex(outDir: string): Promise<SearchIndexStats> {
  const script = path.join(__dirname, 'build-index.mjs');
  const { stdout } = await run(process.execPath, [script, outDir]);
  return JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as SearchIndexStats;
}

// The offline search index is built with the site, so search works on any static host.
export default function searchIndexPlugin(context: LoadContext): Plugin {
  return {
    name: 'search-index',
    async postBuild({ outDir }) {
      const stats = await buildSearchIndex(outDir);
      const where = path.relative(context.siteDir, path.join(outDir, 'pagefind'));
      console.log(
        `[search-index] ${stats.pages} pages indexed into ${where}/ in ${stats.seconds.toFixed(1)} s`,
      );
    },
  };
}
