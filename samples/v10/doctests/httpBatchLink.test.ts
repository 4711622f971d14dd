// Backs docs/client/links/httpBatchLink.md (HTTP Batch Link, 10.x): the page's clients run
// against the page's router and servers on localhost, and the requests they send are compared
// with what the page prints.
import type { TRPCClientError } from '@trpc/client';
import type { AnyRouter } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPage, quoted } from '../../doctest';
import {
  fetchLog,
  importBeside,
  serveNextApiRoute,
  servePageServer,
  serveRouter,
  type Served,
} from './serve';

const page = loadPage('docs/client/links/httpBatchLink.md');

type Planet = { name: string; moons: number };
type PlanetClient = {
  planet: {
    byName: { query: (name: string) => Promise<Planet> };
    rename: { mutate: (input: { from: string; to: string }) => Promise<{ name: string }> };
  };
};
type ServerError = TRPCClientError<AnyRouter> & { data?: { code: string; httpStatus: number } };

/** The one line of a fence that matches, for values the page prints inside its code. */
function printed(section: string, pattern: RegExp): string {
  for (const fence of page.fences('ts', { section })) {
    const match = pattern.exec(fence.value);
    if (match?.[1]) return match[1];
  }
  throw new Error(`${page.page} prints nothing like ${pattern} under "${section}"`);
}

/** Paths and query of the requests a server received since `from`, decoded for reading. */
function receivedSince(served: Served, from: number): string[] {
  return served.requests.slice(from).map((request) => decodeURIComponent(request.url));
}

let target = '';
const log = fetchLog(() => target);
const globalFetch = globalThis.fetch;
// The page's router, with batching on as every adapter has it by default.
let batching: Served;

beforeAll(async () => {
  const { appRouter } = await importBeside<{ appRouter: AnyRouter }>(
    page,
    'client.ts',
    'router.ts',
    { section: 'Usage' },
  );
  batching = await serveRouter(appRouter, '/trpc');
  target = batching.origin;
  // The page's links pick up the global fetch when they are created.
  globalThis.fetch = log.fetch;
});
afterAll(async () => {
  globalThis.fetch = globalFetch;
  await batching.close();
});

describe(`${page.page}: Usage`, () => {
  it('calls started together are sent as ONE request, with the URL the page prints', async () => {
    // The page prints the URL over two comment lines, the second starting at `&input`.
    const url = printed('Usage', /sent as ONE request:\n\s*\/\/ GET (\S+\n\s*\/\/\s*&\S+)/).replace(
      /\n\s*\/\/\s*/,
      '',
    );
    const from = batching.requests.length;
    const request = log.next();
    await page.import('client.ts', { section: 'Usage' }); // starts moons()
    const answer = await (await request).done;
    expect(receivedSince(batching, from)).toEqual([url]);
    // The server answers with one array, in request order.
    const inputs = Object.values(JSON.parse(new URL(url, target).searchParams.get('input') ?? ''));
    const results = JSON.parse('text' in answer ? answer.text : '[]') as {
      result: { data: Planet };
    }[];
    expect(results.map((result) => result.result.data.name)).toEqual(inputs);
  });

  it('inputs are keyed by position in `input`, which is {} when no call has one', async () => {
    const { client } = await page.import<{ client: PlanetClient }>('client.ts', {
      section: 'Options',
    });
    const from = batching.requests.length;
    // The page's router has no query without input: leaving it out still shows what is sent.
    const noInput = client.planet.byName.query as unknown as () => Promise<Planet>;
    await Promise.allSettled([noInput(), noInput()]);
    await Promise.all([client.planet.byName.query('Mars'), client.planet.byName.query('Venus')]);
    expect(receivedSince(batching, from)).toEqual([
      '/trpc/planet.byName,planet.byName?batch=1&input={}',
      '/trpc/planet.byName,planet.byName?batch=1&input={"0":"Mars","1":"Venus"}',
    ]);
  });

  it('queries batch with queries and mutations with mutations, the mutation inputs as the body', async () => {
    const { client } = await page.import<{ client: PlanetClient }>('client.ts', {
      section: 'Options',
    });
    const from = log.sent.length;
    await Promise.all([
      client.planet.byName.query('Mars'),
      client.planet.rename.mutate({ from: 'Pluto', to: 'Eris' }),
      client.planet.byName.query('Venus'),
      client.planet.rename.mutate({ from: 'Ceres', to: 'Vesta' }),
    ]);
    const sent = log.sent.slice(from).map((request) => ({
      method: request.method,
      path: new URL(request.url).pathname,
      body: request.body === undefined ? undefined : (JSON.parse(request.body) as unknown),
    }));
    expect(sent).toEqual([
      { method: 'GET', path: '/trpc/planet.byName,planet.byName', body: undefined },
      {
        method: 'POST',
        path: '/trpc/planet.rename,planet.rename',
        body: { 0: { from: 'Pluto', to: 'Eris' }, 1: { from: 'Ceres', to: 'Vesta' } },
      },
    ]);
  });

  it('dispatch happens on a setTimeout(0): calls started in different ticks are separate requests', async () => {
    const { client } = await page.import<{ client: PlanetClient }>('client.ts', {
      section: 'Options',
    });
    const from = batching.requests.length;
    const first = client.planet.byName.query('Mars');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await Promise.all([first, client.planet.byName.query('Venus')]);
    expect(batching.requests.length - from).toBe(2);
  });
});

describe(`${page.page}: Options`, () => {
  const limit = Number(printed('Options', /maxURLLength: (\d+)/));

  it('maxURLLength splits a batch into several requests so that no URL is longer than this', async () => {
    const { client } = await page.import<{ client: PlanetClient }>('client.ts', {
      section: 'Options',
    });
    // Two of these fit under the limit together, three do not.
    const names = ['a', 'b', 'c'].map((letter) => letter.repeat(Math.floor(limit / 3)));
    const from = log.sent.length;
    const planets = await Promise.all(names.map((name) => client.planet.byName.query(name)));
    const sent = log.sent.slice(from).map((request) => request.url);
    expect(planets.map((planet) => planet.name)).toEqual(names);
    expect(sent.map((url) => new URL(url).pathname.split(',').length)).toEqual([2, 1]);
    expect(sent.filter((url) => url.length > limit)).toEqual([]);
  });

  it('a single call whose URL is too long on its own is rejected with "Input is too big for a single dispatch"', async () => {
    const { client } = await page.import<{ client: PlanetClient }>('client.ts', {
      section: 'Options',
    });
    const from = log.sent.length;
    const [tooBig, fits] = await Promise.allSettled([
      client.planet.byName.query('x'.repeat(limit)),
      client.planet.byName.query('Mars'),
    ]);
    expect(tooBig.status === 'rejected' && (tooBig.reason as Error).message).toBe(
      quoted(page, 'is rejected with'),
    );
    expect(fits.status).toBe('fulfilled');
    expect(log.sent.length - from).toBe(1);
  });

  it('a headers function runs once per batch request, not once per call', async () => {
    const id = printed('Options', /travel in one request, with x-request-id: (\S+)/);
    const from = batching.requests.length;
    const { client, planets } = await page.import<{
      client: PlanetClient;
      planets: Promise<Planet[]>;
    }>('tracing.ts', { section: 'Options' });
    await planets;
    await Promise.all(['Mars', 'Venus', 'Earth'].map((name) => client.planet.byName.query(name)));
    const received = batching.requests.slice(from);
    expect(received.map((request) => request.headers['x-request-id'])).toEqual([
      id,
      id.replace(/\d+$/, '2'),
    ]);
  });
});

describe(`${page.page}: Turn batching off`, () => {
  // The page's own servers: the standalone one (started by importing server.ts) and the
  // Next.js API route.
  const off: Record<string, Served> = {};
  beforeAll(async () => {
    off['server.ts'] = await servePageServer(() => page.import('server.ts'));
    const route = 'pages/api/trpc/[trpc].ts';
    const { default: handler } = await page.import<{
      default: Parameters<typeof serveNextApiRoute>[0];
    }>(route);
    off[route] = await serveNextApiRoute(handler, '/trpc');
  });
  afterAll(async () => {
    target = batching.origin;
    await Promise.all(Object.values(off).map((served) => served.close()));
  });

  it.each(['server.ts', 'pages/api/trpc/[trpc].ts'])(
    'with batching off (%s), batched requests fail with INTERNAL_SERVER_ERROR (500): "Batching is not enabled on the server"',
    async (file) => {
      const { client } = await page.import<{ client: PlanetClient }>('client.ts', {
        section: 'Options',
      });
      target = off[file]?.origin ?? '';
      const from = log.sent.length;
      const error = (await client.planet.byName.query('Mars').catch((e: unknown) => e)) as
        ServerError | undefined;
      const answer = await log.sent[from]?.done;
      expect([answer && 'status' in answer && answer.status, error?.data?.code]).toEqual([
        500,
        'INTERNAL_SERVER_ERROR',
      ]);
      expect(error?.message).toBe(quoted(page, '(500):'));
    },
  );

  it("with httpLink, the page's client works with the page's server", async () => {
    const server = off['server.ts'];
    target = server.origin;
    const { client } = await page.import<{ client: PlanetClient }>('utils/trpc.ts');
    const from = server.requests.length;
    const [planet, renamed] = await Promise.all([
      client.planet.byName.query('Mars'),
      client.planet.rename.mutate({ from: 'Pluto', to: 'Eris' }),
    ]);
    expect([planet.name, renamed.name]).toEqual(['Mars', 'Eris']);
    expect(server.requests.slice(from).map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /planet.byName?input=%22Mars%22',
      'POST /planet.rename',
    ]);
  });
});
