// The hosted search path: a build with the three ALGOLIA_* settings (`npm run build:hosted`,
// served from build-hosted/ under its own headers). Algolia is never reached: its requests are
// answered from tests/fixtures/algolia-hits.json, and the test reads what the site sent.
import { readFileSync } from 'node:fs';
import type { Page, Request } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectFocusRingByKeyboard } from '../support/focusRing';
import { gotoHydrated, watchForErrors } from '../support/page';

const fixture = JSON.parse(readFileSync('tests/fixtures/algolia-hits.json', 'utf8')) as {
  hits: unknown[];
};

type AlgoliaRequest = {
  indexName: string;
  query?: string;
  facetFilters?: unknown;
  hitsPerPage?: number;
};

/** Answers every Algolia query from the fixture; returns the queries the site sent. */
async function fakeAlgolia(page: Page): Promise<AlgoliaRequest[]> {
  const sent: AlgoliaRequest[] = [];
  await page.route(/\.algolia(net)?\.(net|com)\//, async (route) => {
    const request: Request = route.request();
    const body = JSON.parse(request.postData() ?? '{}') as { requests?: AlgoliaRequest[] };
    const requests = body.requests ?? [];
    sent.push(...requests);
    const results = requests.map((query) => {
      const hits = query.hitsPerPage === 0 ? [] : fixture.hits;
      return {
        hits,
        nbHits: hits.length,
        page: 0,
        nbPages: hits.length > 0 ? 1 : 0,
        hitsPerPage: query.hitsPerPage ?? 20,
        processingTimeMS: 1,
        exhaustiveNbHits: true,
        query: query.query ?? '',
        params: '',
        index: query.indexName,
        facets: { docusaurus_tag: { 'docs-default-current': 2 }, language: { en: 2 } },
      };
    });
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: JSON.stringify({ results }),
    });
  });
  return sent;
}

const versionFilter = ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'];

test('the modal queries Algolia with the page version filter and shows its hits', async ({
  page,
}) => {
  const { errors } = watchForErrors(page);
  const sent = await fakeAlgolia(page);
  await gotoHydrated(page, '/docs/v10/router');
  await page.keyboard.press('ControlOrMeta+k');
  await page.locator('.DocSearch-Input').fill('router');
  // The hits from the fixture, as DocSearch renders them, linking to this site.
  const hits = page.locator('.DocSearch-Hit a');
  await expect(hits.first()).toBeVisible();
  await expect(page.locator('.DocSearch-Hit').first()).toContainText('Define Routers');
  await expect(page.locator('.DocSearch-Hit').nth(1)).toContainText(
    'Give each feature its own router',
  );
  await expect(hits.nth(1)).toHaveAttribute(
    'href',
    '/docs/v10/merging-routers#one-router-per-feature',
  );
  // Only a request the Content-Security-Policy allowed reaches the route above.
  const query = sent.find((request) => request.query === 'router');
  expect(query?.indexName).toBe('trpc-fixture');
  expect(query?.facetFilters).toContainEqual(versionFilter);
  // The hosted modal is the stock one: no "Showing results for", no local index.
  await expect(page.locator('.site-search-slot')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('/search queries Algolia and lists the results', async ({ page }) => {
  const { errors } = watchForErrors(page);
  const sent = await fakeAlgolia(page);
  await gotoHydrated(page, '/search?q=router');
  await expect(page.getByRole('link', { name: /Define Routers/ })).toBeVisible();
  expect(sent.some((request) => request.query === 'router')).toBe(true);
  expect(errors).toEqual([]);
});

test('no local index is built or fetched', async ({ page }) => {
  const local: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/pagefind/')) local.push(request.url());
  });
  await fakeAlgolia(page);
  await gotoHydrated(page, '/docs/v10/router');
  await page.keyboard.press('ControlOrMeta+k');
  await page.locator('.DocSearch-Input').fill('router');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  expect(local).toEqual([]);
  expect((await page.request.get('/pagefind/pagefind.js')).status()).toBe(404);
});

test('pages carry no local index marks: docs, the blog post and the landing page', async ({
  page,
}) => {
  for (const route of ['/docs/v10/router', '/docs/v9/router', '/blog/introducing-trpc', '/']) {
    const html = await (await page.request.get(route)).text();
    expect(html, route).toContain('</main>');
    expect(html, route).not.toMatch(/data-pagefind-|data-search-tag/);
  }
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the search button shows a focus ring when tabbed to (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await gotoHydrated(page, '/docs/v10/router');
    await expectFocusRingByKeyboard(page, page.locator('.navbar .DocSearch-Button'));
  });
}
