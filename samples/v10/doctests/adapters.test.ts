// Backs what the 10.x pages say of every adapter: each claim is a row run against every adapter
// the version documents (standalone, Express, Fastify, a Next.js API route, fetch, AWS Lambda
// with payload 1.0 and 2.0), and where the pages say an adapter differs, the test reads the
// page's own table and holds each adapter to its row. A new claim of the form "every adapter…"
// is one more test in the `describe` below.
import { initTRPC, TRPCError, type AnyRouter } from '@trpc/server';
import { awsLambdaRequestHandler } from '@trpc/server/adapters/aws-lambda';
import { createExpressMiddleware } from '@trpc/server/adapters/express';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
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
import { serveNextApiRoute, served, type Served } from './serve';

/** A request to one procedure, as a client on the network sends it. */
type Call = {
  method: string;
  procedure: string;
  headers?: Record<string, string>;
  /** `undefined`: no body at all. */
  body?: string;
};
type Answer = { status: number; headers: Record<string, string>; body: string };

type Options = {
  router: AnyRouter;
  onError?: (opts: { error: TRPCError; path: string | undefined }) => void;
  responseMeta?: () => { headers?: Record<string, string>; status?: number };
};

type Adapter = { name: string; send: (call: Call) => Promise<Answer>; close: () => Promise<void> };

const ENDPOINT = '/trpc';

/**
 * An adapter served on a free port: each call is a real HTTP request. The standalone server
 * answers at the root (it has no endpoint option); the others are mounted at `ENDPOINT`.
 */
function overHttp(name: string, server: Promise<Served>, endpoint = ENDPOINT): Promise<Adapter> {
  return server.then((live) => ({
    name,
    close: live.close,
    async send({ method, procedure, headers, body }) {
      const response = await fetch(`${live.origin}${endpoint}/${procedure}`, {
        method,
        headers,
        body,
      });
      return answerOf(response);
    },
  }));
}

async function answerOf(response: Response): Promise<Answer> {
  return {
    status: response.status,
    headers: Object.fromEntries(response.headers),
    body: await response.text(),
  };
}

const lambdaContext = { awsRequestId: 'req-1' } as LambdaContext;

/** A REST API event (payload 1.0): API Gateway sends `body: null` for a request without one. */
function eventV1({ method, procedure, headers = {}, body }: Call): APIGatewayProxyEvent {
  return {
    httpMethod: method,
    resource: `/${procedure}`,
    path: `/${procedure}`,
    headers,
    multiValueHeaders: {},
    queryStringParameters: null,
    multiValueQueryStringParameters: null,
    pathParameters: null,
    stageVariables: null,
    body: body ?? null,
    isBase64Encoded: false,
    requestContext: {} as APIGatewayProxyEvent['requestContext'],
  };
}

/** An HTTP API event (payload 2.0): no `body` for a request without one. */
function eventV2({ method, procedure, headers = {}, body }: Call): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: `ANY /${procedure}`,
    rawPath: `/${procedure}`,
    rawQueryString: '',
    headers,
    ...(body === undefined ? {} : { body }),
    isBase64Encoded: false,
    requestContext: { http: { method } } as APIGatewayProxyEventV2['requestContext'],
  };
}

function lambda(name: string, options: Options, event: (call: Call) => unknown): Adapter {
  const handler = awsLambdaRequestHandler(options) as unknown as (
    event: unknown,
    context: LambdaContext,
  ) => Promise<APIGatewayProxyResult>;
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

/** Every adapter 10.x documents, each serving `options`. */
async function openAdapters(options: Options): Promise<Adapter[]> {
  const app = express();
  app.use(ENDPOINT, createExpressMiddleware(options));
  const server = fastify();
  await server.register<FastifyTRPCPluginOptions<AnyRouter>>(fastifyTRPCPlugin, {
    prefix: ENDPOINT,
    trpcOptions: options,
  });
  await server.listen({ port: 0, host: '::' });
  const standalone = createHTTPServer(options);
  standalone.server.listen(0);
  const overNetwork = await Promise.all([
    overHttp('standalone', served(standalone.server), ''),
    overHttp('Express', served(app.listen(0))),
    overHttp('Fastify', served(server.server)),
    overHttp('Next.js', serveNextApiRoute(createNextApiHandler(options), ENDPOINT)),
  ]);
  const fetchAdapter: Adapter = {
    name: 'fetch',
    close: async () => {},
    async send({ method, procedure, headers, body }) {
      const req = new Request(`http://localhost${ENDPOINT}/${procedure}`, {
        method,
        headers,
        body,
      });
      return answerOf(await fetchRequestHandler({ ...options, endpoint: ENDPOINT, req }));
    },
  };
  return [
    ...overNetwork,
    fetchAdapter,
    lambda('AWS Lambda, payload 1.0', options, eventV1),
    lambda('AWS Lambda, payload 2.0', options, eventV2),
  ];
}

const t = initTRPC.create();
const router = t.router({
  // Says what reached it: nothing, or the value as JSON (`null`, `{}`).
  echo: t.procedure
    .input(z.unknown())
    .mutation(({ input }) => (input === undefined ? 'no input' : JSON.stringify(input))),
  fails: t.procedure.query(() => {
    throw new TRPCError({ code: 'NOT_FOUND', message: 'no such trail' });
  }),
  ok: t.procedure.query(() => 'ok'),
});

const rpc = loadPage('docs/further/rpc.md');
const errors: { adapter: string; code: string; path: string | undefined }[] = [];
let current = '';
let adapters: Adapter[] = [];

beforeAll(async () => {
  adapters = await openAdapters({
    router,
    onError: ({ error, path }) => errors.push({ adapter: current, code: error.code, path }),
    responseMeta: () => ({ headers: { 'cache-control': 'max-age=60' } }),
  });
});
afterAll(() => Promise.all(adapters.map((adapter) => adapter.close())));

/** Sends `call` through every adapter, each named. */
async function everyAdapter(call: Call): Promise<Map<string, Answer>> {
  const answers = new Map<string, Answer>();
  for (const adapter of adapters) {
    current = adapter.name;
    answers.set(adapter.name, await adapter.send(call));
  }
  return answers;
}

describe('every adapter 10.x documents', () => {
  it('is in the matrix', () => {
    expect(adapters.map((adapter) => adapter.name)).toEqual([
      'standalone',
      'Express',
      'Fastify',
      'Next.js',
      'fetch',
      'AWS Lambda, payload 1.0',
      'AWS Lambda, payload 2.0',
    ]);
  });

  it(`${rpc.page}: a POST without a body reaches the procedure as the page's table says`, async () => {
    const [table] = rpc.tables({ section: 'A POST without a body' });
    // Cells as plain text: the page's code spans lose their backticks.
    const column = 'A POST with no body reaches the procedure as';
    const said = new Map<string, string>();
    for (const row of table ?? []) said.set(row.Adapter ?? '', row[column] ?? '');
    expect(said.size, 'rows of the table').toBeGreaterThan(0);
    /** The page's row for an adapter and content type. */
    const rowFor = (adapter: string, typed: boolean) => {
      if (adapter === 'Fastify' || adapter === 'Next.js')
        return typed
          ? `${adapter}, with content-type: application/json`
          : `${adapter}, without a content type`;
      if (adapter === 'AWS Lambda, payload 1.0') return 'AWS Lambda, payload 1.0 (body: null)';
      if (adapter === 'AWS Lambda, payload 2.0') return 'AWS Lambda, payload 2.0 (no body)';
      return 'standalone, Express, fetch';
    };
    const measured: string[] = [];
    const expected: string[] = [];
    for (const typed of [true, false]) {
      const answers = await everyAdapter({
        method: 'POST',
        procedure: 'echo',
        headers: typed ? { 'content-type': 'application/json' } : {},
      });
      for (const [adapter, answer] of answers) {
        const reached =
          answer.status === 200
            ? (JSON.parse(answer.body) as { result: { data: string } }).result.data
            : `status ${answer.status}`;
        const row = rowFor(adapter, typed);
        measured.push(`${adapter}, ${typed ? 'typed' : 'untyped'}: ${reached}`);
        expected.push(
          `${adapter}, ${typed ? 'typed' : 'untyped'}: ${said.get(row) ?? `no row "${row}"`}`,
        );
      }
    }
    expect(measured).toEqual(expected);
  });

  it(`${rpc.page}: a method other than GET, POST and HEAD answers 405 METHOD_NOT_SUPPORTED`, async () => {
    const [row] =
      rpc
        .tables({ section: 'Methods' })[0]
        ?.filter((r) => r['HTTP method']?.startsWith('anything else')) ?? [];
    const message = /(Unexpected request method) PUT/.exec(row?.Input ?? '')?.[1];
    expect(message).toBe('Unexpected request method');
    for (const method of ['PUT', 'DELETE', 'OPTIONS']) {
      const answers = await everyAdapter({ method, procedure: 'ok' });
      for (const [adapter, answer] of answers) {
        expect(`${adapter} ${method}: ${answer.status}`).toBe(`${adapter} ${method}: 405`);
        expect(answer.body, `${adapter} ${method}`).toContain(`${message} ${method}`);
      }
    }
  });

  it('every adapter calls onError with the error and the path (error-handling.md)', async () => {
    errors.length = 0;
    const answers = await everyAdapter({ method: 'GET', procedure: 'fails' });
    for (const [adapter, answer] of answers)
      expect(`${adapter}: ${answer.status}`).toBe(`${adapter}: 404`);
    expect(errors).toEqual(
      adapters.map((adapter) => ({ adapter: adapter.name, code: 'NOT_FOUND', path: 'fails' })),
    );
  });

  it("every adapter adds responseMeta's headers to the answer (caching.md)", async () => {
    const answers = await everyAdapter({ method: 'GET', procedure: 'ok' });
    for (const [adapter, answer] of answers)
      expect(`${adapter}: ${answer.headers['cache-control']}`).toBe(`${adapter}: max-age=60`);
  });
  it(`${rpc.page}: a form-encoded body gets what the page's table says`, async () => {
    const [table] = rpc.tables({ section: 'A body that is not JSON' });
    const column = 'A form-encoded POST body gets';
    const said = new Map<string, string>();
    for (const row of table ?? [])
      for (const name of (row.Adapter ?? '').replace(' (both payloads)', '').split(', ')) {
        const cell = row[column] ?? '';
        // An adapter in two rows matches neither.
        said.set(name, said.has(name) ? `two rows: ${said.get(name)} | ${cell}` : cell);
      }
    const rowName = (adapter: string) => adapter.replace(/, payload .*/, '');
    errors.length = 0;
    const answers = await everyAdapter({
      method: 'POST',
      procedure: 'echo',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'title=Hi',
    });
    const measured: string[] = [];
    const expected: string[] = [];
    for (const [adapter, answer] of answers) {
      const body = JSON.parse(answer.body) as {
        result?: { data: string };
        // Fastify's own answers carry `error` as a word ("Unsupported Media Type").
        error?: { message: string; data: { code: string } } | string;
        code?: string;
      };
      const got = body.result
        ? `the procedure, with the input ${body.result.data}`
        : typeof body.error === 'object'
          ? `${answer.status} ${body.error.data.code}, ${body.error.message}`
          : `${answer.status}, answered by ${adapter} itself (${body.code})`;
      measured.push(`${adapter}: ${got}`);
      const row = said.get(rowName(adapter)) ?? 'no row';
      // The table's words, reduced to what the answer shows.
      const reduced = row
        .replace(/^(\d{3}) (PARSE_ERROR), (.*)$/, '$1 $2, $3')
        .replace(/^the procedure, with the input (\{.*\}): .*$/, 'the procedure, with the input $1')
        .replace(
          /^(\d{3}), answered by \w+ itself \((\w+)\).*$/,
          `$1, answered by ${adapter} itself ($2)`,
        );
      expected.push(`${adapter}: ${reduced}`);
    }
    expect(measured).toEqual(expected);
    // Only the adapters that answer with a tRPC error call onError.
    expect(errors.map((error) => error.adapter)).toEqual(
      [...answers]
        .filter(([, answer]) => answer.body.includes('PARSE_ERROR'))
        .map(([name]) => name),
    );
  });

  it(`${rpc.page}: HEAD answers 204 with no body`, async () => {
    const answers = await everyAdapter({ method: 'HEAD', procedure: 'ok' });
    for (const [adapter, answer] of answers)
      expect(`${adapter}: ${answer.status} ${JSON.stringify(answer.body)}`).toBe(
        `${adapter}: 204 ""`,
      );
  });
});
