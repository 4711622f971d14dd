// Backs docs/migration/migrate-from-v9-to-v10.md (Migrate from v9 to v10, 10.x):
// - Before you start: the install line pins what samples/v10 pins; react-query 3 imports find no
//   QueryClient under the 10.x provider.
// - Creating the client and Next.js: the transformer stays a client option; `headers` moves into
//   the link (cookie forwarded during SSR), and a `headers` left in config() is never sent.
// - Steps 2 to 4 of the interop path (one section per step): the page's server/trpc.ts and the
//   server/routers/_app.ts of step 3 served over HTTP and WebSocket, called by the page's
//   client/index.ts and client/subscriptions.ts; the old setup and colliding paths fail at
//   startup with the page's messages. Variants of the page's files are written beside them with
//   one edit each. (The app built step by step is followed by the `upgrade` reader journey.)
// - Limitations of interop: the page's WebSocket client, string paths with onStarted/onData.
// - Query keys: string paths cache under nested keys from step 1 on.
// - Links: maxURLLength counts characters, not calls.
import { readFileSync, writeFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as TrpcNext from '@trpc/next';
import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import type { TRPCClientError } from '@trpc/client';
import { createReactQueryHooks } from '@trpc/react';
import { createSSGHelpers } from '@trpc/react/ssg';
import type { AnyRouter } from '@trpc/server';
import { createElement, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadPage, quoted } from '../../doctest';
import {
  fetchLog,
  importBeside,
  redirectWebSocket,
  serveRouter,
  serveWebSocket,
  type RedirectedWebSocket,
  type Served,
  type ServedWebSocket,
} from './serve';

// createTRPCNext as the page calls it, with the config() of every call kept.
type NextConfig = (info: { ctx?: unknown }) => Record<string, unknown>;
const harness = vi.hoisted(() => ({ configs: [] as NextConfig[] }));
vi.mock('@trpc/next', async (importOriginal) => {
  const actual = await importOriginal<typeof TrpcNext>();
  const createTRPCNext = ((options: Parameters<typeof actual.createTRPCNext>[0]) => {
    harness.configs.push(options.config as unknown as NextConfig);
    return actual.createTRPCNext(options);
  }) as typeof actual.createTRPCNext;
  return { ...actual, createTRPCNext };
});

const page = loadPage('docs/migration/migrate-from-v9-to-v10.md');
const links = { section: 'Links' };
const nextjs = { section: 'Next.js' };
const step3 = { section: 'Step 3: Merge the legacy router into a new one' };
const step4 = { section: 'Step 4: Call new procedures through the proxy' };
const limitations = { section: 'Limitations of interop' };

type GreetingClient = { greeting: { query: (name: string) => Promise<string> } };
type Clients = { tooShort: GreetingClient; client: GreetingClient };
type Post = { id: string; text: string };
type Step4Client = {
  greeting: () => Promise<string>;
  latestPost: () => Promise<unknown>;
  hello: (text: string) => Promise<{ greeting: string }>;
  addPost: (text: string) => Promise<Post>;
  fieldErrors: (error: TRPCClientError<AnyRouter>) => Record<string, string[]> | undefined;
};
type WatchPosts = (onPost: (text: string) => void) => { unsubscribe: () => void };

const globalFetch = globalThis.fetch;
let served: Served;
let linksServed: Served;
let socket: ServedWebSocket;
let redirected: RedirectedWebSocket;
/** What beforeAll has started, stopped by afterAll even when beforeAll failed halfway. */
const cleanups: (() => unknown)[] = [];
let clients: Clients;
let step4Client: Step4Client;
let watchPosts: WatchPosts;
const log = fetchLog(() => served.origin, globalFetch);
const linksLog = fetchLog(() => linksServed.origin, globalFetch);

let variants = 0;
/**
 * Writes a page's file with one edit beside the original (so its imports still resolve) and
 * imports it: the page's code as a reader would have it with that one change.
 */
async function importVariant<T>(
  name: string,
  where: { section: string },
  edit: (source: string) => string,
): Promise<T> {
  const file = page.file(name, where);
  const source = readFileSync(file, 'utf8');
  const changed = edit(source);
  expect(changed, 'the edit applies to the page file').not.toBe(source);
  variants += 1;
  const target = file.replace(/\.tsx?$/, `.variant${variants}$&`);
  writeFileSync(target, changed);
  return (await import(pathToFileURL(target).href)) as T;
}

beforeAll(async () => {
  // The router of step 3, beside the page's step-4 client, served over HTTP and WebSocket: one
  // app, so `post.add` over HTTP and `post.onAdd` over WebSocket share one event emitter. The
  // page's WebSocket client is written for step 1's router, whose paths step 3 keeps.
  const { appRouter } = await importBeside<{ appRouter: AnyRouter }>(
    page,
    'client/index.ts',
    'server/routers/_app.ts',
    step4,
  );
  served = await serveRouter(appRouter, '/api/trpc', { createContext: () => ({}) });
  cleanups.push(() => served.close());
  socket = await serveWebSocket(appRouter);
  cleanups.push(() => socket.close());
  redirected = redirectWebSocket('ws://localhost:3001', () => socket.url);
  cleanups.push(() => redirected.restore());

  // The page's clients are written for http://localhost:3000 and pick up the global fetch
  // when their links are created.
  globalThis.fetch = log.fetch;
  step4Client = await page.import<Step4Client>('client/index.ts', step4);
  ({ watchPosts } = await page.import<{ watchPosts: WatchPosts }>(
    'client/subscriptions.ts',
    limitations,
  ));

  // Section Links has its own 10.x router, server/router.ts.
  const linksRouter = await importBeside<{ appRouter: AnyRouter }>(
    page,
    'client.ts',
    'server/router.ts',
    links,
  );
  linksServed = await serveRouter(linksRouter.appRouter, '/trpc', {
    createContext: () => ({ userId: null }),
  });
  cleanups.push(() => linksServed.close());
  globalThis.fetch = linksLog.fetch;
  clients = await page.import<Clients>('client.ts', links);
  globalThis.fetch = log.fetch;
});
afterAll(async () => {
  globalThis.fetch = globalFetch;
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe(`${page.page}: Before you start`, () => {
  it('the install line pins every tRPC package and TanStack Query at the versions samples/v10 pins', () => {
    const [fence] = page.fences('bash', { section: 'Before you start' });
    const specs = (fence?.value ?? '')
      .trim()
      .split(/\s+/)
      .slice(2)
      .filter((token) => !token.startsWith('-'))
      .map((token) => /^(@?[^@]+)@(.+)$/.exec(token)?.slice(1, 3) ?? [token, '']);
    const pins = (
      JSON.parse(readFileSync(path.join(__dirname, '../package.json'), 'utf8')) as {
        dependencies: Record<string, string>;
      }
    ).dependencies;
    const expected = Object.entries(pins).filter(
      ([name]) => name.startsWith('@trpc/') || name === '@tanstack/react-query',
    );
    expect(Object.fromEntries(specs)).toEqual(Object.fromEntries(expected));
    expect(fence?.meta).toContain('npm2yarn');
  });

  it("a component that still imports useQueryClient from react-query 3 throws under the 10.x provider; TanStack's finds the client", () => {
    // react-query 3 as an app has it during the move: installed beside TanStack Query, with the
    // app's one React (samples/v9 has the same 18.2.0; resolve it to this project's copy).
    const v9 = path.resolve(__dirname, '../../v9/node_modules');
    const requireHere = createRequire(import.meta.url);
    const loader = Module as unknown as {
      _resolveFilename: (
        request: string,
        parent: { filename?: string },
        ...rest: unknown[]
      ) => string;
    };
    const resolve = loader._resolveFilename;
    loader._resolveFilename = function (request, parent, ...rest) {
      if (['react', 'react-dom'].includes(request) && parent?.filename?.startsWith(v9))
        return requireHere.resolve(request);
      return resolve.call(this, request, parent, ...rest);
    };
    let reactQuery3: { useQueryClient: () => unknown };
    try {
      reactQuery3 = requireHere(path.join(v9, 'react-query')) as typeof reactQuery3;
    } finally {
      loader._resolveFilename = resolve;
    }
    // The tree withTRPC renders: TanStack's provider around tRPC's.
    const trpc = createReactQueryHooks<AnyRouter>();
    // Typed as the other React doc tests type it: children are passed as an argument.
    const Provider = trpc.Provider as ComponentType<{
      client: unknown;
      queryClient: QueryClient;
      children?: ReactNode;
    }>;
    const queryClient = new QueryClient();
    const render = (child: () => ReactElement | null) =>
      renderToString(
        createElement(
          QueryClientProvider,
          { client: queryClient },
          createElement(
            Provider,
            { client: trpc.createClient({ links: [] }), queryClient },
            createElement(child),
          ),
        ),
      );
    expect(
      render(() => createElement('p', null, useQueryClient() === queryClient ? 'found' : 'other')),
    ).toBe('<p>found</p>');
    expect(() =>
      render(() => {
        reactQuery3.useQueryClient();
        return null;
      }),
    ).toThrow(quoted(page, 'compiles (both packages are installed) and then throws'));
  });
});

describe(`${page.page}: Creating the client`, () => {
  it("the page's client without `transformer` compiles and gets superjson's wrapper, `{ json, meta }`, with the date as a string", async () => {
    const withoutTransformer = await importVariant<Step4Client>('client/index.ts', step4, (s) =>
      s.replace('  transformer: superjson,\n', ''),
    );
    const wrapper = /superjson's wrapper, `\{ ([\w, ]+) \}`/.exec(page.markdown)?.[1]?.split(', ');
    const answer = (await withoutTransformer.latestPost()) as Record<string, unknown>;
    expect(Object.keys(answer)).toEqual(wrapper);
    expect(typeof (answer.json as { at: unknown }).at).toBe('string');
    // With it, as the page has it: the value itself.
    expect(await step4Client.latestPost()).toMatchObject({ at: expect.any(Date) });
  });
});

describe(`${page.page}: Next.js`, () => {
  // What withTRPC (and so createTRPCNext) does with config()'s result: trpc.createClient(config),
  // which is createTRPCClient(config) (@trpc/next/src/withTRPC.tsx at the tag).
  const { createClient } = createReactQueryHooks<AnyRouter>();
  /** The headers the server received for one call of a client built from `config`. */
  const headersSent = async (config: Record<string, unknown>) => {
    const before = served.requests.length;
    await createClient(config as unknown as Parameters<typeof createClient>[0]).query('greeting');
    const received = served.requests.slice(before);
    expect(received).toHaveLength(1);
    return received[0]?.headers ?? {};
  };

  it("the link forwards the visitor's cookie during SSR, and adds none in the browser", async () => {
    await page.import('utils/trpc.ts', nextjs);
    const config = harness.configs.at(-1);
    const ssr = config?.({ ctx: { req: { headers: { cookie: 'session=ada' } } } }) ?? {};
    expect(Object.keys(ssr).sort()).toEqual(['links', 'transformer']);
    expect((await headersSent(ssr)).cookie).toBe('session=ada');
    expect((await headersSent(config?.({}) ?? {})).cookie).toBeUndefined();
  });

  it('`headers` next to `links` in config() compiles and is never sent', async () => {
    await page.import('utils/ignored.ts', nextjs);
    const config = harness.configs.at(-1)?.({}) ?? {};
    const headers = (config.headers as () => Record<string, string>)();
    const [name = ''] = Object.keys(headers);
    expect(name).toBe('authorization');
    expect(await headersSent(config)).not.toHaveProperty(name);
  });
});

describe(`${page.page}: Step by step with \`.interop()\``, () => {
  it("step 3 serves the legacy query through t's superjson, which the legacy router no longer sets", async () => {
    const response = await globalFetch(
      `${served.origin}/api/trpc/hello?input=${encodeURIComponent(JSON.stringify(superjson.serialize({ text: 'raw' })))}`,
    );
    const body = (await response.json()) as { result: { data: unknown } };
    expect(body.result.data).toEqual({ json: { greeting: 'hello raw' } });
    expect(await step4Client.hello('client')).toEqual({ greeting: 'hello client' });
  });

  it("a legacy mutation's error carries the formatter's `zodError`, read with the page's fieldErrors()", async () => {
    const error = await step4Client.addPost('').then(
      () => null,
      (reason: TRPCClientError<AnyRouter>) => reason,
    );
    expect(error?.data?.code).toBe('BAD_REQUEST');
    expect(Object.keys(step4Client.fieldErrors(error as TRPCClientError<AnyRouter>) ?? {})).toEqual(
      ['text'],
    );
  });

  it('new procedures answer through the proxy, and the `post.` prefix is split across both routers', async () => {
    expect(await step4Client.greeting()).toBe('hello from 10.x code');
    expect(await step4Client.latestPost()).toEqual({
      title: 'Hello',
      at: new Date('2022-06-01T09:00:00Z'),
    });
    expect(await step4Client.addPost('Split')).toMatchObject({ text: 'Split' });
  });

  it('the old setup, a legacy router that keeps `.transformer()` and `.formatError()`, throws at startup, in either order', async () => {
    const message = quoted(page, 'makes the merge of step 3 throw at startup:');
    const keepBoth = (s: string) =>
      `import superjson from 'superjson';\n${s}`.replace(
        '.router()',
        '.router()\n  .transformer(superjson)\n  .formatError(({ shape }) => shape)',
      );
    await expect(importVariant('server/routers/_app.ts', step3, keepBoth)).rejects.toThrow(message);
    await expect(
      importVariant('server/routers/_app.ts', step3, (s) =>
        keepBoth(s).replace(
          'mergeRouters(mainRouter, legacyRouter)',
          'mergeRouters(legacyRouter, mainRouter)',
        ),
      ),
    ).rejects.toThrow(message);
  });

  it('with only the transformer left on both routers, the message names the transformers', async () => {
    await expect(
      importVariant('server/routers/_app.ts', step3, (s) =>
        `import superjson from 'superjson';\n${s}`.replace(
          '.router()',
          '.router()\n  .transformer(superjson)',
        ),
      ),
    ).rejects.toThrow(quoted(page, 'once only the transformer is left on both,'));
  });

  it('a path defined in both routers throws at startup, at the top level and under a prefix', async () => {
    const addLegacy = (procedure: string) => (s: string) =>
      s.replace('.router()', `.router()\n  .query('${procedure}', { resolve: () => null })`);
    await expect(
      importVariant('server/routers/_app.ts', step3, addLegacy('greeting')),
    ).rejects.toThrow(quoted(page, 'A path defined in both throws at startup:'));
    await expect(
      importVariant('server/routers/_app.ts', step3, addLegacy('post.latest')),
    ).rejects.toThrow(quoted(page, 'for a top-level `greeting`,'));
  });

  it('getStaticProps: createProxySSGHelpers and createSSGHelpers on one queryClient, so one dehydrate() holds both, under nested keys', async () => {
    const { getStaticProps } = await page.import<{
      getStaticProps: () => Promise<{ props: { trpcState: unknown } }>;
    }>('pages/index.tsx', step4);
    const { props } = await getStaticProps();
    const state = superjson.deserialize<{
      queries: { queryKey: unknown; state: { data: unknown } }[];
    }>(props.trpcState as Parameters<typeof superjson.deserialize>[0]);
    expect(state.queries.map((query) => [query.queryKey, query.state.data])).toEqual([
      [[['greeting']], 'hello from 10.x code'],
      [[['hello'], { text: 'client' }], { greeting: 'hello client' }],
    ]);
  });
});

describe(`${page.page}: Limitations of interop`, () => {
  it('a string-path subscription calls onStarted, then onData with the data itself, and returns `{ unsubscribe() }`', async () => {
    const logged: unknown[] = [];
    const spy = vi.spyOn(console, 'log').mockImplementation((...args) => logged.push(...args));
    const texts: string[] = [];
    try {
      const subscription = watchPosts((text) => texts.push(text));
      await vi.waitFor(() => expect(logged).toEqual(['listening']));
      await step4Client.addPost('Over the socket');
      await vi.waitFor(() => expect(texts).toEqual(['Over the socket']));
      expect(typeof subscription.unsubscribe).toBe('function');
      subscription.unsubscribe();
    } finally {
      spy.mockRestore();
    }
  });
});

describe(`${page.page}: Query keys`, () => {
  it('from step 1 on, string paths cache under the nested key: a hand-written 9.x key finds nothing', async () => {
    const { appRouter } = await importBeside<{ appRouter: AnyRouter }>(
      page,
      'client/index.ts',
      'server/routers/_app.ts',
      step4,
    );
    const ssg = createSSGHelpers({ router: appRouter, ctx: {}, transformer: superjson });
    await ssg.fetchQuery('post.latest');
    expect(ssg.queryClient.getQueryData(['post.latest'])).toBeUndefined();
    expect(ssg.queryClient.getQueryData([['post', 'latest']])).toMatchObject({ title: 'Hello' });
  });
});

describe(`${page.page}: Links`, () => {
  it('`maxURLLength: 10` rejects every call with "Input is too big for a single dispatch"', async () => {
    const from = linksServed.requests.length;
    const results = await Promise.allSettled([
      clients.tooShort.greeting.query('KATT'),
      clients.tooShort.greeting.query('Lena'),
    ]);
    const message = quoted(page, 'rejects every call with');
    expect(results.map((result) => result.status === 'rejected' && result.reason.message)).toEqual([
      message,
      message,
    ]);
    expect(linksServed.requests.length - from).toBe(0);
  });

  it('`maxURLLength` limits the URL in characters: with a length that fits, calls started together share one request', async () => {
    const from = linksServed.requests.length;
    const greetings = await Promise.all([
      clients.client.greeting.query('KATT'),
      clients.client.greeting.query('Lena'),
    ]);
    expect(greetings).toEqual(['Hello KATT', 'Hello Lena']);
    const received = linksServed.requests.slice(from);
    expect(received.map((request) => decodeURIComponent(request.url))).toEqual([
      '/trpc/greeting,greeting?batch=1&input={"0":"KATT","1":"Lena"}',
    ]);
  });
});
