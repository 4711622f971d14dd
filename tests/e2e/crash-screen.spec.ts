import { expect, test } from '../support/fixtures';
import { gotoHydrated } from '../support/page';

test.describe('crash screen', () => {
  test('shows the message, a Try again button and the Page Error title', async ({ page }) => {
    await gotoHydrated(page, '/crash-test');
    await page.getByRole('button', { name: 'Crash this page' }).click();
    await expect(page.getByRole('heading', { name: 'This page crashed.' })).toBeVisible();
    await expect(page.getByText('Crash test: this error was thrown on purpose.')).toBeVisible();
    await expect(page).toHaveTitle('Page Error');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('Nothing has crashed yet')).toBeVisible();
  });
});
