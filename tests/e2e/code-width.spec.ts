import type { Page } from '@playwright/test';
import { sampleWidth } from '../../src/plugins/code-samples/model/width';
import { expect, test } from '../support/fixtures';
import { gotoHydrated } from '../support/page';
import { v10DocRoutes, v9DocRoutes } from '../support/routes';

// At 1280 px a reader sees a TypeScript sample whole: no line runs past the block's edge, so
// nothing hides behind a sideways scroll. tests/content/sample-width.test.ts keeps the pages'
// lines within `sampleWidth` characters; this checks those widths against the real layout.
test.use({ viewport: { width: 1280, height: 800 } });

/** Opens every collapsed `<details>` box of the article, so the code inside is laid out. */
async function openDetails(page: Page): Promise<void> {
  const collapsed = page.locator('details[data-collapsed="true"]');
  for (let left = await collapsed.count(); left > 0; left -= 1) {
    await collapsed.first().locator('> summary').click();
    await expect(collapsed).toHaveCount(left - 1);
  }
}

/** The ts/tsx blocks that scroll sideways: their first line, and by how many pixels. */
function scrollingSamples(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('pre.language-ts, pre.language-tsx')]
      .filter((pre) => pre.scrollWidth > pre.clientWidth)
      .map((pre) => {
        const first = pre.querySelector('code')?.firstElementChild?.textContent?.trim();
        return `${first ?? '?'} (${pre.scrollWidth - pre.clientWidth} px)`;
      }),
  );
}

const routes = [...v10DocRoutes, ...v9DocRoutes, '/blog/introducing-trpc', '/'];

for (const route of routes) {
  test(`${route}: no TypeScript sample scrolls sideways`, async ({ page }) => {
    await gotoHydrated(page, route);
    await openDetails(page);
    expect(await scrollingSamples(page)).toEqual([]);
  });
}

// Where each kind of block is shown, a line of `sampleWidth` characters fits without scrolling.
const columns = [
  { route: '/docs/v10/router', page: 'docs/server/router.md', inDetails: false },
  {
    route: '/docs/v9/fastify',
    page: 'versioned_docs/version-9.x/server/adapters/fastify.md',
    inDetails: true,
  },
  {
    route: '/blog/introducing-trpc',
    page: 'blog/2021-05-05-introducing-trpc.md',
    inDetails: false,
  },
  { route: '/', page: 'docs/landing-intro/Step1.md', inDetails: false },
];

for (const { route, page: source, inDetails } of columns) {
  const width = sampleWidth(source, inDetails);
  test(`${route}: a line of ${width} characters fits a block${inDetails ? ' in a <details> box' : ''}`, async ({
    page,
  }) => {
    await gotoHydrated(page, route);
    await openDetails(page);
    const fits = await page.evaluate(
      ([wanted, nested]) => {
        const pre = [...document.querySelectorAll<HTMLElement>('pre.language-ts')].find(
          (candidate) => (candidate.closest('details') !== null) === nested,
        );
        const code = pre?.querySelector('code');
        if (!pre || !code) return null;
        // The block's own lines may be shorter or longer: only the probe line is left.
        const line = document.createElement('span');
        line.textContent = 'x'.repeat(wanted);
        code.replaceChildren(line);
        return pre.scrollWidth <= pre.clientWidth;
      },
      [width, inDetails] as const,
    );
    expect(fits).toBe(true);
  });
}
