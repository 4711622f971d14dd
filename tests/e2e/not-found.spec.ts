import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { gotoHydrated, watchForErrors } from '../support/page';

const NOT_FOUND_TITLE = 'Page Not Found | tRPC';

/** The not-found page's suggestions, once they have loaded (the last thing it does). */
function suggestions(page: Page) {
  return page
    .getByRole('main')
    .getByRole('region', { name: 'Were you looking for one of these?' })
    .getByRole('listitem')
    .getByRole('link');
}

/** Lets the head manager apply what the last render asked for (it writes on a frame). */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

test.describe('a page address in the wrong letter case', () => {
  // The server answers these with 404 and the not-found page; the browser must keep showing
  // it, not swap in the page of the right case (its address would then be wrong for good).
  const cases = [
    { path: '/docs/v10/Router', page: '/docs/v10/router' },
    { path: '/docs/V10/router', page: '/docs/v10/router' },
    { path: '/docs/v10/links/HTTPBATCHLINK', page: '/docs/v10/links/httpBatchLink' },
    { path: '/Blog/introducing-trpc', page: '/blog/introducing-trpc' },
  ];
  for (const { path, page: rightCase } of cases) {
    test(`${path} stays the not-found page and suggests ${rightCase} first`, async ({ page }) => {
      const { errors } = watchForErrors(page, { expectedStatusOf: path });
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
      await expect(suggestions(page).first()).toHaveAttribute('href', rightCase);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
      await expect(page.getByRole('main')).toHaveCount(1);
      await settle(page);
      expect(await page.title()).toBe(NOT_FOUND_TITLE);
      expect(errors).toEqual([]);
    });
  }

  test('the page of the right case still opens, by address and by a link', async ({ page }) => {
    const { errors } = watchForErrors(page);
    await gotoHydrated(page, '/docs/v10/links/httpBatchLink');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('HTTP Batch Link');
    await page
      .getByRole('navigation', { name: 'Docs sidebar' })
      .getByRole('link', { name: 'HTTP RPC Specification' })
      .click();
    await expect(page).toHaveURL(/\/docs\/v10\/rpc$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('HTTP RPC Specification');
    expect(errors).toEqual([]);
  });
});

test.describe('the not-found page keeps its title once the page has hydrated', () => {
  for (const path of ['/no-such-page', '/blog/no-such-post', '/docs/v10/nope', '/docs/v9/nope']) {
    test(path, async ({ page }) => {
      await gotoHydrated(page, path);
      await expect(page.getByText('Looking for similar pages…')).toHaveCount(0);
      await settle(page);
      expect(await page.title()).toBe(NOT_FOUND_TITLE);
    });
  }
});

test.describe('a pasted error in the address', () => {
  test('the suggestions include the page that explains it, found by the site search', async ({
    page,
  }) => {
    const path = '/docs/v10/No QueryClient set, use QueryClientProvider to set one';
    const { errors } = watchForErrors(page, { expectedStatusOf: encodeURI(path) });
    await page.goto(path);
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    await expect(suggestions(page).filter({ hasText: 'Troubleshooting' })).toHaveCount(1);
    await expect(page.getByRole('link', { name: /search the docs for/ })).toHaveAttribute(
      'href',
      /\/search\?q=no(\+|%20)queryclient/,
    );
    expect(errors).toEqual([]);
  });
});
