// The relevance suites run through the search client itself (searchPages, bundled from the
// sources at each run) in a page of the served build, without the modal: for comparing ranking
// changes in seconds without rebuilding the site. Changes to the indexer still need a build (or
// `node src/plugins/search/indexer/build-index.mjs build`). The scores match the modal's
// bench-relevance.ts for rank 1; the modal's own numbers are what BENCHMARKS.md reports.
// Usage: tsx scripts/bench-relevance-fast.ts [--heldout] [--verbose] [--by-kind]
// RANKING='{ pageLength: 0.5, … }' replaces the client's Pagefind ranking options for one run.
import path from 'node:path';
import { buildSync } from 'esbuild';
import { serveBuild } from './lib/servedBuild';
import {
  pageOf,
  rankOf,
  relevanceCases,
  score,
  sectionOf,
  type Case,
  type Version,
} from './bench-relevance';
import { pastedErrorCases } from './lib/pastedErrors';
import type { PageSearch, SearchOptions } from '../src/plugins/search/client/client';

const port = 4192;
const tagsOf: Record<Version, string[]> = {
  '10.x': ['default', 'docs-default-current'],
  '9.x': ['default', 'docs-default-9.x'],
};
type Client = { searchPages: (query: string, options: SearchOptions) => Promise<PageSearch> };

const bundle = buildSync({
  entryPoints: ['src/plugins/search/client/client.ts'],
  bundle: true,
  write: false,
  format: 'iife',
  globalName: 'searchClient',
  platform: 'browser',
}).outputFiles[0]?.text.replace(/var RANKING = \{[^;]*\};/, (line) =>
  process.env.RANKING ? `var RANKING = ${process.env.RANKING};` : line,
);

const heldOut = (item: Case) => item.kind !== 'none' && Boolean(item.heldOut);
const tuned = (item: Case) => item.kind !== 'none' && !item.heldOut;
const fixture = (name: string) => relevanceCases(path.resolve(`tests/fixtures/${name}.json`));
// Each set: its name, its queries, and whether it is held out (its misses are never printed).
const sets: [string, Case[], boolean][] = [
  ['main, tuned', relevanceCases().filter(tuned), false],
  ['fresh, tuned', fixture('search-relevance-fresh'), false],
  ['fresh 2, seen', fixture('search-relevance-heldout-2'), false],
  ['fresh 4, tuned', fixture('search-relevance-fresh-4'), false],
  ['pasted entries', pastedErrorCases(), false],
];
if (process.argv.includes('--heldout')) {
  sets.push(['main, held out', relevanceCases().filter(heldOut), true]);
  sets.push(['fresh 3, held out', fixture('search-relevance-heldout-3'), true]);
}
const verbose = process.argv.includes('--verbose');
const byKind = process.argv.includes('--by-kind');

async function main(): Promise<void> {
  if (!bundle) throw new Error('the search client did not bundle');
  const served = await serveBuild(port);
  try {
    // The bundle is injected as an inline script, which the site's CSP refuses.
    const context = await served.browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    await page.goto(`${served.origin}/docs/v10`);
    await page.addScriptTag({ content: bundle });
    for (const [name, cases, hidden] of sets) {
      const ranks: { rank: number; kind: string }[] = [];
      for (const item of cases) {
        const urls = await page.evaluate(
          async ({ query, tags }) => {
            const client = (window as unknown as { searchClient: Client }).searchClient;
            const found = await client.searchPages(query, { baseUrl: '/', tags, limit: 6 });
            // An entry's own address, else the page's first section, as the modal lists them.
            return found.pages.map((result) => ({
              page: result.url,
              section: result.url.includes('#')
                ? result.url
                : (result.sub_results[0]?.url ?? result.url),
            }));
          },
          { query: item.query, tags: tagsOf[item.version] },
        );
        const pages = urls.map((url) => pageOf(url.page));
        const sections = urls.map((url) => sectionOf(url.section) ?? pageOf(url.section));
        const rank = rankOf(pages, item.expect, sections);
        ranks.push({ rank, kind: `${item.version} ${item.kind}` });
        if (verbose && !hidden && rank !== 1) {
          const query = item.query.replace(/\s+/g, ' ').slice(0, 90);
          console.log(
            `  ${rank} ${item.version} ${item.kind} | ${query} | want ${String(item.expect)} | ${sections.slice(0, 3).join(' ')}`,
          );
        }
      }
      const s = score(ranks);
      const pct = (value: number) => `${(value * 100).toFixed(1)}%`;
      console.log(
        `${name.padEnd(16)} n=${String(s.n).padStart(3)}  hit@1 ${pct(s.hit1)}  hit@3 ${pct(s.hit3)}  MRR ${s.mrr.toFixed(3)}`,
      );
      if (byKind) {
        // Counts only: a held-out set's queries are never printed.
        const kinds = [...new Set(ranks.map((r) => r.kind))];
        const line = kinds.map((kind) => {
          const of = ranks.filter((r) => r.kind === kind);
          return `${kind} ${of.filter((r) => r.rank === 1).length}/${of.length}`;
        });
        console.log(`${''.padEnd(16)} first: ${line.join(', ')}`);
      }
    }
  } finally {
    await served.close().catch(() => undefined);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
