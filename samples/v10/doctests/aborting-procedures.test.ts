// Backs docs/client/aborting-procedures.md (Aborting Procedures, 10.x): the page's React
// provider and vanilla client run against the page's routers on localhost, with a fetch that
// records each request and can keep it in flight while a call is aborted.
import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { httpBatchLink, TRPCClientError, type TRPCLink } from '@trpc/client';
import type { AnyRouter } from '@trpc/server';
import { Window } from 'happy-dom';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPage, quoted } from '../../doctest';
import { fetchLog, importBeside, serveRouter, type Sent, type Served } from './serve';

const page = loadPage('docs/client/aborting-procedures.md');
const react = { section: 'With React hooks' };
const vanilla = { section: 'With the vanilla client' };
const abortedMessage = quoted(page, 'whose message is');

let target = '';
const log = fetchLog(() => target);
const globalFetch = globalThis.fetch;
beforeAll(() => {
  // The page's links pick up the global fetch when they are created.
  globalThis.fetch = log.fetch;
});
afterAll(() => {
  globalThis.fetch = globalFetch;
});

type PingQuery = { status: string; fetchStatus: string; data?: string };
type PageTrpc = {
  Provider: ComponentType<{ client: unknown; queryClient: QueryClient; children?: ReactNode }>;
  createClient(opts: { links: TRPCLink<AnyRouter>[] }): unknown;
  useContext(): { ping: { cancel(): Promise<void> } };
  ping: { useQuery(): PingQuery };
};
type AppModule = { trpc: PageTrpc; Providers: ComponentType<{ children?: ReactNode }> };

describe(`${page.page}: With React hooks`, () => {
  let served: Served;
  let app: AppModule;
  let win: Window;
  const globals = ['window', 'document', 'navigator'] as const;

  beforeAll(async () => {
    const { appRouter } = await importBeside<{ appRouter: AnyRouter }>(
      page,
      'App.tsx',
      'server.ts',
      react,
    );
    served = await serveRouter(appRouter);
    // A browser page whose fetch goes to the test server; the page's client uses a relative URL.
    win = new Window({ url: 'http://localhost:3000/' });
    Object.assign(win, { fetch: log.fetch, AbortController });
    Object.assign(globalThis, {
      window: win,
      document: win.document,
      navigator: win.navigator,
    });
    app = await page.import<AppModule>('App.tsx', react);
  });
  afterAll(async () => {
    for (const name of globals) Reflect.deleteProperty(globalThis, name);
    await win.happyDOM.close();
    await served.close();
  });

  /** Polls until `ready()` holds (React renders on its own schedule here, without act()). */
  async function until(ready: () => boolean, what: string) {
    for (const deadline = Date.now() + 2000; !ready();) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  /**
   * Renders a component that runs `ping` inside `wrap`, holds its request in flight, and runs
   * `check` on it; the request is released and everything unmounted afterwards.
   */
  async function withPing(
    wrap: (children: ReactNode) => ReactNode,
    check: (ping: {
      request: Sent;
      text: () => string;
      release: () => void;
      cancel: () => Promise<void>;
      unmountPing: () => Promise<void>;
      settled: () => Promise<string>;
    }) => Promise<void>,
  ) {
    target = served.origin;
    let utils: ReturnType<PageTrpc['useContext']> | undefined;
    let queryClient: QueryClient | undefined;
    function Ping() {
      utils = app.trpc.useContext();
      queryClient = useQueryClient();
      const ping = app.trpc.ping.useQuery();
      return createElement('p', null, `${ping.status}/${ping.fetchStatus}/${ping.data ?? ''}`);
    }
    const element = win.document.createElement('div');
    const root = createRoot(element as unknown as Element);
    const release = log.hold();
    const text = () => element.textContent ?? '';
    try {
      const next = log.next();
      root.render(wrap(createElement(Ping)));
      const request = await next;
      await until(() => text() !== '', 'the first render');
      await check({
        request,
        text,
        release,
        cancel: async () => utils?.ping.cancel(),
        unmountPing: async () => {
          root.render(wrap(null));
          const queries = () => queryClient?.getQueryCache().getAll() ?? [];
          await until(
            () => queries().every((query) => query.getObserversCount() === 0),
            'the query to lose its observer',
          );
        },
        settled: async () => {
          // Time for an answer that arrived to show up, if it were kept.
          await new Promise((resolve) => setTimeout(resolve, 20));
          return text();
        },
      });
    } finally {
      release();
      root.unmount();
    }
  }

  /** The page's Providers, with abortOnUnmount. */
  const pageProviders = (children: ReactNode) => createElement(app.Providers, null, children);
  /** The same setup with tRPC's default: no abortOnUnmount. */
  function defaultProviders() {
    const queryClient = new QueryClient();
    const client = app.trpc.createClient({ links: [httpBatchLink({ url: '/api/trpc' })] });
    return function wrap(children: ReactNode) {
      return createElement(
        app.trpc.Provider,
        { client, queryClient },
        createElement(QueryClientProvider, { client: queryClient }, children),
      );
    };
  }

  it('by default, queries are not aborted when the component that started them unmounts', async () => {
    await withPing(defaultProviders(), async (ping) => {
      await ping.unmountPing();
      const aborted = ping.request.signal?.aborted;
      ping.release();
      const answer = await ping.request.done;
      expect([aborted, 'status' in answer && answer.status]).toEqual([false, 200]);
    });
  });

  it('with the abortOnUnmount prop of trpc.Provider, they are', async () => {
    await withPing(pageProviders, async (ping) => {
      await ping.unmountPing();
      const aborted = ping.request.signal?.aborted;
      ping.release();
      expect([aborted, await ping.request.done]).toEqual([true, { error: 'AbortError' }]);
    });
  });

  it('cancel() puts the query back in the state it had before the fetch and, with aborting on, aborts the request', async () => {
    await withPing(pageProviders, async (ping) => {
      expect(ping.text()).toBe('loading/fetching/');
      await ping.cancel();
      const aborted = ping.request.signal?.aborted;
      ping.release();
      expect([aborted, await ping.request.done, await ping.settled()]).toEqual([
        true,
        { error: 'AbortError' },
        'loading/idle/',
      ]);
    });
  });

  it('otherwise cancel() lets the request run to the end and throws its answer away', async () => {
    await withPing(defaultProviders(), async (ping) => {
      await ping.cancel();
      const aborted = ping.request.signal?.aborted;
      ping.release();
      const answer = await ping.request.done;
      expect([aborted, 'status' in answer && answer.status, await ping.settled()]).toEqual([
        false,
        200,
        'loading/idle/',
      ]);
    });
  });
});

describe(`${page.page}: With the vanilla client`, () => {
  type SearchClient = {
    searchTracks: {
      query: (text: string, opts?: { signal?: AbortSignal }) => Promise<string[]>;
    };
  };
  let served: Served;
  let client: SearchClient;
  let search: (text: string) => Promise<string[] | null>;

  beforeAll(async () => {
    const { appRouter } = await importBeside<{ appRouter: AnyRouter }>(
      page,
      'client.ts',
      'server.ts',
      vanilla,
    );
    served = await serveRouter(appRouter, '/trpc');
    ({ client, search } = await page.import<{
      client: SearchClient;
      search: typeof search;
    }>('client.ts', vanilla));
  });
  afterAll(() => served.close());

  /** Starts calls together (one batch), waits for the request, then aborts the chosen ones. */
  async function batch(texts: string[], abort: string[]) {
    target = served.origin;
    const controllers = texts.map(() => new AbortController());
    const next = log.next();
    const calls = texts.map((text, i) =>
      client.searchTracks.query(text, { signal: controllers[i]?.signal }).then(
        (tracks) => tracks,
        (error: unknown) => error,
      ),
    );
    const request = await next;
    texts.forEach((text, i) => abort.includes(text) && controllers[i]?.abort());
    const aborted = request.signal?.aborted;
    return { request, aborted, results: await Promise.all(calls), answer: await request.done };
  }

  it('an aborted call rejects with a TRPCClientError "This operation was aborted." caused by an ObservableAbortError; the request is cancelled', async () => {
    const { results, aborted, answer } = await batch(['blue'], ['blue']);
    const error = results[0];
    expect([
      error instanceof TRPCClientError,
      (error as Error).message,
      (error as Error).cause?.constructor.name,
      aborted,
      answer,
    ]).toEqual([true, abortedMessage, 'ObservableAbortError', true, { error: 'AbortError' }]);
  });

  it('a shared request is cancelled only once every call in the batch has been aborted', async () => {
    const some = await batch(['blue', 'monday'], ['blue']);
    const every = await batch(['blue', 'monday'], ['blue', 'monday']);
    const outcome = (result: unknown) => (result instanceof Error ? result.message : 'answered');
    expect([some.aborted, some.results.map(outcome)]).toEqual([
      false,
      [abortedMessage, 'answered'],
    ]);
    expect([every.aborted, every.results.map(outcome)]).toEqual([
      true,
      [abortedMessage, abortedMessage],
    ]);
  });

  it('a signal aborted before the call starts is ignored: the call is sent and answers', async () => {
    expect(page.markdown).toContain(
      'a signal that is already aborted when the call starts is ignored: the call is sent and answers',
    );
    target = served.origin;
    const controller = new AbortController();
    controller.abort();
    const from = log.sent.length;
    const tracks = await client.searchTracks.query('grey', { signal: controller.signal });
    expect([tracks, log.sent.length - from]).toEqual([['grey (remix)'], 1]);
  });

  it("a call aborted before the batch is sent is never sent at all (the page's search: a newer keystroke wins)", async () => {
    target = served.origin;
    const from = log.sent.length;
    const [older, newer] = await Promise.all([search('blu'), search('blue')]);
    const sent = log.sent.slice(from).map((request) => decodeURIComponent(request.url));
    expect([older, newer === null, sent]).toEqual([
      null,
      false,
      ['http://localhost:3000/trpc/searchTracks?batch=1&input={"0":"blue"}'],
    ]);
  });
});
