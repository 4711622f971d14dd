// The first open of search on a page load: the modal's code and the index are fetched then,
// and a reader who types at once must find every key in the box, in order.
import type { Page } from '@playwright/test';
import { expect, FRESH, test } from '../support/fixtures';
import { gotoHydrated } from '../support/page';

const input = (page: Page) => page.locator('.DocSearch-Input');

/**
 * From now on, every script chunk and index file the page asks for arrives `ms` late: the
 * modal's code and the index on a slow connection. The page itself has loaded already.
 */
async function delayLazyLoads(page: Page, ms: number): Promise<string[]> {
  const delayed: string[] = [];
  await page.route(/\/(assets\/(js|css)|pagefind)\//, async (route) => {
    delayed.push(new URL(route.request().url()).pathname);
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
  return delayed;
}

for (const [name, open] of [
  ['Ctrl+K', (page: Page) => page.keyboard.press('ControlOrMeta+k')],
  ['the / key', (page: Page) => page.keyboard.press('/')],
] as const) {
  test(
    `keys typed at once after ${name} all land in the box, in order`,
    { tag: FRESH },
    async ({ page }) => {
      await gotoHydrated(page, '/docs/v10/router');
      const delayed = await delayLazyLoads(page, 300);
      await open(page);
      await page.keyboard.type('context'); // no delay between keys
      await expect(input(page)).toHaveValue('context');
      await expect(input(page)).toBeFocused();
      // Each file of the index arrives late too: the first results take a few seconds.
      await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute(
        'href',
        /^\/docs\/v10\/context/,
        { timeout: 15_000 },
      );
      // The delay applied: the modal's code was fetched after the shortcut.
      expect(delayed.some((path) => path.startsWith('/assets/js/'))).toBe(true);
    },
  );
}

test(
  'keys typed after a click on the Search button land in the box',
  { tag: FRESH },
  async ({ page }) => {
    await gotoHydrated(page, '/docs/v9/router');
    await delayLazyLoads(page, 300);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.keyboard.type('middleware');
    await expect(input(page)).toHaveValue('middleware');
    await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute(
      'href',
      /^\/docs\/v9\//,
      {
        timeout: 15_000,
      },
    );
  },
);

test('Escape pressed while search loads leaves it closed', { tag: FRESH }, async ({ page }) => {
  await gotoHydrated(page, '/docs/v10/router');
  await delayLazyLoads(page, 300);
  await page.keyboard.press('ControlOrMeta+k');
  await page.keyboard.type('con');
  await page.keyboard.press('Escape');
  await page.waitForTimeout(800);
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Search' })).toBeFocused();
});

test(
  'pointing at the Search button starts loading search before the click',
  { tag: FRESH },
  async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await gotoHydrated(page, '/docs/v10/router');
    await page.waitForTimeout(300);
    expect(requested.filter((path) => path.startsWith('/pagefind/'))).toEqual([]);
    const before = requested.length;
    await page.getByRole('button', { name: 'Search' }).hover();
    const since = () => requested.slice(before);
    await expect.poll(() => since().some((path) => path.endsWith('.pagefind'))).toBe(true);
    await expect
      .poll(() => since().some((path) => /\/assets\/css\/modal\.\w+\.css$/.test(path)))
      .toBe(true);
  },
);
