// The quality budgets of the built site, measured: first-load bytes, search, Lighthouse, the
// playground, links and the production dependencies' audit. Prints a table and, with
// --json FILE, writes the results.
// Usage: npm run build && npm run budgets [-- --json results.json]
// (Rspack's cold build time against webpack's is `npm run bench:bundlers`: it judges the
// bundler choice, which a dependency upgrade changes, not a page.)
import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { promisify } from 'node:util';
import { measure } from './first-load';
import {
  isRanked,
  measureRelevance,
  noResultsShare,
  RELEVANCE_SETS,
  relevanceSet,
  score as scoreRelevance,
} from './bench-relevance';
import { measureSearchSpeed } from './bench-search';
import { pastedErrorCases } from './lib/pastedErrors';
import { measurePlayground } from './bench-playground';
import { serveBuild, type ServedBuild } from './lib/servedBuild';
import { checkLinks } from './budgets/links';
import {
  openLighthouse,
  type Category,
  type LighthouseRun,
  type LighthouseSession,
  type Scores,
} from './budgets/lighthouse';
import { median } from './lib/median';
import { machineSpeed } from './lib/machineSpeed';

export type Status = 'pass' | 'fail' | 'not met (known)' | 'not measured';
export type BudgetResult = { name: string; measured: string; limit: string; status: Status };

/**
 * Budgets the site does not meet yet, with the reason (BENCHMARKS.md has the numbers). The
 * limit stays as it was set (BENCHMARKS.md gives each one); `guard` is the worst value accepted until then, a little
 * past today's measurement, so the run still fails when the number gets worse.
 */
const FIRST_LOAD_JS_REASON =
  'main.js is 121 KiB: React 19 DOM ~65 KiB, Docusaurus core, router and theme ~45 KiB, ' +
  'the route table ~8 KiB; a page with code adds the code block chunk (7 KiB; its colours are ' +
  'computed at build time, so without Prism); see BENCHMARKS.md';
const SEARCH_TIME_REASON =
  'alone, a cold query answers in 143-149 ms and a warm one in 12-14 ms, but inside the ' +
  'budgets run on a 2-core runner both move from run to run (cold up to 228 ms); see BENCHMARKS.md';
const HELD_OUT_REASON =
  'the top 3 holds 48 of 50: "check that the user is logged in" lists Middlewares, server-side ' +
  'calls and loggerLink first, and "Query trpc not found" none of the right pages; held-out ' +
  'phrasings are never tuned on; see BENCHMARKS.md';
const TUNED_TOP3_REASON =
  '"use websockets only for subscriptions" lists Subscriptions, Troubleshooting (its entry ' +
  '"Subscriptions should use wsLink") and wsLink before splitLink; see BENCHMARKS.md';
const FRESH_REASON =
  "readers' symptoms in plain words and pasted messages no troubleshooting entry quotes still " +
  'miss the page that explains the fix (83% at rank 1 on the held-out set, 70% on the fourth ' +
  "set, whose symptoms share few words with any page's own); see BENCHMARKS.md";
const MOBILE_REASON =
  "at Lighthouse's 4-times CPU slowdown the medians were 80-86 on the reference runner and " +
  '75-83 on a runner whose machine factor was 2.2 (70-82 at 3.1); dividing the slowdown by ' +
  "that factor, as Lighthouse's guide does for a weak host, gave 95-99, more than the reference " +
  'runner ever scored, so the slowdown stays 4; see BENCHMARKS.md';
const PASTED_REASON =
  "a value printed as the client logs it (`{ json: { title: 'Hello' } }`, 9.x) has no words " +
  'that name its entry; see BENCHMARKS.md';
const KNOWN_MISSES: Record<string, { guard: number; reason: string }> = {
  'search relevance hit@3': { guard: 0.99, reason: TUNED_TOP3_REASON },
  'search relevance hit@3, held out': { guard: 0.94, reason: HELD_OUT_REASON },
  'search: pasted entry messages list their entry first': {
    guard: 0.93,
    reason: PASTED_REASON,
  },
  "search: fresh readers' queries hit@1": { guard: 0.7, reason: FRESH_REASON },
  "search: fresh readers' queries hit@3": { guard: 0.8, reason: FRESH_REASON },
  "search: fresh readers' queries, fourth set hit@1": {
    guard: 0.62,
    reason: FRESH_REASON,
  },
  "search: fresh readers' queries, fourth set hit@3": {
    guard: 0.76,
    reason: FRESH_REASON,
  },
  "search: fresh readers' queries, second set hit@1": {
    guard: 0.76,
    reason: FRESH_REASON,
  },
  "search: fresh readers' queries, second set hit@3": {
    guard: 0.9,
    reason: FRESH_REASON,
  },
  "search: fresh readers' queries, held out hit@1": { guard: 0.71, reason: FRESH_REASON },
  "search: fresh readers' queries, held out hit@3": { guard: 0.78, reason: FRESH_REASON },
  // Mobile guards sit below the lowest median seen on the slowest runner (70 for the blog post
  // at a machine factor of 3.1, where one run alone moved between 68 and 78).
  'Lighthouse mobile performance / (median of 3)': { guard: 65, reason: MOBILE_REASON },
  'Lighthouse mobile performance /docs/v10/router (median of 3)': {
    guard: 65,
    reason: MOBILE_REASON,
  },
  'Lighthouse mobile performance /blog/introducing-trpc (median of 3)': {
    guard: 65,
    reason: MOBILE_REASON,
  },
  'search: query to answer, cold (median of 10)': { guard: 300, reason: SEARCH_TIME_REASON },
  'search: query to answer, warm (median of 10)': { guard: 40, reason: SEARCH_TIME_REASON },
  // The guards are the first loads before the playground, which may not grow them: all it
  // needs loads on the reader's intent.
  'first-load JS /docs/v10/router': { guard: 165.7 * 1024, reason: FIRST_LOAD_JS_REASON },
  'first-load JS /docs/v9/router': { guard: 165.7 * 1024, reason: FIRST_LOAD_JS_REASON },
  'first-load JS /docs/v10': { guard: 165.7 * 1024, reason: FIRST_LOAD_JS_REASON },
  'first-load JS /': { guard: 147.2 * 1024, reason: FIRST_LOAD_JS_REASON },
};

const KIB = 1024;
const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;
const results: BudgetResult[] = [];

/**
 * How a measurement is judged: a maximum (bytes, counts, ratios) or a minimum (scores). A time
 * `perMachine` is judged against its limit times this run's machine factor when the machine is
 * slower than the runner the limit was set on (never tighter than the limit itself).
 */
type Unit = { format: (n: number) => string; atLeast?: boolean; noise?: number; perMachine?: true };
const bytes: Unit = { format: kib };
const count: Unit = { format: String };
const share: Unit = { format: (n) => `${(n * 100).toFixed(1)}%`, atLeast: true };
const ms: Unit = { format: (n) => `${n.toFixed(0)} ms`, perMachine: true };
const score: Unit = { format: String, atLeast: true };
// The playground's times are a worker's CPU on a 2-core runner: the median of the same build
// moved by 0.3 s for a cold open and 70 ms for a keystroke from run to run (BENCHMARKS.md); a
// time that much past the limit is reported as not met rather than failing the run.
const coldOpenMs: Unit = { ...ms, noise: 300 };
const keystrokeMs: Unit = { ...ms, noise: 50 };
// Lighthouse performance scores move between identical runs on a small CI runner (measured on
// 2 cores: up to 2 points on desktop, 10 on mobile for the same build; BENCHMARKS.md); a score
// that short of the limit is reported as not met rather than failing the run.
const desktopPerformance: Unit = { ...score, noise: 2 };
const mobilePerformance: Unit = { ...score, noise: 10 };

// How much slower than the reference runner this machine runs the timed kind of work
// (scripts/lib/machineSpeed.ts), measured before each group of timing budgets.
let machineFactor = 1;

/**
 * Judges one measurement: against its limit (times the machine factor for a time), then its
 * known miss, then its noise band. `name` is the budget's own name, which KNOWN_MISSES uses;
 * `of` says what it was measured over ("182 queries"), shown after the name and never part of
 * it, so an entry cannot drift from its budget when a set grows.
 */
function record(name: string, value: number, stated: number, unit: Unit, of?: string): void {
  const within = (bound: number) => (unit.atLeast ? value >= bound : value <= bound);
  const scale = unit.perMachine ? Math.max(1, machineFactor) : 1;
  const limit = stated * scale;
  const known = KNOWN_MISSES[name];
  judged.add(name);
  let status: Status = within(limit) ? 'pass' : 'fail';
  let reason = '';
  if (status === 'fail' && known && within(known.guard * scale)) {
    status = 'not met (known)';
    reason = known.reason;
  } else if (
    status === 'fail' &&
    unit.noise &&
    within(unit.atLeast ? limit - unit.noise * scale : limit + unit.noise * scale)
  ) {
    status = 'not met (known)';
    reason = `within the run-to-run noise of ${unit.format(unit.noise * scale)}`;
  }
  const scaled =
    scale > 1 ? ` × ${scale.toFixed(2)}, this machine's factor = ${unit.format(limit)}` : '';
  results.push({
    name: of ? `${name} (of ${of})` : name,
    measured: unit.format(value),
    limit: `${unit.atLeast ? '≥' : '≤'} ${unit.format(stated)}${scaled}${reason ? ` (${reason})` : ''}`,
    status,
  });
}

/** The budgets judged in this run, by name: a known miss no budget has is a stale entry. */
const judged = new Set<string>();

/** Fails the run for each known miss that names no budget of the run (a renamed budget). */
function recordStaleKnownMisses(): void {
  for (const name of Object.keys(KNOWN_MISSES).filter((known) => !judged.has(known)))
    results.push({
      name: `known miss "${name}"`,
      measured: 'names no budget of this run',
      limit: 'every entry of KNOWN_MISSES names a budget',
      status: 'fail',
    });
}

/**
 * Measures the machine factor the next timing budgets are judged with, just before them: a
 * runner's speed moves within one run too.
 */
async function measureMachine(served: ServedBuild, before: string): Promise<void> {
  const speed = await machineSpeed(served.browser);
  machineFactor = speed.factor;
  console.log(
    `machine, before the ${before} timings: the reference workload took ` +
      `${speed.runs.map(Math.round).join(', ')} ms, a factor of ${machineFactor.toFixed(2)}`,
  );
}

async function firstLoadBudgets(): Promise<void> {
  for (const page of await measure(['/docs/v10/router', '/docs/v9/router', '/docs/v10', '/'])) {
    record(`first-load JS ${page.route}`, page.jsGzip, 140 * KIB, bytes);
    // 20 KiB until the title bar of code blocks, the compact page top (breadcrumb row, one-line
    // version banner) and the single active navbar item took it to 20.1 KiB (BENCHMARKS.md).
    record(`first-load CSS ${page.route}`, page.cssGzip, 21 * KIB, bytes);
    const chunks = page.assets.map((a) => `${kib(a.gzip).padStart(10)}  ${a.file}`).join('\n');
    console.log(`\n${page.route} first load, gzip:\n${chunks}`);
  }
  // The types of the code samples load on the first interaction with a block, never with the
  // page: its HTML may grow by 40% at most over the page before them (10,640 bytes gzip -9).
  const html = readFileSync(path.join('build', 'docs', 'v10', 'router', 'index.html'));
  record('HTML /docs/v10/router, gzip', gzipSync(html, { level: 9 }).length, 1.4 * 10_640, bytes);
}

// Three runs a page (not five) since the playground budgets joined this run, which must
// stay under 30 minutes; the noise allowance above covers what a median of three moves.
const MOBILE_RUNS = 3;
const DESKTOP_RUNS_AFTER_A_MISS = 3;

/** A run that fails to produce a score is a failed budget with its error, not a crash. */
async function scoresOf(session: LighthouseSession, run: LighthouseRun): Promise<Scores> {
  try {
    const scores = await session.run(run);
    // Mobile performance is always below 100; only the other misses are worth a line each.
    const failing = scores.failing?.filter(
      (line) => run.formFactor === 'desktop' || !line.startsWith('performance'),
    );
    for (const line of failing ?? []) console.log(`  ${run.url} (${run.formFactor}) ${line}`);
    return scores;
  } catch (error) {
    console.error(String(error).split('\n').slice(0, 3).join('\n'));
    return {};
  }
}

async function lighthouseBudgets(origin: string): Promise<void> {
  const session = openLighthouse();
  try {
    await lighthouseRuns(session, origin);
  } finally {
    await session.close();
  }
}

async function lighthouseRuns(session: LighthouseSession, origin: string): Promise<void> {
  const all: Category[] = ['performance', 'accessibility', 'best-practices', 'seo'];
  for (const route of ['/', '/docs/v10/router', '/blog/introducing-trpc']) {
    const scores = await scoresOf(session, {
      url: origin + route,
      formFactor: 'desktop',
      categories: all,
    });
    const desktop = [scores.performance ?? 0];
    // The desktop preset runs the page at the host's own CPU speed, so one busy moment of a
    // shared runner costs points (95 once in CI for a page that scores 99-100 on a quiet
    // machine): a first score under the limit is judged by the median of three runs.
    while (desktop[0] < 100 && desktop.length < DESKTOP_RUNS_AFTER_A_MISS) {
      const again = await scoresOf(session, {
        url: origin + route,
        formFactor: 'desktop',
        categories: ['performance'],
      });
      desktop.push(again.performance ?? 0);
    }
    if (desktop.length > 1)
      console.log(`Lighthouse desktop performance ${route}: ${desktop.join(', ')}`);
    for (const category of all) {
      const [measured, unit] =
        category === 'performance'
          ? [median(desktop), desktopPerformance]
          : [scores[category], score];
      record(`Lighthouse desktop ${category} ${route}`, measured ?? 0, 100, unit);
    }
    const mobile: number[] = [];
    for (let run = 0; run < MOBILE_RUNS; run += 1) {
      const scores = await scoresOf(session, {
        url: origin + route,
        formFactor: 'mobile',
        categories: ['performance'],
      });
      mobile.push(scores.performance ?? 0);
    }
    console.log(`Lighthouse mobile performance ${route}: ${mobile.join(', ')}`);
    record(
      `Lighthouse mobile performance ${route} (median of ${MOBILE_RUNS})`,
      median(mobile),
      90,
      mobilePerformance,
    );
  }
  // The runs above are light. Dark mode is checked by axe (the engine of Lighthouse's
  // accessibility audits) on these pages and more, in both modes, in the end-to-end tests
  // (tests/e2e/accessibility.spec.ts, the landing page's in landing.spec.ts), so Lighthouse
  // does not audit them a second time.
}

// The search budgets share one served build: relevance through the search client the modal
// calls, set by set (tests/fixtures/search-relevance*.json, each saying whether it is held
// out), the bytes of the first search and the time from a query to its answer in the modal.
async function searchBudgets(served: ServedBuild): Promise<void> {
  const [suite, suiteHeldOut, ...fresh] = RELEVANCE_SETS.map(relevanceSet);
  if (!suite || !suiteHeldOut)
    throw new Error('the relevance suite and its held-out part are missing');
  const outcomes = await measureRelevance(served, [...suite.cases, ...suiteHeldOut.cases]);
  // A held-out query's miss stays unread, so that no change is made for one of them.
  for (const miss of outcomes.filter(
    (o) => !o.heldOut && (isRanked(o) ? o.rank !== 1 : o.pages.length > 0),
  ))
    console.log(
      `  search miss: "${miss.query}" (${miss.version}) ${isRanked(miss) ? `rank ${miss.rank || '-'}` : 'should find nothing'}`,
    );
  const ranked = outcomes.filter(isRanked);
  const tuned = scoreRelevance(ranked.filter((o) => !o.heldOut));
  const queries = (n: number) => `${n} queries`;
  record('search relevance hit@1', tuned.hit1, 0.95, share, queries(tuned.n));
  record('search relevance hit@3', tuned.hit3, 1, share, queries(tuned.n));
  // Phrasings nobody tuned the ranking on, scored apart: a floor that catches a ranking change
  // that only suits the suite.
  const heldOut = scoreRelevance(ranked.filter((o) => o.heldOut));
  record('search relevance hit@1, held out', heldOut.hit1, 0.9, share, queries(heldOut.n));
  record('search relevance hit@3, held out', heldOut.hit3, 0.97, share, queries(heldOut.n));
  // Topics the docs do not cover answer "No results", not the nearest spelling's pages.
  const none = noResultsShare(outcomes);
  record('search: "No results" where nothing matches', none.share, 1, share, queries(none.n));

  // Readers' words beyond the suite: every troubleshooting entry's message pasted (read from
  // the pages, so a new entry is measured at once), and the fresh readers' fragments of names,
  // symptoms and pasted errors.
  const pasted = scoreRelevance(await measureRelevance(served, pastedErrorCases()));
  record(
    'search: pasted entry messages list their entry first',
    pasted.hit1,
    0.95,
    share,
    String(pasted.n),
  );
  for (const set of fresh) {
    const scored = (await measureRelevance(served, set.cases)).filter(isRanked);
    for (const o of set.heldOut ? [] : scored.filter((o) => o.rank !== 1))
      console.log(
        `  ${set.set} miss: "${o.query.split('\n')[0]}" (${o.version}, ${o.kind}) rank ${o.rank || '-'}`,
      );
    const scores = scoreRelevance(scored);
    const of = String(scores.n);
    record(`search: ${set.set} hit@1`, scores.hit1, set.heldOut ? 0.9 : 0.95, share, of);
    record(`search: ${set.set} hit@3`, scores.hit3, 0.97, share, of);
  }

  await measureMachine(served, 'search');
  const speed = await measureSearchSpeed(served);
  // Pagefind's floor (its WebAssembly and script, ~86 KiB, and a ~31 KiB index chunk), accepted
  // because loading starts on intent: pointer over or focus on the Search button, or the shortcut.
  record('search: first search transfers', speed.firstSearch.bytes, 160 * KIB, bytes);
  record('search: query to answer, cold (median of 10)', median(speed.coldMs), 150, ms);
  record('search: query to answer, warm (median of 10)', median(speed.warmMs), 20, ms);
}

// The playground (/playground): everything it loads comes after the click or the pointer's
// intent, so the first-load budgets above do not see it; these do.
async function playgroundBudgets(served: ServedBuild): Promise<void> {
  await measureMachine(served, 'playground');
  const speed = await measurePlayground(served, 3);
  console.log(`\nplayground first open, by file:`);
  for (const file of speed.firstOpen.files.sort((a, b) => b.bytes - a.bytes).slice(0, 6))
    console.log(`${kib(file.bytes).padStart(12)}  ${file.path}`);
  record(
    'playground: click to first problems, cold (median of 3)',
    median(speed.coldMs),
    2500,
    coldOpenMs,
  );
  record('playground: click to first problems, warm (median of 3)', median(speed.warmMs), 500, ms);
  record(
    'playground: keystroke to updated problems (median of 12)',
    median(speed.keystrokeMs),
    300,
    keystrokeMs,
  );
  record(
    "landing page: a rename on the server to the client's underline (median of 3)",
    median(speed.landingRenameMs),
    1000,
    ms,
  );
  // As served: the compiler (622 KiB) and the 10.x types (313 KiB) are the build's brotli-11
  // siblings; 1,136-1,263 KiB in all on 2026-11-28, against 1,476 KiB before the types lost the doc
  // comments of packages no sample imports and the siblings were served. The guard is below that.
  record('playground: first open transfers (as served)', speed.firstOpen.bytes, 1400 * KIB, bytes);
}

async function linkBudget(origin: string): Promise<void> {
  const report = await checkLinks(origin);
  for (const link of report.broken)
    console.log(`broken: ${link.status} ${link.url} <- ${link.parent}`);
  console.log(`\n${report.external.length} external links (listed, not fetched):`);
  console.log(report.external.map((url) => `  ${url}`).join('\n'));
  record('broken internal links', report.broken.length, 0, count, `${report.checked} checked`);
}

async function auditBudget(): Promise<void> {
  const name = 'npm audit --omit=dev: high or critical';
  try {
    const { stdout } = await promisify(execFile)('npm', ['audit', '--omit=dev', '--json'], {
      maxBuffer: 16 * 1024 * 1024,
    }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    const report = JSON.parse(stdout) as {
      metadata?: { vulnerabilities: Record<string, number> };
      error?: { summary: string };
      message?: string;
    };
    if (!report.metadata) {
      throw new Error(report.error?.summary || report.message || 'no audit report');
    }
    const { high = 0, critical = 0 } = report.metadata.vulnerabilities;
    record(name, high + critical, 0, count);
  } catch (error) {
    // A registry mirror may refuse the audit endpoint (some answer HTTP 405): that is "not
    // measured", not a pass.
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    results.push({ name, measured: '-', limit: `0 (${reason})`, status: 'not measured' });
  }
}

/** Runs one group of budgets and says how long it took: the run must fit CI's time. */
async function timed(label: string, measure: () => Promise<void>): Promise<void> {
  const started = Date.now();
  await measure();
  console.log(`\n[budgets] ${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function main(): Promise<void> {
  const jsonIndex = process.argv.indexOf('--json');
  const jsonFile = jsonIndex > 0 ? process.argv[jsonIndex + 1] : undefined;
  const served = await serveBuild(Number(process.env.BUDGETS_PORT ?? 4183));
  try {
    await timed('links', () => linkBudget(served.origin));
    await timed('search', () => searchBudgets(served));
    await timed('first load', firstLoadBudgets);
    await timed('Lighthouse', () => lighthouseBudgets(served.origin));
    await timed('playground', () => playgroundBudgets(served));
  } finally {
    await served.close();
  }
  await timed('audit', auditBudget);
  recordStaleKnownMisses();

  console.log('\n| budget | measured | limit | status |\n| --- | --- | --- | --- |');
  for (const r of results) console.log(`| ${r.name} | ${r.measured} | ${r.limit} | ${r.status} |`);
  if (jsonFile) writeFileSync(jsonFile, JSON.stringify(results, null, 2));
  process.exitCode = results.some((r) => r.status === 'fail') ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
