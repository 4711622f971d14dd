import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { gotoHydrated, seedStorage, watchForErrors } from '../support/page';
import { relevanceCases } from '../../scripts/bench-relevance';
import { pastedErrorCases } from '../../scripts/lib/pastedErrors';
import { openSearchClient } from '../../scripts/lib/searchClientPage';
import { waitForAnswer } from '../../scripts/lib/searchModal';

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');
const hitLinks = (page: Page) => page.locator('.DocSearch-Hit a');

/** Every request for the index waits this long: a slow network on the first search. */
async function slowIndex(page: Page, ms: number): Promise<void> {
  await page.route('**/pagefind/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/**
 * Records whether a "No results for" screen is ever on screen, from now on, in the modal or
 * on /search: a reader who reads it while the search is still running is told a falsehood.
 */
async function watchForNoResults(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    const win = window as unknown as { sawNoResults: boolean };
    win.sawNoResults = false;
    const check = () => {
      for (const element of document.querySelectorAll<HTMLElement>('main, .DocSearch-Dropdown')) {
        if (element.checkVisibility() && /No results for/.test(element.innerText)) {
          win.sawNoResults = true;
        }
      }
    };
    new MutationObserver(check).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  });
  return () => page.evaluate(() => (window as unknown as { sawNoResults: boolean }).sawNoResults);
}

async function openWithShortcut(page: Page): Promise<void> {
  // DocSearch ignores the shortcut while <body> still has the class of a modal that is closing
  // (removed in an effect after the modal is gone, a frame later for a person, longer on a busy
  // test machine), so the key is pressed once that has happened, as a reader would.
  await expect(page.locator('body.DocSearch--active')).toHaveCount(0);
  // The shortcut is re-armed a moment after a modal closes (under 20 ms measured).
  await page.waitForTimeout(50);
  await page.keyboard.press('ControlOrMeta+k');
  await expect(modal(page)).toBeVisible();
}

async function hrefs(page: Page): Promise<string[]> {
  await expect(hitLinks(page).first()).toBeVisible();
  return hitLinks(page).evaluateAll((links) =>
    links.map((link) => link.getAttribute('href') ?? ''),
  );
}

test.describe('search modal', () => {
  test('opens with Ctrl/Cmd+K, finds pages of the current version, closes with Escape', async ({
    page,
  }) => {
    const { errors } = watchForErrors(page);
    await gotoHydrated(page, '/docs/v10/router');
    await openWithShortcut(page);
    await input(page).fill('router');
    const links = await hrefs(page);
    expect(links.some((href) => href.startsWith('/docs/v10/router'))).toBe(true);
    expect(
      links
        .filter((href) => href.startsWith('/docs/'))
        .every((href) => href.startsWith('/docs/v10/')),
    ).toBe(true);
    await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();
    expect(errors).toEqual([]);
  });

  test('excerpts keep table cells apart: the Error Handling hit reads as words', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/v10');
    await openWithShortcut(page);
    await input(page).fill('PARSE_ERROR');
    const hit = page.locator('.DocSearch-Hit', {
      has: page.locator('a[href^="/docs/v10/error-handling"]'),
    });
    await expect(hit.first()).toBeVisible();
    const text = (await hit.allInnerTexts()).join(' ');
    // The table row Code | JSON-RPC | HTTP: PARSE_ERROR, -32700, 400.
    expect(text).toMatch(/PARSE_ERROR\s+-32700\s+400\b/);
    expect(text).not.toMatch(/CodeJSON-RPC|-32700400/);
  });

  test('opens with the / key', async ({ page }) => {
    await gotoHydrated(page, '/docs/v10');
    await page.keyboard.press('/');
    await expect(modal(page)).toBeVisible();
  });

  test('follows the docs version of the page', async ({ page }) => {
    await gotoHydrated(page, '/docs/v9/context');
    await openWithShortcut(page);
    await input(page).fill('router');
    const links = await hrefs(page);
    expect(links.some((href) => href.startsWith('/docs/v9/'))).toBe(true);
    expect(links.some((href) => href.startsWith('/docs/v10/'))).toBe(false);
  });

  test('outside the docs it uses the preferred version', async ({ page }) => {
    await seedStorage(page, 'docs-preferred-version-default', '9.x');
    await gotoHydrated(page, '/blog');
    await openWithShortcut(page);
    await input(page).fill('router');
    const links = await hrefs(page);
    expect(links.some((href) => href.startsWith('/docs/v9/'))).toBe(true);
    expect(links.some((href) => href.startsWith('/docs/v10/'))).toBe(false);
  });

  test('"See all N results" shows the true count, even after several keystrokes', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/v10/router');
    await openWithShortcut(page);
    await input(page).pressSequentially('rout', { delay: 80 });
    await expect(hitLinks(page).first()).toBeVisible();
    await input(page).pressSequentially('er', { delay: 80 });
    await expect(page.locator('.DocSearch-HitsFooter a')).toHaveText(/^See all \d+ results$/);
    await page.waitForTimeout(300);
    const footer = page.locator('.DocSearch-HitsFooter a');
    const modalCount = Number((await footer.innerText()).match(/\d+/)?.[0]);
    await footer.click();
    await expect(page).toHaveURL(/\/search\?q=router/);
    await expect(
      page.getByText(new RegExp(`^${modalCount} results? in 10\\.x docs`)),
    ).toBeVisible();
  });

  test('"See all N results" from a 9.x page opens the 9.x results', async ({ page }) => {
    await gotoHydrated(page, '/docs/v9/router');
    await openWithShortcut(page);
    await input(page).fill('context');
    const footer = page.locator('.DocSearch-HitsFooter a');
    await expect(footer).toHaveAttribute('href', /[?&]q=context(&|$)/);
    await footer.click();
    await expect(page).toHaveURL(/\/search\?q=context&v=9\.x$/);
    await expect(page.getByRole('combobox', { name: 'Version' })).toHaveValue('9.x');
    await expect(page.getByText(/^\d+ results? in 9\.x docs/)).toBeVisible();
    const first = page.locator('main ol li h2 a').first();
    await expect(first).toHaveAttribute('href', /^\/docs\/v9\//);
  });

  test('the landing page, written for 10.x, is not a 9.x result', async ({ page }) => {
    await gotoHydrated(page, '/docs/v9/router');
    await openWithShortcut(page);
    await input(page).fill('end-to-end typesafe');
    // The landing page's hit opens at the section of its excerpt (`/#…`) or at its top.
    const isLanding = (href: string) => href === '/' || href.startsWith('/#');
    expect((await hrefs(page)).some(isLanding)).toBe(false);
    await page.keyboard.press('Escape');
    await gotoHydrated(page, '/docs/v10/router');
    await openWithShortcut(page);
    await input(page).fill('end-to-end typesafe');
    expect((await hrefs(page)).some(isLanding)).toBe(true);
  });

  test('excerpts end a heading before its text, and marks hold whole words', async ({ page }) => {
    await gotoHydrated(page, '/docs/v10/context');
    await openWithShortcut(page);
    await input(page).fill('context');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    const snippets = await page.locator('.DocSearch-Hit-content-wrapper').allInnerTexts();
    // A heading's words never run straight into the paragraph under it.
    expect(snippets.join('\n')).not.toMatch(/Create the context The/);
    const marks = await page.locator('.DocSearch-Hit mark').allInnerTexts();
    expect(marks.length).toBeGreaterThan(0);
    for (const mark of marks) expect(mark).toMatch(/^[\p{L}\p{N}_$]+$/u);
    // One letter lights up whole words that begin with it, never a letter inside a word.
    await input(page).fill('c');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    for (const mark of await page.locator('.DocSearch-Hit mark').allInnerTexts())
      expect(mark.toLowerCase()).toMatch(/^c/);
  });

  test('keeps recent searches and favourites', async ({ page }) => {
    await gotoHydrated(page, '/docs/v10');
    await openWithShortcut(page);
    await input(page).fill('router');
    const firstHit = hitLinks(page).first();
    await expect(firstHit).toBeVisible();
    const target = (await firstHit.getAttribute('href')) ?? '';
    await firstHit.click();
    await expect(modal(page)).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${target.split('#')[0]}`));
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    await openWithShortcut(page);
    await expect(page.getByText('Recent', { exact: true })).toBeVisible();
    await page.getByTitle('Save this search').first().click();
    await expect(page.getByText('Favorite', { exact: true })).toBeVisible();
  });

  test('says "Searching…", never "No results", until the search for the typed text answers', async ({
    page,
  }) => {
    await slowIndex(page, 600);
    await gotoHydrated(page, '/docs/v10');
    await openWithShortcut(page);
    const sawNoResults = await watchForNoResults(page);
    await input(page).fill('output validation');
    await expect(page.locator('.DocSearch-Dropdown').getByText('Searching…')).toBeVisible();
    await expect(hitLinks(page).first()).toBeVisible({ timeout: 15_000 });
    expect(await sawNoResults()).toBe(false);
    // A query with truly nothing still gets the no-results screen once it has answered.
    await input(page).fill('kumquatblizzard');
    await expect(page.getByText('No results for')).toBeVisible({ timeout: 15_000 });
  });

  test('corrects a misspelt word and says so', async ({ page }) => {
    await gotoHydrated(page, '/docs/v10');
    await openWithShortcut(page);
    await input(page).fill('midleware');
    const note = page.locator('.DocSearch-Dropdown').getByRole('status');
    await expect(note).toHaveText('Showing results for middleware');
    expect((await hrefs(page))[0]).toMatch(/^\/docs\/v10\/middlewares\/?(#.*)?$/);
    // A word still being typed is not "corrected".
    await input(page).fill('midd');
    await expect(hitLinks(page).first()).toHaveAttribute('href', /middlewares/);
    await expect(note).toHaveCount(0);
  });

  test('says "No results" for a topic the docs do not cover, rather than correct it into another', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/v10');
    await openWithShortcut(page);
    for (const query of ['kubernetes helm chart', 'graphql federation']) {
      await input(page).fill(query);
      const noResults = page.locator('.DocSearch-NoResults').filter({ visible: true });
      await expect(noResults).toContainText(`No results for "${query}"`);
      await expect(page.getByText('Showing results for')).toHaveCount(0);
    }
    // A real misspelling of a word the docs use is still corrected.
    await input(page).fill('authentification');
    await expect(page.locator('.DocSearch-Dropdown').getByRole('status')).toHaveText(
      'Showing results for authentication',
    );
  });

  test('lists a pasted error as its troubleshooting entry: its heading, at its anchor', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/v10');
    await openWithShortcut(page);
    await input(page).fill('Error: No QueryClient set, use QueryClientProvider to set one');
    const first = hitLinks(page).first();
    await expect(first).toHaveAttribute(
      'href',
      /^\/docs\/v10\/troubleshooting\/?#no-queryclient-set-use-queryclientprovider-to-set-one$/,
    );
    // The entry's heading says in plain words what the message means.
    await expect(first).toContainText('A hook without QueryClientProvider');
    await expect(first).toContainText('Troubleshooting');
  });

  test('a page-level hit opens at the section of its excerpt, words marked there, focus on its heading', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/v10');
    await openWithShortcut(page);
    await input(page).fill('maxBatchSize');
    const first = hitLinks(page).first();
    // The first hit is a page itself (not one of its sections, drawn as a branch of a tree),
    // yet it has an anchor.
    await expect(first.locator('.DocSearch-Hit-title')).toBeVisible();
    await expect(first.locator('.DocSearch-Hit-Tree')).toHaveCount(0);
    const href = (await first.getAttribute('href')) ?? '';
    const [pathname, id] = href.split('#');
    expect(id, `${href} opens at a section`).toBeTruthy();
    await input(page).press('Enter');
    await expect(page).toHaveURL(
      (url) =>
        url.pathname.replace(/\/$/, '') === pathname?.replace(/\/$/, '') && url.hash === `#${id}`,
    );
    await expect(page.locator(`[id="${id}"]`)).toBeFocused();
    // The marks are the searched word, each inside the section the hit opened.
    const marks = await page.evaluate((sectionId) => {
      const heading = document.getElementById(sectionId);
      const ranges = [...(CSS.highlights.get('search-result') ?? [])] as Range[];
      let next = heading?.nextElementSibling ?? null;
      while (next && !/^H[1-3]$/.test(next.tagName)) next = next.nextElementSibling;
      return ranges.map((range) => ({
        text: range.toString(),
        after: Boolean(
          heading &&
          heading.compareDocumentPosition(range.startContainer) & Node.DOCUMENT_POSITION_FOLLOWING,
        ),
        before:
          !next ||
          Boolean(
            next.compareDocumentPosition(range.startContainer) & Node.DOCUMENT_POSITION_PRECEDING,
          ),
      }));
    }, id ?? '');
    expect(marks.length).toBeGreaterThan(0);
    for (const mark of marks)
      expect(mark).toEqual({ text: 'maxBatchSize', after: true, before: true });
    // The next page a reader opens by a link carries no marks.
    await page.goBack();
    await expect
      .poll(() => page.evaluate(() => CSS.highlights.get('search-result')?.size ?? 0))
      .toBe(0);
  });

  test('finds a page by a name readers know from another major version (useUtils)', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/v10');
    await openWithShortcut(page);
    await input(page).fill('useUtils');
    expect((await hrefs(page))[0]).toMatch(/^\/docs\/v10\/query-invalidation\/?(#.*)?$/);
  });

  test('finds a method by its name in dotted code (trpc.useContext)', async ({ page }) => {
    await gotoHydrated(page, '/docs/v10');
    await openWithShortcut(page);
    await input(page).fill('useContext');
    expect((await hrefs(page))[0]).toMatch(/^\/docs\/v10\/query-invalidation\/?(#.*)?$/);
    // The index's word split never shows: excerpts read the code as written.
    await expect(page.locator('.DocSearch-Hit').first()).toContainText('trpc.useContext');
  });

  test('shows the no-results screen with its texts', async ({ page }) => {
    await gotoHydrated(page, '/docs/v10');
    await openWithShortcut(page);
    await input(page).fill('kumquatblizzard');
    await expect(page.getByText('No results for')).toBeVisible();
    await expect(page.getByText('Believe this query should return results?')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Let us know.' })).toBeVisible();
  });

  test('shows the error screen when the index cannot be loaded, and the page keeps working', async ({
    page,
  }) => {
    await page.route('**/pagefind/**', (route) => route.abort());
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await gotoHydrated(page, '/docs/v10/router');
    await openWithShortcut(page);
    await input(page).fill('router');
    await expect(page.getByText('Unable to fetch results')).toBeVisible();
    await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page.getByText('Unable to fetch results')).toBeVisible();
    await expect(page.getByText('No results for')).toBeHidden();
    await page.keyboard.press('Escape');
    await page
      .getByRole('navigation', { name: 'Docs sidebar' })
      .getByRole('link', { name: 'Define Procedures' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Define Procedures');
    expect(pageErrors).toEqual([]);
  });

  test('shows hostile or odd queries as typed and never runs them', async ({ page }) => {
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await gotoHydrated(page, '/docs/v10');
    await openWithShortcut(page);
    const queries = [
      '<img src=x onerror="window.__searchXss=1">',
      `"router" 'context'`,
      '.*(router|[a-',
      '🚀 router 🎉',
      '      ',
      'router '.repeat(80),
    ];
    for (const query of queries) {
      await input(page).fill(query);
      await page.waitForTimeout(250);
      await expect(input(page)).toHaveValue(query.slice(0, 512));
      await expect(modal(page)).toBeVisible();
    }
    expect(
      await page.evaluate(() => (window as unknown as { __searchXss?: number }).__searchXss),
    ).toBeUndefined();
    expect(await page.locator('.DocSearch-Modal img[src="x"]').count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  test('no request leaves the site and the index loads only on intent', async ({
    page,
    externalRequests,
  }) => {
    const pagefindRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/pagefind/')) pagefindRequests.push(request.url());
    });
    await gotoHydrated(page, '/docs/v10/router');
    await page.waitForTimeout(500);
    expect(pagefindRequests).toEqual([]);
    await openWithShortcut(page);
    await input(page).fill('middleware');
    await expect(hitLinks(page).first()).toBeVisible();
    expect(pagefindRequests.length).toBeGreaterThan(0);
    expect(externalRequests).toEqual([]);
  });

  test('the modal stylesheet stays out of the first load and styles the modal on intent', async ({
    page,
  }) => {
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet')
        stylesheets.push(new URL(request.url()).pathname);
    });
    await gotoHydrated(page, '/docs/v10/router');
    await page.waitForTimeout(500);
    expect(stylesheets.filter((path) => path.includes('modal'))).toEqual([]);
    await openWithShortcut(page);
    await expect(page.locator('.DocSearch-Container')).toHaveCSS('position', 'fixed');
    expect(stylesheets.filter((path) => /\/assets\/css\/modal\.\w+\.css$/.test(path))).toHaveLength(
      1,
    );
  });
});

// The relevance budgets read the search client the modal calls, not the modal
// (scripts/lib/searchClientPage.ts): what the modal lists must be exactly that, link for link
// and in the same order, for queries of every kind the suites hold, both versions, and a
// pasted message of several lines.
test('the modal lists exactly the links the relevance budgets score, in order', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const suite = relevanceCases();
  const kinds = [...new Set(suite.map((item) => item.kind))];
  const sample = [
    ...kinds.flatMap((kind) =>
      (['10.x', '9.x'] as const).flatMap(
        (version) => suite.find((item) => item.kind === kind && item.version === version) ?? [],
      ),
    ),
    ...pastedErrorCases()
      .filter((item) => item.query.includes('\n'))
      .slice(0, 2),
  ].slice(0, 14);
  expect(sample.length).toBeGreaterThanOrEqual(12);
  expect(new Set(sample.map((item) => item.version))).toEqual(new Set(['10.x', '9.x']));
  const client = await openSearchClient(browser, baseURL ?? '');
  try {
    for (const version of ['10.x', '9.x'] as const) {
      await gotoHydrated(page, version === '10.x' ? '/docs/v10' : '/docs/v9');
      await openWithShortcut(page);
      for (const item of sample.filter((each) => each.version === version)) {
        await input(page).fill(item.query);
        await waitForAnswer(page, item.query);
        const listed = await hitLinks(page).evaluateAll((links) =>
          links.map((link) => link.getAttribute('href') ?? ''),
        );
        const scored = (await client.list(item.query, version)).map((hit) => hit.url);
        expect(listed, `${version} "${item.query.split('\n')[0]}"`).toEqual(scored);
      }
      await page.keyboard.press('Escape');
    }
  } finally {
    await client.close();
  }
});

test.describe('search page', () => {
  test('reads q, shows results and keeps the URL in step with the box', async ({ page }) => {
    const { errors } = watchForErrors(page);
    await gotoHydrated(page, '/search?q=router');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "router"');
    const results = page.locator('main ol li h2 a');
    await expect(results.first()).toBeVisible();
    expect(
      (
        await results.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
      ).filter((href) => href.startsWith('/docs/v9/')),
    ).toEqual([]);
    await page.getByLabel('Search', { exact: true }).fill('context');
    await expect(page).toHaveURL(/[?&]q=context/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Search results for "context"',
    );
    expect(errors).toEqual([]);
  });

  test('a result opens at the section of its excerpt, words marked, focus on its heading; an entry shows its message', async ({
    page,
  }) => {
    await gotoHydrated(page, '/search?q=maxBatchSize');
    const first = page.locator('main ol li h2 a').first();
    const href = (await first.getAttribute('href')) ?? '';
    const [, id] = href.split('#');
    expect(id, `${href} opens at a section`).toBeTruthy();
    await first.click();
    await expect(page).toHaveURL((url) => url.hash === `#${id}`);
    await expect(page.locator(`[id="${id}"]`)).toBeFocused();
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...(CSS.highlights.get('search-result') ?? [])].map((range) =>
            (range as Range).toString(),
          ),
        ),
      )
      .toContain('maxBatchSize');
    // An entry of a troubleshooting page is shown by the message it prints, not the page's text.
    await gotoHydrated(page, '/search?q=' + encodeURIComponent('No QueryClient set'));
    const entry = page.locator('main ol li').first();
    await expect(entry.locator('h2 a')).toHaveAttribute(
      'href',
      /#no-queryclient-set-use-queryclientprovider-to-set-one$/,
    );
    await expect(entry.locator('p').last()).toContainText(
      'No QueryClient set, use QueryClientProvider to set one',
    );
  });

  test('the version selector searches the 9.x docs', async ({ page }) => {
    await gotoHydrated(page, '/search?q=router');
    await page.getByLabel('Version').selectOption('9.x');
    await expect(page).toHaveURL(/v=9\.x/);
    const first = page.locator('main ol li h2 a').first();
    await expect(first).toHaveAttribute('href', /^\/(docs\/v9\/|blog|$)/);
  });

  test('paginates long result lists', async ({ page }) => {
    await gotoHydrated(page, '/search?q=trpc');
    const status = page.getByText(/results in 10\.x docs, page 1 of \d+/);
    await expect(status).toBeVisible();
    const firstTitle = await page.locator('main ol li h2 a').first().innerText();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(/page 2 of \d+/)).toBeVisible();
    await expect(page.locator('main ol li h2 a').first()).not.toHaveText(firstTitle);
  });

  test('says "Searching…", never "No results", while a slow index loads', async ({ page }) => {
    await slowIndex(page, 600);
    await gotoHydrated(page, '/search');
    const sawNoResults = await watchForNoResults(page);
    await page.getByLabel('Search', { exact: true }).fill('output validation');
    await expect(page.getByText('Searching…')).toBeVisible();
    await expect(page.locator('main ol li h2 a').first()).toBeVisible({ timeout: 15_000 });
    expect(await sawNoResults()).toBe(false);
  });

  test('Enter in the box moves to the first result', async ({ page }) => {
    await gotoHydrated(page, '/search?q=router');
    const first = page.locator('main ol li h2 a').first();
    await expect(first).toBeVisible();
    await page.getByLabel('Search', { exact: true }).press('Enter');
    await expect(first).toBeFocused();
    await expect(
      page.getByRole('main').getByRole('button', { name: 'Search', exact: true }),
    ).toBeVisible();
  });

  test('corrects a misspelt word and says so', async ({ page }) => {
    await gotoHydrated(page, '/search?q=transfomer');
    await expect(page.getByText('Showing results for transformer')).toBeVisible();
    await expect(page.locator('main ol li h2 a').first()).toHaveText('Data Transformers');
  });

  test("a no-results suggestion keeps the page's docs version", async ({ page }) => {
    await gotoHydrated(page, '/search?q=kumquatblizzard&v=9.x');
    await expect(page.getByText('No results for')).toBeVisible();
    await page.getByRole('link', { name: 'router', exact: true }).click();
    await expect(page).toHaveURL(/[?&]q=router/);
    await expect(page).toHaveURL(/[?&]v=9\.x/);
    await expect(page.getByText(/results in 9\.x docs/)).toBeVisible();
  });

  test('shows the no-results and error states', async ({ page }) => {
    await gotoHydrated(page, '/search?q=kumquatblizzard');
    await expect(page.getByText('No results for')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Let us know.' })).toBeVisible();
    await page.route('**/pagefind/**', (route) => route.abort());
    await gotoHydrated(page, '/search?q=router');
    await expect(page.getByRole('alert')).toContainText('Unable to fetch results');
  });
});
