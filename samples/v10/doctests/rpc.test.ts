// Backs docs/further/rpc.md (HTTP RPC Specification, 10.x): every request the page prints is
// sent to the page's own router, and the answer must be the response the page prints after it.
import { initTRPC, TRPCError, type AnyRouter } from '@trpc/server';
import { createNextApiHandler } from '@trpc/server/adapters/next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itAnswersAsPrinted, loadPage } from '../../doctest';
import { expectCodeTable } from './codeTable';
import { serveNextApiRoute, serveRouter, type Served } from './serve';

const page = loadPage('docs/further/rpc.md');
let served: Served;

beforeAll(async () => {
  const { appRouter } = await page.import<{ appRouter: AnyRouter }>('server.ts');
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

describe(`${page.page}: Status codes`, () => {
  it('input that is not valid JSON gives 400 PARSE_ERROR', async () => {
    const response = await fetch(`${served.origin}/api/trpc/trail.byId?input=%7Bnope`);
    const body = (await response.json()) as { error: { data: { code: string } } };
    expect([response.status, body.error.data.code]).toEqual([400, 'PARSE_ERROR']);
  });

  it("input that fails validation gives 400 BAD_REQUEST with the validator's text as message", async () => {
    const response = await fetch(`${served.origin}/api/trpc/trail.byId?input=42`);
    const body = (await response.json()) as { error: { message: string; data: { code: string } } };
    expect([response.status, body.error.data.code]).toEqual([400, 'BAD_REQUEST']);
    expect(body.error.message).toContain('Expected string, received number');
  });

  it('the code table gives each code its JSON-RPC number and the HTTP status the server sends', async () => {
    await expectCodeTable(page.tables({ section: 'Status codes' })[0], {
      code: 'Code',
      jsonRpc: 'JSON-RPC',
      http: 'HTTP',
    });
  });
});

describe(`${page.page}: Response envelopes`, () => {
  it('a Next.js API route without a `trpc` parameter answers 500 with the id the page gives', async () => {
    const id = Number(/answers `500` with `\{ id: (-?\d+), error \}`/.exec(page.markdown)?.[1]);
    const { appRouter } = await page.import<{ appRouter: AnyRouter }>('server.ts');
    // A file named `pages/api/trpc/[path].ts`: Next passes the segment as `path`.
    const misnamed = await serveNextApiRoute(
      createNextApiHandler({ router: appRouter }),
      '/api/trpc',
      'path',
    );
    try {
      const response = await fetch(`${misnamed.origin}/api/trpc/trail.byId?input=%22k2%22`);
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

describe(`${page.page}: an error formatter keeps the envelope`, () => {
  it('the adapters read the HTTP status from the formatted `data.httpStatus`', async () => {
    expect(page.markdown).toContain('the adapters read the HTTP status from `data.httpStatus`');
    const t = initTRPC.create({
      errorFormatter: ({ shape }) => ({ ...shape, data: { ...shape.data, httpStatus: 418 } }),
    });
    const router = t.router({
      fails: t.procedure.query(() => {
        throw new TRPCError({ code: 'NOT_FOUND' });
      }),
    });
    const teapot = await serveRouter(router);
    try {
      const response = await fetch(`${teapot.origin}/api/trpc/fails`);
      expect(response.status).toBe(418);
    } finally {
      await teapot.close();
    }
  });
});
