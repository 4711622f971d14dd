// Every relevance suite at once, scored as the budgets score them (through the search client,
// bundled from the sources at each run, so a ranking change is measured without rebuilding the
// site; changes to the indexer still need a build, or
// `node src/plugins/search/indexer/build-index.mjs build`).
// Usage: tsx scripts/bench-relevance-fast.ts [--heldout] [--verbose] [--by-kind]
// RANKING='{ pageLength: 0.5, … }' replaces the client's Pagefind ranking options for one run.
import { serveBuild } from './lib/servedBuild';
import {
  isRanked,
  measureRelevance,
  RELEVANCE_SETS,
  relevanceSet,
  score,
  type Case,
} from './bench-relevance';
import { pastedErrorCases } from './lib/pastedErrors';
import { taughtNameCases } from './lib/taughtNames';
import { openSearchClient } from './lib/searchClientPage';

const port = 4192;

// Each set: its name, its queries, and whether it is held out (its misses are never printed);
// the held-out sets only with --heldout.
type Set = [name: string, cases: Case[], heldOut: boolean];
const sets: Set[] = [
  ...RELEVANCE_SETS.map(relevanceSet).map(({ set, cases, heldOut }): Set => [set, cases, heldOut]),
  ['pasted entries', pastedErrorCases(), false] satisfies Set,
  ['names the pages teach, typed alone', taughtNameCases(), false] satisfies Set,
].filter(([, , heldOut]) => !heldOut || process.argv.includes('--heldout'));
const verbose = process.argv.includes('--verbose');
const byKind = process.argv.includes('--by-kind');

async function main(): Promise<void> {
  const served = await serveBuild(port);
  const client = await openSearchClient(served.browser, served.origin, {
    ranking: process.env.RANKING,
  });
  try {
    for (const [name, cases, hidden] of sets) {
      const outcomes = await measureRelevance(client, cases);
      // Ranked queries only: a `none` query must find nothing, which the budgets judge apart.
      const ranks = outcomes
        .filter(isRanked)
        .map((o) => ({ rank: o.rank, kind: `${o.version} ${o.kind}` }));
      if (verbose && !hidden)
        for (const o of outcomes.filter((o) => isRanked(o) && o.rank !== 1)) {
          const query = o.query.replace(/\s+/g, ' ').slice(0, 90);
          console.log(
            `  ${o.rank} ${o.version} ${o.kind} | ${query} | want ${String(o.expect)} | ${o.pages.slice(0, 3).join(' ')}`,
          );
        }
      const s = score(ranks);
      const pct = (value: number) => `${(value * 100).toFixed(1)}%`;
      console.log(
        `${name.padEnd(40)} n=${String(s.n).padStart(3)}  hit@1 ${pct(s.hit1)}  hit@3 ${pct(s.hit3)}  MRR ${s.mrr.toFixed(3)}`,
      );
      if (byKind) {
        // Counts only: a held-out set's queries are never printed.
        const kinds = [...new Set(ranks.map((r) => r.kind))];
        const line = kinds.map((kind) => {
          const of = ranks.filter((r) => r.kind === kind);
          return `${kind} ${of.filter((r) => r.rank === 1).length}/${of.length}`;
        });
        console.log(`${''.padEnd(40)} first: ${line.join(', ')}`);
      }
    }
  } finally {
    await client.close();
    await served.close().catch(() => undefined);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
