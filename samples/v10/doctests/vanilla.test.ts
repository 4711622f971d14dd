// Backs docs/client/vanilla.md (Vanilla client, 10.x): the page's client.ts is imported with and
// without a global fetch, against the page's router on localhost.
import { TRPCClientError } from '@trpc/client';
import type { AnyRouter } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadPage, quoted } from '../../doctest';
import { fetchLog, importBeside, serveRouter, type Served } from './serve';

const page = loadPage('docs/client/vanilla.md');
const create = { section: 'Create the client' };

type HealthClient = { health: { query: () => Promise<string> } };

let served: Served;
const log = fetchLog(() => served.origin);
const globalFetch = globalThis.fetch;

beforeAll(async () => {
  const { appRouter } = await importBeside<{ appRouter: AnyRouter }>(
    page,
    'client.ts',
    'server/router.ts',
    create,
  );
  served = await serveRouter(appRouter, '/trpc');
});
afterAll(async () => {
  globalThis.fetch = globalFetch;
  await served.close();
});

describe(`${page.page}: Create the client`, () => {
  it('without fetch, creating the link throws "No fetch implementation found" while the client is set up, before any call', async () => {
    // @ts-expect-error: a runtime without fetch, such as Node before 18
    delete globalThis.fetch;
    try {
      vi.resetModules();
      await expect(page.import('client.ts', create)).rejects.toThrow(
        quoted(page, 'creating the link throws'),
      );
    } finally {
      globalThis.fetch = globalFetch;
    }
    expect(served.requests).toEqual([]);
  });

  it('with the global fetch, the same file gives a client whose calls reach the server', async () => {
    globalThis.fetch = log.fetch; // sends the page's localhost:2022 requests to the test server
    vi.resetModules();
    const { client } = await page.import<{ client: HealthClient }>('client.ts', create);
    expect([await client.health.query(), served.requests.length]).toEqual(['ok', 1]);
  });
});

describe(`${page.page}: Handle errors`, () => {
  it('meta.response is the fetch Response of a failed HTTP call, an instance of Response with the global fetch', async () => {
    globalThis.fetch = log.fetch;
    vi.resetModules();
    const { client } = await page.import<{ client: unknown }>('client.ts', create);
    // A path the router lacks: the server answers 404 NOT_FOUND.
    const missing = client as { ticket: { archive: { query: () => Promise<unknown> } } };
    const error = await missing.ticket.archive.query().then(
      () => null,
      (rejected: TRPCClientError<AnyRouter>) => rejected,
    );
    expect(error).toBeInstanceOf(TRPCClientError);
    const response = error?.meta?.response;
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).status).toBe(404);
    expect(error?.data?.code).toBe('NOT_FOUND');
  });
});
