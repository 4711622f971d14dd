// Backs versioned_docs/version-9.x/server/output-validation.md (Output Validation, 9.x): each of the
// page's routers is served on localhost; what the client receives is the validator's output, and
// a failed check is a bare 500 whose cause only the server sees.
import { createTRPCClient } from '@trpc/client';
import type * as trpc from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itAnswersAsPrinted, loadPage } from '../../doctest';
import { serveRouter, type Served } from './serve';

// The page's router type is not importable here; inputs are checked by the server.
type LooseClient = {
  query(path: string, input?: unknown): Promise<unknown>;
  mutation(path: string, input?: unknown): Promise<unknown>;
};

const page = loadPage('versioned_docs/version-9.x/server/output-validation.md');

async function serveSection(section: string, onError?: (cause: unknown) => void) {
  const { appRouter } = await page.import<{ appRouter: trpc.AnyRouter }>('server/router.ts', {
    section,
  });
  return serveRouter(appRouter, '/api/trpc', {
    createContext: () => ({ locale: 'en' }),
    onError: ({ error }) => onError?.(error.cause),
  });
}

async function data(served: Served, path: string) {
  const response = await fetch(`${served.origin}/api/trpc/${path}`);
  const body = (await response.json()) as { result: { data: unknown } };
  return [response.status, body.result.data];
}

describe(`${page.page}: Zod`, () => {
  it('the client receives the parsed output: a field the schema does not declare is stripped', async () => {
    const served = await serveSection('Zod');
    try {
      expect(await data(served, 'hello')).toEqual([200, { greeting: 'hello' }]);
    } finally {
      await served.close();
    }
  });
});

describe(`${page.page}: Yup`, () => {
  it("the client receives Yup's output", async () => {
    const served = await serveSection('Yup');
    try {
      expect(await data(served, 'hello')).toEqual([200, { greeting: 'hello' }]);
    } finally {
      await served.close();
    }
  });
});

describe(`${page.page}: Superstruct`, () => {
  it("the client receives Superstruct's output", async () => {
    const served = await serveSection('Superstruct');
    try {
      expect(await data(served, 'hello?input=%22Kip%22')).toEqual([200, { greeting: 'hello Kip' }]);
    } finally {
      await served.close();
    }
  });
});

describe(`${page.page}: A custom function`, () => {
  let served: Served;
  const causes: unknown[] = [];
  beforeAll(async () => {
    served = await serveSection('A custom function', (cause) => causes.push(cause));
  });
  afterAll(() => served.close());

  const exchanges = page.exchanges({ section: 'A custom function' });

  it('prints a passing and a failing call as request/response pairs', () => {
    expect(exchanges.map(({ response }) => response.status)).toEqual([200, 500]);
  });

  itAnswersAsPrinted(exchanges, () => served.origin);

  it("the validator's error is the cause on the server only: onError has it, the client's TRPCClientError has no cause", async () => {
    causes.length = 0;
    const client = createTRPCClient<trpc.AnyRouter>({
      url: `${served.origin}/api/trpc`,
    }) as unknown as LooseClient;
    const failure = (await client
      .query('hello', 'fr')
      .catch((error: unknown) => error)) as Error & { data: { code: string } };
    expect([failure.message, failure.data.code, failure.cause]).toEqual([
      'Output validation failed',
      'INTERNAL_SERVER_ERROR',
      undefined,
    ]);
    expect(causes.map((cause) => (cause as Error).message)).toEqual([
      'The greeting must be a string',
    ]);
  });
});
