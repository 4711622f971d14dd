// The navbar's four doc links say where the reader is: the one for the page they are on, or
// "Docs" anywhere else in the docs; never all four at once, never one outside the docs.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { gotoHydrated } from '../support/page';

const items = ['Docs', 'Quickstart', 'Awesome tRPC Collection', 'Usage with Next.js'] as const;
type Item = (typeof items)[number];

/** The items that look active (class) and are announced as the current page (aria-current). */
async function activeItems(
  menu: Locator,
  activeClass: string,
): Promise<{ marked: Item[]; current: Item[]; hrefs: string[] }> {
  const marked: Item[] = [];
  const current: Item[] = [];
  const hrefs: string[] = [];
  for (const name of items) {
    const link = menu.getByRole('link', { name, exact: true });
    await expect(link).toHaveCount(1);
    if ((await link.getAttribute('class'))?.split(' ').includes(activeClass)) marked.push(name);
    if ((await link.getAttribute('aria-current')) === 'page') current.push(name);
    hrefs.push((await link.getAttribute('href')) ?? '');
  }
  return { marked, current, hrefs };
}

async function desktopMenu(page: Page, path: string): Promise<Locator> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, path);
  return page.getByRole('navigation', { name: 'Main' }).locator('.navbar__items').first();
}

async function mobileMenu(page: Page, path: string): Promise<Locator> {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, path);
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  // On a docs page or a blog post the drawer opens on the page's sidebar (which it fills once
  // the page's effects have run); the navbar's links are one step back.
  await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
  const back = page
    .locator('.navbar-sidebar__item:not([inert])')
    .getByRole('button', { name: /Back to main menu/ });
  if (/^\/(docs|blog)\//.test(path)) {
    await expect(back).toHaveCount(1);
    await back.click();
  }
  const menu = page.locator('.navbar-sidebar__item:not([inert])');
  await expect(menu.getByRole('button', { name: /Back to main menu/ })).toHaveCount(0);
  return menu;
}

const cases: [path: string, active: Item][] = [
  ['/docs/v10/quickstart', 'Quickstart'],
  ['/docs/v10/nextjs', 'Usage with Next.js'],
  ['/docs/v10/awesome-trpc', 'Awesome tRPC Collection'],
  ['/docs/v10/router', 'Docs'],
  ['/docs/v10/links/httpBatchLink', 'Docs'],
  ['/docs/v10/', 'Docs'],
  ['/docs/v9/router', 'Docs'],
  ['/docs/v9/quickstart', 'Quickstart'],
  ['/docs/v9/nextjs', 'Usage with Next.js'],
];

for (const [path, active] of cases) {
  const version = path.startsWith('/docs/v9') ? 'v9' : 'v10';

  test(`on ${path} only "${active}" is active in the navbar`, async ({ page }) => {
    const result = await activeItems(await desktopMenu(page, path), 'navbar__link--active');
    expect(result.marked).toEqual([active]);
    expect(result.current).toEqual([active]);
    // Every item still leads to its page in the version being read.
    for (const href of result.hrefs) expect(href).toMatch(new RegExp(`^/docs/${version}/`));
  });

  test(`on ${path} only "${active}" is active in the mobile menu`, async ({ page }) => {
    const result = await activeItems(await mobileMenu(page, path), 'menu__link--active');
    expect(result.marked).toEqual([active]);
    expect(result.current).toEqual([active]);
  });
}

for (const path of ['/', '/blog/introducing-trpc']) {
  test(`outside the docs (${path}) no doc item is active`, async ({ page }) => {
    const desktop = await activeItems(await desktopMenu(page, path), 'navbar__link--active');
    expect(desktop.marked).toEqual([]);
    expect(desktop.current).toEqual([]);
    const mobile = await activeItems(await mobileMenu(page, path), 'menu__link--active');
    expect(mobile.marked).toEqual([]);
    expect(mobile.current).toEqual([]);
  });
}

test('the active item follows client-side navigation', async ({ page }) => {
  const menu = await desktopMenu(page, '/docs/v10/router');
  await menu.getByRole('link', { name: 'Quickstart', exact: true }).click();
  await expect(page).toHaveURL(/\/docs\/v10\/quickstart$/);
  await expect(menu.locator('.navbar__link--active')).toHaveText(['Quickstart']);
  await page
    .getByRole('navigation', { name: 'Docs sidebar' })
    .getByRole('link', { name: 'Define Routers' })
    .click();
  await expect(page).toHaveURL(/\/docs\/v10\/router$/);
  await expect(menu.locator('.navbar__link--active')).toHaveText(['Docs']);
});
