// Backs versioned_docs/version-9.x/server/adapters/fastify.md (Usage with Fastify, 9.x): the
// page's servers answer the requests it prints and refuse what its Errors and Request bodies
// sections say they refuse; its WebSocket client receives the page's subscription.
import { createTRPCClient } from '@trpc/client';
import type * as trpc from '@trpc/server';
import { fastifyTRPCPlugin, type CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import ws from '@fastify/websocket';
import fastify from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { itAnswersAsPrinted, loadPage, quoted } from '../../doctest';
import { listenOnFreePort, webSocketRedirecting, type Served } from './serve';

// The page's router type is not importable here; inputs are checked by the server.
type LooseClient = {
  query(path: string, input?: unknown): Promise<unknown>;
  mutation(path: string, input?: unknown): Promise<unknown>;
};

const page = loadPage('versioned_docs/version-9.x/server/adapters/fastify.md');
// The servers print nothing but the Options one's onError lines, which the tests read.
const errorLog = vi.spyOn(console, 'error').mockImplementation(() => {});
let basic: Served; // "Router, context and server"
let tuned: Served; // "Options": bodyLimit, onError, responseMeta

beforeAll(async () => {
  // The page's servers listen on port 2021; here each gets a free port instead.
  basic = await listenOnFreePort(() =>
    page.import('server.ts', { section: 'Router, context and server' }),
  );
  tuned = await listenOnFreePort(() => page.import('server.ts', { section: 'Options' }));
});
afterAll(async () => {
  await Promise.all([basic.close(), tuned.close()]);
  errorLog.mockRestore();
});

type Envelope = { error: { message: string; data: { code: string; httpStatus: number } } };

const post = (origin: string, path: string, body?: string, type = 'application/json') =>
  fetch(`${origin}${path}`, {
    method: 'POST',
    headers: body === undefined ? {} : { 'content-type': type },
    body,
  });

// A body of about `mebibytes` MiB that the page's createUser accepts.
const bigUser = (mebibytes: number) =>
  JSON.stringify({ name: 'x'.repeat(mebibytes * 1024 * 1024) });

/** Serves the page's router and context in a Fastify app built here, for options the page's servers do not set. */
async function harness(
  trpcOptions: Record<string, unknown>,
  extra: (app: ReturnType<typeof fastify>) => void = () => {},
) {
  const [{ appRouter }, { createContext }] = await Promise.all([
    page.import<{ appRouter: trpc.AnyRouter }>('router.ts'),
    page.import<{ createContext: (opts: CreateFastifyContextOptions) => unknown }>('context.ts'),
  ]);
  const app = fastify({ maxParamLength: 5000 });
  app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: { router: appRouter, createContext, ...trpcOptions },
  });
  extra(app);
  await app.listen({ port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return { origin: `http://localhost:${port}`, createContext, close: () => app.close() };
}

describe(`${page.page}: Router, context and server`, () => {
  const exchanges = page.exchanges({ section: 'Router, context and server' });

  it('prints whoami, createUser and getUserById as request/response pairs', () => {
    expect(exchanges.map(({ request }) => request.target)).toEqual([
      '/trpc/whoami',
      '/trpc/createUser',
      '/trpc/getUserById?input=%221%22',
    ]);
  });

  // In page order: getUserById reads back the user createUser added.
  itAnswersAsPrinted(exchanges, () => basic.origin);
});

describe(`${page.page}: What the plugin adds to Fastify`, () => {
  it('HEAD answers 204 with no body, and any method but GET, POST and HEAD gets 405 METHOD_NOT_SUPPORTED', async () => {
    const head = await fetch(`${basic.origin}/trpc/whoami`, { method: 'HEAD' });
    const others = await Promise.all(
      ['PUT', 'PATCH', 'DELETE'].map(async (method) => {
        const response = await fetch(`${basic.origin}/trpc/whoami`, { method });
        const body = (await response.json()) as Envelope;
        return [response.status, body.error.data.code];
      }),
    );
    expect([head.status, await head.text()]).toEqual([204, '']);
    expect(others).toEqual(Array(3).fill([405, 'METHOD_NOT_SUPPORTED']));
  });

  it("the plugin's JSON parser does not replace Fastify's: other routes still receive req.body as a parsed object", async () => {
    const server = await harness({}, (app) =>
      app.post('/elsewhere', (req, reply) => {
        void reply.send({ type: typeof req.body, body: req.body });
      }),
    );
    try {
      const response = await post(server.origin, '/elsewhere', '{"a":1}');
      expect(await response.json()).toEqual({ type: 'object', body: { a: 1 } });
    } finally {
      await server.close();
    }
  });
});

describe(`${page.page}: Options`, () => {
  it('bodyLimit of 5 MiB: a 2 MiB body is accepted, where the default limit refuses it', async () => {
    const [withLimit, byDefault] = await Promise.all([
      post(tuned.origin, '/trpc/createUser', bigUser(2)),
      post(basic.origin, '/trpc/createUser', bigUser(2)),
    ]);
    expect([withLimit.status, byDefault.status]).toEqual([200, 413]);
  });

  it('responseMeta: a query without errors gets cache-control s-maxage=60; a failed query and a mutation get none', async () => {
    const ok = await fetch(`${tuned.origin}/trpc/whoami`);
    const failed = await fetch(`${tuned.origin}/trpc/getUserById?input=5`);
    const mutation = await post(tuned.origin, '/trpc/createUser', '{"name":"Ada"}');
    expect([ok, failed, mutation].map((r) => [r.status, r.headers.get('cache-control')])).toEqual([
      [200, 's-maxage=60'],
      [400, null],
      [200, null],
    ]);
  });

  it("onError logs the call's type, path and URL", async () => {
    errorLog.mockClear();
    await post(tuned.origin, '/trpc/createUser', '{"name":"Al"}');
    expect(errorLog.mock.calls.map(([line]) => line)).toEqual([
      'tRPC mutation createUser failed for /trpc/createUser:',
    ]);
  });

  it('batching { enabled: false }: a batch gets 500 INTERNAL_SERVER_ERROR, "Batching is not enabled on the server"', async () => {
    const server = await harness({ batching: { enabled: false } });
    try {
      const response = await fetch(`${server.origin}/trpc/whoami,whoami?batch=1&input=%7B%7D`);
      const body = (await response.json()) as Envelope;
      expect([response.status, body.error.data.code, body.error.message]).toEqual([
        500,
        'INTERNAL_SERVER_ERROR',
        'Batching is not enabled on the server',
      ]);
    } finally {
      await server.close();
    }
  });
});

describe(`${page.page}: Options (prefix)`, () => {
  it('with useWSS: true and no prefix, listen() rejects with the message the page quotes, which the caller can catch', async () => {
    const message = quoted(page, 'rejects with');
    const [{ appRouter }, { createContext }] = await Promise.all([
      page.import<{ appRouter: trpc.AnyRouter }>('router.ts'),
      page.import<{ createContext: (opts: CreateFastifyContextOptions) => unknown }>('context.ts'),
    ]);
    const app = fastify();
    app.register(ws);
    app.register(fastifyTRPCPlugin, {
      useWSS: true,
      trpcOptions: { router: appRouter, createContext },
    });
    try {
      await expect(app.listen({ port: 0 })).rejects.toThrow(message);
    } finally {
      await app.close();
    }
  });
});

describe(`${page.page}: The context function`, () => {
  it('createContext runs once per request, so once for a whole batch', async () => {
    let calls = 0;
    const { createContext } = await page.import<{
      createContext: (opts: CreateFastifyContextOptions) => unknown;
    }>('context.ts');
    const server = await harness({
      createContext: (opts: CreateFastifyContextOptions) => {
        calls += 1;
        return createContext(opts);
      },
    });
    try {
      const batch = await fetch(`${server.origin}/trpc/whoami,whoami?batch=1&input=%7B%7D`, {
        headers: { username: 'Kip' },
      });
      expect([await batch.json(), calls]).toEqual([
        [
          { id: null, result: { type: 'data', data: 'Kip' } },
          { id: null, result: { type: 'data', data: 'Kip' } },
        ],
        1,
      ]);
    } finally {
      await server.close();
    }
  });

  it('a status set on the reply in createContext wins, even over an error: NOT_FOUND goes out with 202', async () => {
    const { createContext } = await page.import<{
      createContext: (opts: CreateFastifyContextOptions) => unknown;
    }>('context.ts');
    const server = await harness({
      createContext: (opts: CreateFastifyContextOptions) => {
        void opts.res.status(202);
        return createContext(opts);
      },
    });
    try {
      const response = await fetch(`${server.origin}/trpc/nowhere`);
      const body = (await response.json()) as Envelope;
      expect([response.status, body.error.data.code]).toEqual([202, 'NOT_FOUND']);
    } finally {
      await server.close();
    }
  });
});

describe(`${page.page}: Errors`, () => {
  type FastifyError = { statusCode: number; code?: string; message: string };

  it('Fastify refuses a body over bodyLimit with 413 FST_ERR_CTP_BODY_TOO_LARGE (1 MiB by default) and a form with 415 FST_ERR_CTP_INVALID_MEDIA_TYPE, without calling onError', async () => {
    errorLog.mockClear();
    const answers = await Promise.all([
      post(basic.origin, '/trpc/createUser', bigUser(1.01)),
      post(tuned.origin, '/trpc/createUser', bigUser(5.01)),
      post(tuned.origin, '/trpc/createUser', 'name=Kip', 'application/x-www-form-urlencoded'),
    ]);
    const bodies = (await Promise.all(answers.map((r) => r.json()))) as FastifyError[];
    expect(bodies.map(({ statusCode, code }) => [statusCode, code])).toEqual([
      [413, 'FST_ERR_CTP_BODY_TOO_LARGE'],
      [413, 'FST_ERR_CTP_BODY_TOO_LARGE'],
      [415, 'FST_ERR_CTP_INVALID_MEDIA_TYPE'],
    ]);
    expect(errorLog).not.toHaveBeenCalled();
  });

  it('a procedure path longer than maxParamLength, and a URL outside the prefix, get 404 from Fastify', async () => {
    errorLog.mockClear();
    const path = Array(2000).fill('whoami').join(','); // longer than the page's 5000
    const long = await fetch(`${tuned.origin}/trpc/${path}?batch=1&input=%7B%7D`);
    const outside = await fetch(`${tuned.origin}/whoami`);
    const bodies = (await Promise.all([long.json(), outside.json()])) as FastifyError[];
    expect(bodies.map(({ statusCode, message }) => [statusCode, message])).toEqual([
      [404, `Route GET:/trpc/${path}?batch=1&input=%7B%7D not found`],
      [404, 'Route GET:/whoami not found'],
    ]);
    expect(errorLog).not.toHaveBeenCalled();
  });

  it('the 9.x client turns such an answer into a TRPCClientError with an empty message and no data', async () => {
    const client = createTRPCClient<trpc.AnyRouter>({
      url: `${basic.origin}/trpc`,
    }) as unknown as LooseClient;
    const failure = (await client
      .mutation('createUser', { name: 'x'.repeat(1.01 * 1024 * 1024) })
      .catch((error: unknown) => error)) as Error & { data: unknown };
    expect([failure.constructor.name, failure.message, failure.data]).toEqual([
      'TRPCClientError',
      '',
      undefined,
    ]);
  });
});

describe(`${page.page}: Request bodies`, () => {
  const answer = async (response: Response) => {
    const body = (await response.json()) as Envelope & { result?: { data: unknown } };
    return [response.status, body.error?.data.code ?? body.result?.data];
  };

  it("invalid JSON gets tRPC's 400 PARSE_ERROR; a text/plain body is parsed as JSON too", async () => {
    expect([
      await answer(await post(basic.origin, '/trpc/createUser', '{"name":')),
      await answer(await post(basic.origin, '/trpc/createUser', '{"name":"Tex"}', 'text/plain')),
    ]).toEqual([
      [400, 'PARSE_ERROR'],
      [200, { id: expect.any(String) as string, name: 'Tex' }],
    ]);
  });

  it('a POST with no body and no Content-Type reaches the procedure with the input null', async () => {
    const response = await post(basic.origin, '/trpc/createUser');
    const body = (await response.json()) as Envelope;
    expect([response.status, body.error.data.code]).toEqual([400, 'BAD_REQUEST']);
    expect(JSON.parse(body.error.message)).toMatchObject([
      { code: 'invalid_type', expected: 'object', received: 'null' },
    ]);
  });

  it('a POST with Content-Type application/json and an empty body fails with 400 PARSE_ERROR, "Unexpected end of JSON input"', async () => {
    const response = await post(basic.origin, '/trpc/createUser', '');
    const body = (await response.json()) as Envelope;
    expect([response.status, body.error.data.code, body.error.message]).toEqual([
      400,
      'PARSE_ERROR',
      'Unexpected end of JSON input',
    ]);
  });
});

describe(`${page.page}: Subscriptions`, () => {
  it("the page's browser client, connected to ws://localhost:2021/trpc, logs the server's random numbers", async () => {
    const served = await listenOnFreePort(() =>
      page.import('server.ts', { section: 'Subscriptions' }),
    );
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    vi.stubGlobal(
      'WebSocket',
      webSocketRedirecting('ws://localhost:2021', served.origin.replace('http', 'ws')),
    );
    try {
      await page.import('client.ts', { section: 'Subscriptions' });
      // The server emits once a second.
      await vi.waitFor(() => expect(log).toHaveBeenCalled(), { timeout: 3000, interval: 50 });
      const [value] = log.mock.calls[0] ?? [];
      expect(typeof value === 'number' && value >= 0 && value < 1).toBe(true);
    } finally {
      log.mockRestore();
      vi.unstubAllGlobals();
      await served.close();
    }
  });
});
