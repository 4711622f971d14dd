import { expect, test } from '../support/fixtures';
import { gotoHydrated, storageValue } from '../support/page';

test('install tabs remember the package manager across pages', async ({ page }) => {
  await gotoHydrated(page, '/docs/v10/quickstart');
  const pnpmTab = page.getByRole('tab', { name: 'pnpm' }).first();
  await pnpmTab.click();
  await expect(pnpmTab).toHaveAttribute('aria-selected', 'true');
  await gotoHydrated(page, '/docs/v9/quickstart');
  await expect(page.getByRole('tab', { name: 'pnpm' }).first()).toHaveAttribute(
    'aria-selected',
    'true',
  );
  expect(await storageValue(page, 'docusaurus.tab.npm2yarn')).toBe('pnpm');
});
