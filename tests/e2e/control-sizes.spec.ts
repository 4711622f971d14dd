// On a phone every control a reader taps is at least 24 × 24 CSS pixels (WCAG 2.2's target
// size minimum): buttons, tabs, and links drawn as buttons. Links inside a sentence are exempt
// there, as they are here.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { gotoHydrated } from '../support/page';

const CONTROLS = 'button, [role="button"], [role="tab"], a.button, input, select, summary';

/** The visible controls smaller than 24 × 24, each with its size and name. */
function smallControls(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const small: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      const shown =
        box.width > 0 &&
        box.height > 0 &&
        style.visibility !== 'hidden' &&
        !element.closest('[inert]');
      if (!shown) continue;
      // Visually hidden ones (skip links until focused) are drawn 1 px: not a target yet.
      if (box.width <= 1 && box.height <= 1) continue;
      if (box.width < 24 || box.height < 24) {
        const name = element.getAttribute('aria-label') ?? element.textContent ?? '';
        small.push(
          `${Math.round(box.width)}×${Math.round(box.height)} ${element.tagName} "${name.trim().slice(0, 40)}"`,
        );
      }
    }
    return small;
  }, CONTROLS);
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const route of [
    '/',
    '/docs/v10/quickstart',
    '/docs/v10/troubleshooting',
    '/docs/v9/router',
    '/blog',
  ]) {
    test(`no control on ${route} is smaller than 24 × 24 px`, async ({ page }) => {
      await gotoHydrated(page, route);
      expect(await smallControls(page)).toEqual([]);
    });
  }

  test('no control of the playground is smaller than 24 × 24 px', async ({ page }) => {
    await gotoHydrated(page, '/playground?from=/docs/v10/quickstart&block=client%2Findex.ts');
    await expect(page.locator('[data-state="ready"]')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Run', exact: true })).toBeVisible();
    expect(await smallControls(page)).toEqual([]);
  });
});
