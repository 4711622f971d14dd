import AxeBuilder from '@axe-core/playwright';
import type { Locator } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { gotoHydrated } from '../support/page';

/** Hue, saturation and lightness (0-1) of an element's background colour. */
async function backgroundHsl(element: Locator): Promise<{ s: number; l: number }> {
  const rgb = await element.evaluate((el) => getComputedStyle(el).backgroundColor);
  const [r = 0, g = 0, b = 0] = (rgb.match(/[\d.]+/g) ?? []).map((c) => Number(c) / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const s = max === min ? 0 : (max - min) / (1 - Math.abs(2 * l - 1));
  return { s, l };
}

test.describe('tips in dark mode', () => {
  test.use({ colorScheme: 'dark' });

  test('a tip is as calm as the other admonitions and its text has AA contrast', async ({
    page,
  }) => {
    // The AWS Lambda page has a note and a tip; the Next.js page has an info box.
    await gotoHydrated(page, '/docs/v10/nextjs');
    const info = await backgroundHsl(page.locator('.theme-admonition-info').first());
    await gotoHydrated(page, '/docs/v10/aws-lambda');
    const note = await backgroundHsl(page.locator('.theme-admonition-note').first());
    const tip = page.locator('.theme-admonition-tip').first();
    await tip.scrollIntoViewIfNeeded();
    const tipColour = await backgroundHsl(tip);

    // A dim, muted colour like theirs, not a block of saturated green.
    expect(tipColour.s).toBeLessThanOrEqual(Math.max(note.s, info.s) + 0.05);
    expect(tipColour.l).toBeGreaterThanOrEqual(Math.min(note.l, info.l) - 0.03);
    expect(tipColour.l).toBeLessThanOrEqual(Math.max(note.l, info.l) + 0.03);

    const results = await new AxeBuilder({ page })
      .include('.theme-admonition')
      .withRules(['color-contrast'])
      .analyze();
    expect(results.passes.flatMap((rule) => rule.nodes).length).toBeGreaterThan(0);
    expect(results.violations.flatMap((rule) => rule.nodes.map((node) => node.target))).toEqual([]);
  });
});
