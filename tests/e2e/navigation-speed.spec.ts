import { expect, FRESH, test } from '../support/fixtures';
import { gotoHydrated } from '../support/page';

test(
  'pages linked in view are prefetched, each file once, and the next page needs no more',
  { tag: FRESH },
  async ({ page }) => {
    await gotoHydrated(page, '/docs/v10/router');
    const prefetched = () =>
      page
        .locator('link[rel="prefetch"]')
        .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    // Prefetching runs in idle time; wait until it has settled.
    let previous = -1;
    await expect
      .poll(async () => {
        const count = (await prefetched()).length;
        const settled = count === previous;
        previous = count;
        return settled && count > 10;
      })
      .toBe(true);
    const files = await prefetched();
    expect(files.length).toBe(new Set(files).size);

    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') requested.push(request.url());
    });
    await page.getByRole('link', { name: /^Next/ }).click();
    await expect(page).not.toHaveURL(/\/router$/);
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    expect(requested.filter((url) => !files.includes(url))).toEqual([]);
  },
);

for (const [connection, network] of [
  ['a slow 2g connection', { effectiveType: 'slow-2g', saveData: false }],
  ['data saving on', { effectiveType: '4g', saveData: true }],
] as const) {
  test(`nothing is prefetched on ${connection}`, { tag: FRESH }, async ({ page }) => {
    await page.addInitScript((value) => {
      Object.defineProperty(navigator, 'connection', { value, configurable: true });
    }, network);
    await gotoHydrated(page, '/docs/v10/router');
    // Prefetches start in idle time after the links are seen: give them two idle periods.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          requestIdleCallback(() => requestIdleCallback(() => setTimeout(resolve, 500))),
        ),
    );
    await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);
  });
}

test('the progress bar appears on a slow navigation', { tag: FRESH }, async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, '/docs/v10/router');
  // Hold back route chunks so the navigation lasts longer than the bar's 200 ms delay.
  await page.route('**/assets/js/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await route.continue();
  });
  await page
    .getByRole('navigation', { name: 'Docs sidebar' })
    .getByRole('link', { name: 'Metadata' })
    .click();
  await expect(page.locator('#nprogress .bar')).toBeVisible();
  await expect(page.locator('#nprogress .spinner')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Metadata');
});
