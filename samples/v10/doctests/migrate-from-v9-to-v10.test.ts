// Backs docs/migration/migrate-from-v9-to-v10.md (Migrate from v9 to v10, 10.x), section Links:
// maxURLLength counts characters, not calls. The page's two clients run against the page's
// server/router.ts on localhost.
import type { AnyRouter } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPage, quoted } from '../../../src/plugins/code-samples/doctest';
import { fetchLog, importBeside, serveRouter, type Served } from './serve';

const page = loadPage('docs/migration/migrate-from-v9-to-v10.md');
const links = { section: 'Links' };

type GreetingClient = { greeting: { query: (name: string) => Promise<string> } };
type Clients = { tooShort: GreetingClient; client: GreetingClient };

let served: Served;
let clients: Clients;
const log = fetchLog(() => served.origin);
const globalFetch = globalThis.fetch;

beforeAll(async () => {
  // The shown server/router.ts, as the page's client.ts sees it (the 10.x one).
  const { appRouter } = await importBeside<{ appRouter: AnyRouter }>(
    page,
    'client.ts',
    'server/router.ts',
    links,
  );
  served = await serveRouter(appRouter, '/trpc', { createContext: () => ({ userId: null }) });
  // The page's links pick up the global fetch when they are created.
  globalThis.fetch = log.fetch;
  clients = await page.import<Clients>('client.ts', links);
});
afterAll(async () => {
  globalThis.fetch = globalFetch;
  await served.close();
});

describe(`${page.page}: Links`, () => {
  it('`maxURLLength: 10` rejects every call with "Input is too big for a single dispatch"', async () => {
    const from = served.requests.length;
    const results = await Promise.allSettled([
      clients.tooShort.greeting.query('KATT'),
      clients.tooShort.greeting.query('Lena'),
    ]);
    const message = quoted(page, 'rejects every call with');
    expect(results.map((result) => result.status === 'rejected' && result.reason.message)).toEqual([
      message,
      message,
    ]);
    expect(served.requests.length - from).toBe(0);
  });

  it('`maxURLLength` limits the URL in characters: with a length that fits, calls started together share one request', async () => {
    const from = served.requests.length;
    const greetings = await Promise.all([
      clients.client.greeting.query('KATT'),
      clients.client.greeting.query('Lena'),
    ]);
    expect(greetings).toEqual(['Hello KATT', 'Hello Lena']);
    const received = served.requests.slice(from);
    expect(received.map((request) => decodeURIComponent(request.url))).toEqual([
      '/trpc/greeting,greeting?batch=1&input={"0":"KATT","1":"Lena"}',
    ]);
  });
});
