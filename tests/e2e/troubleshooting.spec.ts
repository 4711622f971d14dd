import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { gotoHydrated } from '../support/page';

// The troubleshooting pages as a reader with an error scans them: grouped by where the error
// shows up, an index at the top that lists every entry under its group, and the message of
// each entry whole on any screen.
const pages = ['/docs/v10/troubleshooting', '/docs/v9/troubleshooting'];

/** The page's groups (its second-level headings) with their entries (third-level), in order. */
async function groupsOnPage(page: Page): Promise<{ group: string; entries: string[] }[]> {
  return page.locator('.theme-doc-markdown').evaluate((article) => {
    const groups: { group: string; entries: string[] }[] = [];
    for (const heading of article.querySelectorAll('h2, h3')) {
      const text = (heading.textContent ?? '').replace(/\u200b/g, '').trim();
      if (heading.tagName === 'H2') groups.push({ group: text, entries: [] });
      else groups.at(-1)?.entries.push(text);
    }
    return groups;
  });
}

test.describe('on a laptop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const route of pages) {
    test(`${route}: the index lists every entry under its group, linked to it`, async ({
      page,
    }) => {
      await gotoHydrated(page, route);
      const groups = await groupsOnPage(page);
      expect(groups.map(({ group }) => group)).toEqual(
        expect.arrayContaining(['In the terminal', "In the browser's console or network panel"]),
      );
      expect(groups.every(({ entries }) => entries.length > 0)).toBe(true);
      const index = page.getByRole('navigation', { name: 'Errors by where they show up' });
      const listed = await index.locator('.table-of-contents > li').evaluateAll((items) =>
        items.map((item) => ({
          group: item.querySelector(':scope > a')?.textContent?.trim() ?? '',
          entries: [...item.querySelectorAll(':scope > ul > li > a')].map((link) => ({
            text: link.textContent?.trim() ?? '',
            href: link.getAttribute('href') ?? '',
          })),
        })),
      );
      expect(
        listed.map(({ group, entries }) => ({ group, entries: entries.map((e) => e.text) })),
      ).toEqual(groups);
      for (const { href } of listed.flatMap(({ entries }) => entries))
        await expect(page.locator(`h3[id="${href.slice(1)}"]`)).toHaveCount(1);
      // The sidebar's contents list keeps every entry on a laptop.
      const tocEntries = page.locator('.theme-doc-toc-desktop .table-of-contents ul a');
      await expect(tocEntries).toHaveCount(groups.flatMap(({ entries }) => entries).length);
    });

    test(`${route}: an entry's heading is words, not its message said again`, async ({ page }) => {
      await gotoHydrated(page, route);
      const repeats = await page.locator('.theme-doc-markdown h3').evaluateAll((headings) =>
        headings.flatMap((heading) => {
          const said = (heading.textContent ?? '').replace(/\u200b/g, '').trim();
          const printed = heading.parentElement
            ?.querySelector(`#${CSS.escape(heading.id)} ~ div pre`)
            ?.textContent?.trim();
          return printed && printed.includes(said) ? [said] : [];
        }),
      );
      expect(repeats).toEqual([]);
    });
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const route of pages) {
    test(`${route}: every message wraps whole inside its block; code keeps its lines`, async ({
      page,
    }) => {
      await gotoHydrated(page, route);
      const blocks = await page.locator('pre.language-text').evaluateAll((pres) =>
        pres.map((pre) => ({
          scrolls: pre.scrollWidth > pre.clientWidth + 1,
          text: pre.textContent?.slice(0, 60) ?? '',
        })),
      );
      expect(blocks.length).toBeGreaterThan(20);
      expect(blocks.filter((block) => block.scrolls)).toEqual([]);
      const code = page.locator('pre.language-ts code').first();
      await expect(code).toHaveCSS('white-space', 'pre');
    });

    test(`${route}: "On this page" lists the groups only, within a screen`, async ({ page }) => {
      await gotoHydrated(page, route);
      await page.getByRole('button', { name: 'On this page' }).click();
      const list = page.locator('.theme-doc-toc-mobile .table-of-contents');
      await expect(list.getByRole('link', { name: 'In the terminal' })).toBeVisible();
      const visible = await list
        .getByRole('link')
        .evaluateAll(
          (links) => links.filter((link) => (link as HTMLElement).offsetParent !== null).length,
        );
      expect(visible).toBe((await groupsOnPage(page)).length);
      expect((await list.boundingBox())?.height ?? Infinity).toBeLessThan(844 / 2);
    });
  }
});

test('an entry’s sample opens in the playground as a project of its own: no other entry’s file or note', async ({
  page,
}) => {
  await gotoHydrated(page, '/docs/v10/troubleshooting');
  // The entry's blocks: from its heading to the next.
  const entry = page.locator('h3', { hasText: 'The server answers with an HTML page' });
  const link = entry
    .locator('xpath=following-sibling::*')
    .getByRole('link', { name: 'Open in playground' })
    .first();
  await link.click();
  await expect(page.locator('[data-state="ready"]')).toBeVisible({ timeout: 20_000 });
  const tabs = await page.getByRole('tab').allInnerTexts();
  expect(tabs.map((tab) => tab.replace(/\s+\d+$/, ''))).toEqual(['client.ts']);
  await expect(
    page.getByRole('button', { name: /setup files the page hides \(1\)/ }),
  ).toBeVisible();
  await expect(page.getByText(/Types only/)).toHaveCount(0);
});
