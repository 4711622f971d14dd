// Search relevance on the served build: each query of tests/fixtures/search-relevance.json goes
// through the search client the DocSearch modal calls, on its version's index, and the rank of
// the expected page among the pages the modal lists for it (in the modal's order) gives hit@1,
// hit@3 and mean reciprocal rank.
// Queries of kind `none` name topics the docs do not cover: they must answer "No results".
// Usage: tsx scripts/bench-relevance.ts [--fixture file.json | --pasted] [--json out.json] [--limit N]
// (after a build). --fixture runs another set, such as tests/fixtures/search-relevance-fresh.json:
// readers' fragments of API names, symptoms and pasted errors, all held out, written by someone
// who had read neither the pages nor the index, before any tuning for them. --pasted runs
// every troubleshooting entry's message, pasted (scripts/lib/pastedErrors.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openSearchClient, type SearchClientPage, type Version } from './lib/searchClientPage';
import { serveBuild } from './lib/servedBuild';
import { median } from './lib/median';
import { acceptingEntries, pastedErrorCases } from './lib/pastedErrors';
import { routePath } from '../src/text/routePath';

const port = 4183;
const fixture = path.resolve('tests/fixtures/search-relevance.json');

export type Kind =
  'title' | 'api' | 'task' | 'question' | 'typo' | 'fragment' | 'symptom' | 'pasted' | 'none';
export type { Version };
/** The kinds scored by rank; `none` is scored by whether the modal said "No results". */
const rankedKinds: Kind[] = [
  'title',
  'api',
  'task',
  'question',
  'typo',
  'fragment',
  'symptom',
  'pasted',
];
const versions: Version[] = ['10.x', '9.x'];

export type Case = {
  query: string;
  version: Version;
  expect: string | string[];
  kind: Kind;
  /**
   * Never tuned on: written before a round of tuning (or after it) and kept out of it, to show
   * how well the search does on phrasings it has not seen. Scored apart.
   */
  heldOut?: boolean;
};

/** Queries whose page is ranked, and queries that must find nothing. */
export const isRanked = (item: Pick<Case, 'kind'>): boolean => item.kind !== 'none';

/** The share of `none` queries that answered "No results" (no hits at all). */
export function noResultsShare(outcomes: Pick<Outcome, 'kind' | 'pages'>[]): {
  n: number;
  share: number;
} {
  const none = outcomes.filter((o) => !isRanked(o));
  return {
    n: none.length,
    share: none.length ? none.filter((o) => o.pages.length === 0).length / none.length : 1,
  };
}

type Hit = { page: string; title: string; path: string };
export type Outcome = Case & {
  rank: number;
  pages: string[];
  hits: Hit[];
  ms: number;
  error?: string;
};

export type Scores = { n: number; hit1: number; hit3: number; mrr: number };

/** `/docs/v10/router/#x` and `http://host/docs/v10/router` are both the page `/docs/v10/router`. */
export function pageOf(href: string): string {
  return routePath(new URL(href, 'http://localhost').pathname);
}

/**
 * 1-based position of the first expected page among the listed pages; 0 when absent. An
 * expectation with an anchor (`/docs/v10/troubleshooting#…`, a troubleshooting entry) counts
 * only when that page's first section listed is the entry.
 */
export function rankOf(
  pages: string[],
  expected: string | string[],
  sections: string[] = [],
): number {
  const wanted = Array.isArray(expected) ? expected : [expected];
  const index = pages.findIndex((page) =>
    wanted.some((want) => {
      const [wantedPage, anchor] = want.split('#');
      if (wantedPage !== page) return false;
      if (!anchor) return true;
      return sections.find((section) => section.startsWith(`${page}#`)) === want;
    }),
  );
  return index + 1;
}

/** `/docs/v10/router/#x` is the section `/docs/v10/router#x`; a page without an anchor is none. */
export function sectionOf(href: string): string | null {
  const url = new URL(href, 'http://localhost');
  return url.hash ? `${routePath(url.pathname)}${url.hash}` : null;
}

export function score(outcomes: { rank: number }[]): Scores {
  const n = outcomes.length;
  if (n === 0) return { n, hit1: 0, hit3: 0, mrr: 0 };
  const hit1 = outcomes.filter((o) => o.rank === 1).length / n;
  const hit3 = outcomes.filter((o) => o.rank >= 1 && o.rank <= 3).length / n;
  const mrr = outcomes.reduce((sum, o) => sum + (o.rank > 0 ? 1 / o.rank : 0), 0) / n;
  return { n, hit1, hit3, mrr };
}

/** The modal's listing for one query (its hits as the search client returns them), ranked. */
async function runQuery(client: SearchClientPage, item: Case): Promise<Outcome> {
  const started = performance.now();
  let error: string | undefined;
  let hits: Awaited<ReturnType<SearchClientPage['list']>> = [];
  try {
    hits = await client.list(item.query, item.version);
  } catch (caught) {
    error = caught instanceof Error ? caught.message.split('\n')[0] : String(caught);
  }
  const ms = performance.now() - started;
  const listed = hits.map((hit) => ({ page: pageOf(hit.url), title: hit.title, path: hit.lvl1 }));
  const pages = [...new Set(listed.map((hit) => hit.page))];
  const sections = hits.flatMap((hit) => sectionOf(hit.url) ?? []);
  const rank = rankOf(pages, item.expect, sections);
  return { ...item, rank, pages, hits: listed, ms, error };
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

function scoreLine(label: string, outcomes: Outcome[]): string {
  const s = score(outcomes);
  if (s.n === 0) return `${label.padEnd(8)} n=  0`;
  return `${label.padEnd(8)} n=${String(s.n).padStart(3)}  hit@1 ${percent(s.hit1).padStart(6)}  hit@3 ${percent(s.hit3).padStart(6)}  MRR ${s.mrr.toFixed(3)}`;
}

function report(all: Outcome[], seconds: number): void {
  const outcomes = all.filter(isRanked);
  const wronglyFound = all.filter((o) => !isRanked(o) && o.pages.length > 0);
  const misses = [...outcomes.filter((o) => o.rank !== 1), ...wronglyFound];
  console.log(`\nMisses at rank 1 (${misses.length} of ${outcomes.length}):`);
  const rows = misses.map((o) => [
    `${o.version} ${o.kind}`,
    o.query,
    [o.expect].flat().join(' | '),
    !isRanked(o) ? 'found' : o.rank === 0 ? '-' : String(o.rank),
    o.error ? `ERROR ${o.error}` : o.pages.slice(0, 3).join(', ') || '(no results)',
  ]);
  const header = ['case', 'query', 'expected', 'rank', 'top 3 got'];
  const widths = header.map((h, i) =>
    Math.min(48, Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length))),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === cells.length - 1 ? cell : cell.padEnd(widths[i] ?? 0)))
      .join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));

  const tuned = outcomes.filter((o) => !o.heldOut);
  console.log('\nScores (the suite; held-out phrasings on the last line)');
  console.log(scoreLine('all', tuned));
  for (const kind of rankedKinds)
    console.log(
      scoreLine(
        kind,
        tuned.filter((o) => o.kind === kind),
      ),
    );
  for (const version of versions) {
    console.log(
      scoreLine(
        version,
        tuned.filter((o) => o.version === version),
      ),
    );
  }
  const heldOut = outcomes.filter((o) => o.heldOut);
  console.log(scoreLine('held out', heldOut));
  // A held-out set of several kinds (fragments, symptoms, pasted errors) is read per kind.
  const heldKinds = rankedKinds.filter((kind) => heldOut.some((o) => o.kind === kind));
  if (heldKinds.length > 1)
    for (const kind of heldKinds)
      for (const version of versions)
        console.log(
          scoreLine(
            `  ${kind} ${version}`,
            heldOut.filter((o) => o.kind === kind && o.version === version),
          ),
        );
  for (const [label, part] of [
    ['suite', all.filter((o) => !o.heldOut)],
    ['held out', all.filter((o) => o.heldOut)],
  ] as const) {
    const none = noResultsShare(part);
    console.log(
      `"No results" where nothing matches (${label}): ${percent(none.share)} of ${none.n}`,
    );
  }
  const errors = outcomes.filter((o) => o.error).length;
  if (errors > 0) console.log(`${errors} queries timed out or failed (counted as not found)`);
  console.log(
    `\nquery to results: median ${median(outcomes.map((o) => o.ms)).toFixed(0)} ms; whole run ${seconds.toFixed(0)} s`,
  );
}

/**
 * A set of queries, as its file holds it: its name, whether it is held out (never tuned on:
 * its misses are never printed, and it is scored apart), why, and its queries.
 */
export type RelevanceSet = { set: string; heldOut: boolean; about: string; cases: Case[] };

/** Every set of tests/fixtures/search-relevance*.json, the suite's first. */
export const RELEVANCE_SETS = [
  'search-relevance',
  'search-relevance-heldout',
  'search-relevance-fresh',
  'search-relevance-heldout-2',
  'search-relevance-fresh-4',
  'search-relevance-heldout-3',
  'search-relevance-evaluator',
].map((name) => path.resolve(`tests/fixtures/${name}.json`));

/** A set's file, each query marked with the set's own held-out status. */
export function relevanceSet(file: string): RelevanceSet {
  const read = JSON.parse(readFileSync(file, 'utf8')) as RelevanceSet;
  const cases = read.cases.map((item) => ({ ...item, heldOut: read.heldOut }));
  return { ...read, cases: acceptingEntries(cases) };
}

/** A set's queries (the suite's by default). */
export function relevanceCases(file: string = fixture): Case[] {
  return relevanceSet(file).cases;
}

/**
 * Ranks the expected page of each query among the pages the modal lists for it, read through
 * the search client the modal calls (scripts/lib/searchClientPage.ts); one client serves every
 * set of a run, its index loaded once.
 */
export async function measureRelevance(
  client: SearchClientPage,
  cases: Case[] = relevanceCases(),
): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const item of cases) outcomes.push(await runQuery(client, item));
  return outcomes;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      fixture: { type: 'string' },
      json: { type: 'string' },
      limit: { type: 'string' },
      pasted: { type: 'boolean' },
    },
  });
  const all = values.pasted
    ? pastedErrorCases()
    : values.fixture
      ? relevanceCases(path.resolve(values.fixture))
      : RELEVANCE_SETS.slice(0, 2).flatMap(relevanceCases);
  const limit = values.limit ? Number(values.limit) : all.length;
  const cases = all.slice(0, limit);
  const runStarted = performance.now();
  const served = await serveBuild(port);
  let outcomes: Outcome[];
  try {
    const client = await openSearchClient(served.browser, served.origin);
    outcomes = await measureRelevance(client, cases).finally(() => client.close());
  } finally {
    await served.close();
  }
  const seconds = (performance.now() - runStarted) / 1000;
  report(outcomes, seconds);
  if (values.json) {
    const ranked = outcomes.filter(isRanked);
    const tuned = ranked.filter((o) => !o.heldOut);
    const summary = {
      all: score(tuned),
      heldOut: score(ranked.filter((o) => o.heldOut)),
      noResults: noResultsShare(outcomes.filter((o) => !o.heldOut)),
      noResultsHeldOut: noResultsShare(outcomes.filter((o) => o.heldOut)),
      byKind: Object.fromEntries(
        rankedKinds.map((k) => [k, score(tuned.filter((o) => o.kind === k))]),
      ),
      byVersion: Object.fromEntries(
        versions.map((v) => [v, score(tuned.filter((o) => o.version === v))]),
      ),
      medianMs: median(outcomes.map((o) => o.ms)),
      seconds,
    };
    writeFileSync(values.json, `${JSON.stringify({ summary, outcomes }, null, 2)}\n`);
    console.log(`wrote ${values.json}`);
  }
}

if (process.argv[1]?.endsWith('bench-relevance.ts')) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
