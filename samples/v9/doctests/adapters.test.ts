// Backs what the 9.x pages say of every adapter: each claim is a row run against every adapter
// the 9.x pages document (standalone, Express, Fastify, a Next.js API route, AWS Lambda with
// payload 1.0 and 2.0), each row reads the page's own words or table, and a failure names the
// adapter. 9.27.4 has no fetch adapter, and the WebSocket adapter speaks another protocol
// (further/subscriptions.md), so neither is a column here. A new claim of the form "every
// adapter…" is one more test in the `describe` below.
import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as trpc from '@trpc/server';
import { awsLambdaRequestHandler } from '@trpc/server/adapters/aws-lambda';
import { createExpressMiddleware } from '@trpc/server/adapters/express';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import { createNextApiHandler } from '@trpc/server/adapters/next';
import { createHTTPServer } from '@trpc/server/adapters/standalone';
import type {
  APIGatewayProxyEvent,
  APIGatewayProxyEventV2,
  APIGatewayProxyResult,
  Context as LambdaContext,
} from 'aws-lambda';
import express from 'express';
import fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadPage } from '../../doctest';
import { serveNextApiRoute, type Served } from './serve';

/** A request to one procedure (or a batch), as a client on the network sends it. */
type Call = {
  method: string;
  /** The path after the endpoint, with its query string: `ok`, `ok,ok?batch=1&input=…`. */
  procedure: string;
  headers?: Record<string, string>;
  /** `undefined`: no body at all. */
  body?: string;
};
type Answer = { status: number; headers: Record<string, string>; body: string };
type Adapter = { name: string; send: (call: Call) => Promise<Answer>; close: () => Promise<void> };

type Context = { user?: string; status?: number };
type Options = {
  router: trpc.AnyRouter;
  batching?: { enabled: boolean };
  /** Whether the adapter gets a createContext at all (context.md: without one, ctx is undefined). */
  withContext?: boolean;
};

// rpc.md's exchanges were printed from a router served here; the matrix serves the same path.
const ENDPOINT = '/api/trpc';

/** What a call did on the server, each entry named by the adapter that was sent the call. */
const seen = {
  contexts: [] as { adapter: string; keys: string[] }[],
  errors: [] as {
    adapter: string;
    code: string;
    path: string | undefined;
    type: string;
    ctx: string;
    req: boolean;
  }[],
  metas: [] as { adapter: string; paths: string[] | undefined; type: string }[],
};
let current = '';

/**
 * The context every adapter builds from the request's headers. `x-fail` makes it throw: a
 * TRPCError with that code, or a plain Error for `plain`.
 */
function contextFrom(headers: Record<string, string | string[] | undefined>): Context {
  const fail = headers['x-fail'];
  if (fail === 'plain') throw new Error('no context today');
  if (typeof fail === 'string') throw new trpc.TRPCError({ code: fail as trpc.TRPCError['code'] });
  const status = headers['x-status'];
  const user = headers['x-user-name'];
  return {
    ...(typeof user === 'string' ? { user } : {}),
    ...(typeof status === 'string' ? { status: Number(status) } : {}),
  };
}

/** The options every adapter shares: the hooks record what they were called with. */
function shared({ router, batching }: Options) {
  return {
    router,
    ...(batching ? { batching } : {}),
    onError({
      error,
      path,
      type,
      ctx,
      req,
    }: {
      error: trpc.TRPCError;
      path: string | undefined;
      type: string;
      ctx?: unknown;
      req: unknown;
    }) {
      seen.errors.push({
        adapter: current,
        code: error.code,
        path,
        type,
        ctx: ctx === undefined ? 'undefined' : 'set',
        req: typeof req === 'object' && req !== null,
      });
    },
    responseMeta({ ctx, paths, type }: { ctx?: unknown; paths?: string[]; type: string }) {
      seen.metas.push({ adapter: current, paths, type });
      const status = (ctx as Context | undefined)?.status;
      return { headers: { 'cache-control': 'max-age=60' }, ...(status ? { status } : {}) };
    },
  };
}

/** A server that listens (or is about to), as a base URL and a way to stop it. */
async function served(server: Server): Promise<Served> {
  if (!server.listening) await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function answerOf(response: Response): Promise<Answer> {
  return {
    status: response.status,
    headers: Object.fromEntries(response.headers),
    body: await response.text(),
  };
}

/**
 * An adapter served on a free port: each call is a real HTTP request. The standalone server
 * answers at its root (it has no endpoint option); the others are mounted at `ENDPOINT`.
 */
async function overHttp(name: string, server: Promise<Served>, endpoint = ENDPOINT) {
  const live = await server;
  const adapter: Adapter = {
    name,
    close: live.close,
    async send({ method, procedure, headers, body }) {
      return answerOf(
        await fetch(`${live.origin}${endpoint}/${procedure}`, { method, headers, body }),
      );
    },
  };
  return adapter;
}

const lambdaContext = { awsRequestId: 'req-1' } as LambdaContext;

/** A call's procedure path and its query string (`procedure` may end in `?batch=1&…`). */
function pathAndQuery(procedure: string) {
  const [path = '', query = ''] = procedure.split('?');
  const parameters = Object.fromEntries(new URLSearchParams(query));
  return { path, query, parameters: query ? parameters : null };
}

/** A REST API event (payload 1.0), route `ANY /api/trpc/{proxy+}`: `body: null` without one. */
function eventV1({ method, procedure, headers = {}, body }: Call): APIGatewayProxyEvent {
  const { path, parameters } = pathAndQuery(procedure);
  return {
    httpMethod: method,
    resource: `${ENDPOINT}/{proxy+}`,
    path: `${ENDPOINT}/${path}`,
    pathParameters: { proxy: path },
    headers,
    multiValueHeaders: {},
    queryStringParameters: parameters,
    multiValueQueryStringParameters: null,
    stageVariables: null,
    body: body ?? null,
    isBase64Encoded: false,
    requestContext: {} as APIGatewayProxyEvent['requestContext'],
  };
}

/** An HTTP API event (payload 2.0), route `ANY /api/trpc/{proxy+}`: no `body` without one. */
function eventV2({ method, procedure, headers = {}, body }: Call): APIGatewayProxyEventV2 {
  const { path, query, parameters } = pathAndQuery(procedure);
  return {
    version: '2.0',
    routeKey: `ANY ${ENDPOINT}/{proxy+}`,
    rawPath: `${ENDPOINT}/${path}`,
    rawQueryString: query,
    pathParameters: { proxy: path },
    ...(parameters ? { queryStringParameters: parameters } : {}),
    headers,
    ...(body === undefined ? {} : { body }),
    isBase64Encoded: false,
    requestContext: { http: { method } } as APIGatewayProxyEventV2['requestContext'],
  };
}

function lambda(name: string, options: Options, event: (call: Call) => unknown): Adapter {
  const createContext = (opts: { event: { headers: Record<string, string | undefined> } }) => {
    seen.contexts.push({ adapter: current, keys: Object.keys(opts) });
    return contextFrom(opts.event.headers);
  };
  const handler = awsLambdaRequestHandler({
    ...shared(options),
    ...(options.withContext === false ? {} : { createContext }),
  }) as unknown as (event: unknown, context: LambdaContext) => Promise<APIGatewayProxyResult>;
  return {
    name,
    close: async () => {},
    async send(call) {
      const result = await handler(event(call), lambdaContext);
      const headers: Record<string, string> = {};
      for (const [key, value] of Object.entries(result.headers ?? {}))
        headers[key.toLowerCase()] = String(value);
      return { status: result.statusCode, headers, body: result.body ?? '' };
    },
  };
}

/** Every adapter the 9.x pages document, each serving `options`. */
async function openAdapters(options: Options): Promise<Adapter[]> {
  // Each Node adapter hands createContext `{ req, res, … }`; the headers are on `req`.
  const fromNode = (opts: { req: { headers: Record<string, string | string[] | undefined> } }) => {
    seen.contexts.push({ adapter: current, keys: Object.keys(opts) });
    return contextFrom(opts.req.headers);
  };
  const node = {
    ...shared(options),
    ...(options.withContext === false ? {} : { createContext: fromNode }),
  };
  const app = express();
  app.use(ENDPOINT, createExpressMiddleware(node));
  const server = fastify();
  const plugin: FastifyTRPCPluginOptions<trpc.AnyRouter> = { prefix: ENDPOINT, trpcOptions: node };
  await server.register(fastifyTRPCPlugin, plugin);
  await server.listen({ port: 0, host: '127.0.0.1' });
  const standalone = createHTTPServer(node);
  standalone.server.listen(0);
  const overNetwork = await Promise.all([
    overHttp('standalone', served(standalone.server), ''),
    overHttp('Express', served(app.listen(0))),
    overHttp('Fastify', served(server.server)),
    overHttp('Next.js', serveNextApiRoute(createNextApiHandler(node), ENDPOINT)),
  ]);
  return [
    ...overNetwork,
    lambda('AWS Lambda, payload 1.0', options, eventV1),
    lambda('AWS Lambda, payload 2.0', options, eventV2),
  ];
}

/**
 * Where an adapter departs from a page's claim and no 9.x page says so yet, keyed by the row's
 * label: what the pinned packages answer. A row holds that adapter to this answer instead of the
 * page's, so it still fails when the page's claim or the adapter's behaviour changes; once a page
 * has a table for the difference, the row reads the table instead.
 */
/**
 * rpc.md's table of the bodies Next.js reads itself, in a row's terms: each Next.js answer it
 * gives, keyed like the rows' labels (`Next.js POST <body>`).
 */
function nextJsAnswers(): Record<string, string> {
  const [table] = rpc.tables({ section: 'A body read by Next.js' });
  const out: Record<string, string> = {};
  for (const row of table ?? []) {
    const body = /such as (.+)$/.exec(row['A POST body'] ?? '')?.[1] ?? '';
    const cell = row['Next.js API route'] ?? '';
    const plain = /^(\d{3}) with the plain text (.+?), from Next\.js/.exec(cell);
    const code = /^(\d{3}) (\w+)/.exec(cell);
    out[`Next.js POST ${body}`] = plain
      ? `${plain[1]}, not JSON: ${JSON.stringify(plain[2])}, onError ${/onError is not called/.test(cell) ? 'not called' : 'called'}`
      : code
        ? `${code[1]} ${code[2]}`
        : `no answer in "${cell}"`;
  }
  return out;
}

/** The page's words for `label`: its general rule, or its Next.js table where that says more. */
const pageSays = (label: string, said: string) => `${label}: ${nextJsAnswers()[label] ?? said}`;

/** Sends `call` through every adapter of `through`, each named. */
async function everyAdapter(call: Call, through = adapters): Promise<Map<string, Answer>> {
  const answers = new Map<string, Answer>();
  for (const adapter of through) {
    current = adapter.name;
    answers.set(adapter.name, await adapter.send(call));
  }
  return answers;
}

type Envelope = {
  result?: { data: unknown };
  error?: { message: string; code: number; data: { code: string; httpStatus: number } };
};

/** An answer in a row's terms: the status and the tRPC code, or what else came back. */
function outcome(answer: Answer): string {
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return `${answer.status}, not JSON: ${JSON.stringify(answer.body)}`;
  }
  const envelope = body as Envelope;
  if (envelope.error?.data) return `${answer.status} ${envelope.error.data.code}`;
  if (envelope.result) return `${answer.status} result`;
  if (Array.isArray(body)) return `${answer.status} array`;
  return `${answer.status}, not a tRPC envelope: ${answer.body}`;
}

/** A GET of `throws`, which throws a TRPCError with `code`. */
const throwing = (code: string): Call => ({
  method: 'GET',
  procedure: `throws?input=${encodeURIComponent(JSON.stringify(code))}`,
});

/** A batched GET of the procedures in `calls`, each with its input (`undefined`: none). */
function batch(calls: [string, unknown][]): Call {
  const inputs = Object.fromEntries(
    calls.flatMap(([, input], i) => (input === undefined ? [] : [[i, input]])),
  );
  return {
    method: 'GET',
    procedure: `${calls.map(([name]) => name).join(',')}?batch=1&input=${encodeURIComponent(
      JSON.stringify(inputs),
    )}`,
  };
}

const rpc = loadPage('versioned_docs/version-9.x/further/rpc.md', { scratch: 'adapters' });
const handling = loadPage('versioned_docs/version-9.x/server/error-handling.md');
const caching = loadPage('versioned_docs/version-9.x/server/caching.md');
const contextPage = loadPage('versioned_docs/version-9.x/server/context.md');
let router: trpc.AnyRouter;
let adapters: Adapter[] = [];

beforeAll(async () => {
  // rpc.md's own router, so its printed exchanges run as printed, beside the rows' procedures.
  const { appRouter } = await rpc.import<{ appRouter: trpc.AnyRouter }>('server/routers/_app.ts');
  router = trpc
    .router<Context | undefined>()
    .merge(appRouter)
    .query('ok', { resolve: () => 'ok' })
    .query('whoami', { resolve: ({ ctx }) => ctx?.user ?? 'anonymous' })
    .query('ctx', { resolve: ({ ctx }) => (ctx === undefined ? 'undefined' : 'set') })
    .query('fails', {
      resolve: () => {
        throw new trpc.TRPCError({ code: 'NOT_FOUND', message: 'no such trail' });
      },
    })
    .query('throws', {
      input: z.string(),
      resolve: ({ input }) => {
        throw new trpc.TRPCError({ code: input as trpc.TRPCError['code'] });
      },
    })
    .mutation('echo', {
      input: z.unknown(),
      resolve: ({ input }) => (input === undefined ? 'no input' : JSON.stringify(input)),
    });
  adapters = await openAdapters({ router });
});
afterAll(() => Promise.all(adapters.map((adapter) => adapter.close())));

/** Runs `check` against a matrix opened with `options`, then closes it. */
async function withAdapters(options: Options, check: (opened: Adapter[]) => Promise<void>) {
  const opened = await openAdapters(options);
  try {
    await check(opened);
  } finally {
    await Promise.all(opened.map((adapter) => adapter.close()));
  }
}

describe('every adapter the 9.x pages document', () => {
  it('is in the matrix', () => {
    expect(adapters.map((adapter) => adapter.name)).toEqual([
      'standalone',
      'Express',
      'Fastify',
      'Next.js',
      'AWS Lambda, payload 1.0',
      'AWS Lambda, payload 2.0',
    ]);
  });

  it(`${rpc.page}: every adapter answers the page's printed requests as printed`, async () => {
    const exchanges = rpc.exchanges();
    expect(exchanges.length, 'printed exchanges').toBeGreaterThan(5);
    const measured: string[] = [];
    const expected: string[] = [];
    for (const { request, response, line } of exchanges) {
      expect(request.target.startsWith(`${ENDPOINT}/`), `line ${line}`).toBe(true);
      const answers = await everyAdapter({
        method: request.method,
        procedure: request.target.slice(ENDPOINT.length + 1),
        headers: request.headers,
        ...(request.body === '' ? {} : { body: request.body }),
      });
      // The media type only: Fastify adds `; charset=utf-8` to the type tRPC sets.
      const printedType = response.headers['content-type'] ?? 'none';
      for (const [adapter, answer] of answers) {
        const type = answer.headers['content-type']?.split(';')[0] ?? 'none';
        const body = answer.body === '' ? '' : (JSON.parse(answer.body) as unknown);
        const label = `${adapter}, ${request.method} ${request.target} (line ${line})`;
        measured.push(`${label}: ${answer.status} ${type} ${JSON.stringify(body)}`);
        expected.push(
          `${label}: ${response.status} ${printedType} ${JSON.stringify(response.body)}`,
        );
      }
    }
    expect(measured).toEqual(expected);
  });

  it(`${rpc.page}: every adapter treats each HTTP method as the Methods table says`, async () => {
    const table = rpc.tables({ section: 'Methods' })[0] ?? [];
    const said = new Map(table.map((row) => [row['HTTP method'] ?? '', row]));
    expect([...said.keys()]).toEqual(['GET', 'POST', 'HEAD', 'anything else']);
    // "anything else": the methods a client can send besides these three.
    const methods = ['GET', 'POST', 'HEAD', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'];
    const measured: string[] = [];
    const expected: string[] = [];
    for (const method of methods) {
      const row = said.get(method) ?? said.get('anything else');
      const answers = await everyAdapter(
        method === 'POST'
          ? {
              method,
              procedure: 'echo',
              headers: { 'content-type': 'application/json' },
              body: '1',
            }
          : { method, procedure: 'ok' },
      );
      for (const [adapter, answer] of answers) {
        // What the call did, in the table's words.
        const ran = outcome(answer);
        const got =
          ran === '200 result'
            ? `calls ${method === 'GET' ? 'a .query()' : 'a .mutation()'}`
            : answer.body === ''
              ? `calls nothing, answers ${answer.status} with no body`
              : `calls nothing, ${ran}`;
        measured.push(`${adapter} ${method}: ${got}`);
        const input = row?.Input ?? '';
        const refused = /^(\d{3}), error code (\w+)$/.exec(input);
        const empty = /^answers (\d{3}) /.exec(input);
        expected.push(
          `${adapter} ${method}: ${
            row?.Calls !== 'nothing'
              ? `calls ${row?.Calls}`
              : refused
                ? `calls nothing, ${refused[1]} ${refused[2]}`
                : `calls nothing, answers ${empty?.[1]} with no body`
          }`,
        );
      }
    }
    expect(measured).toEqual(expected);
  });

  it(`${rpc.page}: every adapter answers a mutation's path with GET, and a query's with POST, 404 NOT_FOUND`, async () => {
    const said =
      /Calling a mutation's path with `GET` \(or a query's with `POST`\) answers `(\d{3}) (\w+)`/.exec(
        rpc.markdown,
      );
    expect(said, 'the sentence on the wrong method').not.toBeNull();
    const measured: string[] = [];
    const expected: string[] = [];
    const calls: Call[] = [
      { method: 'GET', procedure: 'echo' },
      {
        method: 'POST',
        procedure: 'ok',
        headers: { 'content-type': 'application/json' },
        body: '{"a":1}',
      },
    ];
    for (const call of calls) {
      for (const [adapter, answer] of await everyAdapter(call)) {
        measured.push(`${adapter} ${call.method} ${call.procedure}: ${outcome(answer)}`);
        expected.push(`${adapter} ${call.method} ${call.procedure}: ${said?.[1]} ${said?.[2]}`);
      }
    }
    expect(measured).toEqual(expected);
  });

  it(`${rpc.page}: every adapter passes a POST's JSON body to the mutation as its input`, async () => {
    const [row] =
      rpc.tables({ section: 'Methods' })[0]?.filter((r) => r['HTTP method'] === 'POST') ?? [];
    expect(row?.Input).toBe('the JSON request body');
    const measured: string[] = [];
    const expected: string[] = [];
    for (const body of ['{"title":"Hi"}', '[1,2]', '7', 'null', '"Hi"']) {
      const answers = await everyAdapter({
        method: 'POST',
        procedure: 'echo',
        headers: { 'content-type': 'application/json' },
        body,
      });
      for (const [adapter, answer] of answers) {
        const ran = outcome(answer);
        const data = (JSON.parse(answer.body) as Envelope).result?.data;
        measured.push(
          `${adapter} POST ${body}: ${ran === '200 result' ? `input ${String(data)}` : ran}`,
        );
        expected.push(pageSays(`${adapter} POST ${body}`, `input ${body}`));
      }
    }
    expect(measured).toEqual(expected);
  });

  it(`${rpc.page}: input that is not valid JSON answers 400 PARSE_ERROR, in the URL and in the body`, async () => {
    const said = /input that is not valid JSON answers `(\d{3}) (\w+)`/.exec(rpc.markdown);
    expect(said, 'the sentence on invalid JSON').not.toBeNull();
    const [, status = '', code = ''] = said ?? [];
    const cut = '{"a":';
    const calls: [string, Call][] = [
      [`GET ?input=${cut}`, { method: 'GET', procedure: `ok?input=${encodeURIComponent(cut)}` }],
      [
        `POST ${cut}`,
        {
          method: 'POST',
          procedure: 'echo',
          headers: { 'content-type': 'application/json' },
          body: cut,
        },
      ],
    ];
    const measured: string[] = [];
    const expected: string[] = [];
    for (const [label, call] of calls) {
      seen.errors.length = 0;
      for (const [adapter, answer] of await everyAdapter(call)) {
        const error = seen.errors.find((e) => e.adapter === adapter)?.code ?? 'not called';
        measured.push(`${adapter} ${label}: ${outcome(answer)}, onError ${error}`);
        expected.push(pageSays(`${adapter} ${label}`, `${status} ${code}, onError ${code}`));
      }
    }
    expect(measured).toEqual(expected);
  });

  it(`${handling.page}: every adapter calls onError with the error, the path, the type and its request`, async () => {
    const listed = /Every adapter \(([^)]+)\) accepts `onError`/.exec(handling.markdown)?.[1];
    expect(listed, 'the list of adapters that take onError').toBeDefined();
    const names = (listed ?? '').split(', ');
    // The page names Lambda once, for both payload formats.
    for (const adapter of adapters)
      expect(names, adapter.name).toContain(
        adapter.name.replace(/^AWS (Lambda), payload .*/, '$1'),
      );
    seen.errors.length = 0;
    const answers = await everyAdapter({ method: 'GET', procedure: 'fails' });
    for (const [adapter, answer] of answers)
      expect(`${adapter}: ${outcome(answer)}`).toBe(`${adapter}: 404 NOT_FOUND`);
    expect(seen.errors).toEqual(
      adapters.map((adapter) => ({
        adapter: adapter.name,
        code: 'NOT_FOUND',
        path: 'fails',
        type: 'query',
        ctx: 'set',
        req: true,
      })),
    );
  });

  it(`${handling.page}: every adapter calls onError with path undefined for an error before any procedure, and ctx undefined except for a batch input that is not an object`, async () => {
    const paragraph =
      handling.markdown.split('\n').find((line) => line.startsWith('`path` is `undefined`')) ?? '';
    // Each error the paragraph names with its status: `CODE`, status.
    const named = [...paragraph.matchAll(/\(`(\w+)`, (\d{3})/g)].map(([, code = '', status]) => ({
      code,
      status,
    }));
    expect(named.map(({ code }) => code)).toEqual([
      'METHOD_NOT_SUPPORTED',
      'PARSE_ERROR',
      'INTERNAL_SERVER_ERROR',
      'BAD_REQUEST',
    ]);
    const exceptLast = paragraph.includes('`ctx` is `undefined` in all of these except the last');
    // A request that raises each named error; batching is disabled in a matrix of its own.
    const requests: Record<string, Call> = {
      METHOD_NOT_SUPPORTED: { method: 'PUT', procedure: 'ok' },
      PARSE_ERROR: { method: 'GET', procedure: 'ok?input=%7B' },
      INTERNAL_SERVER_ERROR: batch([['ok', undefined]]),
      BAD_REQUEST: { method: 'GET', procedure: `ok,ok?batch=1&input=${encodeURIComponent('"1"')}` },
    };
    const measured: string[] = [];
    const expected: string[] = [];
    const record = async (code: string, through: Adapter[]) => {
      seen.errors.length = 0;
      const call = requests[code] ?? { method: 'GET', procedure: 'ok' };
      const answers = await everyAdapter(call, through);
      for (const [adapter, answer] of answers) {
        const error = seen.errors.find((e) => e.adapter === adapter);
        measured.push(
          `${adapter} ${code}: ${outcome(answer)}, onError path ${error?.path} ctx ${error?.ctx}`,
        );
      }
    };
    for (const [i, { code, status }] of named.entries()) {
      if (code === 'INTERNAL_SERVER_ERROR')
        await withAdapters({ router, batching: { enabled: false } }, (opened) =>
          record(code, opened),
        );
      else await record(code, adapters);
      const ctx = exceptLast && i === named.length - 1 ? 'set' : 'undefined';
      for (const adapter of adapters)
        expected.push(
          `${adapter.name} ${code}: ${status} ${code}, onError path undefined ctx ${ctx}`,
        );
    }
    expect(measured).toEqual(expected);
  });

  it(`${handling.page}: every adapter answers each code of the page's table with its HTTP status and JSON-RPC number`, async () => {
    const rows = handling.tables({ section: 'Error codes' })[0] ?? [];
    expect(rows.length).toBe(12);
    const measured: string[] = [];
    const expected: string[] = [];
    for (const row of rows) {
      const code = row.Code ?? '';
      for (const [adapter, answer] of await everyAdapter(throwing(code))) {
        const { error } = JSON.parse(answer.body) as Envelope;
        measured.push(`${adapter} ${code}: ${answer.status} ${error?.code}`);
        expected.push(`${adapter} ${code}: ${row.HTTP} ${row['JSON-RPC']}`);
      }
    }
    expect(measured).toEqual(expected);
  });

  it(`${rpc.page}: every adapter answers each code of the page's table with its HTTP status, and a code the server does not know with 500`, async () => {
    const rows = rpc.tables({ section: 'Error codes' })[0] ?? [];
    expect(rows.length).toBe(12);
    const unknown = /A code the server does not know maps to `(\d{3})`/.exec(rpc.markdown)?.[1];
    expect(unknown, 'the sentence on unknown codes').toBeDefined();
    const measured: string[] = [];
    const expected: string[] = [];
    const codes = [
      ...rows.map((row) => [row.Code ?? '', row['HTTP status']] as const),
      ['NOT_A_CODE', unknown] as const,
    ];
    for (const [code, status] of codes) {
      for (const [adapter, answer] of await everyAdapter(throwing(code))) {
        measured.push(`${adapter} ${code}: ${answer.status}`);
        expected.push(`${adapter} ${code}: ${status}`);
      }
    }
    expect(measured).toEqual(expected);
  });

  it(`${rpc.page}: every adapter gives a batch the status its calls share, or 207 when they differ`, async () => {
    expect(rpc.markdown).toContain(
      "If every call in the batch ends with the same status, that is the response's status.",
    );
    const multi = /If they differ, .*? the response is `(\d{3}) Multi-Status`/.exec(rpc.markdown);
    expect(multi, 'the sentence on mixed batches').not.toBeNull();
    const batches: [string, [string, unknown][], string][] = [
      [
        'all succeed',
        [
          ['ok', undefined],
          ['ok', undefined],
        ],
        '200',
      ],
      [
        'all FORBIDDEN',
        [
          ['throws', 'FORBIDDEN'],
          ['throws', 'FORBIDDEN'],
        ],
        '403',
      ],
      [
        'one succeeds, one NOT_FOUND',
        [
          ['ok', undefined],
          ['fails', undefined],
        ],
        multi?.[1] ?? '',
      ],
      [
        'FORBIDDEN and CONFLICT',
        [
          ['throws', 'FORBIDDEN'],
          ['throws', 'CONFLICT'],
        ],
        multi?.[1] ?? '',
      ],
    ];
    const measured: string[] = [];
    const expected: string[] = [];
    for (const [label, calls, status] of batches) {
      for (const [adapter, answer] of await everyAdapter(batch(calls))) {
        measured.push(`${adapter}, ${label}: ${answer.status}`);
        expected.push(`${adapter}, ${label}: ${status}`);
      }
    }
    expect(measured).toEqual(expected);
  });

  it(`${rpc.page}: every adapter answers an error that stops a whole batch with one envelope, not an array, with that error's status`, async () => {
    expect(rpc.markdown).toContain(
      "is answered with a single error envelope, an object and not an array, with that error's status",
    );
    // The causes the page lists; batching disabled is the next row's.
    const stops: [string, Call][] = [
      ['createContext throwing', { ...batch([['ok', undefined]]), headers: { 'x-fail': 'plain' } }],
      ['input not valid JSON', { method: 'GET', procedure: 'ok,ok?batch=1&input=%7B' }],
      ['input not an object', { method: 'GET', procedure: 'ok,ok?batch=1&input=%5B%5D' }],
    ];
    const measured: string[] = [];
    const expected: string[] = [];
    for (const [label, call] of stops) {
      for (const [adapter, answer] of await everyAdapter(call)) {
        const body = JSON.parse(answer.body) as Envelope | unknown[];
        const shape = Array.isArray(body)
          ? 'an array'
          : `one envelope, status ${body.error?.data.httpStatus}`;
        measured.push(`${adapter}, ${label}: ${shape}, answered ${answer.status}`);
        expected.push(
          `${adapter}, ${label}: one envelope, status ${answer.status}, answered ${answer.status}`,
        );
      }
    }
    expect(measured).toEqual(expected);
  });

  it(`${handling.page}: with batching disabled, every adapter answers a batch 500 INTERNAL_SERVER_ERROR "Batching is not enabled on the server"`, async () => {
    const said =
      /a batch call while batching is disabled \(`(\w+)`, (\d{3}), message \*(.+?)\*\)/.exec(
        handling.markdown,
      );
    expect(said, 'the page says what such a batch gets').not.toBeNull();
    const [, code, status, message] = said ?? [];
    await withAdapters({ router, batching: { enabled: false } }, async (unbatched) => {
      const measured: string[] = [];
      for (const [adapter, answer] of await everyAdapter(batch([['ok', undefined]]), unbatched)) {
        const { error } = JSON.parse(answer.body) as Envelope;
        measured.push(`${adapter}: ${answer.status} ${error?.data.code} ${error?.message}`);
      }
      expect(measured).toEqual(
        adapters.map((adapter) => `${adapter.name}: ${status} ${code} ${message}`),
      );
    });
  });

  it(`${caching.page}: every adapter merges responseMeta's headers into the answer, lets its status override the computed one, and shows it every path and the type`, async () => {
    expect(caching.markdown).toContain(
      'sees every path of the (possibly batched) request, its type',
    );
    expect(caching.markdown).toContain(
      'its headers are merged into the response and its `status` overrides the computed one',
    );
    seen.metas.length = 0;
    const headers = await everyAdapter({ method: 'GET', procedure: 'ok' });
    for (const [adapter, answer] of headers)
      expect(
        `${adapter}: ${answer.headers['cache-control']} ${answer.headers['content-type']}`,
      ).toMatch(new RegExp(`^${adapter}: max-age=60 application/json`));
    // `fails` computes 404; the context carries the status responseMeta returns instead.
    const overridden = await everyAdapter({
      method: 'GET',
      procedure: 'fails',
      headers: { 'x-status': '202' },
    });
    for (const [adapter, answer] of overridden)
      expect(`${adapter}: ${answer.status}`).toBe(`${adapter}: 202`);
    seen.metas.length = 0;
    await everyAdapter(
      batch([
        ['ok', undefined],
        ['whoami', undefined],
      ]),
    );
    expect(seen.metas).toEqual(
      adapters.map((adapter) => ({
        adapter: adapter.name,
        paths: ['ok', 'whoami'],
        type: 'query',
      })),
    );
  });

  it(`${contextPage.page}: every adapter hands createContext what the page's table says, once per request, and its result is ctx`, async () => {
    const table = contextPage.tables({ section: 'What each adapter passes in' })[0] ?? [];
    // The names in the Contains column, without their types in parentheses.
    const said = new Map(
      table.map((row) => [
        row.Adapter ?? '',
        (row.Contains ?? '').replace(/ \([^)]*\)/g, '').split(', '),
      ]),
    );
    const rowName = (adapter: string) =>
      adapter.startsWith('AWS Lambda')
        ? 'AWS Lambda'
        : adapter === 'standalone'
          ? 'Standalone'
          : adapter;
    seen.contexts.length = 0;
    const answers = await everyAdapter({
      ...batch([
        ['whoami', undefined],
        ['whoami', undefined],
        ['ok', undefined],
      ]),
      headers: { 'x-user-name': 'Grace' },
    });
    const measured: string[] = [];
    const expected: string[] = [];
    for (const [adapter, answer] of answers) {
      const calls = seen.contexts.filter((c) => c.adapter === adapter);
      const listed = said.get(rowName(adapter)) ?? [`no row for ${adapter}`];
      const data = (JSON.parse(answer.body) as Envelope[]).map((e) => e.result?.data);
      measured.push(
        `${adapter}: called ${calls.length} time(s) with ${listed
          .filter((key) => calls[0]?.keys.includes(key))
          .join(', ')}; ctx gave ${data.join(', ')}`,
      );
      expected.push(
        `${adapter}: called 1 time(s) with ${listed.join(', ')}; ctx gave Grace, Grace, ok`,
      );
    }
    expect(measured).toEqual(expected);
  });

  it(`${contextPage.page}: if createContext throws, every adapter fails the request, with a 500 for an error that is not a TRPCError`, async () => {
    expect(contextPage.markdown).toContain(
      'If `createContext` throws, the whole request fails, and an error that is not a `TRPCError` becomes a 500.',
    );
    const measured: string[] = [];
    const expected: string[] = [];
    for (const [thrown, status] of [
      ['plain', '500 INTERNAL_SERVER_ERROR'],
      ['UNAUTHORIZED', '401 UNAUTHORIZED'],
    ]) {
      for (const [adapter, answer] of await everyAdapter({
        method: 'GET',
        procedure: 'ok',
        headers: { 'x-fail': thrown ?? '' },
      })) {
        measured.push(`${adapter}, ${thrown}: ${outcome(answer)}`);
        expected.push(`${adapter}, ${thrown}: ${status}`);
      }
    }
    expect(measured).toEqual(expected);
  });

  it(`${contextPage.page}: without createContext, every adapter runs the procedure with ctx undefined`, async () => {
    expect(contextPage.markdown).toMatch(/without it `ctx` is `undefined` in every call/);
    await withAdapters({ router, withContext: false }, async (contextless) => {
      const measured: string[] = [];
      for (const [adapter, answer] of await everyAdapter(
        { method: 'GET', procedure: 'ctx' },
        contextless,
      ))
        measured.push(`${adapter}: ${answer.body}`);
      expect(measured).toEqual(
        adapters.map(
          (adapter) => `${adapter.name}: {"id":null,"result":{"type":"data","data":"undefined"}}`,
        ),
      );
    });
  });
});
