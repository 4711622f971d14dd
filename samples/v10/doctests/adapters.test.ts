// Backs what the 10.x pages say of every adapter: each claim is a row run against every adapter
// the version documents (standalone, Express, Fastify, a Next.js API route, fetch, AWS Lambda
// with payload 1.0 and 2.0), and where the pages say an adapter differs, the test reads the
// page's own table and holds each adapter to its row. A new claim of the form "every adapter…"
// is one more test in the `describe` below.
import { createTRPCProxyClient, httpBatchLink, httpLink } from '@trpc/client';
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
  batching?: { enabled: boolean };
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

/** A call's procedure path and its query string (`procedure` may end in `?batch=1&…`). */
function pathAndQuery(procedure: string) {
  const [path = '', query = ''] = procedure.split('?');
  const parameters = Object.fromEntries(new URLSearchParams(query));
  return { path, query, parameters: query ? parameters : null };
}

/** A REST API event (payload 1.0): API Gateway sends `body: null` for a request without one. */
function eventV1({ method, procedure, headers = {}, body }: Call): APIGatewayProxyEvent {
  const { path, parameters } = pathAndQuery(procedure);
  return {
    httpMethod: method,
    resource: `/${path}`,
    path: `/${path}`,
    headers,
    multiValueHeaders: {},
    queryStringParameters: parameters,
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
  const { path, query, parameters } = pathAndQuery(procedure);
  return {
    version: '2.0',
    routeKey: `ANY /${path}`,
    rawPath: `/${path}`,
    rawQueryString: query,
    ...(parameters ? { queryStringParameters: parameters } : {}),
    headers,
    ...(body === undefined ? {} : { body }),
    isBase64Encoded: false,
    requestContext: { http: { method } } as APIGatewayProxyEventV2['requestContext'],
  };
}

function lambda(name: string, options: Options, event: (call: Call) => unknown): Adapter {
  const handler = awsLambdaRequestHandler({
    ...options,
    createContext: ({
      event: received,
    }: {
      event: { headers: Record<string, string | undefined> };
    }) => ({ user: received.headers['x-user-name'] }) as never,
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

/** Every adapter 10.x documents, each serving `options`. */
async function openAdapters(options: Options): Promise<Adapter[]> {
  // Each adapter's createContext reads a header from the request in that adapter's shape.
  const fromNode = ({ req }: { req: { headers: Record<string, string | string[] | undefined> } }) =>
    ({ user: req.headers['x-user-name'] }) as never;
  const node = { ...options, createContext: fromNode };
  const app = express();
  app.use(ENDPOINT, createExpressMiddleware(node));
  const server = fastify();
  await server.register<FastifyTRPCPluginOptions<AnyRouter>>(fastifyTRPCPlugin, {
    prefix: ENDPOINT,
    trpcOptions: node,
  });
  await server.listen({ port: 0, host: '::' });
  const standalone = createHTTPServer(node);
  standalone.server.listen(0);
  const overNetwork = await Promise.all([
    overHttp('standalone', served(standalone.server), ''),
    overHttp('Express', served(app.listen(0))),
    overHttp('Fastify', served(server.server)),
    overHttp('Next.js', serveNextApiRoute(createNextApiHandler(node), ENDPOINT)),
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
      return answerOf(
        await fetchRequestHandler({
          ...options,
          endpoint: ENDPOINT,
          req,
          createContext: ({ req: request }) =>
            ({ user: request.headers.get('x-user-name') ?? undefined }) as never,
        }),
      );
    },
  };
  return [
    ...overNetwork,
    fetchAdapter,
    lambda('AWS Lambda, payload 1.0', options, eventV1),
    lambda('AWS Lambda, payload 2.0', options, eventV2),
  ];
}

const t = initTRPC.context<{ user?: string }>().create();
const router = t.router({
  whoami: t.procedure.query(({ ctx }) => ctx.user ?? 'anonymous'),
  throws: t.procedure.input(z.string()).query(({ input }) => {
    throw new TRPCError({ code: input as TRPCError['code'] });
  }),
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
const handling = loadPage('docs/server/error-handling.md');
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
  it('every adapter hands createContext the request: a header reaches the procedure (context.md)', async () => {
    const answers = await everyAdapter({
      method: 'GET',
      procedure: 'whoami',
      headers: { 'x-user-name': 'Grace' },
    });
    for (const [adapter, answer] of answers)
      expect(`${adapter}: ${answer.body}`).toBe(`${adapter}: {"result":{"data":"Grace"}}`);
  });

  it("every adapter answers a code with the HTTP status of error-handling.md's table", async () => {
    const rows = handling.tables({ section: 'Error codes' })[0] ?? [];
    // The codes a procedure can throw and the client can see (PARSE_ERROR and the method
    // error come from the adapter; the table says the client never sees PAYLOAD_TOO_LARGE
    // from a body, but a procedure may throw it).
    const thrown = rows.filter((row) => !['PARSE_ERROR'].includes(row.Code ?? ''));
    expect(thrown.length).toBeGreaterThan(10);
    const measured: string[] = [];
    const expected: string[] = [];
    for (const row of thrown) {
      const code = row.Code ?? '';
      const answers = await everyAdapter({
        method: 'GET',
        procedure: `throws?input=${encodeURIComponent(JSON.stringify(code))}`,
      });
      for (const [adapter, answer] of answers) {
        measured.push(`${adapter} ${code}: ${answer.status}`);
        expected.push(`${adapter} ${code}: ${row.HTTP}`);
      }
    }
    expect(measured).toEqual(expected);
  });

  it('every adapter gives a batch the status error-handling.md says: the shared one, or 207 when they differ', async () => {
    const said = handling.markdown;
    expect(said).toContain('whose failed items all share one status uses that status');
    expect(said).toContain('answers `207 Multi-Status`');
    const batch = (codes: string[]) => ({
      method: 'GET',
      procedure: `${codes.map(() => 'throws').join(',')}?batch=1&input=${encodeURIComponent(
        JSON.stringify(Object.fromEntries(codes.map((code, i) => [i, code]))),
      )}`,
    });
    const same = await everyAdapter(batch(['FORBIDDEN', 'FORBIDDEN']));
    const mixed = await everyAdapter(batch(['FORBIDDEN', 'CONFLICT']));
    for (const [adapter, answer] of same)
      expect(`${adapter}: ${answer.status}`).toBe(`${adapter}: 403`);
    for (const [adapter, answer] of mixed)
      expect(`${adapter}: ${answer.status}`).toBe(`${adapter}: 207`);
  });

  it(`${rpc.page}: with batching turned off, every adapter answers a batch 500 "Batching is not enabled on the server"`, async () => {
    const sentence =
      /turned off \(`batching: \{ enabled: false \}` in the adapter's options\) answers every batch with `(\d{3}) (\w+)`: \*(.+?)\*/.exec(
        rpc.markdown,
      );
    expect(sentence, 'the RPC page says what a batch gets').not.toBeNull();
    const [, status = '', code = '', message = ''] = sentence ?? [];
    const unbatched = await openAdapters({ router, batching: { enabled: false } });
    try {
      for (const adapter of unbatched) {
        const answer = await adapter.send({
          method: 'GET',
          procedure: 'ok,ok?batch=1&input=%7B%7D',
        });
        const body = JSON.parse(answer.body) as {
          error: { message: string; data: { code: string } };
        };
        expect(
          `${adapter.name}: ${answer.status} ${body.error.data.code} ${body.error.message}`,
        ).toBe(`${adapter.name}: ${status} ${code} ${message}`);
      }
    } finally {
      await Promise.all(unbatched.map((adapter) => adapter.close()));
    }
  });
  it('every adapter reads the kind of call from the method: a query POSTed and a mutation fetched with GET answer 404 NOT_FOUND (error-handling.md)', async () => {
    const row = handling.tables({ section: 'Error codes' })[0]?.find((r) => r.Code === 'NOT_FOUND');
    const example = /such as (No "query"-procedure on path "x")/.exec(row?.When ?? '')?.[1];
    expect(example, "the NOT_FOUND row's example").toBeDefined();
    const calls = [
      { method: 'POST', procedure: 'ok', kind: 'mutation' },
      { method: 'GET', procedure: 'echo', kind: 'query' },
    ];
    for (const { method, procedure, kind } of calls) {
      const answers = await everyAdapter({
        method,
        procedure,
        headers: { 'content-type': 'application/json' },
      });
      const message = (example ?? '').replace('query', kind).replace('"x"', `"${procedure}"`);
      for (const [adapter, answer] of answers) {
        const body = JSON.parse(answer.body) as { error: { message: string } };
        expect(`${adapter} ${method} ${procedure}: ${answer.status} ${body.error.message}`).toBe(
          `${adapter} ${method} ${procedure}: 404 ${message}`,
        );
      }
    }
  });

  it(`${rpc.page}: a JSON body that is not JSON, or is a JSON string, gets what the Next.js table says`, async () => {
    const [table] = rpc.tables({ section: 'A JSON body Next.js reads first' });
    expect(table?.length, 'rows of the table').toBe(2);
    const others = 'standalone, Express, Fastify, fetch, AWS Lambda';
    const measured: string[] = [];
    const expected: string[] = [];
    for (const row of table ?? []) {
      const body = /such as (.+)$/.exec(row['A POST body'] ?? '')?.[1] ?? '';
      errors.length = 0;
      const answers = await everyAdapter({
        method: 'POST',
        procedure: 'echo',
        headers: { 'content-type': 'application/json' },
        body,
      });
      for (const [adapter, answer] of answers) {
        let got: string;
        try {
          const parsed = JSON.parse(answer.body) as {
            result?: { data: string };
            error?: { message: string; data: { code: string } };
          };
          got = parsed.result
            ? `the procedure, with the input ${parsed.result.data}`
            : `${answer.status} ${parsed.error?.data.code ?? ''}, ${parsed.error?.message ?? ''}`;
        } catch {
          got = `${answer.status} with the plain text ${answer.body}`;
        }
        const ran = errors.some((error) => error.adapter === adapter);
        measured.push(`${adapter} ${body}: ${got}; onError ${ran ? 'runs' : 'never runs'}`);
        const cell = adapter === 'Next.js' ? (row['Next.js'] ?? '') : (row[others] ?? '');
        // The table's words, reduced to what the answer shows.
        const plain =
          /^(\d{3}) with the plain text (.+?), from Next\.js itself: onError never runs$/.exec(
            cell,
          );
        const error = /^(\d{3} \w+)(?:, (.+?)(?::.*)?)?$/.exec(cell);
        const input = /^the procedure, with the input (.+)$/.exec(cell);
        expected.push(
          `${adapter} ${body}: ${
            plain
              ? `${plain[1]} with the plain text ${plain[2]}; onError never runs`
              : input
                ? `the procedure, with the input ${input[1]}; onError never runs`
                : error
                  ? `${error[1]}, ${error[2] ?? '(any message)'}; onError runs`
                  : `no reading of "${cell}"`
          }`,
        );
      }
    }
    // The other adapters' PARSE_ERROR messages differ by runtime; the table gives Next.js's.
    expect(
      measured.map((line) =>
        line.replace(
          /(: 400 PARSE_ERROR), (?!Unexpected token 'H').*(; onError runs)$/,
          '$1, (any message)$2',
        ),
      ),
    ).toEqual(expected);
  });

  it(`${rpc.page}: a mutation with a string input fails on Next.js through httpLink and passes through httpBatchLink`, async () => {
    const t2 = initTRPC.create();
    const strings = t2.router({
      rename: t2.procedure.input(z.string()).mutation(({ input }) => input),
    });
    const next = await serveNextApiRoute(createNextApiHandler({ router: strings }), ENDPOINT);
    try {
      const url = `${next.origin}${ENDPOINT}`;
      const through = (link: typeof httpLink | typeof httpBatchLink) =>
        (
          createTRPCProxyClient<typeof strings>({ links: [link({ url })] }) as {
            rename: { mutate: (input: string) => Promise<string> };
          }
        ).rename
          .mutate('Hi')
          .then(
            (answer) => `answers ${answer}`,
            (error: Error) => `fails: ${error.message}`,
          );
      expect(rpc.markdown).toContain("`client.rename.mutate('Hi')`, fails on a Next.js API route");
      expect([await through(httpLink), await through(httpBatchLink)]).toEqual([
        `fails: Unexpected token 'H', "Hi" is not valid JSON`,
        'answers Hi',
      ]);
    } finally {
      await next.close();
    }
  });
});
