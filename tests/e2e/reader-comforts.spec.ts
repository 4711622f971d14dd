import { expect, test } from '../support/fixtures';
import { gotoHydrated, storageValue, watchForErrors } from '../support/page';
import { v10DocRoutes, v9DocRoutes } from '../support/routes';

test.describe('not-found page helps', () => {
  test('keeps status 404 and suggests the 10.x page for an unversioned docs path', async ({
    page,
  }) => {
    const response = await page.goto('/docs/router');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    // Inside the page's one <main>, named by page title and docs version.
    const help = page
      .getByRole('main')
      .getByRole('region', { name: 'Were you looking for one of these?' });
    const link = help.getByRole('link', { name: 'Define Routers' });
    await expect(link).toHaveAttribute('href', '/docs/v10/router');
    await expect(help.getByRole('listitem').first()).toHaveText(
      'Define Routers (in the 10.x docs)',
    );
    await expect(page.getByRole('main')).toHaveCount(1);
  });

  test('points a 9.x path that exists only in 10.x at the 10.x page', async ({ page }) => {
    await page.goto('/docs/v9/procedures');
    await expect(page.getByRole('link', { name: 'Define Procedures' })).toHaveAttribute(
      'href',
      '/docs/v10/procedures',
    );
    await expect(page.getByText('(only exists in the 10.x docs)')).toBeVisible();
  });

  test('suggests close routes for a typo and offers a search for the path words', async ({
    page,
  }) => {
    const { errors } = watchForErrors(page);
    await gotoHydrated(page, '/docs/v10/useInfinteQuery');
    await expect(
      page.getByRole('listitem').filter({ hasText: '(10.x docs)' }).getByRole('link').first(),
    ).toHaveAttribute('href', '/docs/v10/useInfiniteQuery');
    const search = page.getByRole('link', { name: /search the docs for/ });
    await expect(search).toHaveAttribute('href', '/search?q=useinfintequery');
    await search.click();
    await expect(page).toHaveURL(/\/search\?q=useinfintequery/);
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
  });
});

/** The prose of a Markdown file: code (blocks and spans) may hold JSX and paths, as written. */
const prose = (markdown: string) =>
  markdown.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '').replace(/`[^`\n]*`/g, '');

/** What a Markdown copy for machines must not carry: site components, JSX attributes, paths. */
function expectPlainMarkdown(text: string, where: string): void {
  expect(prose(text), where).not.toMatch(/<[A-Z][\w.]*[\s/>]/);
  expect(prose(text), where).not.toContain('className=');
  expect(prose(text), where).not.toMatch(/\]\((?!https?:|mailto:|#)[^)]*\)/);
}

test.describe('docs for machines', () => {
  test('every docs page is served as Markdown at its URL plus .md', async ({ request }) => {
    for (const route of [...v10DocRoutes, ...v9DocRoutes]) {
      const response = await request.get(`${route.replace(/\/$/, '')}.md`);
      expect(response.status(), route).toBe(200);
      const text = await response.text();
      expect(text.startsWith('# '), route).toBe(true);
      expect(text, route).not.toMatch(/^---$/m);
      expect(text, route).not.toContain('// ---cut---');
      expect(text, route).not.toMatch(/nocheck=|samples=v9/);
      expectPlainMarkdown(text, route);
    }
  });

  test('llms-full.txt of each version is plain Markdown with absolute links', async ({
    request,
  }) => {
    for (const file of ['/llms-full.txt', '/docs/v9/llms-full.txt']) {
      expectPlainMarkdown(await (await request.get(file)).text(), file);
    }
  });

  test('llms.txt lists every page of the version, grouped by section', async ({ request }) => {
    const root = await (await request.get('/llms.txt')).text();
    expect(root.split('\n')[0]).toBe('# tRPC');
    expect(root).toMatch(/^> .+/m);
    expect(root).toContain('## @trpc/server');
    expect(root).toContain('https://trpc.io/docs/v9/llms.txt');
    const v10 = await (await request.get('/docs/v10/llms.txt')).text();
    const v9 = await (await request.get('/docs/v9/llms.txt')).text();
    expect(v10).toContain('[Define Routers](https://trpc.io/docs/v10/router.md)');
    expect(v10).toContain('[HTTP Batch Link](https://trpc.io/docs/v10/links/httpBatchLink.md)');
    expect(v10).not.toContain('landing-intro');
    expect(v9).toContain('[invalidateQueries](https://trpc.io/docs/v9/invalidateQueries.md)');
    expect(v9.replace('https://trpc.io/docs/v10/llms.txt', '')).not.toContain('/docs/v10/');
    const listed = (text: string) => (text.match(/^- \[/gm) ?? []).length;
    // Every page but the landing page's parts (landing-intro), and the version's llms-full.txt.
    const parts = v10DocRoutes.filter((route) => route.includes('landing-intro'));
    expect(parts.length).toBeGreaterThan(0);
    expect(listed(v10)).toBe(v10DocRoutes.length - parts.length + 1);
    expect(listed(v9)).toBe(v9DocRoutes.length + 1);
    const full = await (await request.get('/docs/v9/llms-full.txt')).text();
    expect(full).toContain('# Define Router\n\nSource: https://trpc.io/docs/v9/router');
  });

  test('"Copy page as Markdown" puts the page on the clipboard', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, '/docs/v10/router');
    await page.getByRole('button', { name: 'Copy page as Markdown' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(
      clipboard.startsWith('# Define Routers\n\nSource: https://trpc.io/docs/v10/router'),
    ).toBe(true);
    await expect(page.getByRole('link', { name: 'View as Markdown' })).toHaveAttribute(
      'href',
      '/docs/v10/router.md',
    );
  });
});

test.describe('version banners, edit links and crawler files', () => {
  test('9.x pages say they are the stable release and link to 10.x; 10.x pages new in 10.x say so', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/v9/context');
    const banner = page.getByLabel('About this version');
    await expect(banner).toContainText('stable release');
    await expect(banner.getByRole('link')).toHaveAttribute('href', '/docs/v10/context');
    // 10.x pages have no banner: the announcement bar above every page says 10.x is a
    // pre-release, and the version dropdown leads to the 9.x page.
    await gotoHydrated(page, '/docs/v10/router');
    await expect(page.getByLabel('About this version')).toHaveCount(0);
    await gotoHydrated(page, '/docs/v10/procedures');
    await expect(page.getByLabel('About this version')).toHaveText('New in 10.x');
  });

  for (const [from, to] of [
    ['/docs/v9/react-mutations', '/docs/v10/react-mutations'],
    ['/docs/v9/react-queries', '/docs/v10/react-queries'],
    ['/docs/v9/links', '/docs/v10/links'],
    ['/docs/v9/invalidateQueries', '/docs/v10/query-invalidation'],
  ]) {
    test(`the banner and the version dropdown agree: ${from} -> ${to}`, async ({ page }) => {
      await gotoHydrated(page, from);
      const bannerLink = page.getByLabel('About this version').getByRole('link');
      await expect(bannerLink).toHaveAttribute('href', to);
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('button', { name: '9.x' }).hover();
      await expect(nav.getByRole('link', { name: '10.x', exact: true })).toHaveAttribute(
        'href',
        to,
      );
    });
  }

  for (const [from, to] of [
    ['/docs/v10/react-mutations', '/docs/v9/react-mutations'],
    ['/docs/v10/react-queries', '/docs/v9/react-queries'],
    ['/docs/v10/links', '/docs/v9/links'],
  ]) {
    test(`the version dropdown leads to the same page in 9.x: ${from} -> ${to}`, async ({
      page,
    }) => {
      await gotoHydrated(page, from);
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('button', { name: '10.x' }).hover();
      await expect(nav.getByRole('link', { name: '9.x', exact: true })).toHaveAttribute('href', to);
    });
  }

  test('following the banner saves the other version as the preferred one', async ({ page }) => {
    await gotoHydrated(page, '/docs/v9/router');
    await page.getByLabel('About this version').getByRole('link').click();
    await expect(page).toHaveURL(/\/docs\/v10\/router$/);
    expect(await storageValue(page, 'docs-preferred-version-default')).toBe('current');
  });

  test('docs pages show an edit link and a last-updated date', async ({ page }) => {
    await gotoHydrated(page, '/docs/v10/router');
    await expect(page.getByRole('link', { name: /Edit this page/ })).toHaveAttribute(
      'href',
      'https://github.com/trpc/trpc/tree/main/www/docs/server/router.md',
    );
    await expect(page.getByText(/Last updated on/)).toBeVisible();
  });

  test('the sitemap leaves out the step fragments and test pages; robots.txt points at it', async ({
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('<loc>https://trpc.io/docs/v10/router</loc>');
    expect(sitemap).toContain('<loc>https://trpc.io/docs/v9/router</loc>');
    expect(sitemap).not.toContain('landing-intro');
    expect(sitemap).not.toContain('crash-test');
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Sitemap: https://trpc.io/sitemap.xml');
  });
});
