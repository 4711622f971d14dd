// @vitest-environment happy-dom
// Backs versioned_docs/version-9.x/client/links/overview.md (Links & Request Batching, 9.x): the page's
// clients and its withTRPC app run in happy-dom against the routers of their blocks, served on
// localhost, and a recording fetch keeps every request they make.
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createTRPCClient } from '@trpc/client';
import type { AnyRouter } from '@trpc/server';
import type { ComponentType } from 'react';
import { createElement } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadPage } from '../../doctest';
import { WAIT, browseTo, render, withoutWindow, type AppProps } from './dom';
import type { FetchCall, Served } from './serve';

const page = loadPage('versioned_docs/version-9.x/client/links/overview.md');
const BATCHING = 'Request batching is on by default';

/** Imports a file of a block's project that the page keeps above the cut, beside a shown one. */
function importBeside<T>(shown: string, file: string, section?: string): Promise<T> {
  const root = page.file(shown, { section }).slice(0, -shown.length);
  return import(pathToFileURL(path.join(root, file)).href) as Promise<T>;
}

const servers: Served[] = [];
let calls: FetchCall[];
let appOrigin: string;
let batchOrigin: string;

beforeAll(async () => {
  const serve = await withoutWindow(() => import('./serve'));
  // The router behind the splitLink app, and the one behind the first sample's client.
  const posts = await withoutWindow(() =>
    importBeside<{ appRouter: AnyRouter }>('pages/_app.tsx', 'server/routers/_app.ts'),
  );
  const byId = await withoutWindow(() =>
    importBeside<{ appRouter: AnyRouter }>('client.ts', 'server.ts', BATCHING),
  );
  const app = await serve.serveRouter(posts.appRouter);
  const batch = await serve.serveRouter(byId.appRouter);
  servers.push(app, batch);
  appOrigin = app.origin;
  batchOrigin = batch.origin;
  const recorder = serve.recordingFetch(
    serve.fetchRedirecting('http://localhost:3000', batch.origin),
  );
  calls = recorder.calls;
  vi.stubGlobal('fetch', recorder.fetch);
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await Promise.all(servers.map((server) => server.close()));
});

describe(`${page.page}: ${BATCHING}`, () => {
  it('three queries made in the same tick travel in one HTTP request', async () => {
    browseTo(batchOrigin);
    calls.length = 0;
    // client.ts awaits its three queries when it is imported.
    await page.import('client.ts', { section: BATCHING });
    expect(calls.map((call) => call.url.split('?')[0])).toEqual([
      'http://localhost:3000/api/trpc/post.byId,post.byId,post.byId',
    ]);
    expect(new URL(calls[0]?.url ?? '').searchParams.get('batch')).toBe('1');
  });
});

describe(`${page.page}: Turn batching off`, () => {
  it('with batching: { enabled: false }, a batched request fails with "Batching is not enabled on the server"', async () => {
    const serve = await withoutWindow(() => import('./serve'));
    const route = await withoutWindow(() => page.import('pages/api/trpc/[trpc].ts'));
    const served = await serve.serveNextApiRoute(route);
    servers.push(served);
    browseTo(served.origin);
    const response = await fetch(`${served.origin}/api/trpc/a,b?batch=1&input=%7B%7D`);
    const body = (await response.json()) as { error: { message: string } };
    expect(body.error.message).toBe('Batching is not enabled on the server');
  });
});

describe(`${page.page}: Per-call context`, () => {
  it('through the splitLink of pages/_app.tsx, calls with skipBatch go out alone: GET /api/trpc/posts', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const { default: App } = await page.import<{ default: ComponentType<AppProps> }>(
      'pages/_app.tsx',
    );
    const { Posts } = await page.import<{ Posts: ComponentType }>('components/Posts.tsx');
    // The browser is on the app's origin, so the relative '/api/trpc' reaches the app's router.
    browseTo(appOrigin);
    calls.length = 0;
    const view = render(createElement(App, { Component: Posts, pageProps: {} }));
    try {
      // useQuery with the context, then client.query with it when the button is clicked.
      await vi.waitFor(() => expect(view.container.textContent).toBe('1 posts'), WAIT);
      view.container.querySelector('button')?.click();
      await vi.waitFor(() => expect(calls).toHaveLength(2), WAIT);
      expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
        'GET /api/trpc/posts',
        'GET /api/trpc/posts',
      ]);
    } finally {
      view.unmount();
    }
  });

  it('a client created with only a url still batches the call: GET /api/trpc/posts?batch=1&input=%7B%7D', async () => {
    browseTo(appOrigin);
    calls.length = 0;
    const client = createTRPCClient({ url: '/api/trpc' });
    await client.query('posts', undefined, { context: { skipBatch: true } });
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /api/trpc/posts?batch=1&input=%7B%7D',
    ]);
  });
});

describe(`${page.page}: Cap the batch size`, () => {
  it("tRPC sets no URL limit; Node's HTTP server answers 431 once the request head passes 16 KiB", async () => {
    const [, status, kib] =
      /closes the connection with (\d{3}) once the request head exceeds (\d+) KiB/.exec(
        page.markdown,
      ) ?? [];
    const { serveRouter } = await withoutWindow(() => import('./serve'));
    const { router } = await withoutWindow(() => import('@trpc/server'));
    const { z } = await import('zod');
    // Any router will do: the limit belongs to Node's server, not to a procedure.
    const echo = router().query('echo', {
      input: z.string(),
      resolve: ({ input }) => input.length,
    });
    const served = await serveRouter(echo);
    const statusFor = (length: number) =>
      new Promise<number>((resolve, reject) => {
        const input = encodeURIComponent(JSON.stringify('x'.repeat(length)));
        http
          .get(`${served.origin}/api/trpc/echo?input=${input}`, (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          })
          .on('error', reject);
      });
    try {
      const limit = Number(kib) * 1024;
      expect([await statusFor(limit / 2), await statusFor(limit + 1024)]).toEqual([
        200,
        Number(status),
      ]);
    } finally {
      await served.close();
    }
  });
});
