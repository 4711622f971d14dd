import { expect, test } from '../support/fixtures';
import { gotoHydrated } from '../support/page';

test.describe('announcement bar', () => {
  test('says 10.x is a pre-release, links to the migration guide and cannot be closed', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/v10/router');
    const bar = page.getByRole('banner').filter({ hasText: 'pre-release' });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link', { name: 'migration guide' })).toHaveAttribute(
      'href',
      '/docs/v10/migrate-from-v9-to-v10',
    );
    await expect(bar.getByRole('button', { name: /close/i })).toHaveCount(0);
  });
});

test.describe('navbar', () => {
  test('has the doc links, social links, dropdowns, colour toggle and search', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, '/docs/v10/router');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['Docs', '/docs/v10/'],
      ['Quickstart', '/docs/v10/quickstart'],
      ['Awesome tRPC Collection', '/docs/v10/awesome-trpc'],
      ['Usage with Next.js', '/docs/v10/nextjs'],
    ] as const) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    for (const [name, href] of [
      ['GitHub', 'https://github.com/trpc/trpc'],
      ['Twitter', 'https://twitter.com/trpcio'],
      ['Discord', 'https://trpc.io/discord'],
    ] as const) {
      await expect(nav.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute(
        'href',
        href,
      );
    }
    await expect(nav.getByRole('button', { name: '10.x' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'English' })).toBeVisible();
    await expect(
      nav.getByRole('button', { name: /dark mode|light mode|system mode/i }),
    ).toBeVisible();
    await expect(nav.getByRole('button', { name: /^Search/ })).toBeVisible();
  });

  test('the table of contents lists h2 and h3 headings only', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, '/docs/v10/router');
    const tocLinks = page.locator('.table-of-contents a');
    const tocCount = await tocLinks.count();
    const headingCount = await page.locator('article h2[id], article h3[id]').count();
    expect(tocCount).toBeGreaterThan(0);
    expect(tocCount).toBe(headingCount);
  });
});
