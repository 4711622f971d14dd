// Search speed on the served build: the index on disk, the bytes the first search transfers,
// and the time from a query entering the modal to its answer on screen (cold = the first
// query after a page load, warm = later queries), median of 10 each. Then the first open on a
// slow phone network: from the shortcut to the results of a query typed at once, with and
// without intent shown before it (the pointer on the Search button, which starts the loading).
// Usage: tsx scripts/bench-search.ts (after a build); `npm run budgets` keeps the limits.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { waitForAnswer } from './lib/searchModal';
import { serveBuild, type ServedBuild } from './lib/servedBuild';
import { median } from './lib/median';

const port = 4181;
const queries = [
  'router',
  'context',
  'middleware',
  'subscription',
  'batch',
  'error',
  'transformer',
  'links',
  'zod',
  'next',
];

export type SearchSpeed = {
  index: { bytes: number; files: number };
  /** Bytes on the wire (compressed) for the first search, and the files, by path. */
  firstSearch: { bytes: number; files: { path: string; bytes: number }[] };
  coldMs: number[];
  warmMs: number[];
};

function directorySize(dir: string): { bytes: number; files: number } {
  let bytes = 0;
  let files = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      const inner = directorySize(full);
      bytes += inner.bytes;
      files += inner.files;
    } else {
      bytes += statSync(full).size;
      files += 1;
    }
  }
  return { bytes, files };
}

/**
 * From the query entering the input to its answer (hits, or a real no-results screen) being
 * in the page, timed in the page itself so the browser automation's round trips do not count.
 */
async function timeQuery(page: Page, query: string): Promise<number> {
  const input = page.locator('.DocSearch-Input');
  await input.fill('');
  await page.evaluate((q) => {
    const win = window as unknown as { answerMs?: Promise<number> };
    win.answerMs = new Promise((resolve) => {
      const field = document.querySelector<HTMLInputElement>('.DocSearch-Input');
      field?.addEventListener(
        'input',
        () => {
          const started = performance.now();
          const observer = new MutationObserver(() => {
            const footer = document.querySelector<HTMLAnchorElement>('.DocSearch-HitsFooter a');
            const answered =
              (footer && new URL(footer.href).searchParams.get('q') === q) ||
              [...document.querySelectorAll<HTMLElement>('.DocSearch-NoResults')].some(
                (screen) => screen.checkVisibility() && screen.innerText.includes(q),
              );
            if (answered) {
              observer.disconnect();
              resolve(performance.now() - started);
            }
          });
          observer.observe(document.body, { subtree: true, childList: true, attributes: true });
        },
        { once: true },
      );
    });
  }, query);
  await input.fill(query);
  await waitForAnswer(page, query);
  return page.evaluate(() => (window as unknown as { answerMs: Promise<number> }).answerMs);
}

async function openModal(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/docs/v10/router`);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await page.keyboard.press('Control+k');
  await page.waitForSelector('.DocSearch-Input');
}

/** Everything the search needs that the page itself did not: the index and the vocabulary. */
const isSearchFile = (pathname: string) => pathname.startsWith('/pagefind/');

export async function measureSearchSpeed({
  origin,
  browser,
}: Pick<ServedBuild, 'origin' | 'browser'>): Promise<SearchSpeed> {
  const index = directorySize(path.resolve('build/pagefind'));

  const firstContext = await browser.newContext();
  const firstPage = await firstContext.newPage();
  const pending: Promise<{ path: string; bytes: number }>[] = [];
  firstPage.on('requestfinished', (request) => {
    const pathname = new URL(request.url()).pathname;
    if (!request.url().startsWith(origin) || !isSearchFile(pathname)) return;
    pending.push(
      request.sizes().then((sizes) => ({
        path: pathname,
        bytes: sizes.responseBodySize + sizes.responseHeadersSize,
      })),
    );
  });
  // Counted from the page load: opening the modal already starts loading the index runtime.
  await openModal(firstPage, origin);
  await timeQuery(firstPage, 'router');
  await firstPage.waitForLoadState('networkidle');
  const files = await Promise.all(pending);
  await firstContext.close();

  const coldMs: number[] = [];
  for (const query of queries) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await openModal(page, origin);
    coldMs.push(await timeQuery(page, query));
    await context.close();
  }

  const warmContext = await browser.newContext();
  const warmPage = await warmContext.newPage();
  await openModal(warmPage, origin);
  for (const query of queries) await timeQuery(warmPage, query); // loads what each one needs
  const warmMs: number[] = [];
  for (const query of queries) warmMs.push(await timeQuery(warmPage, query));
  await warmContext.close();

  return {
    index,
    firstSearch: { bytes: files.reduce((total, file) => total + file.bytes, 0), files },
    coldMs,
    warmMs,
  };
}

// Lighthouse's mobile profile: 150 ms round trip, 1.6 Mbps down, 750 Kbps up.
const SLOW_4G = { latency: 150, download: (1.6 * 1024 * 1024) / 8, upload: (750 * 1024) / 8 };

/**
 * Milliseconds from the shortcut to the results of a query typed at once, on the first open of
 * a page load, with the network throttled once the page has loaded. With `intent`, the pointer
 * rests on the Search button for `intentMs` first, as on the way to a click.
 */
async function firstOpenMs(
  { origin, browser }: Pick<ServedBuild, 'origin' | 'browser'>,
  intent: boolean,
  intentMs = 400,
): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/docs/v10/router`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW_4G.latency,
      downloadThroughput: SLOW_4G.download,
      uploadThroughput: SLOW_4G.upload,
    });
    if (intent) {
      await page.getByRole('button', { name: 'Search' }).hover();
      await page.waitForTimeout(intentMs);
    }
    const started = performance.now();
    await page.keyboard.press('Control+k');
    await page.keyboard.type('context');
    await waitForAnswer(page, 'context');
    return performance.now() - started;
  } finally {
    await context.close();
  }
}

export async function measureFirstOpen(
  served: Pick<ServedBuild, 'origin' | 'browser'>,
  runs = 3,
): Promise<{ withIntentMs: number[]; withoutIntentMs: number[] }> {
  const withIntentMs: number[] = [];
  const withoutIntentMs: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    withoutIntentMs.push(await firstOpenMs(served, false));
    withIntentMs.push(await firstOpenMs(served, true));
  }
  return { withIntentMs, withoutIntentMs };
}

async function main(): Promise<void> {
  const served = await serveBuild(port);
  try {
    const speed = await measureSearchSpeed(served);
    const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
    console.log(`index on disk: ${kib(speed.index.bytes)} in ${speed.index.files} files`);
    console.log(
      `first search transferred: ${kib(speed.firstSearch.bytes)} in ${speed.firstSearch.files.length} files`,
    );
    for (const file of speed.firstSearch.files.sort((a, b) => b.bytes - a.bytes))
      console.log(`  ${kib(file.bytes).padStart(10)}  ${file.path}`);
    console.log(`query to answer, cold: median ${median(speed.coldMs).toFixed(0)} ms of 10`);
    console.log(`query to answer, warm: median ${median(speed.warmMs).toFixed(0)} ms of 10`);
    const first = await measureFirstOpen(served);
    const list = (values: number[]) => values.map((v) => v.toFixed(0)).join(', ');
    console.log(
      `first open on slow 4G, shortcut to results of "context" typed at once: without intent median ${median(first.withoutIntentMs).toFixed(0)} ms (${list(first.withoutIntentMs)}); after 400 ms of pointer on the Search button median ${median(first.withIntentMs).toFixed(0)} ms (${list(first.withIntentMs)})`,
    );
  } finally {
    await served.close();
  }
}

if (process.argv[1]?.endsWith('bench-search.ts')) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
