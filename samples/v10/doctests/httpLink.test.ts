// Backs docs/client/links/httpLink.md (HTTP Link, 10.x): the page's clients run against the
// page's routers on localhost; the requests they send are compared with what the page prints.
import { createTRPCProxyClient, httpLink } from '@trpc/client';
import type { AnyRouter } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadPage, quoted } from '../../doctest';
import { fetchLog, importBeside, serveRouter, type Served } from './serve';

const page = loadPage('docs/client/links/httpLink.md');
const usage = { section: 'Usage' };
const options = { section: 'Options' };

type Planet = { name: string; moons: number };
type CallOptions = { signal?: AbortSignal };
type PlanetClient = {
  planet: { byName: { query: (name: string, opts?: CallOptions) => Promise<Planet> } };
};
type PingClient = {
  ping: {
    query: (input?: undefined, opts?: CallOptions) => Promise<string>;
    // The page's router has no subscription; the link refuses before it looks at the path.
    subscribe: (input: undefined, observer: { onError: (error: Error) => void }) => unknown;
  };
};

let target = '';
const log = fetchLog(() => target);
const globalFetch = globalThis.fetch;
// The routers the page's two client.ts files were written against.
let planets: Served;
let ping: Served;

beforeAll(async () => {
  const usageServer = await importBeside<{ appRouter: AnyRouter }>(
    page,
    'client.ts',
    'server.ts',
    usage,
  );
  const optionsServer = await importBeside<{ appRouter: AnyRouter }>(
    page,
    'client.ts',
    'server.ts',
    options,
  );
  planets = await serveRouter(usageServer.appRouter, '/trpc');
  ping = await serveRouter(optionsServer.appRouter, '/trpc');
  target = planets.origin;
  // The page's links pick up the global fetch when they are created.
  globalThis.fetch = log.fetch;
});
afterAll(async () => {
  globalThis.fetch = globalFetch;
  await Promise.all([planets.close(), ping.close()]);
});

async function aborted<T>(call: (signal: AbortSignal) => Promise<T>): Promise<string> {
  const controller = new AbortController();
  const request = log.next();
  const result = call(controller.signal).then(
    () => 'resolved',
    (error: Error) => `rejected: ${error.message}`,
  );
  await request;
  controller.abort();
  return result;
}

describe(`${page.page}: Usage`, () => {
  it('sends every operation as its own HTTP request: the GET and the POST the page prints', async () => {
    const printed = [
      ...(page.fences('ts', usage)[0]?.value ?? '').matchAll(/\/\/ (GET|POST)\s+(\S+)/g),
    ];
    const from = log.sent.length;
    target = planets.origin;
    const { mars, renamed } = await page.import<{
      mars: Promise<Planet>;
      renamed: Promise<{ name: string }>;
    }>('client.ts', usage);
    const [planet, rename] = await Promise.all([mars, renamed]);
    const sent = log.sent.slice(from);
    expect(
      sent.map((r) => `${r.method} ${new URL(r.url).pathname}${new URL(r.url).search}`),
    ).toEqual(printed.map((line) => `${line[1]} ${line[2]}`));
    // The query's input travels in the URL, the mutation's as a JSON body.
    expect(planet.name).toBe(JSON.parse(decodeURIComponent(sent[0]?.url.split('input=')[1] ?? '')));
    const body = JSON.parse(sent[1]?.body ?? '') as { to: string };
    expect([sent[1]?.headers['content-type'], rename.name]).toEqual(['application/json', body.to]);
  });

  it('a query whose input is undefined is sent without `input`', async () => {
    target = ping.origin;
    const { client } = await page.import<{ client: PingClient }>('client.ts', options);
    const from = ping.requests.length;
    expect(await client.ping.query()).toBe('pong');
    expect(ping.requests.slice(from).map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /trpc/ping',
    ]);
  });

  it('subscriptions fail with "Subscriptions should use wsLink"', async () => {
    const { client } = await page.import<{ client: PingClient }>('client.ts', options);
    const from = log.sent.length;
    const error = await new Promise<Error>((resolve) => {
      client.ping.subscribe(undefined, { onError: resolve });
    });
    expect([error.message, log.sent.length - from]).toEqual([quoted(page, 'those fail with'), 0]);
  });
});

describe(`${page.page}: Options`, () => {
  it('without a fetch option or a global fetch, creating the link throws "No fetch implementation found"', async () => {
    const fetch = globalThis.fetch;
    // @ts-expect-error: a runtime without fetch
    delete globalThis.fetch;
    vi.resetModules();
    try {
      await expect(page.import('client.ts', usage)).rejects.toThrow(
        quoted(page, 'creating the link throws'),
      );
    } finally {
      globalThis.fetch = fetch;
    }
  });

  it('AbortController: null is the same as leaving it out: fetch still gets a signal and abort() cancels the request', async () => {
    target = planets.origin;
    const seen: unknown[] = [];
    for (const AbortControllerOption of [undefined, null]) {
      // Built here because the page shows no client with this option; same url as the page.
      const client = createTRPCProxyClient<AnyRouter>({
        links: [
          httpLink({
            url: 'http://localhost:3000/trpc',
            fetch: log.fetch,
            AbortController: AbortControllerOption,
          }),
        ],
      }) as unknown as PlanetClient;
      const outcome = await aborted((signal) => client.planet.byName.query('Mars', { signal }));
      const request = log.sent[log.sent.length - 1];
      seen.push({
        signal: request?.signal instanceof AbortSignal,
        outcome,
        request: await request?.done,
      });
    }
    expect(seen).toEqual([
      {
        signal: true,
        outcome: 'rejected: This operation was aborted.',
        request: { error: 'AbortError' },
      },
      seen[0],
    ]);
  });

  it("with the page's fetch that drops the signal, an aborted call rejects but its request runs to the end", async () => {
    target = ping.origin;
    const { client } = await page.import<{ client: PingClient }>('client.ts', options);
    const events: string[] = [];
    const outcome = aborted((signal) => client.ping.query(undefined, { signal }));
    const request = await log.next();
    void outcome.then((text) => events.push(text));
    const answer = await request.done;
    events.push('status' in answer ? `answered ${answer.status}` : answer.error);
    expect([request.signal, events]).toEqual([
      undefined,
      ['rejected: This operation was aborted.', 'answered 200'],
    ]);
  });
});
