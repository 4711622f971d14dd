// @vitest-environment happy-dom
// Backs docs/nextjs/nextjs.md (Usage with Next.js, 10.x): the page's _app and page are mounted in
// happy-dom as the browser, and rendered with renderToString (and, for ssr: true, _app's
// getInitialProps) as a Next.js server does, against the page's router served on localhost. The
// requests are counted on the server; the URLs the page's client hands to fetch, and every call
// of the page's config(), are recorded too. The versions the page names ("1. Install",
// "Next.js 13") are read from its install lines and compared with the packages of samples/v10.
import type * as TrpcNext from '@trpc/next';
import type { AnyRouter } from '@trpc/server';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import semver from 'semver';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadPage } from '../../doctest';
import {
  asServer,
  browseTo,
  mount,
  probed,
  productionAgain,
  serverFetch,
  until,
} from './reactRoot';
import { installed, pinnedBy, samples } from './installLines';
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

const page = loadPage('docs/nextjs/nextjs.md');
const STEP_4 = '4. Create the hooks';
const CONFIG = 'config-callback';
const RESPONSE_META = 'responseMeta-callback';
const GREETING = 'Hello Next.js';
const HELLO = /^\/api\/trpc\/hello\?batch=1&input=/;

type Props = Record<string, unknown>;
type AppProps = { Component: ComponentType<Props>; pageProps: Props };
type App = ComponentType<AppProps> & {
  getInitialProps?: (context: object) => Promise<{ pageProps: Props }>;
};
type Utils = { hello: { fetch(input: { name: string }): Promise<{ greeting: string }> } };
type PageTrpc = {
  withTRPC(app: ComponentType<AppProps>): App;
  useContext(): Utils;
};

let served: Served;
let serve: typeof Serve;
let App: App;
let trpc: PageTrpc;
let home: ReturnType<typeof probed<Props>>;

beforeAll(async () => {
  serve = await asServer(() => import('./serve'));
  const { appRouter } = await asServer(() =>
    page.import<{ appRouter: AnyRouter }>('server/routers/_app.ts'),
  );
  served = await serve.serveRouter(appRouter);
  browseTo(served.origin);
  ({ default: App } = await page.import<{ default: App }>('pages/_app.tsx'));
  // The utils/trpc.ts that _app.tsx imports (step 4's), the same module.
  ({ trpc } = await serve.importBeside<{ trpc: PageTrpc }>(
    page,
    'pages/_app.tsx',
    'utils/trpc.ts',
  ));
  const { default: Home } = await page.import<{ default: ComponentType<Props> }>('pages/index.tsx');
  home = probed(Home);
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  harness.configCalls.length = 0;
});
afterAll(() => served.close());

const received = (before: number) => served.requests.slice(before).map((request) => request.url);

/**
 * The URL the page's client calls on the server: the app is rendered as Next.js renders it there
 * (renderToString, `ssr: false`), then a query is fetched through the client that render set up.
 * Every request is sent on to the served API, whatever host the URL names.
 */
async function urlOnServer(): Promise<{ sent: string[]; received: string[] }> {
  const log = serve.fetchLog(() => served.origin, serverFetch);
  const before = served.requests.length;
  let utils: Utils | undefined;
  const Probe = () => {
    utils = trpc.useContext();
    return null;
  };
  await asServer(async () => {
    renderToString(createElement(App, { Component: Probe, pageProps: {} }));
    await utils?.hello.fetch({ name: 'server' });
  }, log.fetch);
  return {
    sent: log.sent.map((request) => request.url.split('?')[0] ?? ''),
    received: received(before),
  };
}

describe(`${page.page}: ${STEP_4}`, () => {
  it("in the browser, getBaseUrl() is '' and the hooks call the relative /api/trpc, even where VERCEL_URL is set", async () => {
    vi.stubEnv('VERCEL_URL', 'my-app.vercel.app');
    vi.stubEnv('PORT', '9');
    // happy-dom's fetch, recording the URL the client built.
    const built: string[] = [];
    const browserFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
      built.push(url);
      return browserFetch(url, init);
    });
    const before = served.requests.length;
    const view = mount(createElement(App, { Component: home.Page, pageProps: {} }));
    try {
      await until(() => home.queryClient().isFetching() === 0, 'the query to settle');
      expect(view.texts).toEqual(['Loading…', GREETING]);
      expect(built).toEqual([expect.stringMatching(HELLO)]);
      expect(received(before)).toEqual([expect.stringMatching(HELLO)]);
    } finally {
      view.unmount();
    }
  });

  it('on the server, on Vercel: https://$VERCEL_URL/api/trpc', async () => {
    vi.stubEnv('VERCEL_URL', 'my-app.vercel.app');
    vi.stubEnv('RENDER_INTERNAL_HOSTNAME', 'srv-render');
    vi.stubEnv('PORT', '10000');
    expect(await urlOnServer()).toEqual({
      sent: ['https://my-app.vercel.app/api/trpc/hello'],
      received: [expect.stringMatching(HELLO)],
    });
  });

  it('on the server, on Render: http://$RENDER_INTERNAL_HOSTNAME:$PORT/api/trpc', async () => {
    vi.stubEnv('VERCEL_URL', undefined);
    vi.stubEnv('RENDER_INTERNAL_HOSTNAME', 'srv-render');
    vi.stubEnv('PORT', '10000');
    expect(await urlOnServer()).toEqual({
      sent: ['http://srv-render:10000/api/trpc/hello'],
      received: [expect.stringMatching(HELLO)],
    });
  });

  it('on the server, in development: http://localhost:$PORT/api/trpc, port 3000 without PORT', async () => {
    vi.stubEnv('VERCEL_URL', undefined);
    vi.stubEnv('RENDER_INTERNAL_HOSTNAME', undefined);
    vi.stubEnv('PORT', '4000');
    const withPort = await urlOnServer();
    vi.stubEnv('PORT', undefined);
    const withoutPort = await urlOnServer();
    expect([withPort.sent, withoutPort.sent]).toEqual([
      ['http://localhost:4000/api/trpc/hello'],
      ['http://localhost:3000/api/trpc/hello'],
    ]);
    expect([...withPort.received, ...withoutPort.received]).toEqual([
      expect.stringMatching(HELLO),
      expect.stringMatching(HELLO),
    ]);
  });
});

describe(`${page.page}: ${CONFIG}`, () => {
  it('ctx, with req and res, is passed only by the server-side prefetch of ssr: true (getInitialProps); the server render and the browser call config() without it', async () => {
    const { trpc: ssrTrpc } = await page.import<{ trpc: PageTrpc }>('utils/trpc.ts', {
      section: RESPONSE_META,
    });
    const SsrApp = ssrTrpc.withTRPC(({ Component, pageProps }) =>
      createElement(Component, pageProps),
    );
    const log = serve.fetchLog(() => served.origin, serverFetch);
    const pageProps = await asServer(async () => {
      const AppTree = (props: { pageProps: Props }) =>
        createElement(SsrApp, { ...props, Component: home.Page });
      const ctx = { req: { headers: {} }, res: { setHeader: () => {} } };
      const props = await SsrApp.getInitialProps?.({
        AppTree,
        Component: home.Page,
        ctx,
        router: {},
      });
      renderToString(
        createElement(SsrApp, { Component: home.Page, pageProps: props?.pageProps ?? {} }),
      );
      return JSON.parse(JSON.stringify(props?.pageProps ?? {})) as Props;
    }, log.fetch);
    // The block's URL is http://localhost:3000 in the browser too: send it to the served API.
    const browserFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) =>
      browserFetch(url.replace('http://localhost:3000', served.origin), init),
    );
    const view = mount(createElement(SsrApp, { Component: home.Page, pageProps }));
    await until(() => home.queryClient().isFetching() === 0, 'the queries to settle');
    view.unmount();
    expect(harness.configCalls).toEqual([['ctx', 'ctx.req', 'ctx.res'], [], []]);
  });
});

describe(`${page.page}: ${RESPONSE_META}`, () => {
  it('when every query succeeded, the page response gets cache-control: s-maxage=1, stale-while-revalidate=86400', async () => {
    const { trpc: ssrTrpc } = await page.import<{ trpc: PageTrpc }>('utils/trpc.ts', {
      section: RESPONSE_META,
    });
    const SsrApp = ssrTrpc.withTRPC(({ Component, pageProps }) =>
      createElement(Component, pageProps),
    );
    const log = serve.fetchLog(() => served.origin, serverFetch);
    const headers: Record<string, string> = {};
    const res = {
      statusCode: 200,
      setHeader: (name: string, value: string) => (headers[name] = value),
    };
    await asServer(async () => {
      const AppTree = (props: { pageProps: Props }) =>
        createElement(SsrApp, { ...props, Component: home.Page });
      await SsrApp.getInitialProps?.({
        AppTree,
        Component: home.Page,
        ctx: { req: { headers: {} }, res },
        router: {},
      });
    }, log.fetch);
    expect(log.sent.map((request) => request.url.split('?')[0])).toEqual([
      'http://localhost:3000/api/trpc/hello',
    ]);
    expect([res.statusCode, headers]).toEqual([
      200,
      { 'cache-control': 's-maxage=1, stale-while-revalidate=86400' },
    ]);
  });
});

describe(`${page.page}: 3. Create the router and the handler`, () => {
  const route = () => asServer(() => page.import<{ default: unknown }>('pages/api/trpc/[trpc].ts'));
  const greet = async (param: string) => {
    const api = await serve.serveNextApiRoute(await route(), '/api/trpc', param);
    try {
      const response = await serverFetch(
        `${api.origin}/api/trpc/hello?input=%7B%22name%22%3A%22Ada%22%7D`,
      );
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    } finally {
      await api.close();
    }
  };

  it('the route file answers as pages/api/trpc/[trpc].ts and as the catch-all [...trpc].ts', async () => {
    const named = await greet('trpc');
    expect(named.status).toBe(200);
    expect(await greet('...trpc')).toEqual(named);
  });

  it('under another parameter name it answers 500 with an error that names both file names', async () => {
    const misnamed = await greet('path');
    const message = String((misnamed.body.error as { message?: string } | undefined)?.message);
    expect([misnamed.status, message.includes('[trpc]'), message.includes('[...trpc]')]).toEqual([
      500,
      true,
      true,
    ]);
  });
});

// --- Versions ---

describe(`${page.page}: 1. Install`, () => {
  const pins = pinnedBy(page);

  it('the install lines pin Next.js, React, @tanstack/react-query and every other package of the samples they name exactly at the version the samples are checked with', () => {
    // Exact pins (a major such as zod@3 is not one).
    const checked = Object.entries(pins).filter(
      ([name, version]) =>
        semver.valid(version) && (samples.dependencies?.[name] ?? samples.devDependencies?.[name]),
    );
    expect(checked.map(([name]) => name)).toEqual(
      expect.arrayContaining(['next', 'react', 'react-dom', '@tanstack/react-query']),
    );
    for (const [name, version] of checked)
      expect(`${name}@${version}`).toBe(`${name}@${installed(name).version}`);
  });

  it("Next.js's peer range is React 17 from the version the page names, or 18, and not 19; the pinned React is in it", () => {
    const [, next = '', seventeen = '', from = '', eighteen = '', not = ''] =
      /Next\.js (\d+\.\d+\.\d+) asks for React (\d+) \(from (\d+\.\d+\.\d+)\) or (\d+) in its peer range, not (\d+)/.exec(
        page.markdown,
      ) ?? [];
    expect(next).toBe(pins['next']);
    const peer = installed('next').peerDependencies?.react ?? '';
    const [major = 0, minor = 0, patch = 0] = from.split('.').map(Number);
    expect(String(major)).toBe(seventeen);
    expect([
      semver.satisfies(from, peer),
      semver.satisfies(`${major}.${minor}.${patch - 1}`, peer),
      semver.satisfies(`${major}.99.0`, peer),
      semver.satisfies(`${eighteen}.0.0`, peer),
      semver.satisfies(`${eighteen}.99.0`, peer),
      semver.satisfies(`${not}.0.0`, peer),
      Number(eighteen) + 1 === Number(not),
    ]).toEqual([true, false, true, true, true, false, true]);
    for (const name of ['react', 'react-dom'])
      expect(
        semver.satisfies(pins[name] ?? '', installed('next').peerDependencies?.[name] ?? ''),
      ).toBe(true);
  });
});

describe(`${page.page}: Next.js 13`, () => {
  it("@trpc/next's peer range for next is the one the page names, and it takes 13", () => {
    const [, range = ''] = /its peer range for `next` is `([^`]+)`/.exec(page.markdown) ?? [];
    expect(range).toBe(installed('@trpc/next').peerDependencies?.next);
    expect(semver.satisfies('13.5.6', range)).toBe(true);
  });
});
