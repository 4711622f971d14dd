import { expect, test } from '../support/fixtures';
import { gotoHydrated } from '../support/page';

test.describe('the docs sidebar shows the page the reader is on', () => {
  test('on a wide screen, on load and after a navigation, without moving the page', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, '/docs/v10/rpc');
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    const current = sidebar.getByRole('link', { name: 'HTTP RPC Specification' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // Scrolled back to the top, the sidebar follows the next page the reader opens.
    await sidebar.evaluate((nav) => nav.scrollTo({ top: 0 }));
    await expect(current).not.toBeInViewport();
    const next = page.locator('.pagination-nav__link--next');
    const nextTitle = (await next.locator('.pagination-nav__label').innerText()).trim();
    await next.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nextTitle);
    const nextLink = sidebar.getByRole('link', { name: nextTitle, exact: true });
    await expect(nextLink).toHaveAttribute('aria-current', 'page');
    await expect(nextLink).toBeInViewport({ ratio: 1 });
  });

  test('on a phone, when the menu opens', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, '/docs/v10/links/httpBatchLink');
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const menu = page.locator('.navbar-sidebar');
    const current = menu.getByRole('link', { name: 'HTTP Batch Link', exact: true });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});
