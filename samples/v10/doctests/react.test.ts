// @vitest-environment happy-dom
// Backs docs/reactjs/react.md (Usage with React, 10.x):
// - the info box and "The client side": the install lines pin @tanstack/react-query and React at
//   the versions the samples are checked with (samples/v10), the peer range the page states is
//   the installed package's, and the release the page names is the first 4.x to list React 19
//   (npm registry; skipped, saying why, where it cannot be reached);
// - "Provide the clients" and "Fetch data and sign in": the page's App, mounted in happy-dom
//   with a token in localStorage, signs its requests so that the server of
//   docs/server/adapters/express.md, which the page's app calls, finds the user;
// - "Retries and signed-out users": TanStack Query's defaults, and the page's createQueryClient,
//   against the router of docs/server/authorization.md served on localhost.
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import {
  MutationObserver,
  QueryClient,
  QueryObserver,
  type QueryObserverResult,
} from '@tanstack/react-query';
import { createTRPCClient, httpLink } from '@trpc/client';
import type { AnyRouter } from '@trpc/server';
import { createElement, type ComponentType } from 'react';
import semver from 'semver';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { inNodeThread, loadPage } from '../../doctest';
import { registryUrl } from '../../../tests/support/registry';
import { installed, pinnedBy, samples } from './installLines';
import { asServer, browseTo, mount, productionAgain, serverFetch, until } from './reactRoot';
import type * as Serve from './serve';
import type { Served } from './serve';

// act() needs React's development build (see reactRoot.ts).
vi.hoisted(() => {
  process.env.NODE_ENV = 'development';
});
productionAgain();

const page = loadPage('docs/reactjs/react.md');
const authorization = loadPage('docs/server/authorization.md');
const SAMPLES = path.join(__dirname, '..');
const REACT_QUERY = '@tanstack/react-query';
const RETRIES = 'Retries and signed-out users';

const pins = pinnedBy(page);

type JsonAnswer = { status: number; body: unknown } | { error: string };

/**
 * A GET of a JSON document with Node's own `fetch`, in a worker thread: in this file the global
 * `fetch` is happy-dom's, which applies a browser's CORS rules.
 */
function nodeGetJson(url: string, headers: Record<string, string>): Promise<JsonAnswer> {
  const code = `
    const { parentPort, workerData } = require('node:worker_threads');
    fetch(workerData.url, { headers: workerData.headers, signal: AbortSignal.timeout(20000) })
      .then(async (response) => ({ status: response.status, body: await response.json() }))
      .then(
        (answer) => parentPort.postMessage(answer),
        (error) => parentPort.postMessage({ error: String(error.cause?.code ?? error.message) }),
      );`;
  return inNodeThread<JsonAnswer>(code, { url, headers });
}

describe(`${page.page}: Usage with React (the info box) and The client side`, () => {
  it('the install lines pin @tanstack/react-query, and every other package of the samples they name, at the version the samples are checked with', () => {
    expect(pins[REACT_QUERY]).toBe(samples.dependencies?.[REACT_QUERY]);
    expect(pins[REACT_QUERY]).toBe(installed(REACT_QUERY).version);
    // Exact pins (a major such as zod@3 is not one).
    const checked = Object.entries(pins).filter(
      ([name, version]) =>
        semver.valid(version) && (samples.dependencies?.[name] ?? samples.devDependencies?.[name]),
    );
    expect(checked.map(([name]) => name)).toContain(REACT_QUERY);
    expect(checked.length).toBeGreaterThan(5);
    for (const [name, version] of checked)
      expect(`${name}@${version}`).toBe(`${name}@${installed(name).version}`);
  });

  it('the pinned react-query is the version the page names, and its peer range is React from the version the page names to its last major, not 19; the pinned React is in it', () => {
    const [, named = '', low = '', high = ''] =
      /`@tanstack\/react-query` (\d+\.\d+\.\d+), the versions these docs are checked with; \1's peer range is React (\d+\.\d+) to (\d+)\./.exec(
        page.markdown,
      ) ?? [];
    expect(named).toBe(pins[REACT_QUERY]);
    const peer = installed(REACT_QUERY).peerDependencies?.react ?? '';
    const [major = 0, minor = 0] = low.split('.').map(Number);
    expect([
      semver.satisfies(`${low}.0`, peer),
      semver.satisfies(`${major}.${minor - 1}.0`, peer),
      semver.satisfies(`${high}.99.0`, peer),
      semver.satisfies(`${Number(high) + 1}.0.0`, peer),
    ]).toEqual([true, false, true, false]);
    expect(Number(high) + 1).toBe(19);
    for (const name of ['react', 'react-dom']) {
      expect(
        semver.satisfies(pins[name] ?? '', installed(REACT_QUERY).peerDependencies?.[name] ?? ''),
      ).toBe(true);
      expect(
        semver.satisfies(pins[name] ?? '', installed('@trpc/react').peerDependencies?.[name] ?? ''),
      ).toBe(true);
    }
  });

  it('in the registry, the 4.x release the page names is the first to list React 19 as a peer, and every later 4.x does too', async (context) => {
    const [, first = ''] =
      /from (\d+\.\d+\.\d+) on, also list React 19 as a peer/.exec(page.markdown) ?? [];
    const url = `${registryUrl(SAMPLES)}${REACT_QUERY.replace('/', '%2f')}`;
    const answer = await nodeGetJson(url, { accept: 'application/vnd.npm.install-v1+json' });
    if ('error' in answer) return context.skip(`registry out of reach: ${url}: ${answer.error}`);
    expect(answer.status).toBe(200);
    const doc = answer.body as {
      versions: Record<string, { peerDependencies?: Record<string, string> }>;
    };
    const fours = Object.keys(doc.versions)
      .filter((version) => semver.major(version) === 4 && !semver.prerelease(version))
      .sort(semver.compare);
    const react19 = fours.map((version) =>
      semver.satisfies('19.0.0', doc.versions[version]?.peerDependencies?.react ?? ''),
    );
    const firstIndex = react19.indexOf(true);
    expect(fours[firstIndex]).toBe(first);
    expect(react19.slice(firstIndex).every(Boolean)).toBe(true);
  });
});

// --- Served routers ---

let serve: typeof Serve;

type CreateContext = (opts: { req: unknown; res: unknown }) => Promise<{ user: unknown }>;

beforeAll(async () => {
  serve = await asServer(() => import('./serve'));
});

describe(`${page.page}: Provide the clients, Fetch data and sign in`, () => {
  // The page's app calls the server of docs/server/adapters/express.md, as the page says.
  const express = loadPage('docs/server/adapters/express.md');
  let served: Served;
  let App: ComponentType;

  beforeAll(async () => {
    served = await asServer(() =>
      serve.servePageServer(() =>
        express.import('server/index.ts', { section: 'Mount the middleware' }),
      ),
    );
    browseTo(served.origin);
    ({ App } = await page.import<{ App: ComponentType }>('App.tsx'));
  });
  afterEach(() => window.localStorage.clear());
  afterAll(() => served.close());

  /** Signs in on the Express page's server as a client would, and returns the token. */
  async function signIn(name: string): Promise<string> {
    const response = await serverFetch(`${served.origin}/trpc/signIn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name }),
    });
    return ((await response.json()) as { result: { data: { token: string } } }).result.data.token;
  }

  /** Mounts the page's App until it shows `done` (every request it makes answered by then). */
  async function renderApp(done: RegExp) {
    const before = served.requests.length;
    const view = mount(createElement(App));
    try {
      await until(() => done.test(view.texts.at(-1) ?? ''), String(done));
    } finally {
      view.unmount();
    }
    return { requests: served.requests.slice(before), text: view.texts.at(-1) ?? '' };
  }

  it('with a token in localStorage, each request carries Authorization: Bearer <token>, and the Express page’s context finds the signed-in user', async () => {
    const token = await signIn('Grace');
    window.localStorage.setItem('token', token);
    // The member list is the app's last request.
    const seen = await renderApp(/Aiko/);
    expect(seen.text).toContain('Signed in as Grace');
    expect(seen.requests.length).toBeGreaterThan(0);
    expect(new Set(seen.requests.map((request) => request.headers.authorization))).toEqual(
      new Set([`Bearer ${token}`]),
    );
  });

  it('without a token, no authorization header is sent at all, and the app is not signed in', async () => {
    const seen = await renderApp(/Signed in as|Not signed in/);
    expect(seen.text).toContain('Not signed in');
    expect(seen.requests.length).toBeGreaterThan(0);
    for (const request of seen.requests)
      expect(Object.keys(request.headers)).not.toContain('authorization');
  });
});

describe(`${page.page}: ${RETRIES}`, () => {
  let auth: Served;
  let broken: Served;
  let createQueryClient: (onUnauthorized: () => void) => QueryClient;

  beforeAll(async () => {
    const { appRouter } = await asServer(() =>
      authorization.import<{ appRouter: AnyRouter }>('server/_app.ts', {
        section: 'Option 2: check in a middleware',
      }),
    );
    const { createContext } = await asServer(() =>
      authorization.import<{ createContext: CreateContext }>('server/context.ts'),
    );
    auth = await serve.serveRouter(appRouter, '/api/trpc', { createContext });
    // A procedure that fails on the server: 500.
    const { initTRPC } = await asServer(() => import('@trpc/server'));
    const t = initTRPC.create();
    broken = await serve.serveRouter(
      t.router({
        down: t.procedure.query(() => {
          throw new Error('database down');
        }),
      }),
    );
    ({ createQueryClient } = await page.import<{ createQueryClient: typeof createQueryClient }>(
      'utils/queryClient.ts',
    ));
  });
  afterAll(async () => {
    await auth.close();
    await broken.close();
  });

  /** A tRPC client for `origin`'s /api/trpc, one request per call, with the time of each. */
  function clientOf(origin: string) {
    const tries: number[] = [];
    const client = createTRPCClient<AnyRouter>({
      links: [
        httpLink({
          url: `${origin}/api/trpc`,
          fetch: (url, init) => {
            tries.push(performance.now());
            return serverFetch(url, init);
          },
        }),
      ],
    });
    return {
      tries,
      query: (name: string, input?: unknown) => () => client.query(name as never, input as never),
      mutation: (name: string) => () => client.mutation(name as never, 'T-1' as never),
    };
  }

  /** Runs a query as useQuery does (a QueryObserver) until it fails for good. */
  async function failedQuery(queryClient: QueryClient, queryFn: () => Promise<unknown>) {
    const observer = new QueryObserver(queryClient, { queryKey: [Math.random()], queryFn });
    let result: QueryObserverResult | undefined;
    const stop = observer.subscribe((next) => (result = next));
    try {
      await until(() => result?.status === 'error', 'the query to fail', 15_000);
    } finally {
      stop();
    }
  }

  /** Runs a mutation as useMutation does until it fails. */
  async function failedMutation(queryClient: QueryClient, mutationFn: () => Promise<unknown>) {
    const observer = new MutationObserver(queryClient, { mutationFn });
    await observer.mutate().catch(() => undefined);
    expect(observer.getCurrentResult().status).toBe('error');
  }

  const [, retries = '', ...waits] =
    /retries a failed query (\d+) times, waiting (\d+), (\d+) then (\d+) seconds/.exec(
      page.markdown,
    ) ?? [];

  it('by default, a query answered 401 is tried again as many times as the page says, waiting as long as it says; a mutation is tried once', async () => {
    const client = clientOf(auth.origin);
    await failedQuery(new QueryClient(), client.query('staff.refunds'));
    const gaps = client.tries
      .slice(1)
      .map((time, index) => (time - (client.tries[index] ?? 0)) / 1000);
    expect(client.tries).toHaveLength(Number(retries) + 1);
    expect(gaps.map(Math.round)).toEqual(waits.map(Number));
    const mutations = clientOf(auth.origin);
    await failedMutation(new QueryClient(), mutations.mutation('staff.closeTicket'));
    expect(mutations.tries).toHaveLength(1);
  }, 20_000);

  it('createQueryClient: a 401 query is tried once and calls onUnauthorized once; a 401 mutation calls it too; a 400 is tried once without calling it', async () => {
    const onUnauthorized = vi.fn();
    const queryClient = createQueryClient(onUnauthorized);
    const query = clientOf(auth.origin);
    await failedQuery(queryClient, query.query('staff.refunds'));
    expect([query.tries.length, onUnauthorized.mock.calls.length]).toEqual([1, 1]);
    const mutation = clientOf(auth.origin);
    await failedMutation(queryClient, mutation.mutation('staff.closeTicket'));
    expect([mutation.tries.length, onUnauthorized.mock.calls.length]).toEqual([1, 2]);
    // greet takes a string: a number is a BAD_REQUEST, 400.
    const badInput = clientOf(auth.origin);
    await failedQuery(queryClient, badInput.query('greet', 42));
    expect([badInput.tries.length, onUnauthorized.mock.calls.length]).toEqual([1, 2]);
  });

  it('createQueryClient: a 500 and a network failure are still tried 3 more times; the cache callback runs once, after the last try', async () => {
    const onUnauthorized = vi.fn();
    const queryClient = createQueryClient(onUnauthorized);
    // The page's retry rule, without the waits between tries.
    queryClient.setDefaultOptions({
      queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 },
    });
    const cache = queryClient.getQueryCache();
    const onError = cache.config.onError;
    const callbackAfter: number[] = [];

    const down = clientOf(broken.origin);
    cache.config.onError = (error, query) => {
      callbackAfter.push(down.tries.length);
      onError?.(error, query);
    };
    await failedQuery(queryClient, down.query('down'));
    expect([down.tries.length, callbackAfter]).toEqual([4, [4]]);

    // A port nothing listens on.
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, () => {
        const { port: free } = probe.address() as AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    const offline = clientOf(`http://localhost:${port}`);
    cache.config.onError = (error, query) => {
      callbackAfter.push(offline.tries.length);
      onError?.(error, query);
    };
    await failedQuery(queryClient, offline.query('down'));
    expect([offline.tries.length, callbackAfter]).toEqual([4, [4, 4]]);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
