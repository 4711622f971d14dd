// Each weight of the search's ranking table (src/plugins/search/client/weights.ts), halved and
// doubled one at a time, scored on the tuned sets and, apart, on the held-out ones: what each
// weight does, and whether the held-out queries agree with the tuned ones about it.
// Usage: tsx scripts/bench-weights.ts [--only key,key] [--try key=value,key=value] (after a
// build; about 10 s a variant). `--try` scores one set of values together instead.
import { serveBuild } from './lib/servedBuild';
import { openSearchClient, type WeightOverrides } from './lib/searchClientPage';
import { isRanked, measureRelevance, RELEVANCE_SETS, relevanceSet, score } from './bench-relevance';
import { pastedErrorCases } from './lib/pastedErrors';
import { taughtNameCases } from './lib/taughtNames';
import { FIELD_WEIGHTS, WEIGHTS } from '../src/plugins/search/client/weights';

const port = 4195;

// Counts, sizes and limits are not weights to scale: a window of 3 pages lists fewer pages.
const NOT_SCALED = new Set(['rerankWindow', 'exactWords', 'pastedWords', 'nearbyWords']);

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

async function main(): Promise<void> {
  const only = process.argv.includes('--only')
    ? (process.argv[process.argv.indexOf('--only') + 1] ?? '').split(',')
    : null;
  const sets = RELEVANCE_SETS.map(relevanceSet);
  const tuned = [
    ...sets.filter((set) => !set.heldOut).flatMap((set) => set.cases),
    ...pastedErrorCases(),
    ...taughtNameCases(),
  ].filter(isRanked);
  const heldOut = sets
    .filter((set) => set.heldOut)
    .flatMap((set) => set.cases)
    .filter(isRanked);
  const table: Record<string, number> = { ...FIELD_WEIGHTS, ...WEIGHTS };
  const keys = Object.keys(table).filter(
    (key) => !NOT_SCALED.has(key) && (!only || only.includes(key)),
  );
  const tried = process.argv.includes('--try')
    ? Object.fromEntries(
        (process.argv[process.argv.indexOf('--try') + 1] ?? '')
          .split(',')
          .map((pair) => pair.split('='))
          .map(([key, value]) => [key ?? '', Number(value)]),
      )
    : null;
  const variants: { label: string; weights: WeightOverrides }[] = tried
    ? [
        { label: 'as set', weights: {} },
        { label: 'tried', weights: tried },
      ]
    : [
        { label: 'as set', weights: {} },
        ...keys.flatMap((key) => [
          { label: `${key} × 0.5`, weights: { [key]: (table[key] ?? 0) * 0.5 } },
          { label: `${key} × 2`, weights: { [key]: (table[key] ?? 0) * 2 } },
        ]),
      ];
  const served = await serveBuild(port);
  try {
    console.log(
      `${'weights'.padEnd(28)} tuned hit@1 (n=${tuned.length})  held out hit@1 (n=${heldOut.length})`,
    );
    for (const { label, weights } of variants) {
      const client = await openSearchClient(served.browser, served.origin, { weights });
      try {
        const onTuned = score(await measureRelevance(client, tuned));
        const onHeldOut = score(await measureRelevance(client, heldOut));
        console.log(
          `${label.padEnd(28)} ${percent(onTuned.hit1).padStart(18)}  ${percent(onHeldOut.hit1).padStart(21)}`,
        );
      } finally {
        await client.close();
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
