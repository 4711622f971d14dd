import { expect, test } from '../support/fixtures';
import { gotoHydrated } from '../support/page';

test.describe('mobile menu at the 996 px breakpoint', () => {
  test('at 995 px the navbar collapses into a sidebar with a back-to-main-menu button', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 995, height: 800 });
    await gotoHydrated(page, '/docs/v10/router');
    const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
    await expect(toggle).toBeVisible();
    await toggle.click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole('button', { name: /Back to main menu/ })).toBeVisible();
    await sidebar.getByRole('button', { name: /Back to main menu/ }).click();
    const quickstart = sidebar.getByRole('link', { name: 'Quickstart', exact: true }).first();
    await expect(quickstart).toBeVisible();
    await quickstart.click();
    await expect(page).toHaveURL(/\/docs\/v10\/quickstart$/);
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  });

  test('at 997 px the desktop navbar shows its links', async ({ page }) => {
    await page.setViewportSize({ width: 997, height: 800 });
    await gotoHydrated(page, '/docs/v10/router');
    await expect(page.getByRole('button', { name: 'Toggle navigation bar' })).toBeHidden();
    await expect(
      page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Quickstart', exact: true }),
    ).toBeVisible();
  });

  test('the open menu closes when the window becomes desktop width', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 800 });
    await gotoHydrated(page, '/docs/v10/router');
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
    await page.setViewportSize({ width: 1200, height: 800 });
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  });

  test('on a phone the open menu is a dialog: focus moves in and stays, Escape closes it and returns to its button', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, '/docs/v10/router');
    const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu).toHaveAttribute('aria-modal', 'true');
    const focusInMenu = () =>
      page.evaluate(() =>
        Boolean(document.activeElement?.closest('[role="dialog"][aria-label="Menu"]')),
      );
    await expect.poll(focusInMenu).toBe(true);
    // Round the menu's controls and past its last, both ways: never behind it.
    for (const key of [...Array<string>(12).fill('Tab'), ...Array<string>(12).fill('Shift+Tab')]) {
      await page.keyboard.press(key);
      expect(await focusInMenu(), `after ${key}`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    await expect(toggle).toBeFocused();
  });
});
