import { expect, test } from '../support/fixtures';
import { gotoHydrated, seedStorage, storageValue, watchForErrors } from '../support/page';

test.describe('docs versions', () => {
  test('the dropdown switches to the same page in 9.x and the choice is remembered', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, '/docs/v10/router');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: '10.x' }).hover();
    await nav.getByRole('link', { name: '9.x' }).click();
    await expect(page).toHaveURL(/\/docs\/v9\/router$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Define Router');
    expect(await storageValue(page, 'docs-preferred-version-default')).toBe('9.x');

    // Outside the docs, doc links in the navbar follow the stored preference.
    await gotoHydrated(page, '/blog');
    await nav.getByRole('link', { name: 'Quickstart', exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/v9\/quickstart$/);
  });

  test('a stored preference for a version that no longer exists is dropped', async ({ page }) => {
    await seedStorage(page, 'docs-preferred-version-default', '7.x');
    await page.setViewportSize({ width: 1280, height: 800 });
    const { errors } = watchForErrors(page);
    await gotoHydrated(page, '/blog');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Quickstart', exact: true })).toHaveAttribute(
      'href',
      '/docs/v10/quickstart',
    );
    expect(errors).toEqual([]);
  });

  test('the 9.x sidebar has its own pages and 10.x has its own', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, '/docs/v9/router');
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    await expect(sidebar.getByRole('link', { name: 'invalidateQueries()' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Define Procedures' })).toHaveCount(0);
    await gotoHydrated(page, '/docs/v10/router');
    await expect(sidebar.getByRole('link', { name: 'Define Procedures' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Step1' })).toHaveCount(0);
  });
});
