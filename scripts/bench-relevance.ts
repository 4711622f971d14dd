// Search relevance on the served build: each query of tests/fixtures/search-relevance.json is
// typed into the real DocSearch modal on a docs page of its version, and the rank of the
// expected page among the pages the modal lists gives hit@1, hit@3 and mean reciprocal rank.
// Queries of kind `none` name topics the docs do not cover: they must answer "No results".
// Usage: tsx scripts/bench-relevance.ts [--fixture file.json | --pasted] [--json out.json] [--limit N]
// (after a build). --fixture runs another set, such as tests/fixtures/search-relevance-fresh.json:
// readers' fragments of API names, symptoms and pasted errors, all held out, written by someone
// who had read neither the pages nor the index, before any tuning for them. --pasted runs
// every troubleshooting entry's message, pasted (scripts/lib/pastedErrors.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Page } from '@playwright/test';
import { closeModal, waitForAnswer } from './lib/searchModal';
import { serveBuild, type ServedBuild } from './lib/servedBuild';
import { median } from './lib/median';
import { acceptingEntries, pastedErrorCases } from './lib/pastedErrors';
import { routePath } from '../src/text/routePath';

const port = 4183;
const fixture = path.resolve('tests/fixtures/search-relevance.json');

export type Kind =
  'title' | 'api' | 'task' | 'question' | 'typo' | 'fragment' | 'symptom' | 'pasted' | 'none';
export type Version = '10.x' | '9.x';
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
  total: number | null;
  ms: number;
  error?: string;
};

export type Scores = { n: number; hit1: number; hit3: number; mrr: number };

// The introduction page of each version (its slug is `/`), where the modal searches that version.
const startPage: Record<Version, string> = { '10.x': '/docs/v10', '9.x': '/docs/v9' };

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

async function openVersion(page: Page, origin: string, version: Version): Promise<void> {
  await page.goto(`${origin}${startPage[version]}`);
  await page.waitForSelector('html[data-has-hydrated="true"]');
}

/**
 * Enters the query in the open modal (opening it with Ctrl+K first when it is closed) and
 * reads the hits it renders for it. The modal stays open for the next query, as a reader
 * refining a search keeps it: the answer waited for names exactly this query (waitForAnswer),
 * so the previous query's hits are never read.
 */
async function runQuery(page: Page, item: Case): Promise<Outcome> {
  const input = page.locator('.DocSearch-Input');
  if (!(await input.isVisible())) {
    await page.keyboard.press('Control+k');
    await input.waitFor();
  }
  const started = performance.now();
  let error: string | undefined;
  let ms = 0;
  try {
    await input.fill(item.query);
    await waitForAnswer(page, item.query);
    ms = performance.now() - started;
  } catch (caught) {
    error = caught instanceof Error ? caught.message.split('\n')[0] : String(caught);
    ms = performance.now() - started;
  }
  const hits = await page.locator('.DocSearch-Dropdown .DocSearch-Hit a').evaluateAll((links) =>
    links.map((link) => ({
      href: link.getAttribute('href') ?? '',
      title: (link.querySelector('.DocSearch-Hit-title')?.textContent ?? '').trim(),
      path: (link.querySelector('.DocSearch-Hit-path')?.textContent ?? '').trim(),
    })),
  );
  const footerText = await page
    .locator('.DocSearch-HitsFooter a')
    .first()
    .textContent({ timeout: 100 })
    .catch(() => null);
  // After a query that never answered, the next one starts from a freshly opened modal.
  if (error) await closeModal(page);

  const listed = hits.map((hit) => ({ page: pageOf(hit.href), title: hit.title, path: hit.path }));
  const pages = [...new Set(listed.map((hit) => hit.page))];
  const sections = hits.flatMap((hit) => sectionOf(hit.href) ?? []);
  const total = footerText ? Number(footerText.match(/\d+/)?.[0] ?? NaN) : error ? null : 0;
  const rank = rankOf(pages, item.expect, sections);
  return { ...item, rank, pages, hits: listed, total, ms, error };
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

/** The fixture's queries; `npm run budgets` runs them all. */
export function relevanceCases(file: string = fixture): Case[] {
  return acceptingEntries(JSON.parse(readFileSync(file, 'utf8')) as Case[]);
}

/** Types each query into the modal of a served build and ranks the expected page. */
export async function measureRelevance(
  { origin, browser }: Pick<ServedBuild, 'origin' | 'browser'>,
  cases: Case[] = relevanceCases(),
): Promise<Outcome[]> {
  // Each version's queries in a page of their own, the pages side by side: ranks do not depend
  // on time, and the run takes half as long. The outcomes keep the fixture's order.
  const outcomes = new Map<Case, Outcome>();
  await Promise.all(
    versions.map(async (version) => {
      const mine = cases.filter((item) => item.version === version);
      if (mine.length === 0) return;
      const context = await browser.newContext();
      try {
        const page = await context.newPage();
        await openVersion(page, origin, version);
        for (const item of mine) outcomes.set(item, await runQuery(page, item));
      } finally {
        await context.close();
      }
    }),
  );
  return cases.map((item) => {
    const outcome = outcomes.get(item);
    if (!outcome) throw new Error(`no outcome for "${item.query}" (${item.version})`);
    return outcome;
  });
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
    : relevanceCases(values.fixture ? path.resolve(values.fixture) : fixture);
  const limit = values.limit ? Number(values.limit) : all.length;
  const cases = all.slice(0, limit);
  const runStarted = performance.now();
  const served = await serveBuild(port);
  let outcomes: Outcome[];
  try {
    outcomes = await measureRelevance(served, cases);
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
