// Backs docs/server/adapters/aws-lambda.md (Usage with AWS Lambda through the API Gateway, 10.x):
// the page's handlers are invoked with API Gateway events built here, payload 1.0 and 2.0, and
// their results are compared with the exchange the page prints.
import { createRequire } from 'node:module';
import { initTRPC, TRPCError } from '@trpc/server';
import { awsLambdaRequestHandler } from '@trpc/server/adapters/aws-lambda';
import type {
  APIGatewayProxyEvent,
  APIGatewayProxyEventV2,
  APIGatewayProxyResult,
  Context as LambdaContext,
} from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPage, type HttpRequest, type HttpResponse } from '../../doctest';

const page = loadPage('docs/server/adapters/aws-lambda.md');
const { markdown } = page;

/** A value the page's prose gives, such as an error message. */
function said(pattern: RegExp): string {
  const value = pattern.exec(markdown)?.[1];
  if (!value) throw new Error(`${page.page} says nothing like ${pattern}`);
  return value;
}

type Handler = (event: unknown, context: LambdaContext) => Promise<APIGatewayProxyResult>;
type Route = { resource: string; path: string };

const lambdaContext = { awsRequestId: 'req-1' } as LambdaContext;
const sourceIp = '203.0.113.7';

function split(request: HttpRequest) {
  const url = new URL(request.target, 'https://abc123.execute-api.eu-west-1.amazonaws.com');
  return {
    query: Object.fromEntries(url.searchParams),
    rawQuery: url.search.slice(1),
    body: request.body === '' ? null : request.body,
  };
}

/** A REST API event (payload 1.0: no `version`); `resource` may hold a `{proxy+}` parameter. */
function eventV1(request: HttpRequest, route: Route): APIGatewayProxyEvent {
  const { query, body } = split(request);
  return {
    httpMethod: request.method,
    resource: route.resource,
    path: route.path,
    pathParameters: route.resource.endsWith('{proxy+}')
      ? { proxy: route.path.slice(route.resource.length - '{proxy+}'.length) }
      : null,
    queryStringParameters: query,
    headers: request.headers,
    body,
    requestContext: { identity: { sourceIp } },
  } as unknown as APIGatewayProxyEvent;
}

/** An HTTP API event (payload 2.0); `resource` is the route key's path. */
function eventV2(request: HttpRequest, route: Route): APIGatewayProxyEventV2 {
  const { query, rawQuery, body } = split(request);
  return {
    version: '2.0',
    routeKey: `ANY ${route.resource}`,
    rawPath: route.path,
    rawQueryString: rawQuery,
    pathParameters: route.resource.endsWith('{proxy+}')
      ? { proxy: route.path.slice(route.resource.length - '{proxy+}'.length) }
      : undefined,
    queryStringParameters: query,
    headers: request.headers,
    body,
    isBase64Encoded: false,
    requestContext: { http: { method: request.method, path: route.path, sourceIp } },
  } as unknown as APIGatewayProxyEventV2;
}

/** The result in the page's terms: the printed headers (any case) and the body as JSON. */
function read(result: APIGatewayProxyResult, printed: HttpResponse): HttpResponse {
  const all = new Headers(result.headers as Record<string, string>);
  const headers: Record<string, string> = {};
  for (const name of Object.keys(printed.headers)) headers[name] = all.get(name) ?? '';
  return { status: result.statusCode, headers, body: JSON.parse(result.body) as unknown };
}

let httpApi: Handler;
let restApi: Handler;

beforeAll(async () => {
  ({ handler: httpApi } = await page.import<{ handler: Handler }>('server/handler.ts', {
    section: 'The handler',
  }));
  ({ handler: restApi } = await page.import<{ handler: Handler }>('server/rest-handler.ts'));
});

const exchanges = page.exchanges({ section: 'How paths are resolved' });
const [first] = exchanges;
if (!first) throw new Error(`${page.page} prints no exchange under "How paths are resolved"`);
const plainPath = (request: HttpRequest) => request.target.split('?')[0] ?? '';

describe(`${page.page}: Payload formats`, () => {
  it('a 2.0 event gets the printed answer, in the 2.0 result shape', async () => {
    const route = { resource: plainPath(first.request), path: plainPath(first.request) };
    const result = await httpApi(eventV2(first.request, route), lambdaContext);
    expect(Object.keys(result).sort()).toEqual(['body', 'headers', 'statusCode']);
    expect(read(result, first.response)).toEqual(first.response);
  });

  it('a 1.0 event (no `version`) gets the printed answer from the handler typed for 1.0', async () => {
    const route = { resource: plainPath(first.request), path: plainPath(first.request) };
    const result = await restApi(eventV1(first.request, route), lambdaContext);
    expect(read(result, first.response)).toEqual(first.response);
  });

  it("an event of the other version answers 500: Cannot read properties of undefined (reading 'sourceIp')", async () => {
    const route = { resource: plainPath(first.request), path: plainPath(first.request) };
    const results = [
      await httpApi(eventV1(first.request, route), lambdaContext),
      await restApi(eventV2(first.request, route), lambdaContext),
    ];
    expect(
      results.map((result) => {
        const body = JSON.parse(result.body) as { error: { message: string } };
        return [result.statusCode, body.error.message];
      }),
    ).toEqual([
      [500, said(/answers 500 with the message \*([^*]+)\*/)],
      [500, said(/answers 500 with the message \*([^*]+)\*/)],
    ]);
  });

  it('any other event.version: the promise rejects with a TRPCError INTERNAL_SERVER_ERROR, no response', async () => {
    const route = { resource: plainPath(first.request), path: plainPath(first.request) };
    const event = { ...eventV2(first.request, route), version: '3.0' };
    const failure = await httpApi(event, lambdaContext).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(TRPCError);
    expect((failure as TRPCError).code).toBe('INTERNAL_SERVER_ERROR');
    const start = said(/message starting with `([^`]+)`/);
    expect((failure as TRPCError).message.slice(0, start.length)).toBe(start);
  });
});

describe(`${page.page}: One handler for both payload formats`, () => {
  it('the handler typed with APIGatewayEvent answers a 1.0 and a 2.0 event alike', async () => {
    const { handler } = await page.import<{ handler: Handler }>('server/handler.ts', {
      section: 'One handler for both payload formats',
    });
    const route = { resource: plainPath(first.request), path: plainPath(first.request) };
    const results = [
      read(await handler(eventV2(first.request, route), lambdaContext), first.response),
      read(await handler(eventV1(first.request, route), lambdaContext), first.response),
    ];
    expect(results).toEqual([first.response, first.response]);
  });
});

describe(`${page.page}: How paths are resolved`, () => {
  for (const exchange of exchanges) {
    const path = plainPath(exchange.request);
    const routes: [string, Route][] = [
      ['a route without a path parameter: the request path', { resource: path, path }],
      [
        'a {proxy+} route behind a stage: the path parameter',
        { resource: '/prod/{proxy+}', path: `/prod${path}` },
      ],
    ];
    for (const [name, route] of routes) {
      it(`${exchange.request.method} ${exchange.request.target}, ${name} (payload 2.0 and 1.0)`, async () => {
        const results = [
          read(await httpApi(eventV2(exchange.request, route), lambdaContext), exchange.response),
          read(await restApi(eventV1(exchange.request, route), lambdaContext), exchange.response),
        ];
        expect(results).toEqual([exchange.response, exchange.response]);
      });
    }
  }
});

describe(`${page.page}: How paths are resolved (the old entry point)`, () => {
  // Resolved as Node resolves a reader's import, from the pinned project's package.json.
  const requireFromProject = createRequire(new URL('../package.json', import.meta.url));

  it('importing @trpc/server/adapters/lambda fails with ERR_PACKAGE_PATH_NOT_EXPORTED', () => {
    const code = said(/Importing it fails in Node with `(\w+)`/);
    expect(() => requireFromProject.resolve('@trpc/server/adapters/lambda')).toThrow(
      expect.objectContaining({ code }),
    );
  });

  it('@trpc/server/adapters/aws-lambda, the path shown, resolves and exports the handler', () => {
    const adapter = requireFromProject('@trpc/server/adapters/aws-lambda') as {
      awsLambdaRequestHandler?: unknown;
    };
    expect(typeof adapter.awsLambdaRequestHandler).toBe('function');
  });
});

describe(`${page.page}: Bodies encoded in base64`, () => {
  const section = 'Bodies encoded in base64';
  const json = JSON.stringify({ name: 'Noor Ali' });
  const event = {
    version: '2.0',
    routeKey: 'ANY /register',
    rawPath: '/register',
    rawQueryString: '',
    headers: { 'content-type': 'application/json' },
    body: Buffer.from(json).toString('base64'),
    isBase64Encoded: true,
    requestContext: { http: { method: 'POST', path: '/register', sourceIp } },
  };
  const parseError = said(/fails with `400 PARSE_ERROR` \(\*(Unexpected token) …/);

  it('the adapter reads the body as it is: a base64 body fails with 400 PARSE_ERROR, Unexpected token', async () => {
    const t = initTRPC.create();
    const router = t.router({ register: t.procedure.input((v) => v).mutation(() => 'saved') });
    const plain = awsLambdaRequestHandler({ router }) as unknown as Handler;
    const result = await plain(event, lambdaContext);
    const body = JSON.parse(result.body) as { error: { message: string; data: { code: string } } };
    expect([result.statusCode, body.error.data.code]).toEqual([400, 'PARSE_ERROR']);
    expect(body.error.message).toMatch(new RegExp(`^${parseError}`));
  });

  it("the page's handler decodes it first, and the procedure gets the input", async () => {
    const { handler } = await page.import<{ handler: Handler }>('server/handler.ts', { section });
    const result = await handler(event, lambdaContext);
    const body = JSON.parse(result.body) as { result: { data: { name: string } } };
    expect([result.statusCode, body.result.data.name]).toEqual([200, 'Noor Ali']);
  });
});
