// Backs versioned_docs/version-9.x/server/adapters/express.md (Usage with Express.js, 9.x): the
// page's own server answers the requests the page prints, and the options do what its table says.
import { createTRPCClient } from '@trpc/client';
import type * as trpc from '@trpc/server';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itAnswersAsPrinted, loadPage } from '../../doctest';
import { listenOnFreePort, serveRouter, type Served } from './serve';

// The page's router type is not importable here; inputs are checked by the server.
type LooseClient = {
  query(path: string, input?: unknown): Promise<unknown>;
  mutation(path: string, input?: unknown): Promise<unknown>;
};

const page = loadPage('versioned_docs/version-9.x/server/adapters/express.md');
let served: Served;

beforeAll(async () => {
  // The page's server listens on port 4000; here it gets a free port instead.
  served = await listenOnFreePort(() => page.import('server/index.ts'));
});
afterAll(() => served.close());

describe(`${page.page}: Mount it`, () => {
  const exchanges = page.exchanges({ section: 'Mount it' });

  it('prints the mutation and the query as request/response pairs', () => {
    expect(exchanges.map(({ request }) => request.method)).toEqual(['POST', 'GET']);
  });

  // In page order: the query reads back the climber the mutation created.
  itAnswersAsPrinted(exchanges, () => served.origin);
});

describe(`${page.page}: Options`, () => {
  type Seen = { code: string; path: string | undefined; ctx: unknown };

  async function withLimit(before: express.RequestHandler[] = []) {
    const { appRouter } = await page.import<{ appRouter: trpc.AnyRouter }>('server/router.ts');
    const seen: Seen[] = [];
    const server = await serveRouter(
      appRouter,
      '/trpc',
      {
        maxBodySize: 100,
        createContext: () => ({ request: true }),
        onError: ({ error, path, ctx }) => seen.push({ code: error.code, path, ctx }),
      },
      before,
    );
    const post = (name: string) =>
      fetch(`${server.origin}/trpc/createUser`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name }),
      });
    return { server, seen, post };
  }

  it('a body longer than maxBodySize gets no answer: the client sees a network error, the 9.x client a TRPCClientError "fetch failed", and only onError sees PAYLOAD_TOO_LARGE with path and ctx undefined', async () => {
    const { server, seen, post } = await withLimit();
    try {
      await expect(post('x'.repeat(200))).rejects.toThrow('fetch failed');
      const client = createTRPCClient<trpc.AnyRouter>({
        url: `${server.origin}/trpc`,
      }) as unknown as LooseClient;
      const failure = (await client
        .mutation('createUser', { name: 'x'.repeat(200) })
        .catch((error: unknown) => error)) as Error;
      expect([failure.constructor.name, failure.message]).toEqual([
        'TRPCClientError',
        'fetch failed',
      ]);
      const tooLarge = { code: 'PAYLOAD_TOO_LARGE', path: undefined, ctx: undefined };
      expect(seen).toEqual([tooLarge, tooLarge]);
    } finally {
      await server.close();
    }
  });

  it('maxBodySize counts characters, not bytes', async () => {
    const { server, post } = await withLimit();
    try {
      // 91 characters, 171 bytes in UTF-8.
      const name = 'é'.repeat(80);
      expect(Buffer.byteLength(JSON.stringify({ name }))).toBeGreaterThan(100);
      expect((await post(name)).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('when a body parser already set req.body, the adapter uses it as it is and maxBodySize does not apply', async () => {
    const { server, seen, post } = await withLimit([express.json()]);
    try {
      const response = await post('x'.repeat(200));
      const body = (await response.json()) as { result: { data: { name: string } } };
      expect([response.status, body.result.data.name.length, seen]).toEqual([200, 200, []]);
    } finally {
      await server.close();
    }
  });
});
