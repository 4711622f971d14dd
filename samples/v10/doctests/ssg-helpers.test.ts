// @vitest-environment happy-dom
// Backs docs/nextjs/ssg-helpers.md (SSG Helpers, 10.x): the page's getServerSideProps runs as on
// the server, and its page component is mounted in happy-dom with those props (through JSON, as
// Next sends them) inside the withTRPC of the page's utils/trpc.ts. The page shows no _app, so the
// test wraps the smallest one. The router of the page's block is served on localhost, where every
// request is counted.
import type * as TrpcNext from '@trpc/next';
import type { AnyRouter } from '@trpc/server';
import { createElement, type ComponentType } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadPage } from '../../../src/plugins/code-samples/doctest';
import { asServer, browseTo, mount, probed, productionAgain, quiet, until } from './reactRoot';
import type { Served } from './serve';

// act() needs React's development build (see reactRoot.ts).
const harness = vi.hoisted(() => {
  process.env.NODE_ENV = 'development';
  return { withoutStaleTime: false };
});
productionAgain();

// createTRPCNext as the page calls it; `withoutStaleTime` drops the queryClientConfig that the
// page's config() returns, as if the reader had left that line out.
vi.mock('@trpc/next', async (importOriginal) => {
  const actual = await importOriginal<typeof TrpcNext>();
  const createTRPCNext = ((options: Parameters<typeof actual.createTRPCNext>[0]) =>
    actual.createTRPCNext({
      ...options,
      config(info) {
        const config = options.config(info);
        return harness.withoutStaleTime ? { ...config, queryClientConfig: undefined } : config;
      },
    })) as typeof actual.createTRPCNext;
  return { ...actual, createTRPCNext };
});

const page = loadPage('docs/nextjs/ssg-helpers.md');
const RECIPE_PAGE = 'pages/recipes/[id].tsx';
const TITLE = 'Shakshuka';

type Props = Record<string, unknown>;
type RecipeModule = {
  getServerSideProps: (context: { params: { id: string } }) => Promise<{ props: Props }>;
  default: ComponentType<Props>;
};
type AppProps = { Component: ComponentType<Props>; pageProps: Props };
type PageTrpc = { withTRPC: (app: ComponentType<AppProps>) => ComponentType<AppProps> };

let served: Served;
let recipe: RecipeModule;
let App: ComponentType<AppProps>;
let probe: ReturnType<typeof probed<Props>>;

beforeAll(async () => {
  const serve = await asServer(() => import('./serve'));
  recipe = await asServer(() => page.import<RecipeModule>(RECIPE_PAGE));
  // The same project on disk as the page module: its router, and the utils/trpc.ts it imports.
  const { appRouter } = await serve.importBeside<{ appRouter: AnyRouter }>(
    page,
    RECIPE_PAGE,
    'server/routers/_app.ts',
  );
  const { trpc } = await serve.importBeside<{ trpc: PageTrpc }>(page, RECIPE_PAGE, 'utils/trpc.ts');
  served = await serve.serveRouter(appRouter);
  browseTo(served.origin);
  const MyApp = ({ Component, pageProps }: AppProps) => createElement(Component, pageProps);
  App = trpc.withTRPC(MyApp);
  probe = probed(recipe.default);
});
afterEach(() => {
  harness.withoutStaleTime = false;
  vi.useRealTimers();
});
afterAll(() => served.close());

/** Next.js on the server: getServerSideProps, its props sent to the browser as JSON. */
async function serverSideProps(id: string): Promise<Props> {
  const { props } = await asServer(() => recipe.getServerSideProps({ params: { id } }));
  return JSON.parse(JSON.stringify(props)) as Props;
}

/** The browser: mounts the page with the server's props; counts the requests from then on. */
function hydrate(pageProps: Props) {
  const before = served.requests.length;
  const view = mount(createElement(App, { Component: probe.Page, pageProps }));
  const requests = () => served.requests.slice(before).map((request) => request.url);
  // Whether a query started fetching while the page mounted (effects included).
  const fetchingAfterMount = probe.queryClient().isFetching();
  return { view, requests, fetchingAfterMount };
}

const BY_ID = /^\/api\/trpc\/recipe\.byId\?batch=1&input=/;

describe(`${page.page}: SSG Helpers`, () => {
  it("with React Query's default staleTime, the first render shows the prefetched data (no loading state) and the browser fetches the query again right after the page mounts", async () => {
    harness.withoutStaleTime = true;
    const pageProps = await serverSideProps('r1');
    const { view, requests, fetchingAfterMount } = hydrate(pageProps);
    try {
      expect(fetchingAfterMount).toBe(1);
      await until(() => probe.queryClient().isFetching() === 0, 'the refetch to end');
      expect(requests()).toHaveLength(1);
      expect(requests()[0]).toMatch(BY_ID);
      // Every render showed the recipe: none showed "Recipe not found." while it loaded.
      expect(view.texts).toEqual([TITLE]);
    } finally {
      view.unmount();
    }
  });
});

describe(`${page.page}: Avoid the refetch after hydration`, () => {
  it("with the staleTime set in utils/trpc.ts's queryClientConfig, the hydrated query is used as it is: no request", async () => {
    const pageProps = await serverSideProps('r1');
    const { view, requests, fetchingAfterMount } = hydrate(pageProps);
    try {
      expect(fetchingAfterMount).toBe(0);
      await quiet();
      expect(requests()).toEqual([]);
      expect(view.texts).toEqual([TITLE]);
    } finally {
      view.unmount();
    }
  });

  it('a page served longer after its data was fetched than the staleTime (here 2 minutes) fetches its queries again on mount', async () => {
    const pageProps = await serverSideProps('r1');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 2 * 60 * 1000);
    const { view, requests, fetchingAfterMount } = hydrate(pageProps);
    try {
      expect(fetchingAfterMount).toBe(1);
      await until(() => probe.queryClient().isFetching() === 0, 'the refetch to end');
      expect(requests()).toHaveLength(1);
      expect(requests()[0]).toMatch(BY_ID);
      expect(view.texts).toEqual([TITLE]);
    } finally {
      view.unmount();
    }
  });
});
