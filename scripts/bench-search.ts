// Search benchmarks on the served build: index size, bytes fetched by the first search,
// keystroke-to-results latency (cold = first query after a page load, warm = later
// queries), median of 10 each. Usage: tsx scripts/bench-search.ts (after a build).
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { serveBuild } from './lib/servedBuild';

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

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

async function timeQuery(page: Page, query: string): Promise<number> {
  const input = page.locator('.DocSearch-Input');
  await input.fill('');
  const started = performance.now();
  await input.fill(query);
  // Results (or the no-results screen) for this exact query; the input was cleared first,
  // so nothing on screen is left over from the previous query.
  await page.waitForFunction((q) => {
    const typed = document.querySelector<HTMLInputElement>('.DocSearch-Input')?.value;
    const answered =
      document.querySelector('.DocSearch-HitsFooter a') !== null ||
      document.querySelector('.DocSearch-NoResults') !== null;
    return typed === q && answered;
  }, query);
  return performance.now() - started;
}

async function openModal(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/docs/v10/router`);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await page.keyboard.press('Control+k');
  await page.waitForSelector('.DocSearch-Input');
}

async function main(): Promise<void> {
  const { origin, browser, close } = await serveBuild(port);
  try {
    const index = directorySize(path.resolve('build/pagefind'));

    // Bytes of the first search: the modal code and the index files it pulls.
    const firstContext = await browser.newContext();
    const firstPage = await firstContext.newPage();
    await openModal(firstPage, origin);
    const fetched: { url: string; bytes: number }[] = [];
    firstPage.on('response', async (response) => {
      if (!response.url().startsWith(origin)) return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      fetched.push({ url: new URL(response.url()).pathname, bytes: body.length });
    });
    await timeQuery(firstPage, 'router');
    await firstPage.waitForTimeout(300);
    const indexBytes = fetched
      .filter((f) => f.url.startsWith('/pagefind/'))
      .reduce((t, f) => t + f.bytes, 0);
    await firstContext.close();

    const cold: number[] = [];
    for (const query of queries) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await openModal(page, origin);
      cold.push(await timeQuery(page, query));
      await context.close();
    }

    const warmContext = await browser.newContext();
    const warmPage = await warmContext.newPage();
    await openModal(warmPage, origin);
    await timeQuery(warmPage, 'procedure');
    const warm: number[] = [];
    for (const query of queries) warm.push(await timeQuery(warmPage, query));
    await warmContext.close();

    const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
    console.log(`index on disk: ${kib(index.bytes)} in ${index.files} files (uncompressed)`);
    console.log(
      `first search fetched from /pagefind/: ${kib(indexBytes)} (${fetched.filter((f) => f.url.startsWith('/pagefind/')).length} files, uncompressed)`,
    );
    console.log(
      `keystroke to results, cold (fresh page, index not loaded): median ${median(cold).toFixed(0)} ms of ${cold.length}`,
    );
    console.log(
      `keystroke to results, warm: median ${median(warm).toFixed(0)} ms of ${warm.length}`,
    );
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
