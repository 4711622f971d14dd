// @vitest-environment happy-dom
// Backs versioned_docs/version-9.x/nextjs/ssr.md (Server-Side Rendering, 9.x): the page's _app
// and page run once as the server (getInitialProps, then renderToString) and once as the browser,
// hydrated from the server's pageProps, against the page's router served on localhost. Every
// request of the tRPC client is recorded, and so is every call of the page's config().
import type * as TrpcNext from '@trpc/next';
import type { AnyRouter } from '@trpc/server';
import type { ComponentType } from 'react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPage, nodeFetch } from '../../doctest';
import { WAIT, browseTo, render, withoutWindow, type AppProps } from './dom';
import type { FetchCall, Served } from './serve';

// withTRPC as the page calls it, with its config() recorded. `withoutStaleTime` drops the
// queryClientConfig the page's config returns, as if the reader left that line out.
const harness = vi.hoisted(() => ({ configArgs: [] as string[][], withoutStaleTime: false }));
vi.mock('@trpc/next', async (importOriginal) => {
  const actual = await importOriginal<typeof TrpcNext>();
  const withTRPC: typeof actual.withTRPC = (options) =>
    actual.withTRPC({
      ...options,
      config(info) {
        harness.configArgs.push(Object.keys(info));
        const config = options.config(info);
        return harness.withoutStaleTime ? { ...config, queryClientConfig: undefined } : config;
      },
    });
  return { ...actual, withTRPC };
});

const page = loadPage('versioned_docs/version-9.x/nextjs/ssr.md');
const TITLE = 'Post 1';

type App = ComponentType<AppProps> & {
  getInitialProps: (context: object) => Promise<{ pageProps: object }>;
};

let served: Served;
let calls: FetchCall[];
let App: App;
let IndexPage: ComponentType;

beforeAll(async () => {
  const serve = await withoutWindow(() => import('./serve'));
  const { appRouter } = await withoutWindow(() =>
    page.import<{ appRouter: AnyRouter }>('server/routers/_app.ts'),
  );
  served = await serve.serveRouter(appRouter);
  browseTo(served.origin);
  // The server's absolute URL (no VERCEL_URL, PORT 3000) is sent to the served router.
  const recorder = serve.recordingFetch(
    serve.fetchRedirecting('http://localhost:3000', served.origin),
  );
  calls = recorder.calls;
  vi.stubGlobal('fetch', recorder.fetch);
  vi.stubEnv('VERCEL_URL', '');
  vi.stubEnv('PORT', '3000');
  ({ default: App } = await page.import<{ default: App }>('pages/_app.tsx'));
  ({ default: IndexPage } = await page.import<{ default: ComponentType }>('pages/index.tsx'));
});
beforeEach(() => {
  calls.length = 0;
  harness.configArgs.length = 0;
  harness.withoutStaleTime = false;
});
afterAll(async () => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  await served.close();
});

/** What Next does on the server for one page request: `_app`'s getInitialProps, then the render. */
async function renderOnServer(
  // `connection` is in every Node request; the page's headers() must leave it out.
  visitor: Record<string, string> = { cookie: 'session=abc', connection: 'keep-alive' },
) {
  const headers: Record<string, string> = {};
  const req = { headers: visitor };
  const res = { setHeader: (name: string, value: string) => (headers[name] = value) };
  return withoutWindow(async () => {
    const AppTree = (props: { pageProps: object }) =>
      createElement(App, { ...props, Component: IndexPage });
    const ctx = { req, res };
    const props = await App.getInitialProps({ AppTree, Component: IndexPage, ctx, router: {} });
    const html = renderToString(createElement(App, { ...props, Component: IndexPage }));
    return { props, html, headers };
  });
}

/** The browser: mounts the app with the server's pageProps. */
function hydrateInBrowser(pageProps: object) {
  calls.length = 0;
  return render(createElement(App, { Component: IndexPage, pageProps }));
}

// A refetch on mount starts from an effect right after the first render; this is ample time for it.
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

/** A visitor's request headers, with the hop-by-hop ones the FAQ names as examples. */
const HOP_BY_HOP = Object.fromEntries(
  [
    ...(/A visitor who sends (.+?) would make/.exec(page.markdown)?.[1] ?? '').matchAll(
      /`([\w-]+): ([^`]+)`/g,
    ),
  ].map(([, name = '', value = '']) => [name, value]),
);
const VISITOR = {
  cookie: 'session=abc',
  connection: 'keep-alive',
  'accept-language': 'en',
  ...HOP_BY_HOP,
};

describe(`${page.page}: How it works`, () => {
  it('on the server the page is rendered with its data, which goes to pageProps.trpcState', async () => {
    const { props, html } = await renderOnServer();
    expect(html).toBe(`<h1>${TITLE}</h1>`);
    expect(Object.keys(props.pageProps)).toEqual(['trpcState']);
  });

  it("in the browser, the first render already has the data: no loading state, and with the sample's staleTime no request", async () => {
    const { props } = await renderOnServer();
    const view = hydrateInBrowser(props.pageProps);
    try {
      await settle();
      expect(view.texts).toEqual([TITLE]);
      expect(calls).toEqual([]);
    } finally {
      view.unmount();
    }
  });

  it("with react-query's default staleTime of 0, the query refetches once as it mounts while the page keeps showing the server's data", async () => {
    const { props } = await renderOnServer();
    harness.withoutStaleTime = true;
    const view = hydrateInBrowser(props.pageProps);
    try {
      await vi.waitFor(() => expect(calls).toHaveLength(1), WAIT);
      await settle();
      expect(calls.map((call) => call.url.split('?')[0])).toEqual(['/api/trpc/post.byId']);
      expect(view.texts).toEqual([TITLE]);
    } finally {
      view.unmount();
    }
  });
});

describe(`${page.page}: Configure it`, () => {
  it('on the server, config() is called twice per page request: first with { ctx }, then with {}', async () => {
    await renderOnServer();
    expect(harness.configArgs).toEqual([['ctx'], []]);
  });

  it("the server calls the API's absolute URL with the visitor's cookie and authorization, plus x-ssr, and no other header of the visitor's", async () => {
    const { html } = await renderOnServer({ ...VISITOR, authorization: 'Bearer t0ken' });
    const [call] = calls as [FetchCall];
    expect(calls).toHaveLength(1);
    expect(call.url.split('?')[0]).toBe('http://localhost:3000/api/trpc/post.byId');
    expect(call.headers).toEqual({
      'content-type': 'application/json',
      cookie: 'session=abc',
      authorization: 'Bearer t0ken',
      'x-ssr': '1',
    });
    expect(html).toBe(`<h1>${TITLE}</h1>`);
  });

  it('a header the visitor did not send is left out, not sent as "undefined"', async () => {
    await renderOnServer(VISITOR);
    const [call] = calls as [FetchCall];
    expect(Object.keys(call.headers).sort()).toEqual(['content-type', 'cookie', 'x-ssr']);
  });

  it('the response gets Cache-Control: s-maxage=1, stale-while-revalidate=86400', async () => {
    const { headers } = await renderOnServer();
    expect(headers).toEqual({ 'Cache-Control': 's-maxage=1, stale-while-revalidate=86400' });
  });
});

describe(`${page.page}: FAQ`, () => {
  it('the FAQ names two hop-by-hop headers with a value', () => {
    expect(Object.keys(HOP_BY_HOP)).toEqual(['keep-alive', 'upgrade']);
  });

  it("Node's fetch sends the headers the page's headers() returns, and refuses the visitor's headers forwarded as they are: fetch failed", async () => {
    await renderOnServer(VISITOR);
    const [call] = calls as [FetchCall];
    const url = `${served.origin}/api/trpc/post.byId?input=${encodeURIComponent(
      JSON.stringify({ json: { id: '1' } }),
    )}`;
    expect(await nodeFetch(url, call.headers)).toEqual({ status: 200 });
    for (const [name, value] of Object.entries(HOP_BY_HOP)) {
      const forwarded = { ...call.headers, cookie: VISITOR.cookie, [name]: value };
      expect(await nodeFetch(url, forwarded), name).toEqual({
        error: 'fetch failed',
        cause: `invalid ${name} header`,
      });
    }
  });
});
