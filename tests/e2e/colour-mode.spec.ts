import { expect, test } from '../support/fixtures';
import { gotoHydrated, storageValue, switchToDarkMode } from '../support/page';

test.describe('colour mode', () => {
  test('is light by default, toggles to dark and remembers it', async ({ page }) => {
    await gotoHydrated(page, '/docs/v10');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await switchToDarkMode(page);
    expect(await storageValue(page, 'theme')).toBe('dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  for (const system of ['light', 'dark'] as const) {
    test(`on a ${system} system, every click flips the mode on screen and saves it`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ colorScheme: system });
      const page = await context.newPage();
      await gotoHydrated(page, '/docs/v10');
      const html = page.locator('html');
      const toggle = page.getByRole('button', { name: /Switch between dark and light mode/ });
      const other = system === 'light' ? 'dark' : 'light';
      await expect(html).toHaveAttribute('data-theme', system);
      await toggle.click();
      await expect(html).toHaveAttribute('data-theme', other);
      expect(await storageValue(page, 'theme')).toBe(other);
      await toggle.click();
      await expect(html).toHaveAttribute('data-theme', system);
      expect(await storageValue(page, 'theme')).toBe(system);
      await context.close();
    });
  }

  test('with nothing saved, a change of the system preference is followed live', async ({
    browser,
  }) => {
    const context = await browser.newContext({ colorScheme: 'light' });
    const page = await context.newPage();
    await gotoHydrated(page, '/docs/v10');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await context.close();
  });

  test('follows the system preference when nothing is saved', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await gotoHydrated(page, '/docs/v10');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await context.close();
  });

  test('a change in another tab is picked up', async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await gotoHydrated(first, '/docs/v10');
    await gotoHydrated(second, '/docs/v10/router');
    await expect(second.locator('html')).toHaveAttribute('data-theme', 'light');
    await switchToDarkMode(first);
    await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('without JavaScript, code blocks keep the light colours', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/docs/v10/router');
    const block = page.locator('article .theme-code-block').first();
    expect(await block.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
      'rgb(246, 248, 250)',
    );
    const keyword = block.locator('.token.keyword').first();
    expect(await keyword.evaluate((element) => getComputedStyle(element).color)).toBe(
      'rgb(0, 102, 158)',
    );
    await context.close();
  });

  test('code blocks are dark before the JavaScript has run, and hydrate in place', async ({
    browser,
  }) => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    // Hold the bundle back: what shows now is the server HTML with the inline colour-mode script.
    let releaseScripts = () => {};
    const scriptsReleased = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route('**/assets/js/**', async (route) => {
      await scriptsReleased;
      await route.continue();
    });
    // Deferred scripts hold DOMContentLoaded back too, so wait for the markup itself.
    await page.goto('/docs/v10/router', { waitUntil: 'commit' });
    const block = page.locator('article .theme-code-block').first();
    await expect(page.locator('footer.footer')).toBeAttached();
    const keyword = block.locator('.token.keyword').first();
    const colours = () =>
      Promise.all([
        block.evaluate((element) => getComputedStyle(element).backgroundColor),
        keyword.evaluate((element) => getComputedStyle(element).color),
      ]);
    const beforeHydration = await colours();
    expect(beforeHydration).toEqual(['rgb(40, 42, 54)', 'rgb(189, 147, 249)']);
    await block.locator('pre').evaluate((pre) => pre.setAttribute('data-server-rendered', ''));

    releaseScripts();
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    await expect(block.getByRole('button', { name: 'Copy code to clipboard' })).toBeAttached();
    expect(await colours()).toEqual(beforeHydration);
    // The same <pre> is still there: React took the server markup over instead of rebuilding it.
    await expect(block.locator('pre[data-server-rendered]')).toHaveCount(1);
    await context.close();
  });
});
