// A tap made while the page is readable but not yet interactive (its scripts still loading, as
// on a slow phone) opens what was tapped once the page is ready, without a second tap.
import type { Page } from '@playwright/test';
import { expect, FRESH, test } from '../support/fixtures';

/**
 * Holds the site's main script back until `release` is called: a readable, inert page. (The
 * script is deferred, so the document's own load events wait for it: the page is opened at
 * commit and its controls are awaited.)
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/js\/main\.[\w]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

async function expectNotHydrated(page: Page): Promise<void> {
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(0);
}

test(
  'a tap on Search before the page is interactive opens search once it is',
  { tag: FRESH },
  async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/docs/v10/router', { waitUntil: 'commit' });
    const button = page.locator('.DocSearch-Button');
    await button.click();
    await expectNotHydrated(page);
    release();
    await expect(page.locator('.DocSearch-Modal')).toBeVisible({ timeout: 15_000 });
  },
);

test(
  'Ctrl+K before the page is interactive opens search once it is',
  { tag: FRESH },
  async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/docs/v10/router', { waitUntil: 'commit' });
    await page.locator('.DocSearch-Button').waitFor();
    await page.keyboard.press('Control+k');
    await expectNotHydrated(page);
    release();
    await expect(page.locator('.DocSearch-Modal')).toBeVisible({ timeout: 15_000 });
  },
);

test(
  'a tap on the menu button of a phone before the page is interactive opens the menu once it is',
  { tag: FRESH },
  async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const release = await holdScripts(page);
    await page.goto('/docs/v10/router', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expectNotHydrated(page);
    release();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1, { timeout: 15_000 });
    // Once: the replayed tap does not also close it again.
    await page.waitForTimeout(500);
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
  },
);
