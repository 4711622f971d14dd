import { expect, type Locator, type Page } from '@playwright/test';

type Ring = { outline: string; boxShadow: string; visible: boolean };

/** What draws a focus ring around an element: its outline or, failing that, its box-shadow. */
async function ringOf(locator: Locator): Promise<Ring> {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    const opaque = (colour: string) =>
      colour !== 'transparent' && !/rgba\([^)]*,\s*0\)$/.test(colour.trim());
    const outlineVisible =
      style.outlineStyle !== 'none' &&
      Number.parseFloat(style.outlineWidth) > 0 &&
      opaque(style.outlineColor);
    // A shadow with a spread or blur and a colour that is not fully transparent.
    const shadowVisible = style.boxShadow
      .split(/,(?![^(]*\))/)
      .some(
        (shadow) =>
          shadow.trim() !== 'none' &&
          /[1-9]/.test(shadow.replace(/rgba?\([^)]*\)/g, '')) &&
          opaque(shadow.match(/rgba?\([^)]*\)/)?.[0] ?? 'transparent'),
      );
    return {
      outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} ${style.outlineOffset}`,
      boxShadow: style.boxShadow,
      visible: outlineVisible || shadowVisible,
    };
  });
}

/** The pixels around an element (a ring may be drawn outside its box). */
async function pixelsAround(page: Page, locator: Locator): Promise<Buffer> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('the element is not on screen');
  const margin = 6;
  return page.screenshot({
    clip: {
      x: box.x - margin,
      y: box.y - margin,
      width: box.width + 2 * margin,
      height: box.height + 2 * margin,
    },
  });
}

/**
 * Tabs from the top of the page to `target`, as a keyboard reader does, and checks that it then
 * wears a visible focus ring that it does not wear when idle: on screen, not only in the styles.
 */
export async function expectFocusRingByKeyboard(page: Page, target: Locator): Promise<void> {
  await page.mouse.move(0, 0);
  const idle = await ringOf(target);
  const idlePixels = await pixelsAround(page, target);
  let presses = 0;
  while (!(await target.evaluate((element) => element === document.activeElement))) {
    presses += 1;
    if (presses > 40) throw new Error('Tab never reached the element');
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
  const focused = await ringOf(target);
  expect(focused.visible, `focus ring: ${focused.outline} / ${focused.boxShadow}`).toBe(true);
  expect(focused).not.toEqual(idle);
  expect((await pixelsAround(page, target)).equals(idlePixels)).toBe(false);
}
