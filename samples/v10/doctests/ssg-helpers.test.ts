// @vitest-environment happy-dom
// Backs docs/nextjs/ssg-helpers.md (SSG Helpers, 10.x): the page's getServerSideProps functions
// run as on the server, given a page request (its cookies), and their page components are mounted
// in happy-dom with those props (through JSON, as Next sends them) inside the withTRPC of the
// page's utils/trpc.ts. The page shows no _app, so the test wraps the smallest one. The router of
// the page's blocks is served on localhost with the page's createContext, and every request it
// receives is counted.
import type { DehydratedState } from '@tanstack/react-query';
import type * as TrpcNext from '@trpc/next';
import type { AnyRouter } from '@trpc/server';
import { createElement, type ComponentType } from 'react';
import superjson from 'superjson';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadPage } from '../../doctest';
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
const SAVED_PAGE = 'pages/saved.tsx';
const FAILS = 'When a prefetched query fails';
const TITLE = 'Shakshuka';
// A session the hidden server/context.ts of the page's blocks knows, and its user; the message
// of the hidden recipe.saved procedure for an anonymous visitor.
const SESSION = 'session=ada-session';
const SIGNED_IN = 'Signed in as Ada';
const SIGN_IN = 'Sign in to see your saved recipes';

type Props = Record<string, unknown>;
type PageModule = {
  getServerSideProps: (context: {
    params?: { id: string };
    req: { headers: Record<string, string> };
  }) => Promise<{ props: Props }>;
  default: ComponentType<Props>;
};
type AppProps = { Component: ComponentType<Props>; pageProps: Props };
type SavedQuery = {
  status: string;
  error: { message: string; data?: { code: string } | null } | null;
};
type PageTrpc = {
  withTRPC: (app: ComponentType<AppProps>) => ComponentType<AppProps>;
  recipe: { saved: { useQuery: () => SavedQuery } };
};
type SSG = {
  recipe: { saved: { prefetch: () => Promise<void> } };
  dehydrate: () => unknown;
};

let served: Served;
let recipe: PageModule;
let saved: PageModule;
/** The page's utils/trpc.ts, in the project of the recipe page. */
let trpc: PageTrpc;
let RecipeApp: ComponentType<AppProps>;
let SavedApp: ComponentType<AppProps>;
let recipeProbe: ReturnType<typeof probed<Props>>;
let savedProbe: ReturnType<typeof probed<Props>>;

const MyApp = ({ Component, pageProps }: AppProps) => createElement(Component, pageProps);

beforeAll(async () => {
  const serve = await asServer(() => import('./serve'));
  recipe = await asServer(() => page.import<PageModule>(RECIPE_PAGE));
  saved = await asServer(() => page.import<PageModule>(SAVED_PAGE));
  // The same project on disk as the page module: its router, context and utils/trpc.ts.
  const beside = <T>(shown: string, file: string) =>
    asServer(() => serve.importBeside<T>(page, shown, file));
  const { appRouter } = await beside<{ appRouter: AnyRouter }>(
    RECIPE_PAGE,
    'server/routers/_app.ts',
  );
  const { createContext } = await beside<{ createContext: () => Promise<object> }>(
    RECIPE_PAGE,
    'server/context.ts',
  );
  ({ trpc } = await beside<{ trpc: PageTrpc }>(RECIPE_PAGE, 'utils/trpc.ts'));
  const { trpc: savedTrpc } = await beside<{ trpc: PageTrpc }>(SAVED_PAGE, 'utils/trpc.ts');
  served = await serve.serveRouter(appRouter, '/api/trpc', { createContext });
  browseTo(served.origin);
  RecipeApp = trpc.withTRPC(MyApp);
  SavedApp = savedTrpc.withTRPC(MyApp);
  recipeProbe = probed(recipe.default);
  savedProbe = probed(saved.default);
});
afterEach(() => {
  harness.withoutStaleTime = false;
  vi.useRealTimers();
  vi.restoreAllMocks();
});
afterAll(() => served.close());

/** Next.js on the server: getServerSideProps for a page request, its props sent as JSON. */
async function serverSideProps(
  module: PageModule,
  { id, cookie }: { id?: string; cookie?: string } = {},
): Promise<Props> {
  const req: { headers: Record<string, string> } = { headers: cookie ? { cookie } : {} };
  const params = id === undefined ? undefined : { id };
  const { props } = await asServer(() => module.getServerSideProps({ params, req }));
  return JSON.parse(JSON.stringify(props)) as Props;
}

/** The queries of the props' trpcState, by path (`recipe.byId`), as the browser reads them. */
function cached(pageProps: Props): Map<string, DehydratedState['queries'][number]['state']> {
  const state = superjson.deserialize<DehydratedState>(
    pageProps.trpcState as Parameters<typeof superjson.deserialize>[0],
  );
  return new Map(
    state.queries.map((query) => [(query.queryKey[0] as string[]).join('.'), query.state]),
  );
}

/** The browser: mounts a page with the server's props; counts the requests from then on. */
function hydrate(pageProps: Props, probe = recipeProbe, App: ComponentType<AppProps> = RecipeApp) {
  const before = served.requests.length;
  const view = mount(createElement(App, { Component: probe.Page, pageProps }));
  const requests = () => served.requests.slice(before).map((request) => request.url);
  // Whether a query started fetching while the page mounted (effects included).
  const fetchingAfterMount = probe.queryClient().isFetching();
  return { view, requests, fetchingAfterMount };
}

const BOTH = /^\/api\/trpc\/recipe\.byId,me\?batch=1&input=/;

describe(`${page.page}: SSG Helpers`, () => {
  it("with React Query's default staleTime, the first render shows the prefetched data (no loading state) and the browser fetches the queries again right after the page mounts", async () => {
    harness.withoutStaleTime = true;
    const pageProps = await serverSideProps(recipe, { id: 'r1' });
    const { view, requests, fetchingAfterMount } = hydrate(pageProps);
    try {
      expect(fetchingAfterMount).toBe(2);
      await until(() => recipeProbe.queryClient().isFetching() === 0, 'the refetch to end');
      expect(requests()).toEqual([expect.stringMatching(BOTH)]);
      // Every render showed the recipe: none showed "Recipe not found." while it loaded.
      expect(view.texts).toEqual([TITLE]);
    } finally {
      view.unmount();
    }
  });
});

describe(`${page.page}: In getServerSideProps`, () => {
  it("given a page request with a session cookie, the procedures run as that user: the dehydrated cache holds the signed-in user's data, and the first render shows it", async () => {
    const pageProps = await serverSideProps(recipe, { id: 'r1', cookie: SESSION });
    expect(cached(pageProps).get('me')).toMatchObject({
      status: 'success',
      data: { name: 'Ada' },
    });
    const { view, requests } = hydrate(pageProps);
    try {
      await quiet();
      expect(view.texts).toEqual([`${TITLE}${SIGNED_IN}`]);
      expect(requests()).toEqual([]);
    } finally {
      view.unmount();
    }
  });

  it('given a page request without a session, me is null in the cache and the page shows the recipe alone', async () => {
    const pageProps = await serverSideProps(recipe, { id: 'r1' });
    expect(cached(pageProps).get('me')).toMatchObject({ status: 'success', data: null });
    const { view } = hydrate(pageProps);
    try {
      await quiet();
      expect(view.texts).toEqual([TITLE]);
    } finally {
      view.unmount();
    }
  });
});

describe(`${page.page}: Avoid the refetch after hydration`, () => {
  it("with the staleTime set in utils/trpc.ts's queryClientConfig, the hydrated queries are used as they are: no request", async () => {
    const pageProps = await serverSideProps(recipe, { id: 'r1' });
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
    const pageProps = await serverSideProps(recipe, { id: 'r1' });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 2 * 60 * 1000);
    const { view, requests, fetchingAfterMount } = hydrate(pageProps);
    try {
      expect(fetchingAfterMount).toBe(2);
      await until(() => recipeProbe.queryClient().isFetching() === 0, 'the refetch to end');
      expect(requests()).toEqual([expect.stringMatching(BOTH)]);
      expect(view.texts).toEqual([TITLE]);
    } finally {
      view.unmount();
    }
  });
});

// What the section says of a failed query: the fields superjson keeps, and React Query's retries.
const KEPT = /superjson keeps only its `(\w+)` and `(\w+)`/.exec(page.markdown)?.slice(1) ?? [];
const RETRIES =
  /tries a failing query (\d+) more times by default, waiting (\d+), (\d+) and (\d+) seconds/
    .exec(page.markdown)
    ?.slice(1)
    .map(Number) ?? [0];

/** Props as a getServerSideProps returns them after prefetching recipe.saved anonymously. */
async function failedPrefetchProps(): Promise<Props> {
  // React Query logs the failure on the server.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const { createSSG } = await asServer(() =>
    page.import<{ createSSG: (ctx: { user: null }) => SSG }>('server/ssg.ts'),
  );
  const ssg = createSSG({ user: null });
  // Resolves: prefetch does not throw.
  await expect(asServer(() => ssg.recipe.saved.prefetch())).resolves.toBeUndefined();
  return JSON.parse(JSON.stringify({ trpcState: ssg.dehydrate() })) as Props;
}

describe(`${page.page}: ${FAILS}`, () => {
  it('the page names the two fields kept and the retries', () => {
    expect(KEPT).toEqual(['name', 'message']);
    expect(RETRIES).toHaveLength(4);
  });

  it("prefetch (with the page's createSSG) does not throw; dehydrate() holds the failed query, its error being the server's TRPCError with those two fields only", async () => {
    const pageProps = await failedPrefetchProps();
    // As sent: superjson's JSON, before the browser deserialises it.
    const sent = pageProps.trpcState as {
      json: { queries: { queryKey: unknown; state: { status: string; error: object } }[] };
    };
    expect(sent.json.queries).toHaveLength(1);
    const [query] = sent.json.queries;
    expect(query?.queryKey).toEqual([['recipe', 'saved']]);
    expect(query?.state.status).toBe('error');
    expect(Object.keys(query?.state.error ?? {}).sort()).toEqual([...KEPT].sort());
    expect(query?.state.error).toEqual({ name: 'TRPCError', message: SIGN_IN });
  });

  it('on the page, error.message is there and error.data undefined; the browser fetches the query again on mount although utils/trpc.ts sets a staleTime (status loading from the first render, error null once the request starts), tries again 3 times (1, 2 and 4 s apart), and the error then has data', async () => {
    const pageProps = await failedPrefetchProps();
    const renders: { status: string; message?: string; data?: unknown }[] = [];
    const Saved = () => {
      const query = trpc.recipe.saved.useQuery();
      renders.push({
        status: query.status,
        message: query.error?.message,
        data: query.error?.data,
      });
      return null;
    };
    const probe = probed<Props>(Saved);
    const { view, requests, fetchingAfterMount } = hydrate(pageProps, probe);
    try {
      expect(renders[0]).toEqual({ status: 'loading', message: SIGN_IN, data: undefined });
      expect(fetchingAfterMount).toBe(1);
      const [more = 0, ...waits] = RETRIES;
      // When each request arrived, in ms from the first one.
      const times: number[] = [];
      await until(
        () => {
          while (times.length < requests().length) times.push(performance.now());
          return probe.queryClient().isFetching() === 0;
        },
        'the retries to end',
        20_000,
      );
      expect(requests()).toHaveLength(1 + more);
      const gaps = times.slice(1).map((time, index) => time - (times[index] ?? 0));
      gaps.forEach((gap, index) => {
        const wait = (waits[index] ?? 0) * 1000;
        expect(gap, `wait ${index + 1}`).toBeGreaterThanOrEqual(wait - 50);
        // Generous for a busy 2-core runner (1,600 ms seen for the 1 s wait with four doc test
        // files and another process at work), and still short of the next wait's doubling.
        expect(gap, `wait ${index + 1}`).toBeLessThan(wait + 900);
      });
      // loading from the first render, the error cleared as the request starts, then the
      // browser's own error.
      expect(renders).toEqual([
        { status: 'loading', message: SIGN_IN, data: undefined },
        { status: 'loading', message: undefined, data: undefined },
        {
          status: 'error',
          message: SIGN_IN,
          data: expect.objectContaining({ code: 'UNAUTHORIZED', httpStatus: 401 }),
        },
      ]);
    } finally {
      view.unmount();
    }
  });

  it('pages/saved.tsx, a signed-in visitor: recipe.saved is prefetched and the first render shows it, with no request', async () => {
    const pageProps = await serverSideProps(saved, { cookie: SESSION });
    expect(cached(pageProps).get('recipe.saved')).toMatchObject({ status: 'success' });
    const { view, requests } = hydrate(pageProps, savedProbe, SavedApp);
    try {
      await quiet();
      expect(view.texts).toEqual(['Saved: r1']);
      expect(requests()).toEqual([]);
    } finally {
      view.unmount();
    }
  });

  it('pages/saved.tsx, an anonymous visitor: nothing is prefetched; the browser asks once and shows the message as soon as the UNAUTHORIZED answer arrives (no retry)', async () => {
    const pageProps = await serverSideProps(saved);
    expect([...cached(pageProps).keys()]).toEqual([]);
    const { view, requests } = hydrate(pageProps, savedProbe, SavedApp);
    try {
      await until(() => savedProbe.queryClient().isFetching() === 0, 'the query to settle');
      expect(view.texts).toEqual(['Loading…', SIGN_IN]);
      const [query] = savedProbe.queryClient().getQueryCache().getAll();
      expect(query?.state.error).toMatchObject({ data: { code: 'UNAUTHORIZED' } });
      // Longer than React Query's first wait before a retry.
      await quiet(((RETRIES[1] ?? 0) + 0.5) * 1000);
      expect(requests()).toHaveLength(1);
    } finally {
      view.unmount();
    }
  });
});
