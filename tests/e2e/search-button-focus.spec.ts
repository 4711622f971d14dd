// The navbar's search button, reached with the keyboard, shows where focus is (WCAG 2.4.7), as
// every other navbar control does. The build with hosted search is checked in
// hosted-search.spec.ts with the same helper.
import { test } from '../support/fixtures';
import { expectFocusRingByKeyboard } from '../support/focusRing';
import { gotoHydrated } from '../support/page';

for (const colorScheme of ['light', 'dark'] as const) {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`the search button shows a focus ring when tabbed to (${colorScheme}, ${viewport.width} px)`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize(viewport);
      await gotoHydrated(page, '/docs/v10/router');
      await expectFocusRingByKeyboard(page, page.locator('.navbar .DocSearch-Button'));
    });
  }
}
