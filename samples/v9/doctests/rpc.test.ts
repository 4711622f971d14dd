// Backs versioned_docs/version-9.x/further/rpc.md (HTTP RPC Specification, 9.x): every request
// the page prints is sent to the page's own router, and the answer must be the response the page
// prints after it.
import type * as trpc from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPage, send } from '../../../scripts/samples/doctest';
import { expectCodeTable } from './codeTable';
import { serveRouter, type Served } from './serve';

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

  for (const exchange of exchanges) {
    const { method, target } = exchange.request;
    it(`${exchange.section}: ${method} ${target} (line ${exchange.line})`, async () => {
      expect(await send(served.origin, exchange.request, exchange.response)).toEqual(
        exchange.response,
      );
    });
  }
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
