// @vitest-environment happy-dom
// Backs docs/nextjs/ssr.md (Server-Side Rendering, 10.x): the page's _app and page run once as a
// Next.js server does for one page request (_app's getInitialProps, then renderToString) and once
// as the browser, mounted with the server's pageProps, against the page's router served on
// localhost with the page's createContext (a session from a cookie or a bearer token). The
// requests are counted on the server; what the page's client hands to fetch, and every call of
// the page's config(), are recorded too.
import type * as TrpcNext from '@trpc/next';
import type { AnyRouter } from '@trpc/server';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadPage, nodeFetch } from '../../doctest';
import {
  asServer,
  browseTo,
  mount,
  probed,
  productionAgain,
  serverFetch,
  until,
} from './reactRoot';
import type * as Serve from './serve';
import type { Served } from './serve';

// act() needs React's development build (see reactRoot.ts).
const harness = vi.hoisted(() => {
  process.env.NODE_ENV = 'development';
  return { configCalls: [] as string[][] };
});
productionAgain();

// createTRPCNext as the page calls it, with every call of its config() recorded: the names of
// its argument's keys, and of `ctx`'s.
vi.mock('@trpc/next', async (importOriginal) => {
  const actual = await importOriginal<typeof TrpcNext>();
  const createTRPCNext = ((options: Parameters<typeof actual.createTRPCNext>[0]) =>
    actual.createTRPCNext({
      ...options,
      config(info) {
        harness.configCalls.push([
          ...Object.keys(info),
          ...Object.keys(info.ctx ?? {}).map((key) => `ctx.${key}`),
        ]);
        return options.config(info);
      },
    })) as typeof actual.createTRPCNext;
  return { ...actual, createTRPCNext };
});

const page = loadPage('docs/nextjs/ssr.md');
const CONFIGURE = 'Configure it';
// The hidden server/context.ts of the page's blocks knows this session (as a cookie or a bearer
// token) as Ada.
const SESSION = 'ada-session';
const NAME = 'Signed in as Ada';
const ANONYMOUS = 'Not signed in';
// Where the browser branch of config() reads the token.
const TOKEN_KEY = /localStorage\.getItem\('([^']+)'\)/.exec(page.markdown)?.[1] ?? '';
const ME = /^\/api\/trpc\/me\?batch=1&input=/;

type Props = Record<string, unknown>;
type AppProps = { Component: ComponentType<Props>; pageProps: Props };
type App = ComponentType<AppProps> & {
  getInitialProps: (context: object) => Promise<{ pageProps: Props }>;
};

let served: Served;
let serve: typeof Serve;
let App: App;
let home: ReturnType<typeof probed<Props>>;

beforeAll(async () => {
  serve = await asServer(() => import('./serve'));
  const { appRouter } = await asServer(() =>
    serve.importBeside<{ appRouter: AnyRouter }>(page, 'utils/trpc.ts', 'server/routers/_app.ts'),
  );
  const { createContext } = await asServer(() =>
    serve.importBeside<{ createContext: () => Promise<object> }>(
      page,
      'utils/trpc.ts',
      'server/context.ts',
    ),
  );
  served = await serve.serveRouter(appRouter, '/api/trpc', { createContext });
  browseTo(served.origin);
  ({ default: App } = await page.import<{ default: App }>('pages/_app.tsx'));
  const { default: Home } = await page.import<{ default: ComponentType<Props> }>('pages/index.tsx');
  home = probed(Home);
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  harness.configCalls.length = 0;
  localStorage.clear();
  document.cookie = 'session=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});
afterAll(() => served.close());

/** The hop-by-hop headers the FAQ names as examples, with their values. */
const HOP_BY_HOP = Object.fromEntries(
  [
    ...(/whose browser or proxy sends (.+?) would turn/.exec(page.markdown)?.[1] ?? '').matchAll(
      /`([\w-]+): ([^`]+)`/g,
    ),
  ].map(([, name = '', value = '']) => [name, value]),
);
// A visitor's request as Next.js hands it to getInitialProps: Node always includes `connection`.
const VISITOR = {
  cookie: `session=${SESSION}`,
  'user-agent': 'Firefox',
  connection: 'close',
  ...HOP_BY_HOP,
};

/** What Next.js does on the server for one page request, with the API on the served port. */
async function renderOnServer(visitor: Record<string, string> = VISITOR) {
  vi.stubEnv('VERCEL_URL', '');
  vi.stubEnv('PORT', new URL(served.origin).port);
  const log = serve.fetchLog(() => served.origin, serverFetch);
  const before = served.requests.length;
  const Component = home.Page;
  const result = await asServer(async () => {
    const AppTree = (props: { pageProps: Props }) => createElement(App, { ...props, Component });
    const ctx = { req: { headers: visitor }, res: { setHeader: () => {} } };
    const props = await App.getInitialProps({ AppTree, Component, ctx, router: {} });
    const html = renderToString(createElement(App, { ...props, Component }));
    return { props, html };
  }, log.fetch);
  // Next.js sends pageProps to the browser as JSON.
  const pageProps = JSON.parse(JSON.stringify(result.props.pageProps)) as Props;
  return { ...result, pageProps, sent: log.sent, received: served.requests.slice(before) };
}

/** The browser: mounts the app with `pageProps`; counts the requests from then on. */
function mountInBrowser(pageProps: Props) {
  const before = served.requests.length;
  const view = mount(createElement(App, { Component: home.Page, pageProps }));
  const fetchingAfterMount = home.queryClient().isFetching();
  const received = () => served.requests.slice(before).map((request) => request.url);
  const settled = () => until(() => home.queryClient().isFetching() === 0, 'the queries to settle');
  return { view, fetchingAfterMount, received, settled };
}

const textOf = (html: string) => {
  const element = document.createElement('div');
  element.innerHTML = html;
  return element.textContent;
};

describe(`${page.page}: Server-Side Rendering`, () => {
  it('the HTML arrives with the data already in it, and the first render in the browser shows it: no loading state', async () => {
    const { html, pageProps } = await renderOnServer();
    expect(textOf(html)).toBe(NAME);
    // The visitor's browser holds the session cookie and sends it itself.
    document.cookie = `session=${SESSION}`;
    const browser = mountInBrowser(pageProps);
    try {
      await browser.settled();
      expect(browser.view.texts).toEqual([NAME]);
    } finally {
      browser.view.unmount();
    }
  });
});

describe(`${page.page}: ${CONFIGURE}`, () => {
  it("with React Query's default staleTime of 0, the browser then fetches the query once more, in the background", async () => {
    const { pageProps } = await renderOnServer();
    document.cookie = `session=${SESSION}`;
    const browser = mountInBrowser(pageProps);
    try {
      expect(browser.fetchingAfterMount).toBe(1);
      await browser.settled();
      expect(browser.received()).toEqual([expect.stringMatching(ME)]);
      expect(browser.view.texts).toEqual([NAME]);
    } finally {
      browser.view.unmount();
    }
  });

  it("on the server, config() gets ctx and the query goes to the API's absolute URL, http://localhost:$PORT/api/trpc", async () => {
    const { sent, received } = await renderOnServer();
    const port = new URL(served.origin).port;
    expect(sent.map((request) => request.url.replace(`:${port}/`, ':$PORT/'))).toEqual([
      expect.stringMatching(/^http:\/\/localhost:\$PORT\/api\/trpc\/me\?batch=1&input=/),
    ]);
    expect(received.map((request) => request.url)).toEqual([expect.stringMatching(ME)]);
    expect(harness.configCalls[0]).toEqual(['ctx', 'ctx.req', 'ctx.res']);
  });

  it("the server passes on the visitor's cookie and authorization, adds x-ssr: 1, and sends no other header of the visitor's", async () => {
    const { sent, received, html } = await renderOnServer({
      ...VISITOR,
      authorization: 'Bearer t0ken',
    });
    // What the client handed to fetch (the server's HTTP stack adds its own host and connection).
    expect(sent[0]?.headers).toEqual({
      'content-type': 'application/json',
      cookie: `session=${SESSION}`,
      authorization: 'Bearer t0ken',
      'x-ssr': '1',
    });
    const { cookie, authorization, 'x-ssr': ssr } = received[0]?.headers ?? {};
    expect([cookie, authorization, ssr]).toEqual([`session=${SESSION}`, 'Bearer t0ken', '1']);
    expect(textOf(html)).toBe(NAME);
  });

  it('a header the visitor did not send is left out, not sent as "undefined"', async () => {
    const { sent, html } = await renderOnServer();
    expect(Object.keys(sent[0]?.headers ?? {}).sort()).toEqual(['content-type', 'cookie', 'x-ssr']);
    expect(textOf(html)).toBe(NAME);
  });

  it('without ctx (the server render after getInitialProps, and the browser), config() is called with no ctx', async () => {
    const { pageProps } = await renderOnServer();
    const browser = mountInBrowser(pageProps);
    await browser.settled();
    browser.view.unmount();
    expect(harness.configCalls).toEqual([['ctx', 'ctx.req', 'ctx.res'], [], []]);
  });

  it('in the browser, config() returns the relative URL /api/trpc: a page reached by client-side navigation fetches its query there', async () => {
    // Absolute URLs would go elsewhere: only the relative one reaches the served API.
    vi.stubEnv('VERCEL_URL', 'my-app.vercel.app');
    vi.stubEnv('PORT', '9');
    // happy-dom's fetch, recording the URL the client built.
    const built: string[] = [];
    const browserFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
      built.push(url);
      return browserFetch(url, init);
    });
    // In the browser, withTRPC's getInitialProps prefetches nothing.
    const props = await App.getInitialProps({
      AppTree: App,
      Component: home.Page,
      ctx: {},
      router: {},
    });
    expect(props).toEqual({ pageProps: {} });
    const browser = mountInBrowser(props.pageProps);
    try {
      await browser.settled();
      expect(browser.view.texts).toEqual(['Loading…', ANONYMOUS]);
      expect(built).toEqual([expect.stringMatching(ME)]);
      expect(browser.received()).toEqual([expect.stringMatching(ME)]);
    } finally {
      browser.view.unmount();
    }
  });
});

describe(`${page.page}: ${CONFIGURE}, caution "The server render only knows a cookie session"`, () => {
  const BROWSER = { 'user-agent': 'Firefox', connection: 'close' };

  it('a page request with the session cookie: config() passes it on and the server render shows the user', async () => {
    const { sent, html } = await renderOnServer({ ...BROWSER, cookie: `session=${SESSION}` });
    expect(sent[0]?.headers.cookie).toBe(`session=${SESSION}`);
    expect(textOf(html)).toBe(NAME);
  });

  it('a page request with no cookie and no authorization (the token in localStorage is not on it): nothing is passed on and the server render is anonymous', async () => {
    localStorage.setItem(TOKEN_KEY, SESSION);
    const { sent, html } = await renderOnServer(BROWSER);
    expect(Object.keys(sent[0]?.headers ?? {}).sort()).toEqual(['content-type', 'x-ssr']);
    expect(textOf(html)).toBe(ANONYMOUS);
  });

  it('an authorization header on the page request, as a proxy may add, reaches the server render', async () => {
    const { html } = await renderOnServer({ ...BROWSER, authorization: `Bearer ${SESSION}` });
    expect(textOf(html)).toBe(NAME);
  });

  it('in the browser, headers() sends the token kept in localStorage: after an anonymous server render, the refetch after hydration runs as the user', async () => {
    const { pageProps, html } = await renderOnServer(BROWSER);
    expect(textOf(html)).toBe(ANONYMOUS);
    localStorage.setItem(TOKEN_KEY, SESSION);
    const before = served.requests.length;
    const browser = mountInBrowser(pageProps);
    try {
      await browser.settled();
      expect(browser.view.texts).toEqual([ANONYMOUS, NAME]);
      const received = served.requests.slice(before);
      expect(received.map((request) => request.headers.authorization)).toEqual([
        `Bearer ${SESSION}`,
      ]);
    } finally {
      browser.view.unmount();
    }
  });

  it('in the browser, a cookie session goes with the refetch by itself: the cookie is sent, no authorization header, and the page shows the user', async () => {
    const { pageProps } = await renderOnServer({ ...BROWSER, cookie: `session=${SESSION}` });
    document.cookie = `session=${SESSION}`;
    const before = served.requests.length;
    const browser = mountInBrowser(pageProps);
    try {
      await browser.settled();
      expect(browser.view.texts).toEqual([NAME]);
      const received = served.requests.slice(before);
      expect(received).toHaveLength(1);
      expect(received[0]?.headers.cookie).toBe(`session=${SESSION}`);
      expect(received[0]?.headers).not.toHaveProperty('authorization');
    } finally {
      browser.view.unmount();
    }
  });

  it('in the browser without a token, no authorization header is sent', async () => {
    const before = served.requests.length;
    const browser = mountInBrowser({});
    try {
      await browser.settled();
      expect(browser.view.texts).toEqual(['Loading…', ANONYMOUS]);
      const received = served.requests.slice(before);
      expect(received).toHaveLength(1);
      expect(received[0]?.headers).not.toHaveProperty('authorization');
    } finally {
      browser.view.unmount();
    }
  });
});

describe(`${page.page}: FAQ`, () => {
  it('the FAQ names two hop-by-hop headers with a value', () => {
    expect(Object.keys(HOP_BY_HOP)).toEqual(['keep-alive', 'upgrade']);
  });

  it("Node's fetch sends the headers the page's headers() returns, and refuses the visitor's headers forwarded as they are: fetch failed", async () => {
    const { sent } = await renderOnServer();
    const headers = sent[0]?.headers ?? {};
    const url = `${served.origin}/api/trpc/me?batch=1&input=%7B%7D`;
    expect(await nodeFetch(url, headers)).toEqual({ status: 200 });
    for (const [name, value] of Object.entries(HOP_BY_HOP)) {
      expect(await nodeFetch(url, { ...headers, [name]: value }), name).toEqual({
        error: 'fetch failed',
        cause: `invalid ${name} header`,
      });
    }
  });
});
