// Backs docs/server/context.md (Request Context, 10.x): the page's own servers, routers and
// contexts run on localhost, and their answers are the ones the page gives.
import type { AnyRouter } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPage } from '../../../src/plugins/code-samples/doctest';
import { servePageServer, serveRouter, type Served } from './serve';

const page = loadPage('docs/server/context.md');
const { markdown } = page;

/** A value the page's prose gives, such as an error message. */
function said(pattern: RegExp): string {
  const value = pattern.exec(markdown)?.[1];
  if (!value) throw new Error(`${page.page} says nothing like ${pattern}`);
  return value;
}

type ErrorBody = { error: { message: string; data: { code: string } } };

async function call(served: Served, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${served.origin}${path}`, { headers });
  const body = (await response.json()) as ErrorBody | { result: { data: unknown } };
  return 'error' in body
    ? [response.status, body.error.data.code, body.error.message]
    : [response.status, body.result.data];
}

describe(`${page.page}: What each adapter passes in`, () => {
  let served: Served;

  beforeAll(async () => {
    served = await servePageServer(() => page.import('server/tenant.ts'));
  });
  afterAll(() => served.close());

  it("createContext left out: ctx is undefined, not {}, and reading ctx.tenantId fails with a 500 *Cannot read properties of undefined (reading 'tenantId')*", async () => {
    expect(await call(served, '/tenant')).toEqual([
      500,
      'INTERNAL_SERVER_ERROR',
      said(/fails with a 500 \*([^*]+)\*/),
    ]);
  });
});

describe(`${page.page}: When createContext fails`, () => {
  let served: Served;

  beforeAll(async () => {
    const { createContext } = await page.import<{ createContext: () => Promise<object> }>(
      'server/context.ts',
      { section: 'When createContext fails' },
    );
    const { appRouter } = await page.import<{ appRouter: AnyRouter }>('server/trpc.ts', {
      section: 'Narrow the context in a middleware',
    });
    served = await serveRouter(appRouter, '/trpc', { createContext });
  });
  afterAll(() => served.close());

  it('a TRPCError keeps its code: without an Authorization header, 401 UNAUTHORIZED *Send a bearer token*', async () => {
    expect(await call(served, '/trpc/myPlan')).toEqual([
      401,
      'UNAUTHORIZED',
      said(/`UNAUTHORIZED` and the message \*([^*]+)\*/),
    ]);
  });

  it('any other error becomes INTERNAL_SERVER_ERROR and keeps its message: `Basic …` gets a 500 *Only bearer tokens are accepted*', async () => {
    expect(await call(served, '/trpc/myPlan', { authorization: 'Basic YWRhOmFkYQ==' })).toEqual([
      500,
      'INTERNAL_SERVER_ERROR',
      said(/`INTERNAL_SERVER_ERROR` and the message \*([^*]+)\*/),
    ]);
  });

  it('with a valid bearer token the context builds and the procedure runs', async () => {
    expect(await call(served, '/trpc/myPlan', { authorization: 'Bearer demo-token' })).toEqual([
      200,
      'pro',
    ]);
  });
});
