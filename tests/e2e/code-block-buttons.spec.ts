import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { gotoHydrated } from '../support/page';

// Two blocks whose first line is long: one with a title bar, one without.
const blocks = [
  { kind: 'with a title', path: '/docs/v10/quickstart', title: 'client/index.ts' },
  {
    kind: 'without a title',
    path: '/docs/v10/quickstart',
    text: 'npm install --save-exact @trpc/client@',
  },
];

function findBlock(page: Page, { title, text }: { title?: string; text?: string }): Locator {
  const all = page.locator('.markdown .theme-code-block');
  return title
    ? all.filter({ has: page.getByText(title, { exact: true }) }).first()
    : all.filter({ hasText: text ?? '' }).first();
}

type Box = { left: number; right: number; top: number; bottom: number };

/** The first line's text, the copy button and how opaque the button is as drawn. */
async function layout(block: Locator) {
  return block.evaluate((container) => {
    const toBox = (r: DOMRect): Box => ({
      left: r.left,
      right: r.right,
      top: r.top,
      bottom: r.bottom,
    });
    const line = container.querySelector('code')?.firstElementChild;
    const copy = container.querySelector('button[aria-label="Copy code to clipboard"]');
    if (!line || !copy) return null;
    const text = document.createRange();
    text.selectNodeContents(line);
    let opacity = 1;
    for (let node: Element | null = copy; node; node = node.parentElement) {
      opacity *= Number(getComputedStyle(node).opacity);
    }
    const buttons = copy.parentElement ?? copy;
    return {
      line: toBox(text.getBoundingClientRect()),
      buttons: toBox(buttons.getBoundingClientRect()),
      opacity,
    };
  });
}

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

for (const block of blocks) {
  test(`on a wide screen, with the pointer on the code, the buttons leave the first line of a block ${block.kind} readable`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, block.path);
    const code = findBlock(page, block);
    await code.scrollIntoViewIfNeeded();
    await code.locator('code').hover();
    await expect.poll(async () => (await layout(code))?.opacity).toBeGreaterThan(0.3);
    const seen = await layout(code);
    expect(seen).not.toBeNull();
    expect(overlaps(seen!.line, seen!.buttons)).toBe(false);
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  for (const block of blocks) {
    test(`the buttons are shown without a tap and leave the first line of a block ${block.kind} readable`, async ({
      page,
    }) => {
      await gotoHydrated(page, block.path);
      const code = findBlock(page, block);
      await code.scrollIntoViewIfNeeded();
      await expect(code.getByRole('button', { name: 'Copy code to clipboard' })).toBeVisible();
      const seen = await layout(code);
      expect(seen).not.toBeNull();
      expect(seen!.opacity).toBeGreaterThan(0.9);
      expect(overlaps(seen!.line, seen!.buttons)).toBe(false);
    });
  }
});

test('the copy button is reached with the keyboard and shown when focused', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, '/docs/v10/quickstart');
  const code = findBlock(page, blocks[0]);
  const copy = code.getByRole('button', { name: 'Copy code to clipboard' });
  // From the link of the heading just above the block, forward through the block.
  await page.getByRole('link', { name: 'Direct link to Call it from a client' }).focus();
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press('Tab');
    if (await copy.evaluate((button) => button === document.activeElement)) break;
  }
  await expect(copy).toBeFocused();
  expect((await layout(code))?.opacity).toBeGreaterThan(0.9);
});
