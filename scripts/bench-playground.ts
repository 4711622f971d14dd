// The playground on the served build: from the click on a quickstart block's "Open in
// playground" to an editable project with its first problems (cold: a new browser context;
// warm: the second open in the same tab), from a keystroke to the updated problems, and the
// bytes the first open transfers (compressed, as served), by file.
// Usage: tsx scripts/bench-playground.ts (after a build); `npm run budgets` keeps the limits.
import type { Page } from '@playwright/test';
import { serveBuild, type ServedBuild } from './lib/servedBuild';
import { median } from './lib/median';

export type PlaygroundSpeed = {
  coldMs: number[];
  /** Cold, after the pointer rested on the link for INTENT_MS (the worker starts then). */
  intentMs: number[];
  warmMs: number[];
  keystrokeMs: number[];
  /** The landing page's live pair: a rename on the server to the client's underline. */
  landingRenameMs: number[];
  firstOpen: { bytes: number; files: { path: string; bytes: number }[] };
};

export const SAMPLE_PAGE = '/docs/v10/quickstart';

const INTENT_MS = 500;

/** Milliseconds from the click on the page's `nth` playground link to the project's problems. */
export async function openMs(page: Page, nth: number, intent = false): Promise<number> {
  const link = page.getByRole('link', { name: 'Open in playground' }).nth(nth);
  if (intent) {
    await link.hover();
    await page.waitForTimeout(INTENT_MS);
  }
  // From the click event itself: Playwright's checks before it clicks (the link is visible,
  // stable for two frames) are not the reader's wait.
  await page.evaluate(() => {
    document.addEventListener(
      'click',
      (event) => {
        (window as unknown as { clickedAt?: number }).clickedAt = event.timeStamp;
      },
      { once: true, capture: true },
    );
  });
  await link.click();
  await page.waitForSelector('[data-state="ready"]', { timeout: 60_000 });
  return page.evaluate(() => {
    const ready = performance.getEntriesByName('playground-ready').at(-1)?.startTime ?? NaN;
    return ready - ((window as unknown as { clickedAt?: number }).clickedAt ?? NaN);
  });
}

/** From a key going down in the editor to the problems summary changing. */
async function keystrokeMs(page: Page, key: string): Promise<number> {
  await page.evaluate(() => {
    const win = window as unknown as { answerMs?: Promise<number> };
    const summary = document.querySelector('[aria-label="Problems"] [role="status"]');
    win.answerMs = new Promise((resolve) => {
      document.addEventListener(
        'keydown',
        () => {
          const started = performance.now();
          const before = summary?.textContent;
          const observer = new MutationObserver(() => {
            if (summary?.textContent === before) return;
            observer.disconnect();
            resolve(performance.now() - started);
          });
          if (summary)
            observer.observe(summary, { subtree: true, childList: true, characterData: true });
        },
        { once: true, capture: true },
      );
    });
  });
  await page.keyboard.press(key);
  return page.evaluate(() => (window as unknown as { answerMs: Promise<number> }).answerMs);
}

/**
 * On the landing page, a click on `inStock` in the live pair's server, then (once TypeScript
 * has checked the project) one more letter on that name: milliseconds from the key going down
 * to the client's use of the old name being underlined.
 */
async function landingRenameMs(page: Page): Promise<number> {
  const point = await page.evaluate(() => {
    const pre = document.querySelector('[aria-labelledby="live-demo-heading"] pre');
    pre?.scrollIntoView({ block: 'center' });
    const walker = pre && document.createTreeWalker(pre, NodeFilter.SHOW_TEXT);
    for (let node = walker?.nextNode(); node; node = walker?.nextNode()) {
      const at = node.textContent?.indexOf('inStock') ?? -1;
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at + 2);
      range.setEnd(node, at + 3);
      const { x, y, height } = range.getBoundingClientRect();
      return { x, y: y + height / 2 };
    }
    return null;
  });
  if (!point) throw new Error('The landing page has no live pair with `inStock` in it.');
  await page.mouse.click(point.x, point.y);
  await page.waitForSelector('[aria-labelledby="live-demo-heading"] [data-problems="0"]', {
    timeout: 60_000,
  });
  await page.evaluate(() => {
    const win = window as unknown as { underlinedMs?: Promise<number> };
    const client = document.querySelectorAll('[aria-labelledby="live-demo-heading"] .cm-editor')[1];
    win.underlinedMs = new Promise((resolve) => {
      document.addEventListener(
        'keydown',
        () => {
          const started = performance.now();
          const observer = new MutationObserver(() => {
            if (!client?.querySelector('.cm-lintRange-error')) return;
            observer.disconnect();
            resolve(performance.now() - started);
          });
          if (client)
            observer.observe(client, { subtree: true, childList: true, attributes: true });
        },
        { once: true, capture: true },
      );
    });
  });
  await page.keyboard.press('End');
  await page.keyboard.press('Home');
  await page.keyboard.press('ControlOrMeta+ArrowRight');
  await page.keyboard.press('x');
  return page.evaluate(() => (window as unknown as { underlinedMs: Promise<number> }).underlinedMs);
}

export async function measurePlayground(
  { origin, browser }: Pick<ServedBuild, 'origin' | 'browser'>,
  runs = 5,
): Promise<PlaygroundSpeed> {
  const coldMs: number[] = [];
  const intentMs: number[] = [];
  const warmMs: number[] = [];
  const keys: number[] = [];
  const renames: number[] = [];
  let firstOpen: PlaygroundSpeed['firstOpen'] = { bytes: 0, files: [] };
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(origin + SAMPLE_PAGE);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    const pending: Promise<{ path: string; bytes: number }>[] = [];
    page.on('requestfinished', (request) => {
      pending.push(
        request.sizes().then((sizes) => ({
          path: new URL(request.url()).pathname,
          bytes: sizes.responseBodySize + sizes.responseHeadersSize,
        })),
      );
    });
    coldMs.push(await openMs(page, 0));
    if (run === 0) {
      await page.waitForLoadState('networkidle');
      const files = await Promise.all(pending);
      firstOpen = { bytes: files.reduce((total, file) => total + file.bytes, 0), files };
    }
    // Keystrokes in the router: a stray name at its end is an error, and deleting it clears it.
    await page.locator('.cm-content').click();
    await page.keyboard.press('Control+End');
    for (let i = 0; i < 2; i += 1) {
      keys.push(await keystrokeMs(page, 'x'));
      keys.push(await keystrokeMs(page, 'Backspace'));
    }
    await page.goBack();
    await page.waitForSelector('a:has-text("Open in playground")');
    warmMs.push(await openMs(page, 2));
    await context.close();

    const intentContext = await browser.newContext();
    const intentPage = await intentContext.newPage();
    await intentPage.goto(origin + SAMPLE_PAGE);
    await intentPage.waitForSelector('html[data-has-hydrated="true"]');
    intentMs.push(await openMs(intentPage, 0, true));
    await intentPage.goto(origin);
    await intentPage.waitForSelector('html[data-has-hydrated="true"]');
    renames.push(await landingRenameMs(intentPage));
    await intentContext.close();
  }
  return { coldMs, intentMs, warmMs, keystrokeMs: keys, landingRenameMs: renames, firstOpen };
}

async function main(): Promise<void> {
  const served = await serveBuild(4185);
  try {
    const speed = await measurePlayground(served);
    const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
    console.log(
      `cold open: ${speed.coldMs.map(Math.round).join(', ')} ms (median ${Math.round(median(speed.coldMs))})`,
    );
    console.log(
      `cold open after ${INTENT_MS} ms of pointer on the link: ${speed.intentMs.map(Math.round).join(', ')} ms (median ${Math.round(median(speed.intentMs))})`,
    );
    console.log(
      `warm open: ${speed.warmMs.map(Math.round).join(', ')} ms (median ${Math.round(median(speed.warmMs))})`,
    );
    console.log(
      `keystroke to problems: ${speed.keystrokeMs.map(Math.round).join(', ')} ms (median ${Math.round(median(speed.keystrokeMs))})`,
    );
    console.log(
      `landing page, rename on the server to the client's underline: ${speed.landingRenameMs.map(Math.round).join(', ')} ms (median ${Math.round(median(speed.landingRenameMs))})`,
    );
    console.log(`first open transfers ${kib(speed.firstOpen.bytes)}:`);
    for (const file of speed.firstOpen.files.sort((a, b) => b.bytes - a.bytes).slice(0, 12))
      console.log(`${kib(file.bytes).padStart(12)}  ${file.path}`);
  } finally {
    await served.close();
  }
}

if (process.argv[1]?.endsWith('bench-playground.ts')) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
