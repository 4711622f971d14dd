import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { gotoHydrated, pointOfText, watchForErrors } from '../support/page';

// `// ^?` in a sample shows what TypeScript infers, computed when the page is built.
test('a "// ^?" line shows the inferred type on the page and in its Markdown copy', async ({
  page,
  request,
}) => {
  await gotoHydrated(page, '/docs/v10/infer-types');
  const block = page.locator('pre', { hasText: 'export type NewPost' }).first();
  // Line by line, as the reader sees them.
  const code = (await block.innerText()).replace(/\n+/g, '\n');
  expect(code).toMatch(
    /\^\? type NewPost = \{\n\/\/ +title: string;\n\/\/ +body: string;\n\/\/ +\}/,
  );
  const created = /\^\? type CreatedPost = \{\n((?:\/\/ +\w+: \w+;\n)+)/.exec(code)?.[1] ?? '';
  expect(
    created
      .replace(/\/\/ +/g, '')
      .split('\n')
      .filter(Boolean)
      .sort(),
  ).toEqual(['body: string;', 'id: string;', 'title: string;', 'votes: number;']);

  const copy = await (await request.get('/docs/v10/infer-types.md')).text();
  expect(copy).toContain('^? type NewPost = {');
  // The copy is plain Markdown: no markup around the types.
  expect(copy).not.toMatch(/<span|data-/);
});

const tip = (page: Page) => page.getByRole('tooltip');

/** The text the CSS highlight marks (the name whose type is shown), or null. */
function highlighted(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const highlight = CSS.highlights.get('code-type');
    const range = highlight && [...highlight.keys()][0];
    return range instanceof Range ? range.toString() : null;
  });
}

test('hovering a name shows its type and JSDoc, loaded with the first hover', async ({ page }) => {
  const { errors } = watchForErrors(page);
  const typeRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/code-types/')) typeRequests.push(new URL(request.url()).pathname);
  });
  await gotoHydrated(page, '/docs/v10/router');
  const block = page.locator('.markdown pre', { hasText: 'initTRPC.create()' }).first();
  // A reader who only reads pays nothing for the types.
  expect(typeRequests).toEqual([]);

  const initTRPC = await pointOfText(block, 'initTRPC');
  await page.mouse.move(initTRPC.x, initTRPC.y);
  await expect(tip(page)).toBeVisible();
  await expect(tip(page)).toContainText('const initTRPC: TRPCBuilder<{}>');
  await expect(tip(page)).toContainText('Initialize tRPC'); // the package's JSDoc
  expect(await highlighted(page)).toBe('initTRPC');
  expect(typeRequests).toEqual(['/code-types/docs/v10/router.json']);

  // The tip leaves the name and the line after it readable, inside the window.
  const box = await tip(page).boundingBox();
  const create = await pointOfText(block, 'create');
  const below = (box?.y ?? 0) > initTRPC.y;
  expect(below ? (box?.y ?? 0) > create.y : (box?.y ?? 0) + (box?.height ?? 0) < initTRPC.y).toBe(
    true,
  );
  expect((box?.x ?? -1) + (box?.width ?? 0)).toBeLessThanOrEqual(1280);

  // Off the names the tip goes; on another name it shows that one.
  const blockBox = await block.boundingBox();
  await page.mouse.move((blockBox?.x ?? 0) + (blockBox?.width ?? 0) - 5, blockBox?.y ?? 0);
  await expect(tip(page)).toBeHidden();
  expect(await highlighted(page)).toBeNull();
  await page.mouse.move(create.x, create.y);
  await expect(tip(page)).toContainText('TRPCBuilder<{}>.create');
  expect(await highlighted(page)).toBe('create');

  // Escape dismisses a tip without moving the pointer.
  await page.mouse.move(initTRPC.x, initTRPC.y);
  await expect(tip(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tip(page)).toBeHidden();
  expect(errors).toEqual([]);
});

test('without its types file the code still reads, and the console says why', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.route('**/code-types/**', (route) => route.fulfill({ status: 404, body: '' }));
  await gotoHydrated(page, '/docs/v10/router');
  const block = page.locator('.markdown pre', { hasText: 'initTRPC.create()' }).first();
  const name = await pointOfText(block, 'initTRPC');
  await page.mouse.move(name.x, name.y);
  await expect
    .poll(() => warnings.join('\n'))
    .toMatch(/types of this page's code samples could not be loaded/);
  await expect(tip(page)).toBeHidden();
  // Without types the arrow keys keep their usual job.
  await block.focus();
  await page.keyboard.press('ArrowRight');
  await expect(tip(page)).toBeHidden();
  await expect(block).not.toHaveAttribute('aria-describedby');
  expect(pageErrors).toEqual([]);
});

test('a keyboard user steps through the names of a block, and hears each type', async ({
  page,
}) => {
  await gotoHydrated(page, '/docs/v10/router');
  const block = page.locator('.markdown pre', { hasText: 'initTRPC.create()' }).first();
  // Focus what comes before the block, then Tab into it, as a keyboard user does.
  await block.evaluate((pre) => {
    const focusable = [...document.querySelectorAll<HTMLElement>('a[href], button, [tabindex]')];
    const before = focusable.filter(
      (element) => pre.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING,
    );
    before.at(-1)?.focus();
  });
  await page.keyboard.press('Tab');
  await expect(block).toBeFocused();
  // One tab stop, which says how to reach the types.
  const hint = page.locator('#code-type-hint');
  await expect(hint).toBeVisible();
  await expect(block).toHaveAttribute('aria-describedby', 'code-type-hint');
  await expect(hint).toHaveText(/arrow keys/);

  await page.keyboard.press('ArrowRight');
  await expect(tip(page)).toContainText('const initTRPC: TRPCBuilder<{}>');
  expect(await highlighted(page)).toBe('initTRPC');
  await expect(block).toHaveAccessibleDescription(/const initTRPC: TRPCBuilder<\{\}>/);
  await expect(page.getByRole('status').filter({ hasText: 'initTRPC:' })).toHaveCount(1);

  await page.keyboard.press('ArrowRight');
  expect(await highlighted(page)).toBe('t');
  await expect(tip(page)).toContainText('const t:');
  await page.keyboard.press('ArrowLeft');
  expect(await highlighted(page)).toBe('initTRPC');
  await page.keyboard.press('ArrowLeft'); // from the first name to the last
  expect(await highlighted(page)).toBe('create');

  await page.keyboard.press('Escape');
  await expect(tip(page)).toBeHidden();
  await expect(block).toHaveAttribute('aria-describedby', 'code-type-hint');
  // The next Tab leaves the code: the names are not tab stops.
  await page.keyboard.press('Tab');
  await expect(block).not.toBeFocused();
  await expect(hint).toBeHidden();
  expect(await block.evaluate((pre) => pre.contains(document.activeElement))).toBe(false);
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 800 } });

  test('tapping a name shows its type, tapping elsewhere hides it', async ({ page }) => {
    await gotoHydrated(page, '/docs/v9/router');
    const block = page.locator('.markdown pre', { hasText: 'export const appRouter' }).first();
    const name = await pointOfText(block, 'appRouter');
    await page.touchscreen.tap(name.x, name.y);
    await expect(tip(page)).toBeVisible();
    await expect(tip(page)).toContainText('const appRouter: Router<');
    const box = await tip(page).boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(390);
    await page.touchscreen.tap(5, 400);
    await expect(tip(page)).toBeHidden();
  });
});

test('once the pointer reaches a block, each name with a tip has a dotted underline', async ({
  page,
}) => {
  await gotoHydrated(page, '/docs/v10/router');
  const block = page.locator('.markdown pre', { hasText: 'initTRPC.create()' }).first();
  const marked = () =>
    page.evaluate(() => [...(CSS.highlights.get('code-type-names') ?? [])].map(String));
  // Nothing marked for a reader who only reads.
  expect(await marked()).toEqual([]);
  const initTRPC = await pointOfText(block, 'initTRPC');
  await page.mouse.move(initTRPC.x, initTRPC.y);
  await expect(tip(page)).toBeVisible();
  await expect.poll(marked).toContain('initTRPC');
  // The block's other names too, not just the one under the pointer.
  expect((await marked()).length).toBeGreaterThan(3);
  // Drawn: the page's stylesheet underlines them, dotted.
  const drawn = await page.evaluate(() =>
    [...document.styleSheets].some((sheet) =>
      [...sheet.cssRules].some(
        (rule) =>
          rule instanceof CSSStyleRule &&
          rule.selectorText === '::highlight(code-type-names)' &&
          rule.style.textDecorationStyle === 'dotted',
      ),
    ),
  );
  expect(drawn).toBe(true);
});
