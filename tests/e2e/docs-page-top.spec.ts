// What stands above a docs page's title: little enough that the title is high on the first
// screen, without losing what the spec asks for (the pre-release announcement with its link to
// the migration guide, and the 9.x banner that leads to the 10.x page).
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { gotoHydrated } from '../support/page';

const screens = [
  { name: 'phone', viewport: { width: 390, height: 844 }, titleAtMost: 260 },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, titleAtMost: 220 },
] as const;

const pages = [
  '/docs/v10/quickstart',
  '/docs/v10/router',
  '/docs/v10/links/httpBatchLink',
  '/docs/v10/procedures',
  '/docs/v9/quickstart',
  '/docs/v9/router',
  '/docs/v9/invalidateQueries',
];

/** How many lines a box's text takes on screen. */
async function linesOf(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    // The boxes of the text itself: an element's own box would span all its lines.
    const boxes: DOMRect[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      boxes.push(...[...range.getClientRects()].filter((box) => box.width > 0));
    }
    boxes.sort((a, b) => a.top - b.top);
    let lines = 0;
    let lineBottom = -Infinity;
    for (const box of boxes) {
      // A box that starts below the current line's bottom (give or take a pixel) starts a line.
      if (box.top >= lineBottom - 1) {
        lines += 1;
        lineBottom = box.bottom;
      } else lineBottom = Math.max(lineBottom, box.bottom);
    }
    return lines;
  });
}

async function titleTop(page: Page): Promise<number> {
  const title = page.locator('article').getByRole('heading', { level: 1 });
  await expect(title).toBeVisible();
  const box = await title.boundingBox();
  if (!box) throw new Error('the title is not on screen');
  return box.y;
}

for (const { name, viewport, titleAtMost } of screens) {
  test.describe(`on a ${name} (${viewport.width}x${viewport.height})`, () => {
    test.use({ viewport });

    for (const path of pages) {
      test(`the title of ${path} starts within ${titleAtMost} px of the top`, async ({ page }) => {
        await gotoHydrated(page, path);
        expect(await titleTop(page)).toBeLessThanOrEqual(titleAtMost);
        // What shared the space above the title is all still there.
        await expect(page.getByRole('button', { name: 'Copy page as Markdown' })).toBeVisible();
        await expect(page.getByRole('link', { name: 'View as Markdown' })).toBeVisible();
        await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toBeAttached();
      });
    }

    test('the announcement bar says 10.x is a pre-release, links to the migration guide, in one line', async ({
      page,
    }) => {
      for (const path of ['/docs/v10/router', '/docs/v9/router']) {
        await gotoHydrated(page, path);
        const bar = page.getByRole('banner').filter({ hasText: 'pre-release' });
        await expect(bar).toBeVisible();
        await expect(bar).toContainText('10.x');
        await expect(bar.getByRole('link', { name: 'migration guide' })).toHaveAttribute(
          'href',
          '/docs/v10/migrate-from-v9-to-v10',
        );
        expect(await linesOf(bar)).toBe(1);
      }
    });

    test('a 9.x page says so in one line and leads to the same page in 10.x', async ({ page }) => {
      await gotoHydrated(page, '/docs/v9/router');
      const banner = page.getByRole('note', { name: 'About this version' });
      await expect(banner).toBeVisible();
      await expect(banner).toContainText('9.x');
      await expect(banner).toContainText('stable');
      expect(await linesOf(banner)).toBe(1);
      await banner.getByRole('link', { name: 'This page in 10.x' }).click();
      await expect(page).toHaveURL(/\/docs\/v10\/router$/);
      await expect(page.locator('article').getByRole('heading', { level: 1 })).toHaveText(
        'Define Routers',
      );
    });

    test('a 10.x page does not repeat the version the announcement bar and navbar give', async ({
      page,
    }) => {
      await gotoHydrated(page, '/docs/v10/router');
      await expect(page.getByRole('note', { name: 'About this version' })).toHaveCount(0);
      await expect(page.getByText('Version: 10.x')).toHaveCount(0);
      // A page with no 9.x counterpart still says it is new, beside the breadcrumbs.
      await gotoHydrated(page, '/docs/v10/procedures');
      const note = page.getByRole('note', { name: 'About this version' });
      await expect(note).toHaveText('New in 10.x');
      expect(await linesOf(note)).toBe(1);
    });
  });
}

test('on a phone, opening "On this page" leaves the page actions beside it their size', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, '/docs/v10/router');
  const toc = page.getByRole('button', { name: 'On this page' });
  const actions = [
    page.getByRole('button', { name: /^Copy page/ }),
    page.getByRole('link', { name: 'View as Markdown' }),
  ];
  const before = await Promise.all(actions.map((action) => action.boundingBox()));
  const tocBox = await toc.boundingBox();
  await toc.click();
  await expect(page.locator('.theme-doc-toc-mobile ul').first()).toBeVisible();
  for (const [index, action] of actions.entries()) {
    const box = await action.boundingBox();
    expect(box?.height, `action ${index}`).toBe(before[index]?.height);
    // As tall as the closed list's button, and level with it.
    expect(Math.abs((box?.height ?? 0) - (tocBox?.height ?? 0))).toBeLessThanOrEqual(2);
    expect(Math.abs((box?.y ?? 0) - (tocBox?.y ?? 0))).toBeLessThanOrEqual(2);
  }
});
