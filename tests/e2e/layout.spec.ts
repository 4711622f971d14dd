import { expect, test } from '../support/fixtures';
import {
  gotoHydrated,
  seedStorage,
  storageValue,
  switchToDarkMode,
  watchForErrors,
} from '../support/page';

test.describe('announcement bar', () => {
  test('says 10.x is a pre-release, links to the migration guide and cannot be closed', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/v10/router');
    const bar = page.getByRole('banner').filter({ hasText: 'pre-release' });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link', { name: 'migration guide' })).toHaveAttribute(
      'href',
      '/docs/v10/migrate-from-v9-to-v10',
    );
    await expect(bar.getByRole('button', { name: /close/i })).toHaveCount(0);
  });
});

test.describe('navbar', () => {
  test('has the doc links, social links, dropdowns, colour toggle and search', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, '/docs/v10/router');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['Docs', '/docs/v10/'],
      ['Quickstart', '/docs/v10/quickstart'],
      ['Awesome tRPC Collection', '/docs/v10/awesome-trpc'],
      ['Usage with Next.js', '/docs/v10/nextjs'],
    ] as const) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    for (const [name, href] of [
      ['GitHub', 'https://github.com/trpc/trpc'],
      ['Twitter', 'https://twitter.com/trpcio'],
      ['Discord', 'https://trpc.io/discord'],
    ] as const) {
      await expect(nav.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute(
        'href',
        href,
      );
    }
    await expect(nav.getByRole('button', { name: '10.x' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'English' })).toBeVisible();
    await expect(
      nav.getByRole('button', { name: /dark mode|light mode|system mode/i }),
    ).toBeVisible();
    await expect(nav.getByRole('button', { name: /^Search/ })).toBeVisible();
  });

  test('the table of contents lists h2 and h3 headings only', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, '/docs/v10/router');
    const tocLinks = page.locator('.table-of-contents a');
    const tocCount = await tocLinks.count();
    const headingCount = await page.locator('article h2[id], article h3[id]').count();
    expect(tocCount).toBeGreaterThan(0);
    expect(tocCount).toBe(headingCount);
  });
});

test.describe('colour mode', () => {
  test('is light by default, toggles to dark and remembers it', async ({ page }) => {
    await gotoHydrated(page, '/docs/v10');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await switchToDarkMode(page);
    expect(await storageValue(page, 'theme')).toBe('dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  for (const system of ['light', 'dark'] as const) {
    test(`on a ${system} system, every click flips the mode on screen and saves it`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ colorScheme: system });
      const page = await context.newPage();
      await gotoHydrated(page, '/docs/v10');
      const html = page.locator('html');
      const toggle = page.getByRole('button', { name: /Switch between dark and light mode/ });
      const other = system === 'light' ? 'dark' : 'light';
      await expect(html).toHaveAttribute('data-theme', system);
      await toggle.click();
      await expect(html).toHaveAttribute('data-theme', other);
      expect(await storageValue(page, 'theme')).toBe(other);
      await toggle.click();
      await expect(html).toHaveAttribute('data-theme', system);
      expect(await storageValue(page, 'theme')).toBe(system);
      await context.close();
    });
  }

  test('with nothing saved, a change of the system preference is followed live', async ({
    browser,
  }) => {
    const context = await browser.newContext({ colorScheme: 'light' });
    const page = await context.newPage();
    await gotoHydrated(page, '/docs/v10');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await context.close();
  });

  test('follows the system preference when nothing is saved', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await gotoHydrated(page, '/docs/v10');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await context.close();
  });

  test('a change in another tab is picked up', async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await gotoHydrated(first, '/docs/v10');
    await gotoHydrated(second, '/docs/v10/router');
    await expect(second.locator('html')).toHaveAttribute('data-theme', 'light');
    await switchToDarkMode(first);
    await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('without JavaScript, code blocks keep the light colours', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/docs/v10/router');
    const block = page.locator('article .theme-code-block').first();
    expect(await block.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
      'rgb(246, 248, 250)',
    );
    const keyword = block.locator('.token.keyword').first();
    expect(await keyword.evaluate((element) => getComputedStyle(element).color)).toBe(
      'rgb(0, 102, 158)',
    );
    await context.close();
  });

  test('code blocks are dark before the JavaScript has run, and hydrate in place', async ({
    browser,
  }) => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    // Hold the bundle back: what shows now is the server HTML with the inline colour-mode script.
    let releaseScripts = () => {};
    const scriptsReleased = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route('**/assets/js/**', async (route) => {
      await scriptsReleased;
      await route.continue();
    });
    // Deferred scripts hold DOMContentLoaded back too, so wait for the markup itself.
    await page.goto('/docs/v10/router', { waitUntil: 'commit' });
    const block = page.locator('article .theme-code-block').first();
    await expect(page.locator('footer.footer')).toBeAttached();
    const keyword = block.locator('.token.keyword').first();
    const colours = () =>
      Promise.all([
        block.evaluate((element) => getComputedStyle(element).backgroundColor),
        keyword.evaluate((element) => getComputedStyle(element).color),
      ]);
    const beforeHydration = await colours();
    expect(beforeHydration).toEqual(['rgb(40, 42, 54)', 'rgb(189, 147, 249)']);
    await block.locator('pre').evaluate((pre) => pre.setAttribute('data-server-rendered', ''));

    releaseScripts();
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    await expect(block.getByRole('button', { name: 'Copy code to clipboard' })).toBeAttached();
    expect(await colours()).toEqual(beforeHydration);
    // The same <pre> is still there: React took the server markup over instead of rebuilding it.
    await expect(block.locator('pre[data-server-rendered]')).toHaveCount(1);
    await context.close();
  });
});

test.describe('mobile menu at the 996 px breakpoint', () => {
  test('at 995 px the navbar collapses into a sidebar with a back-to-main-menu button', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 995, height: 800 });
    await gotoHydrated(page, '/docs/v10/router');
    const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
    await expect(toggle).toBeVisible();
    await toggle.click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole('button', { name: /Back to main menu/ })).toBeVisible();
    await sidebar.getByRole('button', { name: /Back to main menu/ }).click();
    const quickstart = sidebar.getByRole('link', { name: 'Quickstart', exact: true }).first();
    await expect(quickstart).toBeVisible();
    await quickstart.click();
    await expect(page).toHaveURL(/\/docs\/v10\/quickstart$/);
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  });

  test('at 997 px the desktop navbar shows its links', async ({ page }) => {
    await page.setViewportSize({ width: 997, height: 800 });
    await gotoHydrated(page, '/docs/v10/router');
    await expect(page.getByRole('button', { name: 'Toggle navigation bar' })).toBeHidden();
    await expect(
      page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Quickstart', exact: true }),
    ).toBeVisible();
  });

  test('the open menu closes when the window becomes desktop width', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 800 });
    await gotoHydrated(page, '/docs/v10/router');
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
    await page.setViewportSize({ width: 1200, height: 800 });
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  });
});

test.describe('docs versions', () => {
  test('the dropdown switches to the same page in 9.x and the choice is remembered', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, '/docs/v10/router');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: '10.x' }).hover();
    await nav.getByRole('link', { name: '9.x' }).click();
    await expect(page).toHaveURL(/\/docs\/v9\/router$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Define Router');
    expect(await storageValue(page, 'docs-preferred-version-default')).toBe('9.x');

    // Outside the docs, doc links in the navbar follow the stored preference.
    await gotoHydrated(page, '/blog');
    await nav.getByRole('link', { name: 'Quickstart', exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/v9\/quickstart$/);
  });

  test('a stored preference for a version that no longer exists is dropped', async ({ page }) => {
    await seedStorage(page, 'docs-preferred-version-default', '7.x');
    await page.setViewportSize({ width: 1280, height: 800 });
    const { errors } = watchForErrors(page);
    await gotoHydrated(page, '/blog');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Quickstart', exact: true })).toHaveAttribute(
      'href',
      '/docs/v10/quickstart',
    );
    expect(errors).toEqual([]);
  });

  test('the 9.x sidebar has its own pages and 10.x has its own', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, '/docs/v9/router');
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    await expect(sidebar.getByRole('link', { name: 'invalidateQueries()' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Define Procedures' })).toHaveCount(0);
    await gotoHydrated(page, '/docs/v10/router');
    await expect(sidebar.getByRole('link', { name: 'Define Procedures' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Step1' })).toHaveCount(0);
  });
});

test('install tabs remember the package manager across pages', async ({ page }) => {
  await gotoHydrated(page, '/docs/v10/quickstart');
  const pnpmTab = page.getByRole('tab', { name: 'pnpm' }).first();
  await pnpmTab.click();
  await expect(pnpmTab).toHaveAttribute('aria-selected', 'true');
  await gotoHydrated(page, '/docs/v9/quickstart');
  await expect(page.getByRole('tab', { name: 'pnpm' }).first()).toHaveAttribute(
    'aria-selected',
    'true',
  );
  expect(await storageValue(page, 'docusaurus.tab.npm2yarn')).toBe('pnpm');
});

test.describe('crash screen', () => {
  test('shows the message, a Try again button and the Page Error title', async ({ page }) => {
    await gotoHydrated(page, '/crash-test');
    await page.getByRole('button', { name: 'Crash this page' }).click();
    await expect(page.getByRole('heading', { name: 'This page crashed.' })).toBeVisible();
    await expect(page.getByText('Crash test: this error was thrown on purpose.')).toBeVisible();
    await expect(page).toHaveTitle('Page Error');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('Nothing has crashed yet')).toBeVisible();
  });
});

test('pages linked in view are prefetched, each file once, and the next page needs no more', async ({
  page,
}) => {
  await gotoHydrated(page, '/docs/v10/router');
  const prefetched = () =>
    page
      .locator('link[rel="prefetch"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  // Prefetching runs in idle time; wait until it has settled.
  let previous = -1;
  await expect
    .poll(async () => {
      const count = (await prefetched()).length;
      const settled = count === previous;
      previous = count;
      return settled && count > 10;
    })
    .toBe(true);
  const files = await prefetched();
  expect(files.length).toBe(new Set(files).size);

  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requested.push(request.url());
  });
  await page.getByRole('link', { name: /^Next/ }).click();
  await expect(page).not.toHaveURL(/\/router$/);
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  expect(requested.filter((url) => !files.includes(url))).toEqual([]);
});

for (const [connection, network] of [
  ['a slow 2g connection', { effectiveType: 'slow-2g', saveData: false }],
  ['data saving on', { effectiveType: '4g', saveData: true }],
] as const) {
  test(`nothing is prefetched on ${connection}`, async ({ page }) => {
    await page.addInitScript((value) => {
      Object.defineProperty(navigator, 'connection', { value, configurable: true });
    }, network);
    await gotoHydrated(page, '/docs/v10/router');
    // Prefetches start in idle time after the links are seen: give them two idle periods.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          requestIdleCallback(() => requestIdleCallback(() => setTimeout(resolve, 500))),
        ),
    );
    await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);
  });
}

test('the progress bar appears on a slow navigation', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, '/docs/v10/router');
  // Hold back route chunks so the navigation lasts longer than the bar's 200 ms delay.
  await page.route('**/assets/js/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await route.continue();
  });
  await page
    .getByRole('navigation', { name: 'Docs sidebar' })
    .getByRole('link', { name: 'Metadata' })
    .click();
  await expect(page.locator('#nprogress .bar')).toBeVisible();
  await expect(page.locator('#nprogress .spinner')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Metadata');
});

test('the blog post shows its date, author and reading time', async ({ page }) => {
  await gotoHydrated(page, '/blog/introducing-trpc');
  const article = page.locator('article').first();
  await expect(article.locator('time')).toHaveAttribute('datetime', /^2021-05-05/);
  await expect(article.getByText('Alex / KATT')).toBeVisible();
  await expect(article.getByText(/min read/)).toBeVisible();
  // The author's icon-only links are named (by their title) for assistive technology.
  await expect(article.getByRole('link', { name: 'X', exact: true })).toHaveAttribute(
    'href',
    'https://x.com/alexdotjs',
  );
  await expect(article.getByRole('link', { name: 'GitHub', exact: true })).toHaveAttribute(
    'href',
    'https://github.com/KATT',
  );
  await gotoHydrated(page, '/blog/tags/trpc');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('One post tagged with "trpc"');
});

test('feeds are published, well-formed, and each names its own address', async ({
  page,
  request,
}) => {
  await gotoHydrated(page, '/blog');
  for (const feed of ['/blog/rss.xml', '/blog/atom.xml']) {
    const response = await request.get(feed);
    expect(response.status()).toBe(200);
    const xml = await response.text();
    expect(xml).toContain('introducing-trpc');
    // Parsed as XML by the browser: an error, or the self link's address.
    const self = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      if (doc.querySelector('parsererror')) return 'not well-formed';
      const atom = 'http://www.w3.org/2005/Atom';
      const links = [...doc.getElementsByTagNameNS(atom, 'link')];
      return links.find((link) => link.getAttribute('rel') === 'self')?.getAttribute('href');
    }, xml);
    expect(self).toBe(`https://trpc.io${feed}`);
  }
});

test('pages with media load every image from the site, each with its size known before it loads', async ({
  page,
  externalRequests,
}) => {
  for (const route of [
    '/',
    '/blog/introducing-trpc',
    '/docs/v10/sponsors',
    '/docs/v9/sponsors',
    '/docs/v10',
    '/docs/v9',
  ]) {
    await gotoHydrated(page, route);
    // Lazy images load once they near the viewport.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    const images = await page.locator('main img').evaluateAll((imgs) =>
      imgs.map((img) => ({
        src: (img as HTMLImageElement).currentSrc || (img as HTMLImageElement).src,
        sized:
          (img.hasAttribute('width') && img.hasAttribute('height')) ||
          // Docusaurus's author avatar has no attributes; Infima fixes its box in CSS.
          (img.classList.contains('avatar__photo') &&
            getComputedStyle(img).width === getComputedStyle(img).height &&
            getComputedStyle(img).width !== 'auto'),
        loaded: (img as HTMLImageElement).naturalWidth > 0,
      })),
    );
    for (const image of images) {
      expect(new URL(image.src).origin, `${route}: ${image.src}`).toBe(new URL(page.url()).origin);
      expect(image.sized, `${route}: ${image.src} has no size before it loads`).toBe(true);
      expect(image.loaded, `${route}: ${image.src} did not load`).toBe(true);
    }
  }
  expect(externalRequests).toEqual([]);
});

test('a video loads nothing from YouTube until the reader plays it, then plays in place', async ({
  page,
  externalRequests,
}) => {
  await gotoHydrated(page, '/docs/v9');
  const video = page.getByRole('link', { name: /A deep dive into tRPC/ });
  await video.scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  expect(externalRequests).toEqual([]);
  await expect(video).toHaveAttribute('href', 'https://www.youtube.com/watch?v=-_GZJ3xwYOw');
  const before = await video.boundingBox();
  await video.click();
  await expect(page.locator('iframe[title^="A deep dive into tRPC"]')).toHaveAttribute(
    'src',
    'https://www.youtube-nocookie.com/embed/-_GZJ3xwYOw?autoplay=1',
  );
  // The player takes the poster's box: nothing below it moves.
  const after = await page.locator('iframe[title^="A deep dive into tRPC"]').boundingBox();
  expect(after?.height).toBeCloseTo(before?.height ?? 0, 0);
  expect(page.url()).toMatch(/\/docs\/v9\/?$/);
});

test('no analytics or tweet-widget request without an id or an embed', async ({
  page,
  externalRequests,
}) => {
  await gotoHydrated(page, '/docs/v10/router');
  await page.getByRole('link', { name: 'Define Procedures' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Define Procedures');
  await gotoHydrated(page, '/blog/introducing-trpc');
  expect(
    externalRequests.filter((url) =>
      /googletagmanager|google-analytics|platform\.twitter/.test(url),
    ),
  ).toEqual([]);
});

test('Mermaid diagrams render as SVG, not as an error', async ({ page }) => {
  await gotoHydrated(page, '/docs/v10/links');
  const diagram = page.locator('.docusaurus-mermaid-container').first();
  await expect(diagram.locator('svg')).toBeVisible();
  await expect(page.getByText(/Parse error|Syntax error/)).toHaveCount(0);
  await expect(diagram).toContainText('httpBatchLink');
});
