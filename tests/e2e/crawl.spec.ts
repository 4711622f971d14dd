import { readFileSync, readdirSync } from 'node:fs';
import http from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import path from 'node:path';
import { devices, type Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { openDetails, scrollingSamples } from '../support/layout-checks';
import { watchForErrors } from '../support/page';
import { allRoutes } from '../support/routes';
import { codeKey } from '../../src/plugins/code-samples/types/codeKey';

// Every page the build contains, the promised routes (tests/support/routes.ts) among them: a
// hydration mismatch, a script error or a Content-Security-Policy violation on any of them is a
// broken page for a reader, and a promised route is a whole page (200, a heading, a title).
// The server applies the deploy headers (scripts/serve.ts), so this is the CSP check too.
function builtRoutes(buildDir = 'build'): string[] {
  return (
    readdirSync(buildDir, { recursive: true, encoding: 'utf8' })
      // Pages of the site; the playground's runner (assets/playground/runner/) is a frame's page
      // with no app in it, checked by the playground's tests.
      .filter(
        (file) =>
          file.endsWith('.html') && !file.startsWith('pagefind') && !file.startsWith('assets'),
      )
      .map((file) => {
        const route = `/${file.split(path.sep).join('/')}`.replace(/(\/index)?\.html$/, '');
        return route === '' ? '/' : route;
      })
      .sort()
  );
}

const routes = builtRoutes();

test('the crawl covers the whole build', () => {
  expect(routes.length).toBeGreaterThan(100);
  expect(routes).toEqual(expect.arrayContaining(['/', '/404', '/docs/v9', '/docs/v10/router']));
});

const promised = new Set(allRoutes);

// The types of each page's compiled samples, as the build wrote them (build/code-types/), by
// route: the browser finds a block's types by the text it shows, so a block rendered otherwise
// than the build saw it would silently have none. Checked on each route's crawl.
const typedBlocks = new Map(
  readdirSync('build/code-types', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json'))
    .map((file) => {
      const route = `/${file
        .split(path.sep)
        .join('/')
        .replace(/\.json$/, '')}`;
      const { blocks } = JSON.parse(readFileSync(path.join('build/code-types', file), 'utf8')) as {
        blocks: Record<string, unknown>;
      };
      return [route, Object.keys(blocks)] as const;
    }),
);

test('every page with typed samples is crawled, and finds the types of each of its blocks there', () => {
  expect(typedBlocks.size).toBeGreaterThan(60);
  expect([...typedBlocks.keys()].filter((route) => !routes.includes(route))).toEqual([]);
});

test('every route the site promises is in the build', () => {
  expect(allRoutes.filter((route) => !routes.includes(route))).toEqual([]);
});

// Each page is crawled once, in light and dark mode by turns (both modes on every kind of
// page), which halves the time of crawling every page in both.
for (const [mode, colorScheme] of (['light', 'dark'] as const).entries()) {
  test.describe(`crawl in ${colorScheme} mode`, () => {
    // One page per test worker and mode, reused from route to route: each route is still a
    // document load of its own, with its own hydration and errors, and storage is cleared
    // after it. A new browser context for each of the hundred routes cost 2-3 s apiece on a
    // 2-core runner, a third of the whole suite.
    let page: Page;
    test.beforeAll(async ({ browser }, testInfo) => {
      // The project's device and address, as the `page` fixture would have them.
      const context = await browser.newContext({
        ...devices['Desktop Chrome'],
        baseURL: testInfo.project.use.baseURL,
        colorScheme,
      });
      page = await context.newPage();
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
        });
      });
    });
    test.afterAll(() => page?.context().close());

    for (const route of routes.filter((_, at) => at % 2 === mode)) {
      test(route, async () => {
        const watch = watchForErrors(page, {
          // The not-found page is served with status 404 on purpose; the browser logs that.
          expectedStatusOf: route === '/404' ? '/no-such-page' : undefined,
        });
        try {
          await crawled(page, route, colorScheme, watch.errors);
        } finally {
          watch.stop();
          await page.evaluate(() => {
            localStorage.clear();
            sessionStorage.clear();
          });
        }
      });
    }
  });
}

/** The checks of one route, in a page of the mode's colour scheme. */
async function crawled(
  page: Page,
  route: string,
  colorScheme: 'light' | 'dark',
  errors: readonly string[],
): Promise<void> {
  const response = await page.goto(route === '/404' ? '/no-such-page' : route);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
  if (promised.has(route)) {
    // A route the site promises (tests/support/routes.ts) is a whole page.
    expect(response?.status(), `HTTP status of ${route}`).toBe(200);
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page.locator('main').first()).toBeVisible();
    await expect(page).toHaveTitle(/tRPC$/);
    expect(await page.locator('body').innerText()).not.toContain('STUB');
  }
  // The effects that run after hydration get their chance to fail: the page's main thread
  // is idle once. (The network is not waited for: after hydration it carries the idle-time
  // prefetches of linked pages, half a second or more a page, whose failures reach no
  // reader; the lazily drawn Mermaid diagram has diagrams.spec.ts.)
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })),
  );
  expect(errors).toEqual([]);
  // At this width (1280 px) a reader sees each TypeScript sample whole, those in collapsed
  // boxes too: no line runs past the block's edge, hidden behind a sideways scroll.
  if ((await page.locator('pre.language-ts, pre.language-tsx').count()) > 0) {
    await openDetails(page);
    expect(await scrollingSamples(page), 'samples that scroll sideways').toEqual([]);
  }
  const typed = typedBlocks.get(route);
  if (typed) {
    // Each block's lines as the reader sees them, which is what the browser keys them by.
    const shown = await page.evaluate(() =>
      [...document.querySelectorAll('.markdown pre.language-ts, .markdown pre.language-tsx')].map(
        (pre) =>
          [...(pre.querySelector(':scope > code')?.children ?? [])]
            .map((line) => line.textContent)
            .join('\n'),
      ),
    );
    const keys = new Set(shown.map((text) => codeKey(text)));
    expect(
      typed.filter((key) => !keys.has(key)),
      'blocks whose types the page misses',
    ).toEqual([]);
  }
}

// A file served as immutable is kept by browsers and CDNs for a year: it must be one whose name
// changes with its content, or readers would keep a stale copy.
test('every file served as immutable is named by its content', async ({ request }) => {
  const files = ['assets', 'pagefind'].flatMap((dir) =>
    readdirSync(path.join('build', dir), {
      recursive: true,
      encoding: 'utf8',
      withFileTypes: false,
    })
      .map((file) => `/${dir}/${file.split(path.sep).join('/')}`)
      .filter((file) => path.extname(file) !== '' || file.includes('.')),
  );
  let immutable = 0;
  for (const file of files) {
    const response = await request.head(file);
    if (!response.ok()) continue; // a folder
    if (!/immutable/.test(response.headers()['cache-control'] ?? '')) continue;
    immutable += 1;
    expect(path.basename(file), `${file} is immutable`).toMatch(/[._-][0-9a-f]{7,}\./);
  }
  expect(immutable).toBeGreaterThan(100);
  const runtime = await request.head('/pagefind/pagefind.js');
  expect(runtime.headers()['cache-control'] ?? '').not.toMatch(/immutable/);
});

/** One GET as the network sends it: no decoding of the body, unlike Playwright's request. */
function rawGet(url: string, acceptEncoding: string) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

// The compiler and the types are most of what the playground downloads; at brotli's best quality
// (compressed once, when the site is built) they are a quarter smaller than a host's on-the-fly
// compression makes them.
test("the playground's compiler and types are served precompressed to a browser that takes brotli", async ({
  baseURL,
}) => {
  const dir = 'build/assets/playground';
  const siblings = readdirSync(dir).filter((file) => file.endsWith('.br'));
  expect(siblings.some((file) => file.startsWith('typescript.'))).toBe(true);
  expect(siblings.filter((file) => file.startsWith('types-'))).toHaveLength(2);
  for (const sibling of siblings) {
    const file = sibling.slice(0, -'.br'.length);
    const original = readFileSync(path.join(dir, file));
    const brotli = await rawGet(`${baseURL}/assets/playground/${file}`, 'gzip, deflate, br');
    expect(brotli.headers['content-encoding'], file).toBe('br');
    expect(brotli.body.equals(readFileSync(path.join(dir, sibling))), file).toBe(true);
    expect(brotliDecompressSync(brotli.body).equals(original), file).toBe(true);
    expect(brotli.headers['content-type'], file).toMatch(/^application\/(javascript|json)/);
    // A browser without brotli gets the file itself, compressed by the server.
    const gzip = await rawGet(`${baseURL}/assets/playground/${file}`, 'gzip');
    expect(gzip.headers['content-encoding'], file).toBe('gzip');
  }
});

// The playground says how much of the compiler and the types has arrived ("43% of 3.3 MB"),
// counting to the sizes the build recorded; a file the build rewrote after recording its size
// would stop short of 100% or pass it.
test("the sizes the playground's progress counts to are those of the files served", () => {
  const recorded = readdirSync('build/assets/js')
    .filter((file) => file.endsWith('.js'))
    .flatMap((file) => [
      ...readFileSync(path.join('build/assets/js', file), 'utf8').matchAll(
        /\b(typescript|types)Url:"([^"]+)",(?:[^{}]*?,)?\1Bytes:(\d+)/g,
      ),
    ])
    .map(([, , url = '', bytes]) => ({ url, bytes: Number(bytes) }));
  expect(new Set(recorded.map(({ url }) => url)).size).toBe(3);
  for (const { url, bytes } of recorded)
    expect(readFileSync(path.join('build', url)).length, url).toBe(bytes);
});
