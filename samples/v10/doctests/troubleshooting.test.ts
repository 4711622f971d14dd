// Backs docs/further/troubleshooting.md (Troubleshooting, 10.x): each entry's printed message
// (the first ```text fence under its heading, or its ```http exchange) is what the pinned
// packages give when the entry's mistake is made, so an entry cannot drift from the packages.
// The TypeScript entries are checked by the sample checker (`errors=` blocks); the React entries
// are in troubleshooting-react.test.ts, which renders in happy-dom.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import {
  createTRPCProxyClient,
  createWSClient,
  httpBatchLink,
  loggerLink,
  TRPCClientError,
} from '@trpc/client';
import { createProxySSGHelpers } from '@trpc/react/ssg';
import { initTRPC, TRPCError } from '@trpc/server';
import { createExpressMiddleware } from '@trpc/server/adapters/express';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import { createHTTPServer } from '@trpc/server/adapters/standalone';
import { observable } from '@trpc/server/observable';
import express from 'express';
import fastify from 'fastify';
import { isSerializableProps } from 'next/dist/lib/is-serializable-props';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { servePageServer, served as servedOn, serveRouter, type Served } from './serve';

const page = loadPage('docs/further/troubleshooting.md');
const printed = (section: string, n = 0) => printedText(page, section, n);

const t = initTRPC.create();
const appRouter = t.router({
  greeting: t.procedure.query(() => 'hello'),
  views: t.procedure.query(() => 9007199254740993n),
  order: t.procedure.query(() => ({ id: 7, placedAt: new Date('2022-10-01T08:00:00Z') })),
  onTick: t.procedure.subscription(() => observable<number>((emit) => emit.next(1))),
  // `post.byId` is missing: its router was never added here.
  post: t.router({
    add: t.procedure
      .input(z.object({ title: z.string() }))
      .mutation(({ input }) => ({ id: 1, ...input })),
    count: t.procedure.output(z.number()).query(() => '42' as unknown as number),
  }),
});
type AppRouter = typeof appRouter;

let served: Served;
beforeAll(async () => {
  served = await serveRouter(appRouter);
});
afterAll(() => served.close());

function clientOf(url: string, transformer?: typeof superjson) {
  return createTRPCProxyClient<AppRouter>({
    ...(transformer ? { transformer } : {}),
    links: [httpBatchLink({ url })],
  });
}
const client = () => clientOf(`${served.origin}/api/trpc`);

describe(`${page.page}: TRPCClientError: fetch failed`, () => {
  const section = "The client can't reach the server";

  it('a client whose url has no server behind it fails with the printed message; the reason is in cause.cause', async () => {
    const port = await closedPort();
    const error = await rejection(() => clientOf(`http://localhost:${port}`).greeting.query());
    expect(error).toBeInstanceOf(TRPCClientError);
    expect(asPrinted(error)).toBe(printed(section));
    const reason = (error as TRPCClientError<AppRouter>).cause?.cause as NodeJS.ErrnoException;
    expect(reason.code).toBe('ECONNREFUSED');
    expect(page.markdown).toContain('in `error.cause.cause` (`ECONNREFUSED`');
  });

  it("in Chromium, a port nobody listens on and a server without CORS headers both give the page's second message", async () => {
    const port = await closedPort();
    const chromium = await inChromium(
      'samples/v10',
      "export { createTRPCProxyClient, httpBatchLink } from '@trpc/client';",
      `async (lib, urls) => Promise.all(urls.map((url) =>
        lib.createTRPCProxyClient({ links: [lib.httpBatchLink({ url })] }).greeting.query()
          .then(() => 'answered', (error) => error.name + ': ' + error.message)))`,
      [`http://localhost:${port}`, `${served.origin}/api/trpc`],
    );
    expect(chromium.value).toEqual([printed(section, 1), printed(section, 1)]);
    expect(page.markdown).toContain("the browser's console then names CORS");
    expect(chromium.console.filter((line) => line.includes('blocked by CORS policy'))).toHaveLength(
      1,
    );
  });
});

describe(`${page.page}: 431 Request Header Fields Too Large`, () => {
  const section = 'A batch too long for one URL';
  const books = t.router({ book: t.procedure.input(z.string()).query(({ input }) => input) });
  const ids = Array.from({ length: 400 }, (_, i) => `book-${i}`.padEnd(60, '-'));

  it('400 queries in one batch pass Node\u2019s 16 KiB limit: 431 with an empty body, the printed message; maxURLLength fixes it', async () => {
    const library = await serveRouter(books);
    try {
      const url = `${library.origin}/api/trpc`;
      const batching = createTRPCProxyClient<typeof books>({ links: [httpBatchLink({ url })] });
      const error = await rejection(() => Promise.all(ids.map((id) => batching.book.query(id))));
      expect(error).toBeInstanceOf(TRPCClientError);
      expect(asPrinted(error)).toBe(printed(section, 1));
      const input = encodeURIComponent(JSON.stringify({ ...ids }));
      const raw = await fetch(`${url}/${ids.map(() => 'book').join(',')}?batch=1&input=${input}`);
      expect(`HTTP/1.1 ${raw.status} ${raw.statusText}`).toBe(printed(section));
      expect(await raw.text()).toBe('');
      const split = createTRPCProxyClient<typeof books>({
        links: [httpBatchLink({ url, maxURLLength: 2083 })],
      });
      expect(await Promise.all(ids.map((id) => split.book.query(id)))).toEqual(ids);
    } finally {
      await library.close();
    }
  });
});

describe(`${page.page}: Failed to parse URL`, () => {
  const section = 'A relative URL outside the browser';

  it('a client in Node whose url is a path fails before any request, with the printed message', async () => {
    const error = await rejection(() => clientOf('/api/trpc').greeting.query());
    expect(error).toBeInstanceOf(TRPCClientError);
    expect(asPrinted(error)).toBe(printed(section));
  });
});

describe(`${page.page}: Unexpected token '<'`, () => {
  const section = 'The server answers with an HTML page';

  it('a client whose url answers an HTML 404 page fails with the printed message', async () => {
    const html = await serveHtml(404, '<!DOCTYPE html><html><body>Not found</body></html>');
    try {
      const error = await rejection(() => clientOf(html.origin).greeting.query());
      expect(asPrinted(error)).toBe(printed(section));
    } finally {
      await html.close();
    }
  });

  it("a url answered by a plain-text 500 fails with the page's third message", async () => {
    expect(page.markdown).toContain("such as a crashed serverless function's `500`");
    const text = await serveHtml(500, 'Internal Server Error');
    try {
      const error = await rejection(() => clientOf(text.origin).greeting.query());
      expect(asPrinted(error)).toBe(printed(section, 2));
    } finally {
      await text.close();
    }
  });

  it('on Node.js 18 the same client fails with the older wording the page prints', async () => {
    const html = await serveHtml(404, '<!DOCTYPE html><html><body>Not found</body></html>');
    try {
      const script = `
        const { createTRPCProxyClient, httpBatchLink } = require('@trpc/client');
        const client = createTRPCProxyClient({ links: [httpBatchLink({ url: '${html.origin}' })] });
        client.greeting.query().catch((error) => console.log(error.name + ': ' + error.message));
      `;
      expect(await printedOnNode18(script, 'samples/v10')).toBe(printed(section, 1));
    } finally {
      await html.close();
    }
  });
});

describe(`${page.page}: blocked by CORS policy`, () => {
  const section = "The API does not allow the page's origin";
  // The origins the page prints; the test's page and servers take free ports.
  const printedSite = 'http://localhost:5173';
  const printedApi = 'http://localhost:3000/api/trpc';

  /** What a page on its own origin gets from `greeting` at `url`, and the console's CORS lines. */
  async function fromPage(url: string, port = 0) {
    const chromium = await inChromium(
      'samples/v10',
      "export { createTRPCProxyClient, httpBatchLink } from '@trpc/client';",
      `async (lib, url) => ({ site: location.origin, answer: await lib
        .createTRPCProxyClient({ links: [lib.httpBatchLink({ url })] })
        .greeting.query().then((data) => data, (error) => error.name + ': ' + error.message) })`,
      url,
      { port },
    );
    const { site, answer } = chromium.value as { site: string; answer: string };
    const cors = chromium.console
      .filter((line) => line.includes('blocked by CORS policy'))
      .map((line) => line.replaceAll(url, printedApi).replaceAll(`'${site}'`, `'${printedSite}'`));
    return { answer, cors };
  }

  it('a server without CORS headers: the preflight line the page prints, and the call fails to fetch', async () => {
    const { answer, cors } = await fromPage(`${served.origin}/api/trpc`);
    expect(cors).toEqual([printed(section)]);
    expect(answer).toBe(printed("The client can't reach the server", 1));
  });

  it('a server that answers only the preflight: the second line the page prints', async () => {
    const app = express();
    app.options('*', (req, res) => {
      res.set({
        'access-control-allow-origin': req.headers.origin,
        'access-control-allow-headers': 'content-type',
      });
      res.sendStatus(204);
    });
    app.use('/api/trpc', createExpressMiddleware({ router: appRouter }));
    const preflightOnly = await servedOn(app.listen(0));
    try {
      const { answer, cors } = await fromPage(`${preflightOnly.origin}/api/trpc`);
      expect(cors).toEqual([printed(section, 1)]);
      expect(answer).toBe(printed("The client can't reach the server", 1));
    } finally {
      await preflightOnly.close();
    }
  });

  it("the page's server answers a page at the origin it names in SITE", async () => {
    const port = await closedPort();
    // The page's file as printed, with SITE naming the test page's origin instead of 5173.
    const shown = page.file('cors-server.ts', { section });
    const source = readFileSync(shown, 'utf8');
    expect(source).toContain(`const SITE = '${printedSite}';`);
    const copy = shown.replace(/\.ts$/, '.free-port.ts');
    writeFileSync(copy, source.replace(`'${printedSite}'`, `'http://localhost:${port}'`));
    const fixed = await servePageServer(() => import(pathToFileURL(copy).href));
    try {
      const { answer, cors } = await fromPage(fixed.origin, port);
      expect(cors).toEqual([]);
      expect(answer).toBe('hello');
    } finally {
      await fixed.close();
    }
  });
});

describe(`${page.page}: Route GET:/trpc/… not found`, () => {
  const section = "Fastify finds no route at the client's URL";
  const [, clientPath, pluginPrefix] =
    /here a client at `([^`]+)` and a plugin at `([^`]+)`/.exec(page.markdown) ?? [];
  const server = fastify({ maxParamLength: 5000 });
  let origin = '';
  beforeAll(async () => {
    await server.register(fastifyTRPCPlugin, {
      prefix: pluginPrefix,
      trpcOptions: { router: appRouter },
    });
    origin = await server.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => server.close());

  itAnswersAsPrinted(page.exchanges({ section }), () => origin);

  it("a client whose url misses the plugin's prefix fails with an empty message", async () => {
    const error = await rejection(() => clientOf(`${origin}${clientPath}`).greeting.query());
    expect(error).toBeInstanceOf(TRPCClientError);
    expect(error.message).toBe('');
    expect(await clientOf(`${origin}${pluginPrefix}`).greeting.query()).toBe('hello');
  });

  it("at the right prefix, a batch whose paths pass Fastify's default maxParamLength gets the same 404", async () => {
    expect(page.markdown).toContain(
      "pass Fastify's `maxParamLength` (100 characters unless raised)",
    );
    const strict = fastify();
    await strict.register(fastifyTRPCPlugin, {
      prefix: pluginPrefix,
      trpcOptions: { router: appRouter },
    });
    const at = await strict.listen({ port: 0, host: '127.0.0.1' });
    try {
      const paths = Array.from({ length: 12 }, () => 'greeting').join(','); // 107 characters
      const response = await fetch(`${at}${pluginPrefix}/${paths}?batch=1&input=%7B%7D`);
      const answer = (await response.json()) as { message: string };
      expect([response.status, answer.message]).toEqual([
        404,
        `Route GET:${pluginPrefix}/${paths}?batch=1&input=%7B%7D not found`,
      ]);
      const shorter = Array.from({ length: 11 }, () => 'greeting').join(','); // 98
      expect((await fetch(`${at}${pluginPrefix}/${shorter}?batch=1&input=%7B%7D`)).status).toBe(
        200,
      );
    } finally {
      await strict.close();
    }
  });
});

describe(`${page.page}: You're trying to use @trpc/server in a non-server environment`, () => {
  const section = 'Server code in the browser bundle';
  const serverEntry = createRequire(import.meta.url).resolve('@trpc/server');

  /** Loads @trpc/server afresh where `window` exists and calls create(): the error or 'ok'. */
  function createBesideWindow(nodeEnv: string, options = {}): Promise<string> {
    const code = `
      const { parentPort, workerData } = require('node:worker_threads');
      globalThis.window = {};
      process.env.NODE_ENV = workerData.nodeEnv;
      try {
        require(workerData.serverEntry).initTRPC.create(workerData.options);
        parentPort.postMessage('ok');
      } catch (error) {
        parentPort.postMessage(error.name + ': ' + error.message);
      }`;
    const worker = new Worker(code, {
      eval: true,
      workerData: { serverEntry, nodeEnv, options },
    });
    return new Promise((resolve, reject) => {
      worker.once('message', (answer: string) => {
        resolve(answer);
        void worker.terminate();
      });
      worker.once('error', reject);
    });
  }

  it('create() where `window` exists throws the printed message', async () => {
    expect(await createBesideWindow('production')).toBe(printed(section));
  });

  it('it passes with NODE_ENV=test, and with allowOutsideOfServer: true', async () => {
    expect(await createBesideWindow('test')).toBe('ok');
    expect(await createBesideWindow('production', { allowOutsideOfServer: true })).toBe('ok');
  });
});

describe(`${page.page}: router setup`, () => {
  it('a `then` key: the printed Reserved words message', async () => {
    const section = 'A router key named then';
    const error = await rejection(() => t.router({ then: t.procedure.query(() => 1) }));
    expect(asPrinted(error)).toBe(printed(section));
  });

  it('Duplicate key: merging two routers with a `post` key, then one router() with `post.byId` twice', async () => {
    const section = 'Two routers with the same key';
    const byId = t.procedure.query(() => ({ id: 1 }));
    const list = t.procedure.query(() => [{ id: 1 }]);
    const merged = await rejection(() =>
      t.mergeRouters(
        t.router({ post: t.router({ byId }) }),
        t.router({ post: t.router({ list }) }),
      ),
    );
    expect(asPrinted(merged)).toBe(printed(section, 0));
    const single = await rejection(() => t.router({ 'post.byId': byId, post: t.router({ byId }) }));
    expect(asPrinted(single)).toBe(printed(section, 1));
  });

  it('fields without z.object() given to .input(): the printed message, as the file loads', async () => {
    const error = await rejection(() => t.procedure.input({ title: z.string() } as never));
    expect(asPrinted(error)).toBe(printed('Something that is not a validator in .input()'));
  });

  it('merging routers of two t with different error formatters', async () => {
    const one = initTRPC.create({ errorFormatter: ({ shape }) => shape });
    const two = initTRPC.create({ errorFormatter: ({ shape }) => ({ ...shape }) });
    const error = await rejection(() =>
      t.mergeRouters(
        one.router({ a: one.procedure.query(() => 1) }),
        two.router({ b: two.procedure.query(() => 2) }),
      ),
    );
    expect(asPrinted(error)).toBe(printed('Merged routers with different error formatters'));
  });

  it('merging routers of two t that both set superjson', async () => {
    const one = initTRPC.create({ transformer: superjson });
    const two = initTRPC.create({ transformer: superjson });
    const error = await rejection(() =>
      t.mergeRouters(
        one.router({ a: one.procedure.query(() => 1) }),
        two.router({ b: two.procedure.query(() => 2) }),
      ),
    );
    expect(asPrinted(error)).toBe(printed('Merged routers that each set a transformer'));
  });

  it('calling a procedure on the router throws the printed message; a caller runs it', async () => {
    const section = 'Calling a procedure as a function on the server';
    const call = (appRouter as unknown as { greeting: () => unknown }).greeting;
    expect(asPrinted(await rejection(() => call()))).toBe(printed(section));
    const caller = appRouter.createCaller({});
    expect(await caller.greeting()).toBe('hello');
    // The message's `caller.call(...)` is not in this version: the page says how it fails.
    const [, said] = /`caller\.call\('greeting'\)` fails with `([^`]+)`/.exec(page.markdown) ?? [];
    const callByName = (caller as unknown as { call: (path: string) => unknown }).call;
    expect(asPrinted(await rejection(() => callByName('greeting')))).toBe(said);
  });
});

describe(`${page.page}: HTTP answers`, () => {
  for (const section of [
    'No query at that path',
    'A POST to a query',
    'A request whose input is not valid JSON',
    'A result its output validator rejects',
  ]) {
    const exchanges = page.exchanges({ section });
    it(`${section}: prints one exchange`, () => expect(exchanges).toHaveLength(1));
    itAnswersAsPrinted(exchanges, () => served.origin);
  }

  it("a GET to a mutation's path gets the message the page quotes, with a 404", async () => {
    const [, path, said] =
      /a `GET` to a mutation's path, `([^`]+)`, gets `([^`]+)`/.exec(page.markdown) ?? [];
    const response = await fetch(`${served.origin}${path}`);
    const answer = (await response.json()) as { error: { message: string } };
    expect([response.status, answer.error.message]).toEqual([404, said]);
  });

  it('a form-encoded body gets the JSON.parse message the page quotes', async () => {
    const [, body, said] =
      /a form-encoded body such as `([^`]+)` gives `([^`]+)`/.exec(page.markdown) ?? [];
    const response = await fetch(`${served.origin}/api/trpc/post.add`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
    const answer = (await response.json()) as { error: { message: string } };
    expect([response.status, answer.error.message]).toEqual([400, said]);
  });

  it('a body reading `undefined` gets the JSON.parse messages the page quotes, on Node.js 20 and 18', async () => {
    const [, now, node18] =
      /gives `("undefined" is not valid JSON)`, which Node.js 18 words as `([^`]+)`/.exec(
        page.markdown,
      ) ?? [];
    const url = `${served.origin}/api/trpc/post.add`;
    const init = { method: 'POST', headers: { 'content-type': 'application/json' } };
    const response = await fetch(url, { ...init, body: String(undefined) });
    const answer = (await response.json()) as { error: { message: string } };
    expect(answer.error.message).toBe(now);
    // JSON.parse runs on the server, so on Node.js 18 the server runs there too.
    const script = `
      const { initTRPC } = require('@trpc/server');
      const { createHTTPServer } = require('@trpc/server/adapters/standalone');
      const t = initTRPC.create();
      const router = t.router({ add: t.procedure.mutation(() => 1) });
      const { server } = createHTTPServer({ router });
      server.listen(0, async () => {
        const url = 'http://localhost:' + server.address().port + '/add';
        const response = await fetch(url, { ...${JSON.stringify(init)}, body: String(undefined) });
        console.log((await response.json()).error.message);
        server.close();
      });
    `;
    expect(await printedOnNode18(script, 'samples/v10')).toBe(node18);
  });

  it("the output validator's report is the error's cause, as onError sees it", async () => {
    const causes: unknown[] = [];
    const logged = await serveRouter(appRouter, '/api/trpc', {
      onError: ({ error }) => causes.push(error.cause),
    });
    try {
      await fetch(`${logged.origin}/api/trpc/post.count`);
      expect(causes).toHaveLength(1);
      expect(causes[0]).toBeInstanceOf(z.ZodError);
    } finally {
      await logged.close();
    }
  });

  it('the client reads the missing query as the page says', async () => {
    const [, said] = /On the client this reads `([^`]+)`/.exec(page.markdown) ?? [];
    const proxy = client() as unknown as { post: { byId: { query(id: number): unknown } } };
    expect(asPrinted(await rejection(() => proxy.post.byId.query(1)))).toBe(said);
  });
});

describe(`${page.page}: clients and links`, () => {
  it('httpBatchLink against a server with batching off: the printed message, a 500', async () => {
    const section = 'A batch sent to a server without batching';
    const unbatched = await serveRouter(appRouter, '/api/trpc', { batching: { enabled: false } });
    try {
      const error = await rejection(() =>
        clientOf(`${unbatched.origin}/api/trpc`).greeting.query(),
      );
      expect(asPrinted(error)).toBe(printed(section));
      // A single call, sent as a batch of one.
      expect(unbatched.requests.map((request) => request.url)).toEqual([
        '/api/trpc/greeting?batch=1&input=%7B%7D',
      ]);
      expect((error as TRPCClientError<AppRouter>).data).toMatchObject({
        code: 'INTERNAL_SERVER_ERROR',
        httpStatus: 500,
      });
    } finally {
      await unbatched.close();
    }
  });

  it('subscribe() through httpBatchLink: the printed message, and no request sent', async () => {
    const before = served.requests.length;
    const error = await new Promise((resolve) => {
      client().onTick.subscribe(undefined, { onData: () => {}, onError: resolve });
    });
    expect(asPrinted(error)).toBe(printed('A subscription over HTTP'));
    expect(served.requests.length).toBe(before);
  });

  it('links: [loggerLink()] alone: the printed message', async () => {
    const section = 'No link that sends requests';
    const loggerOnly = createTRPCProxyClient<AppRouter>({
      links: [loggerLink({ enabled: () => false })],
    });
    expect(asPrinted(await rejection(() => loggerOnly.greeting.query()))).toBe(printed(section));
  });

  it('createWSClient() without a global WebSocket: the printed message', async () => {
    const global = globalThis as { WebSocket?: unknown };
    const previous = Object.getOwnPropertyDescriptor(global, 'WebSocket');
    delete global.WebSocket;
    try {
      const error = await rejection(() => createWSClient({ url: 'ws://localhost:3001' }));
      expect(asPrinted(error)).toBe(printed('A WebSocket client created in Node'));
    } finally {
      if (previous) Object.defineProperty(global, 'WebSocket', previous);
    }
  });
});

describe(`${page.page}: serialization`, () => {
  it('a bigint result without a transformer: the printed message, a 500', async () => {
    const error = await rejection(() => client().views.query());
    expect(asPrinted(error)).toBe(printed('A bigint in a result'));
    expect((error as TRPCClientError<AppRouter>).data?.code).toBe('INTERNAL_SERVER_ERROR');
  });

  it('with superjson on both sides, the bigint arrives', async () => {
    const s = initTRPC.create({ transformer: superjson });
    const router = s.router({ views: s.procedure.query(() => 9007199254740993n) });
    const other = await serveRouter(router);
    try {
      const both = createTRPCProxyClient<typeof router>({
        transformer: superjson,
        links: [httpBatchLink({ url: `${other.origin}/api/trpc` })],
      });
      expect(await both.views.query()).toBe(9007199254740993n);
    } finally {
      await other.close();
    }
  });

  it('a Date result without a transformer arrives as a string: the printed message', async () => {
    const order = await client().order.query();
    expect(typeof order.placedAt).toBe('string');
    expect(asPrinted(await rejection(() => order.placedAt.getTime()))).toBe(
      printed('Dates arrive as strings'),
    );
  });

  it('superjson on the client only: the printed message for a call with input', async () => {
    const section = 'A transformer on the client only';
    const withSuperjson = clientOf(`${served.origin}/api/trpc`, superjson);
    const error = await rejection(() => withSuperjson.post.add.mutate({ title: 'Hi' }));
    expect(asPrinted(error)).toBe(printed(section));
  });

  it('superjson on the server only: results arrive wrapped in `json`, errors with an empty message', async () => {
    const s = initTRPC.create({ transformer: superjson });
    const router = s.router({
      order: s.procedure.query(() => ({ id: 7 })),
      add: s.procedure.input(z.object({ title: z.string() })).mutation(({ input }) => input),
    });
    const other = await serveRouter(router);
    try {
      const plain = createTRPCProxyClient<typeof router>({
        links: [httpBatchLink({ url: `${other.origin}/api/trpc` })],
      });
      expect(await plain.order.query()).toEqual({ json: { id: 7 } });
      const error = await rejection(() => plain.add.mutate({ title: 'Hi' }));
      expect([error instanceof TRPCClientError, error.message]).toEqual([true, '']);
    } finally {
      await other.close();
    }
  });

  it("dehydrated SSG state with a Date, without a transformer: Next.js's printed message; with superjson it passes", async () => {
    const section = 'Dates in the props of getStaticProps';
    const props = async (transformer?: typeof superjson) => {
      const s = transformer ? initTRPC.create({ transformer }) : initTRPC.create();
      const router = s.router({
        post: s.router({
          byId: s.procedure
            .input(z.string())
            .query(({ input }) => ({ id: input, publishedAt: new Date() })),
        }),
      });
      const ssg = createProxySSGHelpers({
        router,
        ctx: {},
        ...(transformer ? { transformer } : {}),
      });
      await ssg.post.byId.prefetch('1');
      return { trpcState: ssg.dehydrate(), id: '1' };
    };
    const error = await rejection(async () =>
      isSerializableProps('/posts/[id]', 'getStaticProps', await props()),
    );
    expect(asPrinted(error)).toBe(printed(section));
    expect(isSerializableProps('/posts/[id]', 'getStaticProps', await props(superjson))).toBe(true);
  });
});

describe(`${page.page}: Cannot destructure property 'session' of 'ctx'`, () => {
  const section = 'The adapter has no createContext';

  it('an adapter without createContext: the resolver reading ctx fails with the printed message and a 500', async () => {
    type Context = { session?: { userId: string } };
    const tc = initTRPC.context<Context>().create();
    const router = tc.router({
      me: tc.procedure.query(({ ctx }) => {
        const { session } = ctx;
        return session?.userId ?? null;
      }),
    });
    const server = await servedOn(createHTTPServer({ router }).server.listen(0));
    try {
      const client = createTRPCProxyClient<typeof router>({
        links: [httpBatchLink({ url: server.origin })],
      });
      const error = (await rejection(() => client.me.query())) as TRPCClientError<typeof router>;
      expect(asPrinted(error)).toBe(printed(section));
      expect(error.data?.httpStatus).toBe(500);
      expect(page.markdown).toContain('the client receives the message with a `500`');
      expect(page.markdown).toContain(
        'TypeScript insists on `createContext` only when the context type has a required property',
      );
      const required = initTRPC.context<{ session: { userId: string } | null }>().create();
      const strictRouter = required.router({ me: required.procedure.query(() => null) });
      // @ts-expect-error With a required property in the context type, createContext is required.
      createHTTPServer({ router: strictRouter });
    } finally {
      await server.close();
    }
  });
});

describe(`${page.page}: a list of Zod issues as the message`, () => {
  const section = 'Input that fails its Zod schema';
  const formatted = initTRPC.create({
    errorFormatter({ shape, error }) {
      const zodError = error.cause instanceof ZodError ? error.cause.flatten() : null;
      return { ...shape, data: { ...shape.data, zodError } };
    },
  });
  const router = formatted.router({
    post: formatted.router({
      add: formatted.procedure
        .input(z.object({ title: z.string().min(1) }))
        .mutation(({ input }) => input),
    }),
  });
  let server: Served;
  let client: ReturnType<typeof createTRPCProxyClient<typeof router>>;
  beforeAll(async () => {
    server = await servedOn(createHTTPServer({ router }).server.listen(0));
    client = createTRPCProxyClient<typeof router>({
      links: [httpBatchLink({ url: server.origin })],
    });
  });
  afterAll(() => server.close());

  it("an empty title fails with Zod's issues as the printed message, a 400 and BAD_REQUEST", async () => {
    const error = (await rejection(() => client.post.add.mutate({ title: '' }))) as TRPCClientError<
      typeof router
    >;
    expect(asPrinted(error)).toBe(printed(section));
    expect([error.data?.httpStatus, error.data?.code]).toEqual([400, 'BAD_REQUEST']);
    expect(page.markdown).toContain('The server answers `400` with the code `BAD_REQUEST`');
  });

  it("the page's formatter puts the field's message at error.data.zodError.fieldErrors.title", async () => {
    const error = (await rejection(() => client.post.add.mutate({ title: '' }))) as TRPCClientError<
      typeof router
    >;
    expect(page.markdown).toContain('`error.data?.zodError?.fieldErrors.title`');
    expect(error.data?.zodError?.fieldErrors.title).toEqual([
      'String must contain at least 1 character(s)',
    ]);
  });
});

describe(`${page.page}: TRPCClientError: UNAUTHORIZED`, () => {
  const section = 'An error that carries only its code';
  type Context = { user: { id: string } | null };
  const ta = initTRPC.context<Context>().create();
  const router = ta.router({
    orders: ta.procedure
      .use(({ ctx, next }) => {
        if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED' });
        return next({ ctx: { user: ctx.user } });
      })
      .query(({ ctx }) => [{ id: 1, owner: ctx.user.id }]),
  });
  let server: Served;
  beforeAll(async () => {
    server = await servedOn(
      createHTTPServer({
        router,
        createContext: ({ req }) => ({
          user: req.headers.authorization === 'Bearer t1' ? { id: 'u1' } : null,
        }),
      }).server.listen(0),
    );
  });
  afterAll(() => server.close());

  it('UNAUTHORIZED thrown without a message: the printed message, a 401; the headers option fixes it', async () => {
    let token: string | null = null;
    const client = createTRPCProxyClient<typeof router>({
      links: [
        httpBatchLink({
          url: server.origin,
          headers: () => (token ? { authorization: `Bearer ${token}` } : {}),
        }),
      ],
    });
    const error = (await rejection(() => client.orders.query())) as TRPCClientError<typeof router>;
    expect(asPrinted(error)).toBe(printed(section));
    expect(error.data?.httpStatus).toBe(401);
    expect(page.markdown).toContain("the answer's status is `401`");
    token = 't1';
    expect(await client.orders.query()).toEqual([{ id: 1, owner: 'u1' }]);
  });

  it('the other codes the entry names read as their code, with the status it gives', async () => {
    const named = [
      ...page.markdown.matchAll(
        /Other codes thrown without one read the same way, such as (.+)\./g,
      ),
    ].flatMap(([, list]) => [...(list ?? '').matchAll(/`TRPCClientError: (\w+)` \(`(\d+)`\)/g)]);
    expect(named.length).toBeGreaterThanOrEqual(2);
    for (const [, code, status] of named) {
      const tc = initTRPC.create();
      const failing = tc.router({
        go: tc.procedure.query(() => {
          throw new TRPCError({ code: code as TRPCError['code'] });
        }),
      });
      const at = await servedOn(createHTTPServer({ router: failing }).server.listen(0));
      try {
        const client = createTRPCProxyClient<typeof failing>({
          links: [httpBatchLink({ url: at.origin })],
        });
        const error = (await rejection(() => client.go.query())) as TRPCClientError<typeof failing>;
        expect([asPrinted(error), error.data?.httpStatus]).toEqual([
          `TRPCClientError: ${code}`,
          Number(status),
        ]);
      } finally {
        await at.close();
      }
    }
  });
});

describe(`${page.page}: No result from middlewares`, () => {
  const section = 'A middleware that does not return next()';
  const tm = initTRPC.create();
  // @ts-expect-error TypeScript rejects a middleware that drops next()'s result, as the page says.
  const dropped = tm.middleware(async ({ next }) => {
    await next();
  });
  // @ts-expect-error The same for `next();` without `return`.
  const unreturned = tm.middleware(({ next }) => {
    void next();
  });
  const router = tm.router({
    awaited: tm.procedure.use(dropped).query(() => 'never sent'),
    plain: tm.procedure.use(unreturned).query(() => 'never sent'),
  });
  let server: Served;
  beforeAll(async () => {
    server = await servedOn(createHTTPServer({ router }).server.listen(0));
  });
  afterAll(() => server.close());

  it('`await next();` and `next();` without return: the printed message, a 500 INTERNAL_SERVER_ERROR', async () => {
    const client = createTRPCProxyClient<typeof router>({
      links: [httpBatchLink({ url: server.origin })],
    });
    expect(page.markdown).toContain(
      'the server answers `500` with the code `INTERNAL_SERVER_ERROR`',
    );
    for (const call of [() => client.awaited.query(), () => client.plain.query()]) {
      const error = (await rejection(call)) as TRPCClientError<typeof router>;
      expect([asPrinted(error), error.data?.httpStatus, error.data?.code]).toEqual([
        printed(section),
        500,
        'INTERNAL_SERVER_ERROR',
      ]);
    }
  });
});
