// Backs versioned_docs/version-9.x/further/troubleshooting.md (Troubleshooting, 9.x): each
// entry's printed message (the first ```text fence under its heading, or its ```http exchange)
// is what the pinned 9.x packages give when the entry's mistake is made, so an entry cannot drift
// from the packages. The React entries need a `window` and run in troubleshooting-react.test.ts;
// the TypeScript entries are checked by the sample checker (`errors=` blocks).
import { inspect } from 'node:util';
import { createTRPCClient, type TRPCClientError } from '@trpc/client';
import { httpBatchLink } from '@trpc/client/links/httpBatchLink';
import { httpLink } from '@trpc/client/links/httpLink';
import { createWSClient } from '@trpc/client/links/wsLink';
import { createSSGHelpers } from '@trpc/react/ssg';
import * as trpc from '@trpc/server';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import { createHTTPServer } from '@trpc/server/adapters/standalone';
import fastify from 'fastify';
import { isSerializableProps } from 'next/dist/lib/is-serializable-props';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { z, ZodError } from 'zod';
import {
  asPrinted,
  closedPort,
  inChromium,
  itAnswersAsPrinted,
  loadPage,
  printedOnNode18,
  printedText,
  rejection,
  serveHtml,
} from '../../doctest';
import { serveRouter, serveWebSocket, type Served } from './serve';

const page = loadPage('versioned_docs/version-9.x/further/troubleshooting.md');
const FASTIFY_404 = 'Fastify answers 404 before tRPC sees the request';
const printed = (section: string, n = 0) => printedText(page, section, n);

/** Serves `router` at /api/trpc for the length of `run`, which gets the handler's URL. */
async function withServed<T>(
  router: trpc.AnyRouter,
  run: (url: string) => Promise<T>,
  options: Parameters<typeof serveRouter>[2] = {},
): Promise<T> {
  const served = await serveRouter(router, '/api/trpc', options);
  try {
    return await run(`${served.origin}/api/trpc`);
  } finally {
    await served.close();
  }
}

const health = () => trpc.router().query('health', { resolve: () => 'ok' });
type HealthRouter = ReturnType<typeof health>;

describe(`${page.page}: connection errors`, () => {
  it("Unexpected token '<': a url answered by an HTML 404 page fails with the printed message", async () => {
    const html = await serveHtml(404, '<!DOCTYPE html><html><body>Not found</body></html>');
    try {
      const client = createTRPCClient<HealthRouter>({ url: html.origin });
      const error = await rejection(() => client.query('health'));
      expect(asPrinted(error)).toBe(printed('The client gets an HTML page instead of JSON'));
    } finally {
      await html.close();
    }
  });

  it("Unexpected token '<': a url answered by a plain-text 500 fails with the page's third message", async () => {
    expect(page.markdown).toContain("such as a crashed serverless function's `500`");
    const text = await serveHtml(500, 'Internal Server Error');
    try {
      const client = createTRPCClient<HealthRouter>({ url: text.origin });
      const error = await rejection(() => client.query('health'));
      expect(asPrinted(error)).toBe(printed('The client gets an HTML page instead of JSON', 2));
    } finally {
      await text.close();
    }
  });

  it("Unexpected token '<': on Node.js 18 the same client fails with the older wording the page prints", async () => {
    const html = await serveHtml(404, '<!DOCTYPE html><html><body>Not found</body></html>');
    try {
      const script = `
        const { createTRPCClient } = require('@trpc/client');
        createTRPCClient({ url: '${html.origin}' })
          .query('health')
          .catch((error) => console.log(error.name + ': ' + error.message));
      `;
      expect(await printedOnNode18(script, 'samples/v9')).toBe(
        printed('The client gets an HTML page instead of JSON', 1),
      );
    } finally {
      await html.close();
    }
  });

  it('fetch failed: a port nobody listens on gives the printed message, ECONNREFUSED two causes down', async () => {
    const client = createTRPCClient<HealthRouter>({
      url: `http://localhost:${await closedPort()}`,
    });
    const error = await rejection(() => client.query('health'));
    expect(asPrinted(error)).toBe(printed("Nothing answers at the client's address"));
    const cause = (error as TRPCClientError<HealthRouter>).cause as Error & { cause?: unknown };
    expect([cause.name, (cause.cause as { code?: string }).code]).toEqual([
      'TypeError',
      'ECONNREFUSED',
    ]);
  });

  it("fetch failed: in Chromium, a closed port and a server without CORS headers give the page's second message", async () => {
    const section = "Nothing answers at the client's address";
    const chromium = await withServed(health(), async (url) =>
      inChromium(
        'samples/v9',
        "export { createTRPCClient } from '@trpc/client';",
        `async (lib, urls) => Promise.all(urls.map((url) =>
          lib.createTRPCClient({ url }).query('health')
            .then(() => 'answered', (error) => error.name + ': ' + error.message)))`,
        [`http://localhost:${await closedPort()}`, url],
      ),
    );
    expect(chromium.value).toEqual([printed(section, 1), printed(section, 1)]);
    expect(page.markdown).toContain('the console then has a line of its own that names CORS');
    expect(chromium.console.filter((line) => line.includes('blocked by CORS policy'))).toHaveLength(
      1,
    );
  });

  it('Failed to parse URL: a client in Node whose url is a path fails before any request, with the printed message', async () => {
    const client = createTRPCClient<HealthRouter>({ url: '/api/trpc' });
    const error = await rejection(() => client.query('health'));
    expect(asPrinted(error)).toBe(printed('A Node client was given a relative URL'));
  });

  it("The operation was aborted.: .cancel() rejects the call with the printed message, its cause a TRPCAbortError, and the page's reportOrNull gives null", async () => {
    const router = trpc.router().query('report', {
      resolve: () => new Promise<string>((resolve) => setTimeout(() => resolve('done'), 200)),
    });
    await withServed(router, async (url) => {
      const client = createTRPCClient<typeof router>({ url });
      const call = client.query('report');
      call.cancel();
      const error = (await rejection(() => call)) as TRPCClientError<typeof router>;
      expect(asPrinted(error)).toBe(printed('A call was canceled before its answer came'));
      expect(error.cause?.name).toBe('TRPCAbortError');
    });
  });

  describe('Node.js 16 and older have no fetch', () => {
    afterAll(() => vi.unstubAllGlobals());

    it('creating a client where there is no global fetch (Node 16) throws the printed message; a fetch option is enough', () => {
      vi.stubGlobal('fetch', undefined);
      const error = (() => {
        try {
          createTRPCClient<HealthRouter>({ url: 'http://localhost:2022' });
        } catch (caught) {
          return caught;
        }
      })();
      expect(asPrinted(error)).toBe(printed('Node.js 16 and older have no fetch'));
      expect(() =>
        createTRPCClient<HealthRouter>({
          url: 'http://localhost:2022',
          fetch: () => Promise.reject(new Error('unused')),
        }),
      ).not.toThrow();
    });
  });

  describe('Node needs a socket class for subscriptions', () => {
    const global = globalThis as { WebSocket?: unknown };
    const own = global.WebSocket;
    afterAll(() => {
      if (own !== undefined) global.WebSocket = own;
    });

    it('createWSClient without a WebSocket where Node has no global one (20 and older) throws the printed message', () => {
      // Node 22 and later have a global WebSocket; the entry is about the versions without.
      delete global.WebSocket;
      const error = (() => {
        try {
          createWSClient({ url: 'ws://localhost:2022' });
        } catch (caught) {
          return caught;
        }
      })();
      expect(asPrinted(error)).toBe(printed('Node needs a socket class for subscriptions'));
    });

    it("with ws's class passed in, the client connects", async () => {
      const served = await serveWebSocket(health());
      try {
        const wsClient = createWSClient({ url: served.url, WebSocket: WebSocket as never });
        await vi.waitFor(() => expect(wsClient.getConnection().readyState).toBe(WebSocket.OPEN), {
          timeout: 5_000,
        });
        wsClient.close();
      } finally {
        await served.close();
      }
    });
  });
});

describe(`${page.page}: server setup`, () => {
  const formatter = ({ shape }: { shape: trpc.DefaultErrorShape }) => ({
    ...shape,
    data: { ...shape.data, extra: true },
  });

  it('double formatError(): a createRouter() helper with a formatter, formatted again, throws the printed message; so does a second call after a merge', () => {
    const message = printed('The error formatter is set twice');
    const createRouter = () => trpc.router().formatError(formatter);
    expect(asPrinted(failureSync(() => createRouter().formatError(formatter)))).toBe(message);
    const chain = () => trpc.router().formatError(formatter).merge('system.', health());
    expect(asPrinted(failureSync(() => chain().formatError(formatter)))).toBe(message);
  });

  it("a sub-router's formatter is dropped without an error when merged into a root without one", () => {
    const child = health().formatError(formatter);
    const merged = trpc.router().merge('system.', child);
    const shape = merged.getErrorShape({
      error: new trpc.TRPCError({ code: 'NOT_FOUND' }),
      type: 'query',
      path: 'system.health',
      input: undefined,
      ctx: undefined,
    });
    expect(shape.data).not.toHaveProperty('extra');
  });

  it('double transformer(): a createRouter() helper with superjson, given it again, throws the printed message', () => {
    const createRouter = () => trpc.router().transformer(superjson);
    expect(asPrinted(failureSync(() => createRouter().transformer(superjson)))).toBe(
      printed('The data transformer is set twice'),
    );
  });

  it("a sub-router's transformer is ignored without an error when merged into a root without one: a Date arrives as a string", async () => {
    const child = trpc
      .router()
      .transformer(superjson)
      .query('now', { resolve: () => new Date(0) });
    const merged = trpc.router().merge('clock.', child);
    await withServed(merged, async (url) => {
      const client = createTRPCClient<typeof merged>({ url });
      expect(await client.query('clock.now')).toBe(new Date(0).toISOString());
    });
  });

  it('Duplicate endpoint(s): merging a byId query under post. into a router that has post.byId throws the printed message, path without the prefix', () => {
    const byId = () =>
      trpc.router().query('byId', { input: z.string(), resolve: ({ input }) => input });
    const root = trpc.router().merge('post.', byId());
    expect(asPrinted(failureSync(() => root.merge('post.', byId())))).toBe(
      printed('Two merged routers define the same path'),
    );
  });

  it('Could not find a validator fn: fields without z.object() as input throw the printed message as the router is built', () => {
    expect(page.markdown).toContain(
      'TypeScript reports that line as `No overload matches this call`',
    );
    const failure = failureSync(() =>
      // @ts-expect-error TS2769, No overload matches this call: the fields are not a validator.
      trpc.router().mutation('post.add', {
        input: { title: z.string() },
        resolve: () => 1,
      }),
    );
    expect(asPrinted(failure)).toBe(printed("A procedure's input is not a schema"));
  });
});

function failureSync(run: () => unknown): Error {
  try {
    run();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a failure, but the call succeeded');
}

describe(`${page.page}: HTTP errors`, () => {
  // One router with the procedures the printed exchanges call: post.byId (a query with a string
  // input), post.create (a mutation), post.stats (an output validator its resolver's untyped data
  // fails) and post.views (a bigint, no transformer).
  const causes: unknown[] = [];
  const router = trpc
    .router()
    .query('post.byId', {
      input: z.string(),
      resolve: ({ input }) => ({ id: input, title: 'Hello' }),
    })
    .mutation('post.create', {
      input: z.object({ title: z.string() }),
      resolve: ({ input }) => ({ id: '2', ...input }),
    })
    .query('post.stats', {
      output: z.object({ views: z.number() }),
      resolve: () => JSON.parse('{"views":"10"}') as { views: number },
    })
    .query('post.views', { resolve: () => ({ views: BigInt(10) }) });
  let served: Served;

  beforeAll(async () => {
    served = await serveRouter(router, '/api/trpc', {
      onError: ({ error }) => causes.push(error.cause),
    });
  });
  afterAll(() => served.close());

  it('prints exchanges for the HTTP entries', () => {
    expect(page.exchanges().length).toBeGreaterThanOrEqual(5);
  });

  // Fastify's own 404 is answered by a Fastify server, below.
  itAnswersAsPrinted(
    page.exchanges().filter((exchange) => exchange.section !== FASTIFY_404),
    () => served.origin,
  );

  it("Output validation failed: onError's error has the validator's ZodError as its cause", async () => {
    causes.length = 0;
    await fetch(`${served.origin}/api/trpc/post.stats`);
    expect(causes[0]).toBeInstanceOf(ZodError);
  });

  it('BigInt: the client gets a TRPCClientError with the same message; with superjson on both sides the bigint arrives', async () => {
    const client = createTRPCClient<typeof router>({ url: `${served.origin}/api/trpc` });
    const error = await rejection(() => client.query('post.views'));
    const body = page.exchanges({ section: 'A bigint in the answer cannot be sent' })[0]?.response
      .body as { error: { message: string } };
    expect(asPrinted(error)).toBe(`TRPCClientError: ${body.error.message}`);
    const fixed = trpc
      .router()
      .transformer(superjson)
      .query('post.views', { resolve: () => ({ views: BigInt(10) }) });
    await withServed(fixed, async (url) => {
      const client = createTRPCClient<typeof fixed>({ url, transformer: superjson });
      expect(await client.query('post.views')).toEqual({ views: BigInt(10) });
    });
  });
});

describe(`${page.page}: batching`, () => {
  const section = 'The client batches but the server does not';

  it('a batching client against a handler with batching off fails with the printed message, status 500; httpLink works', async () => {
    const router = health();
    await withServed(
      router,
      async (url) => {
        const batching = createTRPCClient<typeof router>({ url });
        expect(asPrinted(await rejection(() => batching.query('health')))).toBe(printed(section));
        const raw = await fetch(`${url}/health?batch=1&input=%7B%7D`);
        expect(raw.status).toBe(500);
        const single = createTRPCClient<typeof router>({ links: [httpLink({ url })] });
        expect(await single.query('health')).toBe('ok');
      },
      { batching: { enabled: false } },
    );
  });
});

describe(`${page.page}: long batches`, () => {
  const section = "A batch's URL grows too long";

  it('400 queries in one batch pass Node\u2019s 16 KiB limit: 431 with an empty body, the printed message; maxBatchSize fixes it', async () => {
    const router = trpc.router().query('book', {
      input: z.string(),
      resolve: ({ input }) => input,
    });
    const ids = Array.from({ length: 400 }, (_, i) => `book-${i}`.padEnd(60, '-'));
    await withServed(router, async (url) => {
      const batching = createTRPCClient<typeof router>({ url });
      const error = await rejection(() => Promise.all(ids.map((id) => batching.query('book', id))));
      expect(asPrinted(error)).toBe(printedText(page, section, 1));
      const input = encodeURIComponent(JSON.stringify({ ...ids }));
      const raw = await fetch(`${url}/${ids.map(() => 'book').join(',')}?batch=1&input=${input}`);
      expect(`HTTP/1.1 ${raw.status} ${raw.statusText}`).toBe(printed(section));
      expect(await raw.text()).toBe('');
      const capped = createTRPCClient<typeof router>({
        links: [httpBatchLink({ url, maxBatchSize: 20 })],
      });
      expect(await Promise.all(ids.map((id) => capped.query('book', id)))).toEqual(ids);
    });
  });
});

describe(`${page.page}: serialization`, () => {
  it('getTime is not a function: without a transformer a Date arrives as an ISO string, and calling getTime on it throws the printed message', async () => {
    const router = trpc.router().query('post.byId', {
      resolve: () => ({ id: '1', createdAt: new Date('2022-06-01T09:00:00Z') }),
    });
    await withServed(router, async (url) => {
      const client = createTRPCClient<typeof router>({ url });
      const post = await client.query('post.byId');
      expect(post.createdAt).toBe('2022-06-01T09:00:00.000Z');
      expect(asPrinted(failureSync(() => post.createdAt.getTime()))).toBe(
        printed('Dates arrive as strings'),
      );
    });
  });

  it("Cannot read properties of undefined (reading 'message'): a client with superjson against a server without one fails every call with the printed message", async () => {
    const router = trpc
      .router()
      .query('health', { resolve: () => 'ok' })
      .query('post.byId', { input: z.string(), resolve: ({ input }) => input });
    await withServed(router, async (url) => {
      const client = createTRPCClient<typeof router>({ url, transformer: superjson });
      const message = printed('Only the client sets a transformer');
      expect(asPrinted(await rejection(() => client.query('health')))).toBe(message);
      expect(asPrinted(await rejection(() => client.query('post.byId', '1')))).toBe(message);
    });
  });

  it('Data arrives wrapped: a client without the server superjson gets the printed value, and failed calls an empty message', async () => {
    const router = trpc
      .router()
      .transformer(superjson)
      .query('hello', { resolve: () => ({ title: 'Hello' }) })
      .query('post.byId', { input: z.string(), resolve: ({ input }) => input });
    await withServed(router, async (url) => {
      const client = createTRPCClient<typeof router>({ url });
      expect(inspect(await client.query('hello'))).toBe(
        printed('Only the server sets a transformer'),
      );
      const error = await rejection(() => client.query('post.byId', '1'));
      expect([error.name, error.message]).toEqual(['TRPCClientError', '']);
    });
  });

  it("Error serializing: a Date dehydrated by createSSGHelpers without a transformer fails Next.js's props check with the printed message; with superjson it passes", async () => {
    const router = trpc.router().query('post.byId', {
      input: z.string(),
      resolve: ({ input }) => ({ id: input, createdAt: new Date() }),
    });
    // The page the entry's message names, as Next.js passes it.
    const nextPage = '/posts/[id]';
    const plain = createSSGHelpers({ router, ctx: {} });
    await plain.prefetchQuery('post.byId', '1');
    const error = failureSync(() =>
      isSerializableProps(nextPage, 'getStaticProps', { trpcState: plain.dehydrate() }),
    );
    expect(asPrinted(error)).toBe(printed('The prefetched cache holds dates Next.js refuses'));

    const withSuperjson = trpc
      .router()
      .transformer(superjson)
      .query('post.byId', {
        input: z.string(),
        resolve: ({ input }) => ({ id: input, createdAt: new Date() }),
      });
    const fixed = createSSGHelpers({ router: withSuperjson, ctx: {}, transformer: superjson });
    await fixed.prefetchQuery('post.byId', '1');
    expect(isSerializableProps(nextPage, 'getStaticProps', { trpcState: fixed.dehydrate() })).toBe(
      true,
    );
  });
});

describe(`${page.page}: Fastify answers 404 before tRPC sees the request`, () => {
  const [, clientPath, pluginPrefix] =
    /here the client calls `([^`]+)` and the plugin is registered at `([^`]+)`/.exec(
      page.markdown,
    ) ?? [];
  const server = fastify({ maxParamLength: 5000 });
  let origin = '';
  beforeAll(async () => {
    await server.register(fastifyTRPCPlugin, {
      prefix: pluginPrefix,
      trpcOptions: { router: health() },
    });
    origin = await server.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => server.close());

  itAnswersAsPrinted(page.exchanges({ section: FASTIFY_404 }), () => origin);

  it("a client whose url misses the plugin's prefix fails with an empty message; at the prefix it works", async () => {
    const wrong = createTRPCClient<HealthRouter>({ url: `${origin}${clientPath}` });
    const error = await rejection(() => wrong.query('health'));
    expect([error.name, error.message]).toEqual(['TRPCClientError', '']);
    const right = createTRPCClient<HealthRouter>({ url: `${origin}${pluginPrefix}` });
    expect(await right.query('health')).toBe('ok');
  });

  it("at the right prefix, a batch whose paths pass Fastify's default maxParamLength gets the same 404", async () => {
    expect(page.markdown).toContain(
      "pass Fastify's `maxParamLength` (100 characters unless raised)",
    );
    const strict = fastify();
    await strict.register(fastifyTRPCPlugin, {
      prefix: pluginPrefix,
      trpcOptions: { router: health() },
    });
    const at = await strict.listen({ port: 0, host: '127.0.0.1' });
    try {
      const paths = Array.from({ length: 15 }, () => 'health').join(','); // 104 characters
      const response = await fetch(`${at}${pluginPrefix}/${paths}?batch=1&input=%7B%7D`);
      const answer = (await response.json()) as { message: string };
      expect([response.status, answer.message]).toEqual([
        404,
        `Route GET:${pluginPrefix}/${paths}?batch=1&input=%7B%7D not found`,
      ]);
      const shorter = Array.from({ length: 14 }, () => 'health').join(','); // 97
      expect((await fetch(`${at}${pluginPrefix}/${shorter}?batch=1&input=%7B%7D`)).status).toBe(
        200,
      );
    } finally {
      await strict.close();
    }
  });
});

describe(`${page.page}: The server was given no context`, () => {
  it('an adapter without createContext: a resolver reading ctx fails with the printed message and a 500', async () => {
    const router = trpc.router<{ session?: { userId: string } }>().query('me', {
      resolve: ({ ctx }) => {
        const { session } = ctx;
        return session?.userId ?? null;
      },
    });
    const error = (await withServed(
      router,
      (url) => rejection(() => createTRPCClient<typeof router>({ url }).query('me')),
      { createContext: undefined },
    )) as TRPCClientError<typeof router>;
    expect(asPrinted(error)).toBe(printed('The server was given no context'));
    expect(error.data?.httpStatus).toBe(500);
    expect(page.markdown).toContain('the client gets the message with status `500`');
    expect(page.markdown).toContain(
      'TypeScript requires `createContext` once the router is typed with a context',
    );
    const typed = trpc.router<{ session?: { userId: string } }>().query('me', { resolve: () => 1 });
    // @ts-expect-error Once the router has a context type, createContext is required.
    createHTTPServer({ router: typed });
  });
});

describe(`${page.page}: a list of Zod issues as the message`, () => {
  const router = trpc
    .router()
    .formatError(({ shape, error }) => {
      const zodError = error.cause instanceof ZodError ? error.cause.flatten() : null;
      return { ...shape, data: { ...shape.data, zodError } };
    })
    .mutation('post.add', {
      input: z.object({ title: z.string().min(1) }),
      resolve: ({ input }) => ({ id: 1, ...input }),
    });

  it("an empty title: Zod's issues as the printed message, 400 and BAD_REQUEST; the formatter's fieldErrors.title", async () => {
    const error = (await withServed(router, (url) =>
      rejection(() => createTRPCClient<typeof router>({ url }).mutation('post.add', { title: '' })),
    )) as TRPCClientError<typeof router>;
    expect(asPrinted(error)).toBe(printed('The input fails its Zod schema'));
    expect([error.data?.httpStatus, error.data?.code]).toEqual([400, 'BAD_REQUEST']);
    expect(page.markdown).toContain('The endpoint answers `400`, code `BAD_REQUEST`');
    expect(page.markdown).toContain('`error.data?.zodError?.fieldErrors.title`');
    expect(error.data?.zodError?.fieldErrors.title).toEqual([
      'String must contain at least 1 character(s)',
    ]);
  });
});

describe(`${page.page}: a body reading undefined`, () => {
  it('gets the JSON.parse messages the page quotes, from a server on Node.js 20 and on 18', async () => {
    const [, now, node18] =
      /gives `("undefined" is not valid JSON)`, which Node.js 18 words as `([^`]+)`/.exec(
        page.markdown,
      ) ?? [];
    const router = trpc.router().mutation('add', { resolve: () => 1 });
    const init = { method: 'POST', headers: { 'content-type': 'application/json' } };
    const answer = await withServed(router, async (url) => {
      const response = await fetch(`${url}/add`, { ...init, body: String(undefined) });
      return (await response.json()) as { error: { message: string } };
    });
    expect(answer.error.message).toBe(now);
    // JSON.parse runs on the server, so for Node.js 18 the server runs there.
    const script = `
      const trpc = require('@trpc/server');
      const { createHTTPServer } = require('@trpc/server/adapters/standalone');
      const router = trpc.router().mutation('add', { resolve: () => 1 });
      const { server } = createHTTPServer({ router, createContext: () => ({}) });
      server.listen(0, async () => {
        const url = 'http://localhost:' + server.address().port + '/add';
        const response = await fetch(url, { ...${JSON.stringify(init)}, body: String(undefined) });
        console.log((await response.json()).error.message);
        server.close();
      });
    `;
    expect(await printedOnNode18(script, 'samples/v9')).toBe(node18);
  });
});

describe(`${page.page}: The request arrives without the user's credentials`, () => {
  it('UNAUTHORIZED thrown without a message: the printed message, a 401; the headers option fixes it', async () => {
    const router = trpc
      .router<{ user: { id: string } | null }>()
      .middleware(({ ctx, next }) => {
        if (!ctx.user) throw new trpc.TRPCError({ code: 'UNAUTHORIZED' });
        return next();
      })
      .query('orders', { resolve: () => [{ id: 1 }] });
    const createContext = ({ req }: { req: { headers: Record<string, unknown> } }) => ({
      user: req.headers.authorization === 'Bearer t1' ? { id: 'u1' } : null,
    });
    await withServed(
      router,
      async (url) => {
        let token: string | null = null;
        const client = createTRPCClient<typeof router>({
          url,
          headers: () => (token ? { authorization: `Bearer ${token}` } : {}),
        });
        const error = (await rejection(() => client.query('orders'))) as TRPCClientError<
          typeof router
        >;
        expect(asPrinted(error)).toBe(
          printed("The request arrives without the user's credentials"),
        );
        expect(error.data?.httpStatus).toBe(401);
        expect(page.markdown).toContain(
          'a missing message defaults to the code; the status is `401`',
        );
        token = 't1';
        expect(await client.query('orders')).toEqual([{ id: 1 }]);
      },
      { createContext },
    );
  });

  it('the other codes the entry names read as their code, with the status it gives', async () => {
    const named = [
      ...page.markdown.matchAll(
        /Other codes thrown without one read the same way, such as (.+)\./g,
      ),
    ].flatMap(([, list]) => [...(list ?? '').matchAll(/`TRPCClientError: (\w+)` \(`(\d+)`\)/g)]);
    expect(named.length).toBeGreaterThanOrEqual(2);
    for (const [, code, status] of named) {
      const failing = trpc.router().query('go', {
        resolve: () => {
          throw new trpc.TRPCError({ code: code as trpc.TRPCError['code'] });
        },
      });
      const error = (await withServed(failing, (url) =>
        rejection(() => createTRPCClient<typeof failing>({ url }).query('go')),
      )) as TRPCClientError<typeof failing>;
      expect([asPrinted(error), error.data?.httpStatus]).toEqual([
        `TRPCClientError: ${code}`,
        Number(status),
      ]);
    }
  });
});

describe(`${page.page}: A middleware forgets to return next()`, () => {
  it('`await next();` and `next();` without return: the printed message, a 500 INTERNAL_SERVER_ERROR', async () => {
    const section = 'A middleware forgets to return next()';
    expect(page.markdown).toContain('the status is `500`, code `INTERNAL_SERVER_ERROR`');
    const routers = [
      // @ts-expect-error TypeScript rejects a middleware that drops next()'s result, as the page says.
      trpc.router().middleware(async ({ next }) => {
        await next();
      }),
      // @ts-expect-error The same for `next();` without `return`.
      trpc.router().middleware(({ next }) => {
        void next();
      }),
    ].map((router) => router.query('orders', { resolve: () => [{ id: 1 }] }));
    for (const router of routers) {
      const error = (await withServed(router, (url) =>
        rejection(() => createTRPCClient<typeof router>({ url }).query('orders')),
      )) as TRPCClientError<typeof router>;
      expect([asPrinted(error), error.data?.httpStatus, error.data?.code]).toEqual([
        printed(section),
        500,
        'INTERNAL_SERVER_ERROR',
      ]);
    }
  });
});
