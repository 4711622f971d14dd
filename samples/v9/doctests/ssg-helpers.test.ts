// @vitest-environment happy-dom
// Backs versioned_docs/version-9.x/nextjs/ssg-helpers.md (SSG Helpers, 9.x): the page's
// getServerSideProps runs as on the server, and its page component is mounted in happy-dom with
// those props inside a withTRPC app (the page shows none, so the test builds the smallest one),
// against the router of the page's block served on localhost, with every request recorded.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { withTRPC } from '@trpc/next';
import type { AnyRouter } from '@trpc/server';
import type { AppType } from 'next/dist/shared/lib/utils';
import type { ComponentType } from 'react';
import { createElement } from 'react';
import superjson from 'superjson';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPage } from '../../doctest';
import { WAIT, browseTo, render, withoutWindow, type AppProps } from './dom';
import type { FetchCall, Served } from './serve';

const page = loadPage('versioned_docs/version-9.x/nextjs/ssg-helpers.md');
const POST_PAGE = 'pages/posts/[id].tsx';
const USER_PAGE = 'pages/users/[name].tsx';

type Props = Record<string, unknown>;
type ServerSide = (context: { params: Props }) => Promise<{ props: Props } | { notFound: true }>;
type PostModule = { getServerSideProps: ServerSide; default: ComponentType<Props> };

/** Imports a shown file and a file of the same block's project kept above the cut. */
async function importWithHidden<T, H>(shown: string, hidden: string): Promise<[T, H]> {
  const file = page.file(shown);
  const root = file.slice(0, -shown.length);
  const load = (name: string) => import(pathToFileURL(path.join(root, name)).href);
  return [(await load(shown)) as T, (await load(hidden)) as H];
}

let served: Served;
let calls: FetchCall[];
let post: PostModule;

beforeAll(async () => {
  const serve = await withoutWindow(() => import('./serve'));
  const [postModule, { appRouter }] = await withoutWindow(() =>
    importWithHidden<PostModule, { appRouter: AnyRouter }>(POST_PAGE, 'server/routers/_app.ts'),
  );
  post = postModule;
  served = await serve.serveRouter(appRouter);
  browseTo(served.origin);
  const recorder = serve.recordingFetch();
  calls = recorder.calls;
  vi.stubGlobal('fetch', recorder.fetch);
});
beforeEach(() => {
  calls.length = 0;
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await served.close();
});

/** The smallest _app: withTRPC with the router's transformer, and the given query defaults. */
function appWith(queryClientConfig?: object) {
  const MyApp = ({ Component, pageProps }: AppProps) =>
    createElement(Component, pageProps as Record<string, unknown>);
  return withTRPC({
    config: () => ({ url: '/api/trpc', transformer: superjson, queryClientConfig }),
    ssr: false,
  })(MyApp as AppType) as ComponentType<AppProps>;
}

async function mountPostPage(queryClientConfig?: object) {
  const result = await withoutWindow(() => post.getServerSideProps({ params: { id: '1' } }));
  if (!('props' in result)) throw new Error('getServerSideProps returned no props');
  calls.length = 0;
  const App = appWith(queryClientConfig);
  return render(createElement(App, { Component: post.default, pageProps: result.props }));
}

// A refetch on mount starts from an effect right after the first render; this is ample time for it.
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));
const showsThePost = (text: string) => /^HelloPublished \S+$/.test(text);

describe(`${page.page}: Example: getServerSideProps`, () => {
  it('the prefetched query is in the cache on the first render: no loading state, but with the default staleTime of 0 the browser refetches it once after mounting', async () => {
    const view = await mountPostPage();
    try {
      await vi.waitFor(() => expect(calls).toHaveLength(1), WAIT);
      await settle();
      expect(calls.map((call) => call.url.split('?')[0])).toEqual(['/api/trpc/post.byId']);
      // Every render showed the post (the date restored by superjson): none showed nothing.
      expect(view.texts.length).toBeGreaterThan(0);
      expect(view.texts.filter((text) => !showsThePost(text))).toEqual([]);
    } finally {
      view.unmount();
    }
  });

  it("with staleTime set through queryClientConfig in withTRPC's config(), the hydrated query makes no request", async () => {
    const view = await mountPostPage({ defaultOptions: { queries: { staleTime: 60_000 } } });
    try {
      await settle();
      expect(calls).toEqual([]);
      expect(view.texts.filter((text) => !showsThePost(text))).toEqual([]);
    } finally {
      view.unmount();
    }
  });
});

describe(`${page.page}: prefetchQuery or fetchQuery?`, () => {
  it('a missing user means a 404 page; a found one gets trpcState and the name as props', async () => {
    const users = await withoutWindow(() =>
      page.import<{ getServerSideProps: ServerSide }>(USER_PAGE),
    );
    const missing = await withoutWindow(() =>
      users.getServerSideProps({ params: { name: 'nobody' } }),
    );
    const alex = await withoutWindow(() => users.getServerSideProps({ params: { name: 'alex' } }));
    expect(missing).toEqual({ notFound: true });
    expect('props' in alex && Object.keys(alex.props)).toEqual(['trpcState', 'name']);
  });
});
