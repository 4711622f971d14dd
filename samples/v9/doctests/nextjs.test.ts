// @vitest-environment happy-dom
// Backs versioned_docs/version-9.x/nextjs/nextjs.md (Usage with Next.js, 9.x): the page's API route
// runs under Next's own API resolver, and its _app and page render in happy-dom, once as the
// browser and once as the server (getInitialProps, then renderToString), with every request of
// the tRPC client recorded.
import type { ComponentType } from 'react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadPage } from '../../doctest';
import { WAIT, browseTo, render, withoutWindow, type AppProps } from './dom';
import { inRange, installedVersion, peerRange, pinnedBy } from './installLines';
import type { FetchCall, Served } from './serve';

const page = loadPage('versioned_docs/version-9.x/nextjs/nextjs.md');
const STEP_3 = '3. Serve the router from an API route';
const STEP_5 = '5. Wrap your app with withTRPC';
const STEP_6 = '6. Fetch data in a page';
const CACHING = 'Status codes and caching for SSR pages';
const VERCEL_URL = 'my-app.vercel.app';

type App = ComponentType<AppProps> & {
  getInitialProps: (context: object) => Promise<{ pageProps: object }>;
};

let route: unknown;
let served: Served;
let calls: FetchCall[];
let IndexPage: ComponentType;
const servers: Served[] = [];

beforeAll(async () => {
  const serve = await withoutWindow(() => import('./serve'));
  route = await withoutWindow(() => page.import('pages/api/trpc/[trpc].ts'));
  served = await serve.serveNextApiRoute(route);
  servers.push(served);
  browseTo(served.origin);
  // Absolute URLs the page's config returns on the server are sent to the served route.
  const browserFetch = globalThis.fetch;
  const recorder = serve.recordingFetch((input, init) => {
    const url = serve.urlOf(input);
    const printed = [`https://${VERCEL_URL}`, 'http://localhost:3000'].find((origin) =>
      url.startsWith(origin),
    );
    return browserFetch(printed ? served.origin + url.slice(printed.length) : url, init);
  });
  calls = recorder.calls;
  vi.stubGlobal('fetch', recorder.fetch);
  ({ default: IndexPage } = await page.import<{ default: ComponentType }>('pages/index.tsx'));
});
afterEach(() => {
  vi.unstubAllEnvs();
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await Promise.all(servers.map((server) => server.close()));
});

const importApp = async (section: string) =>
  (await page.import<{ default: App }>('pages/_app.tsx', { section })).default;

/** What Next does on the server for one page request: `_app`'s getInitialProps, then the render. */
async function renderOnServer(App: App, res: object = { setHeader: () => {} }) {
  return withoutWindow(async () => {
    const AppTree = (props: { pageProps: object }) =>
      createElement(App, { ...props, Component: IndexPage });
    const ctx = { req: { headers: {} }, res };
    const props = await App.getInitialProps({ AppTree, Component: IndexPage, ctx, router: {} });
    const html = renderToString(createElement(App, { ...props, Component: IndexPage }));
    return { props, html };
  });
}

const paths = () => calls.map((call) => call.url.split('?')[0]);

describe(`${page.page}: ${STEP_3}`, () => {
  it('under any other name than [trpc].ts, every call answers 500 with a message that starts with Query "trpc" not found', async () => {
    const serve = await withoutWindow(() => import('./serve'));
    // `pages/api/trpc/[path].ts`: Next passes the segment as `path`, not `trpc`.
    const misnamed = await serve.serveNextApiRoute(route, '/api/trpc', 'path');
    servers.push(misnamed);
    browseTo(misnamed.origin);
    const response = await fetch(`${misnamed.origin}/api/trpc/hello`);
    const body = (await response.json()) as { error: { message: string } };
    browseTo(served.origin);
    expect([response.status, body.error.message.startsWith('Query "trpc" not found')]).toEqual([
      500,
      true,
    ]);
  });
});

describe(`${page.page}: ${STEP_5}`, () => {
  it('in the browser, config() returns the relative /api/trpc, even where VERCEL_URL is set', async () => {
    vi.stubEnv('VERCEL_URL', VERCEL_URL);
    const App = await importApp(STEP_5);
    calls.length = 0;
    const view = render(createElement(App, { Component: IndexPage, pageProps: {} }));
    try {
      await vi.waitFor(() => expect(view.container.textContent).toBe('hello client'), WAIT);
      expect(paths()).toEqual(['/api/trpc/hello']);
    } finally {
      view.unmount();
    }
  });

  it('on the server, config() returns https://$VERCEL_URL/api/trpc', async () => {
    vi.stubEnv('VERCEL_URL', VERCEL_URL);
    calls.length = 0;
    await renderOnServer(await importApp(STEP_5));
    expect(paths()).toEqual([`https://${VERCEL_URL}/api/trpc/hello`]);
  });

  it('on the server without VERCEL_URL, config() returns http://localhost:3000/api/trpc', async () => {
    vi.stubEnv('VERCEL_URL', '');
    calls.length = 0;
    await renderOnServer(await importApp(STEP_5));
    expect(paths()).toEqual(['http://localhost:3000/api/trpc/hello']);
  });
});

describe(`${page.page}: ${STEP_6}`, () => {
  it('with ssr: true the HTML arrives with the greeting already in it', async () => {
    const { html } = await renderOnServer(await importApp(STEP_5));
    expect(html).toBe('<p>hello client</p>');
  });

  it('without server data, the page shows "Loading…" until the browser has fetched the data', async () => {
    const App = await importApp(STEP_5);
    const view = render(createElement(App, { Component: IndexPage, pageProps: {} }));
    try {
      await vi.waitFor(() => expect(view.container.textContent).toBe('hello client'), WAIT);
      expect(view.texts).toEqual(['Loading…', 'hello client']);
    } finally {
      view.unmount();
    }
  });
});

describe(`${page.page}: ${CACHING}`, () => {
  it('when every query succeeded, responseMeta sets cache-control: s-maxage=1, stale-while-revalidate=86400', async () => {
    const headers: Record<string, string> = {};
    const res = {
      statusCode: 200,
      setHeader: (name: string, value: string) => (headers[name] = value),
    };
    calls.length = 0;
    const { html } = await renderOnServer(await importApp(CACHING), res);
    expect([html, res.statusCode, headers]).toEqual([
      '<p>hello client</p>',
      200,
      { 'cache-control': 's-maxage=1, stale-while-revalidate=86400' },
    ]);
    // Absolute on the server, as in step 5.
    expect(paths()).toEqual(['http://localhost:3000/api/trpc/hello']);
  });
});

describe(`${page.page}: 1. Install the packages`, () => {
  const pins = pinnedBy(page);

  it('the install line pins Next.js 12 and React 18, which accept each other and react-query 3', () => {
    expect([pins['next'], pins['react'], pins['react-dom']]).toEqual([
      expect.stringMatching(/^12\./),
      expect.stringMatching(/^18\./),
      pins['react'],
    ]);
    const react = pins['react'] ?? '';
    expect([
      inRange(react, peerRange('next', 'react')),
      inRange(react, peerRange('react-query', 'react')),
      inRange(react, peerRange('@trpc/next', 'react')),
    ]).toEqual([true, true, true]);
  });

  it('every version the install lines pin is the one the samples are checked against', () => {
    expect(Object.keys(pins).length).toBeGreaterThan(10);
    for (const [name, version] of Object.entries(pins))
      expect(`${name}@${version}`).toBe(`${name}@${installedVersion(name)}`);
  });
});
