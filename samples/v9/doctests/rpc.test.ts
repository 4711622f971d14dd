// Backs versioned_docs/version-9.x/further/rpc.md (HTTP RPC Specification, 9.x): every request
// the page prints is sent to the page's own router, and the answer must be the response the page
// prints after it.
import * as trpc from '@trpc/server';
import { createNextApiHandler } from '@trpc/server/adapters/next';
import superjson from 'superjson';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itAnswersAsPrinted, loadPage } from '../../doctest';
import { expectCodeTable } from './codeTable';
import { serveNextApiRoute, serveRouter, type Served } from './serve';

const page = loadPage('versioned_docs/version-9.x/further/rpc.md');
let served: Served;

beforeAll(async () => {
  const { appRouter } = await page.import<{ appRouter: trpc.AnyRouter }>('server/routers/_app.ts');
  served = await serveRouter(appRouter);
});
afterAll(() => served.close());

describe(`${page.page}: printed exchanges`, () => {
  const exchanges = page.exchanges();

  it('prints its examples as request/response pairs', () => {
    expect(exchanges.length).toBeGreaterThan(0);
  });

  itAnswersAsPrinted(exchanges, () => served.origin);
});

describe(`${page.page}: Methods`, () => {
  it('a POST to a query answers 404 and input that is not valid JSON 400 PARSE_ERROR', async () => {
    const post = await fetch(`${served.origin}/api/trpc/postById`, { method: 'POST', body: '"1"' });
    const parse = await fetch(`${served.origin}/api/trpc/postById?input=%7Bnope`);
    const parseBody = (await parse.json()) as { error: { data: { code: string } } };
    expect([post.status, parse.status, parseBody.error.data.code]).toEqual([
      404,
      400,
      'PARSE_ERROR',
    ]);
  });
});

describe(`${page.page}: Error codes`, () => {
  it('the code table gives each code its JSON-RPC number and the HTTP status the server sends', async () => {
    await expectCodeTable(page.tables({ section: 'Error codes' })[0], {
      code: 'Code',
      jsonRpc: 'JSON-RPC code',
      http: 'HTTP status',
    });
  });
});

describe(`${page.page}: Response envelopes`, () => {
  it('a misnamed Next.js handler file answers 500 with the id the page gives', async () => {
    const id = Number(/the 500 error it answers with has `id: (-?\d+)`/.exec(page.markdown)?.[1]);
    const { appRouter } = await page.import<{ appRouter: trpc.AnyRouter }>(
      'server/routers/_app.ts',
    );
    const handler = createNextApiHandler({ router: appRouter, createContext: () => ({}) });
    // A file named `pages/api/trpc/[path].ts`: Next passes the segment as `path`.
    const misnamed = await serveNextApiRoute(handler, '/api/trpc', 'path');
    try {
      const response = await fetch(`${misnamed.origin}/api/trpc/postById?input=%221%22`);
      const body = (await response.json()) as { id: number; error: { data: { code: string } } };
      expect([response.status, body.id, body.error.data.code]).toEqual([
        500,
        id,
        'INTERNAL_SERVER_ERROR',
      ]);
    } finally {
      await misnamed.close();
    }
  });
});

describe(`${page.page}: Response envelopes (inputs through a transformer)`, () => {
  it('with superjson, plain JSON input fails validation and the serialised form the page gives works', async () => {
    const plain = /With superjson, `input=(\{[^`]+\})` reaches the procedure/.exec(
      page.markdown,
    )?.[1];
    const encoded = /`superjson\.serialize\(\{ n: 1 \}\)` instead, `(\{[^`]+\})`/.exec(
      page.markdown,
    )?.[1];
    expect(encoded).toBe(JSON.stringify(superjson.serialize({ n: 1 })));
    // The claim is about any router with superjson: this one takes `{ n }` as the page's does.
    const router = trpc
      .router()
      .transformer(superjson)
      .query('n', { input: z.object({ n: z.number() }), resolve: ({ input }) => input.n });
    const server = await serveRouter(router);
    try {
      const ask = (input = '') =>
        fetch(`${server.origin}/api/trpc/n?input=${encodeURIComponent(input)}`);
      const refused = await ask(plain);
      const refusedBody = (await refused.json()) as { error: { json: { data: { code: string } } } };
      const answered = await ask(encoded);
      const answeredBody = (await answered.json()) as { result: { data: unknown } };
      expect([refused.status, refusedBody.error.json.data.code]).toEqual([400, 'BAD_REQUEST']);
      expect([answered.status, superjson.deserialize(answeredBody.result.data as never)]).toEqual([
        200, 1,
      ]);
    } finally {
      await server.close();
    }
  });
});
