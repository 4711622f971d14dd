// The promised routes themselves are crawled page by page in crawl.spec.ts.
import { expect, test } from '../support/fixtures';
import { gotoHydrated, watchForErrors } from '../support/page';
import { redirects, redirectStatus } from '../../src/config/redirects';

test('an unknown path shows the not-found page with status 404', async ({ page }) => {
  const response = await page.goto('/this/page/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page).toHaveTitle('Page Not Found | tRPC');
});

test('every link to this site itself (trpc.io/...) is a page or a short link that redirects', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  const ownPaths = await page
    .locator('a[href^="https://trpc.io/"]')
    .evaluateAll((links) => [
      ...new Set(links.map((a) => new URL(a.getAttribute('href') ?? '').pathname)),
    ]);
  expect(ownPaths).toContain('/discord'); // the navbar's and footer's Discord link
  for (const path of ownPaths) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    const short = redirects.find((r) => r.from === path);
    if (short) {
      expect(response.status(), path).toBe(redirectStatus(short));
      expect(response.headers().location, path).toBe(short.to);
    } else {
      expect(response.status(), path).toBe(200);
    }
  }
});

test.describe('paths ending in .html or /index.html show the same page', () => {
  for (const path of [
    '/docs/v10/router.html',
    '/docs/v10/router/index.html',
    '/blog/introducing-trpc.html',
  ]) {
    test(path, async ({ page }) => {
      const { errors } = watchForErrors(page);
      await gotoHydrated(page, path);
      const expected = path.startsWith('/blog') ? 'Introducing tRPC' : 'Define Routers';
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('page titles', () => {
  test('a docs page is "<title> | tRPC"', async ({ page }) => {
    await page.goto('/docs/v10/router');
    await expect(page).toHaveTitle('Define Routers | tRPC');
    await page.goto('/docs/v9/router');
    await expect(page).toHaveTitle('Define Router | tRPC');
  });

  test('the landing page and each docs introduction have a title of their own', async ({
    page,
    request,
  }) => {
    const versions = { '/': null, '/docs/v10': '10.x', '/docs/v9': '9.x' };
    const titles: string[] = [];
    for (const [path, version] of Object.entries(versions)) {
      const html = await (await request.get(path)).text();
      const served = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1];
      await gotoHydrated(page, path);
      const title = await page.title();
      expect(served, path).toBe(title);
      // "<page title> | tRPC": the page title says what the page is, not only whose site.
      expect(title, path).toMatch(/^\S.* \| tRPC$/);
      if (version) expect(title, path).toContain(version);
      titles.push(title);
    }
    expect(new Set(titles).size).toBe(titles.length);
  });

  test('the blog post title', async ({ page }) => {
    await page.goto('/blog/introducing-trpc');
    await expect(page).toHaveTitle('Introducing tRPC | tRPC');
  });

  // While a page hydrates, its tab reads the site title ("tRPC") for a moment (measured 14 ms on
  // the blog post, 128 ms on /docs/v10/router) before the page title returns. It is Docusaurus's:
  // a stock 3.10 site does the same. react-helmet-async registers each <Head> while React
  // renders, and React 19 hydrates in time slices, so Helmet's next animation frame can apply
  // the root's <title> before the page's <Head> has rendered. No upstream issue names this
  // flicker; the closest reports are staylor/react-helmet-async#226 (instances registered during
  // render) and facebook/docusaurus#7420 (the title lagging behind the route). What the site
  // controls is checked here: the served HTML and the settled page carry the page title.
  test('the served HTML has the page title, and so does the page once hydrated', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/docs/v10/router')).text();
    expect(html).toMatch(/<title[^>]*>Define Routers \| tRPC<\/title>/);
    await page.goto('/docs/v10/router');
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await expect(page).toHaveTitle('Define Routers | tRPC');
  });
});
