import type { Locator, Page } from '@playwright/test';
import { wcagViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { overflowingElements } from '../support/layout-checks';
import { gotoHydrated, pointOfText, storageValue, watchForErrors } from '../support/page';

test.describe('landing page', () => {
  test('read with the keyboard, its Tab stops are things to do, not "Direct link" anchors', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const stops: string[] = [];
    for (let press = 0; press < 120; press += 1) {
      await page.keyboard.press('Tab');
      const name = await page.evaluate(() => {
        const focused = document.activeElement as HTMLElement | null;
        return (focused?.getAttribute('aria-label') ?? focused?.textContent ?? '').trim();
      });
      stops.push(name);
      if (name === 'Read the quickstart') break;
    }
    // The page's last action was reached, with every section's heading passed on the way.
    expect(stops).toContain('Read the quickstart');
    expect(stops.filter((name) => name.startsWith('Direct link'))).toEqual([]);
  });

  test('has the hero, features, steps, try-it, community and closing sections', async ({
    page,
  }) => {
    const { errors } = watchForErrors(page);
    await gotoHydrated(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'End-to-end typesafe APIs made easy.',
    );
    await expect(page.getByText('Move Fast and Break Nothing.').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get started' })).toHaveAttribute(
      'href',
      '/docs/v10/quickstart',
    );
    await expect(
      page.getByRole('main').getByRole('link', { name: 'GitHub', exact: true }),
    ).toBeVisible();
    // The navbar is the one banner landmark; the hero is part of the main content.
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();

    const features = page.getByRole('region', { name: 'Why teams pick tRPC' });
    await expect(features.getByRole('heading', { level: 3 })).toHaveCount(6);

    const steps = page.getByRole('region', { name: 'From server to client in three files' });
    await expect(steps.getByRole('heading', { level: 3 })).toHaveCount(3);
    // Three files, then the commands that run them and what the client prints.
    const files = steps.locator('pre.language-ts');
    await expect(files).toHaveCount(3);
    // The steps render the landing-intro docs without their hidden setup lines.
    await expect(files.nth(1)).not.toContainText('// ---cut---');
    await expect(files.nth(2)).toContainText('createTRPCProxyClient');
    await expect(files.nth(2)).not.toContainText('initTRPC');
    await expect(steps.locator('pre.language-bash')).toHaveText([
      'npx tsx server/index.ts',
      'npx tsx client/index.ts',
    ]);
    await expect(steps.locator('pre.language-text')).toHaveText('Hi, Ada!');
    // Each step says where it starts, the first with links to the quickstart's setup.
    await expect(steps.getByText('Starts from:')).toHaveCount(3);
    await expect(steps.getByRole('link', { name: 'Set up TypeScript' })).toHaveAttribute(
      'href',
      '/docs/v10/quickstart#set-up-typescript',
    );

    await expect(
      page
        .getByRole('region', { name: 'Try it in a minute' })
        .getByRole('link', { name: 'Starter projects' }),
    ).toHaveAttribute('href', '/docs/v10/starter-projects');
    const community = page.getByRole('region', { name: 'What developers say' });
    await expect(community.getByRole('listitem').first()).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Stop writing API types by hand' }),
    ).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('?v=9 makes the 9.x docs the preferred version and ?v=10 switches back', async ({
    page,
  }) => {
    await gotoHydrated(page, '/?v=9');
    await expect(page.getByRole('link', { name: 'Get started' })).toHaveAttribute(
      'href',
      '/docs/v9/quickstart',
    );
    expect(await storageValue(page, 'docs-preferred-version-default')).toBe('9.x');
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(
      page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Quickstart', exact: true }),
    ).toHaveAttribute('href', '/docs/v9/quickstart');

    await gotoHydrated(page, '/?v=10');
    await expect(page.getByRole('link', { name: 'Get started' })).toHaveAttribute(
      'href',
      '/docs/v10/quickstart',
    );
    expect(await storageValue(page, 'docs-preferred-version-default')).toBe('current');
  });

  for (const route of ['/', '/docs/v10/router', '/blog/introducing-trpc']) {
    test(`nothing overflows a 390 px screen on ${route}`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await gotoHydrated(page, route);
      expect(await overflowingElements(page)).toEqual([]);
    });
  }

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`axe finds no WCAG 2.1 A/AA violation on / in ${colorScheme} mode`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ colorScheme });
      const page = await context.newPage();
      await gotoHydrated(page, '/');
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      expect(await wcagViolations(page)).toEqual([]);
      await context.close();
    });
  }
});

test('pages carry social meta with the 1200x630 card', async ({ page, request }) => {
  await page.goto('/docs/v10/router');
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    'Define Routers | tRPC',
  );
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    'https://trpc.io/img/social-card.png',
  );
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
    'content',
    'summary_large_image',
  );
  const card = await request.get('/img/social-card.png');
  expect(card.status()).toBe(200);
  const png = await card.body();
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
});

// Near the top of the landing page, a router and its client side by side: static code blocks
// until a visitor clicks or types in one, then editors checked by TypeScript in the browser.
test.describe('landing page: the live pair', () => {
  const pair = (page: Page) =>
    page.getByRole('region', { name: 'Change the server, and the client knows' });

  test('reads like the docs, and loads nothing of the editor for a visitor who only reads', async ({
    page,
  }) => {
    const loaded: string[] = [];
    page.on('request', (request) => loaded.push(request.url()));
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await gotoHydrated(page, '/');
    await expect(pair(page).locator('pre.language-ts')).toHaveCount(2);
    await expect(pair(page).getByText('server/router.ts', { exact: true })).toBeVisible();
    // Server-rendered with the docs' colours and type tips.
    await expect(pair(page).locator('pre .token.keyword').first()).toBeVisible();
    await pair(page).locator('pre').first().scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    await expect(pair(page).locator('.cm-editor')).toHaveCount(0);
    expect(loaded.filter((url) => url.includes('/assets/playground/'))).toEqual([]);
    expect(workers).toEqual([]);
  });

  test('a click in the server\u2019s code makes both files editors; renaming a field underlines the client', async ({
    page,
  }) => {
    // Two type checks, a reset and axe over the page: 31 s on a loaded two-core runner.
    test.slow();
    const { errors } = watchForErrors(page);
    await gotoHydrated(page, '/');
    const server = pair(page).locator('pre').first();
    const point = await pointOfText(server, 'inStock');
    await page.mouse.click(point.x + 2, point.y);
    await expect(pair(page).locator('.cm-editor')).toHaveCount(2, { timeout: 20_000 });
    const status = pair(page).getByRole('status');
    await expect(status).toHaveText('TypeScript finds no problems.', { timeout: 20_000 });
    // The click became the caret: the edit lands in the field's name.
    await expect(pair(page).locator('.cm-content').first()).toBeFocused();
    // How to leave an editor that keeps Tab, seen while one has focus.
    await expect(pair(page).getByText('In the editor, Tab indents')).toBeVisible();
    await page.keyboard.press('ControlOrMeta+ArrowRight');
    await page.keyboard.type('Left');
    await expect(pair(page).locator('.cm-content').first()).toContainText('inStockLeft: 3');
    const client = pair(page).locator('.cm-editor').nth(1);
    // How soon is a budget of its own (the landing pair's rename, scripts/budgets.ts), measured
    // alone; here two test workers share the machine's two cores.
    await expect(client.locator('.cm-lintRange-error')).toHaveText('inStock');
    await expect(status).toContainText("Property 'inStock' does not exist");
    // Under the pointer, the problem reads in a box of its own, not over the code.
    await client.locator('.cm-lintRange-error').hover();
    const tip = page.locator('.cm-tooltip-lint');
    await expect(tip).toContainText("Property 'inStock' does not exist");
    const box = await tip.evaluate((element) => {
      const { backgroundColor } = getComputedStyle(element);
      return { backgroundColor, right: element.getBoundingClientRect().right };
    });
    expect(box.backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
    // Inside the client's pane, not over the server's or out to the window's edge.
    const pane = await client.boundingBox();
    const tipBox = await tip.boundingBox();
    expect(tipBox?.x ?? 0).toBeGreaterThanOrEqual((pane?.x ?? 0) - 1);
    expect((tipBox?.x ?? 0) + (tipBox?.width ?? 0)).toBeLessThanOrEqual(
      (pane?.x ?? 0) + (pane?.width ?? 0) + 1,
    );
    // The name's own type tip would say only `any`: the problem says what is wrong.
    await expect(page.locator('.playground-tip:visible')).toHaveCount(0);
    expect(await wcagViolations(page)).toEqual([]);
    // One press puts both files back as the page has them, and TypeScript agrees.
    await page.mouse.move(0, 0);
    await pair(page).getByRole('button', { name: 'Reset the code' }).click();
    await expect(pair(page).locator('.cm-content').first()).toContainText('inStock: 3');
    await expect(pair(page).locator('.cm-content').first()).not.toContainText('inStockLeft');
    await expect(status).toHaveText('TypeScript finds no problems.');
    await expect(pair(page).getByRole('button', { name: 'Reset the code' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('going live keeps the colour of every name, in light and in dark mode', async ({ page }) => {
    /** Each name in the pair's code, in reading order, with the colour it is drawn in. */
    const coloured = (scope: Locator) =>
      scope.evaluateAll((roots) =>
        roots.flatMap((root) => {
          const out: string[] = [];
          const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const color = getComputedStyle(node.parentElement ?? root).color;
            for (const [name] of (node.textContent ?? '').matchAll(/[A-Za-z_$][\w$]*/g))
              out.push(`${name} ${color}`);
          }
          return out;
        }),
      );
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await gotoHydrated(page, '/');
      const still = await coloured(pair(page).locator('pre code'));
      const server = pair(page).locator('pre').first();
      const point = await pointOfText(server, 'inStock');
      await page.mouse.click(point.x + 2, point.y);
      await expect(pair(page).locator('.cm-editor')).toHaveCount(2, { timeout: 20_000 });
      // The editor colours its text as its parser gets to it, in slices on a busy machine.
      await expect
        .poll(() => coloured(pair(page).locator('.cm-content')), { message: colorScheme })
        .toEqual(still);
    }
  });

  test('on a phone, a tap in the server\u2019s code shows the loading line and then the summary on screen', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, '/');
    const server = pair(page).locator('pre').first();
    // The server's code at the top of the screen: the client's code fills the rest, and the
    // status line under both starts below the fold.
    await server.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    const status = pair(page).getByRole('status');
    const point = await pointOfText(server, 'inStock');
    await page.mouse.click(point.x + 2, point.y);
    await expect(status).toBeInViewport({ ratio: 1 });
    await expect(status).toHaveText('TypeScript finds no problems.', { timeout: 20_000 });
    await expect(status).toBeInViewport({ ratio: 1 });
    // With a problem and its Reset button, the held line takes a tenth of the screen at most.
    await page.keyboard.press('ControlOrMeta+ArrowRight');
    await page.keyboard.type('Left');
    await expect(status).toContainText("Property 'inStock' does not exist");
    const held = await status.locator('..').boundingBox();
    expect(held?.height ?? 0).toBeLessThanOrEqual(844 / 10);
  });

  test('keyboard: keys typed on a block before it is an editor land in the editor, "/" too', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    await pair(page).locator('pre').first().focus();
    // At once, while TypeScript is still loading: the first key starts the editor, and "/" is
    // the code's, not search's shortcut.
    await page.keyboard.type('// XYZ ');
    const server = pair(page).locator('.cm-content').first();
    await expect(server).toBeFocused({ timeout: 20_000 });
    await expect(server).toContainText('// XYZ import');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  });

  test('keyboard: Enter on a focused block makes it an editor, with the focus in it', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await gotoHydrated(page, '/');
    await pair(page).locator('pre').nth(1).focus();
    await page.keyboard.press('Enter');
    const client = pair(page).locator('.cm-content').nth(1);
    await expect(client).toBeFocused({ timeout: 20_000 });
    await expect(client).toHaveAttribute('aria-label', 'Code of client/index.ts');
    await expect(pair(page).getByRole('status')).toHaveText('TypeScript finds no problems.', {
      timeout: 20_000,
    });
    expect(await wcagViolations(page)).toEqual([]);
  });
});
