// A reader who blocks site data: reading `window.localStorage` itself throws. Another whose
// storage is full: every write throws. Either way the site works and remembers nothing.
import type { Page } from '@playwright/test';
import { expect, FRESH, test } from '../support/fixtures';
import { gotoHydrated, switchToDarkMode } from '../support/page';

/** Every storage access throws, as in Chromium with site data blocked. */
async function blockStorage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const blocked = () => {
      throw new DOMException(
        "Failed to read the 'localStorage' property from 'Window': Access is denied for this document.",
        'SecurityError',
      );
    };
    Object.defineProperty(window, 'localStorage', { get: blocked, configurable: true });
    Object.defineProperty(window, 'sessionStorage', { get: blocked, configurable: true });
  });
}

/** Storage can be read, but every write fails as with a full quota. */
async function fillStorage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
}

/** Page errors and console messages from now on. */
function watchConsole(page: Page): { pageErrors: string[]; messages: string[] } {
  const pageErrors: string[] = [];
  const messages: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type()))
      messages.push(`${message.type()}: ${message.text()}`);
  });
  return { pageErrors, messages };
}

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');
const firstHit = (page: Page) => page.locator('.DocSearch-Hit a').first();

async function searchFinds(page: Page, query: string, path: RegExp): Promise<void> {
  await expect(modal(page)).toBeVisible();
  await input(page).fill(query);
  await expect(firstHit(page)).toHaveAttribute('href', path);
}

test.describe('with site data blocked', () => {
  test.beforeEach(async ({ page }) => {
    await blockStorage(page);
  });

  test(
    'Ctrl+K opens search, it finds pages, keeps no recents, and the console says so once',
    { tag: FRESH },
    async ({ page }) => {
      const { pageErrors, messages } = watchConsole(page);
      await gotoHydrated(page, '/docs/v10/router');
      await page.keyboard.press('ControlOrMeta+k');
      await searchFinds(page, 'middleware', /\/docs\/v10\/middlewares/);
      await firstHit(page).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Middlewares');
      // Ctrl+K toggles the modal: pressed while the one the click closes is still on screen, it
      // would close that one again.
      await expect(modal(page)).toHaveCount(0);
      await page.keyboard.press('ControlOrMeta+k');
      await expect(modal(page)).toBeVisible();
      await expect(page.getByText('Recent', { exact: true })).toHaveCount(0);
      await expect(page.getByText('This page crashed.')).toHaveCount(0);
      expect(pageErrors).toEqual([]);
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatch(/^warning: Browser storage is blocked/);
    },
  );

  test('the / key and the Search button open search too', { tag: FRESH }, async ({ page }) => {
    const { pageErrors } = watchConsole(page);
    await gotoHydrated(page, '/docs/v9/router');
    await page.keyboard.press('/');
    await searchFinds(page, 'context', /\/docs\/v9\//);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Search' }).click();
    await searchFinds(page, 'router', /\/docs\/v9\//);
    expect(pageErrors).toEqual([]);
  });

  test("on a phone, the navbar's search icon opens search", { tag: FRESH }, async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    await blockStorage(page);
    const { pageErrors } = watchConsole(page);
    await gotoHydrated(page, '/docs/v10/quickstart');
    await page.getByRole('button', { name: 'Search' }).tap();
    await searchFinds(page, 'context', /\/docs\/v10\//);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  test(
    'the theme flips, install tabs and the version switch, the search page answers',
    { tag: FRESH },
    async ({ page }) => {
      const { pageErrors } = watchConsole(page);
      await gotoHydrated(page, '/docs/v10/quickstart');
      await switchToDarkMode(page);
      const tabs = page.getByRole('tab', { name: 'yarn' }).first();
      await tabs.click();
      await expect(tabs).toHaveAttribute('aria-selected', 'true');
      const navbar = page.getByRole('navigation', { name: 'Main' });
      await navbar.getByRole('button', { name: '10.x', exact: true }).hover();
      await navbar.getByRole('link', { name: '9.x', exact: true }).click();
      await expect(page).toHaveURL(/\/docs\/v9\/quickstart/);
      await gotoHydrated(page, '/search?q=router&v=9.x');
      await expect(page.locator('main ol li h2 a').first()).toHaveAttribute('href', /\/docs\/v9\//);
      expect(pageErrors).toEqual([]);
    },
  );
});

test.describe('with storage full', () => {
  test(
    'search opens, finds pages and follows a hit; the theme still flips',
    { tag: FRESH },
    async ({ page }) => {
      await fillStorage(page);
      const { pageErrors } = watchConsole(page);
      await gotoHydrated(page, '/docs/v10/router');
      await page.keyboard.press('ControlOrMeta+k');
      await searchFinds(page, 'middleware', /\/docs\/v10\/middlewares/);
      await firstHit(page).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Middlewares');
      await switchToDarkMode(page);
      await expect(page.getByText('This page crashed.')).toHaveCount(0);
      expect(pageErrors).toEqual([]);
    },
  );
});

test(
  'when search itself fails to open, it says so in place and the page stays',
  { tag: FRESH },
  async ({ page }) => {
    await gotoHydrated(page, '/docs/v10/router');
    // Site data blocked while the page is open: the guard ran at load and saw working storage,
    // and DocSearch's modal throws as it mounts.
    await page.evaluate(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('Access is denied for this document.', 'SecurityError');
        },
        configurable: true,
      });
    });
    await page.keyboard.press('ControlOrMeta+k');
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await expect(dialog.getByRole('alert')).toContainText('Search could not open');
    await expect(dialog.getByRole('alert')).toContainText('Access is denied');
    await expect(page.getByText('This page crashed.')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Define Routers');
    await expect(page.getByRole('button', { name: 'Search' })).toBeFocused();
  },
);

test(
  'when the search box’s code cannot load, it says so in place and the page stays',
  { tag: FRESH },
  async ({ page }) => {
    await gotoHydrated(page, '/docs/v10/router');
    // Offline after the page loaded, or a deploy that replaced the chunk: the box's code fails.
    await page.route(/\/assets\/js\/search-modal\.[0-9a-f]+\.js$/, (route) => route.abort());
    await page.keyboard.press('ControlOrMeta+k');
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await expect(dialog.getByRole('alert')).toContainText('Search could not open');
    await expect(dialog.getByRole('alert')).toContainText(/chunk|load/i);
    await expect(page.getByText('This page crashed.')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Define Routers');
    await expect(page.getByRole('button', { name: 'Search' })).toBeFocused();
  },
);
