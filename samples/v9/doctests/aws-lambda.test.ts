// Backs versioned_docs/version-9.x/server/adapters/aws-lambda.md (Usage with Amazon Lambda through
// the API Gateway, 9.x): the page's handler is invoked with the API Gateway events (payload 1.0
// and 2.0) that the requests it prints would produce, and must answer what the page prints.
import { awsLambdaRequestHandler } from '@trpc/server/adapters/aws-lambda';
import { lambdaRequestHandler } from '@trpc/server/adapters/lambda';
import type {
  APIGatewayProxyEvent,
  APIGatewayProxyEventV2,
  APIGatewayProxyResult,
  APIGatewayProxyStructuredResultV2,
  Context,
} from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPage, type HttpRequest, type HttpResponse } from '../../doctest';

const page = loadPage('versioned_docs/version-9.x/server/adapters/aws-lambda.md');
type Result = APIGatewayProxyResult | APIGatewayProxyStructuredResultV2;
type Handler = (event: unknown, context: Context | undefined) => Promise<Result>;
let handler: Handler;

beforeAll(async () => {
  ({ handler } = await page.import<{ handler: Handler }>('server/handler.ts'));
});

const context = { awsRequestId: 'c0ffee' } as Context;

/** The route an API Gateway integration is attached to, as the events name it. */
type Route = { resource: string; greedy?: string };

function splitTarget(target: string) {
  const url = new URL(target, 'https://api.invalid');
  const query = Object.fromEntries(url.searchParams);
  const hasQuery = url.searchParams.size > 0;
  return { path: url.pathname, query: hasQuery ? query : null, raw: url.search.slice(1) };
}

/** A REST API (payload 1.0) event for a request. */
function eventV1(request: HttpRequest, route: Route): APIGatewayProxyEvent {
  const { path, query } = splitTarget(request.target);
  return {
    httpMethod: request.method,
    resource: route.resource,
    path,
    pathParameters: route.greedy ? { proxy: route.greedy } : null,
    queryStringParameters: query,
    multiValueQueryStringParameters: null,
    headers: request.headers,
    multiValueHeaders: {},
    body: request.body === '' ? null : request.body,
    isBase64Encoded: false,
    stageVariables: null,
    requestContext: {} as APIGatewayProxyEvent['requestContext'],
  };
}

/** An HTTP API (payload 2.0) event for a request. */
function eventV2(request: HttpRequest, route: Route): APIGatewayProxyEventV2 {
  const { path, query, raw } = splitTarget(request.target);
  return {
    version: '2.0',
    routeKey: `${route.greedy ? 'ANY' : request.method} ${route.resource}`,
    rawPath: path,
    rawQueryString: raw,
    pathParameters: route.greedy ? { proxy: route.greedy } : undefined,
    queryStringParameters: query ?? undefined,
    headers: request.headers,
    body: request.body === '' ? undefined : request.body,
    isBase64Encoded: false,
    requestContext: {
      http: { method: request.method, path, protocol: 'HTTP/1.1', sourceIp: '', userAgent: '' },
    } as APIGatewayProxyEventV2['requestContext'],
  };
}

/** The handler's result in the page's terms: status, the printed headers, the parsed body. */
function asPrinted(result: Result, printed: HttpResponse): HttpResponse {
  const headers: Record<string, string> = {};
  const received = Object.entries(result.headers ?? {});
  for (const name of Object.keys(printed.headers)) {
    const found = received.find(([key]) => key.toLowerCase() === name);
    headers[name] = found ? String(found[1]) : '';
  }
  const text = result.body ?? '';
  return { status: result.statusCode ?? 0, headers, body: text === '' ? '' : JSON.parse(text) };
}

describe(`${page.page}: The handler`, () => {
  type CreateContext = (options: { event: unknown; context: Context }) => unknown;

  it('createContext reads the path of a payload 2.0 event from rawPath, where a 2.0 event has no path', async () => {
    const { createContext } = await page.import<{ createContext: CreateContext }>(
      'server/handler.ts',
    );
    const request = { method: 'GET', target: '/getUser?input=%22u1%22', headers: {}, body: '' };
    const event = eventV2(request, { resource: '/getUser' });
    expect('path' in event).toBe(false);
    expect(createContext({ event, context })).toEqual({ requestId: 'c0ffee', path: '/getUser' });
  });
});

describe(`${page.page}: Paths`, () => {
  const exchanges = page.exchanges({ section: 'Paths' });

  it('prints a query and a HEAD request as request/response pairs', () => {
    expect(exchanges.map(({ request }) => request.method)).toEqual(['GET', 'HEAD']);
  });

  for (const exchange of exchanges) {
    const { request, response } = exchange;
    const name = request.target.slice(1).split('?')[0] ?? '';
    const routes: [string, Route][] = [
      [`route ${request.method} /${name}`, { resource: `/${name}` }],
      ['route ANY /{proxy+}', { resource: '/{proxy+}', greedy: name }],
    ];
    for (const [label, route] of routes) {
      it(`${request.method} ${request.target} (line ${exchange.line}), payload 1.0, ${label}`, async () => {
        expect(asPrinted(await handler(eventV1(request, route), context), response)).toEqual(
          response,
        );
      });
      it(`${request.method} ${request.target} (line ${exchange.line}), payload 2.0, ${label}`, async () => {
        expect(asPrinted(await handler(eventV2(request, route), context), response)).toEqual(
          response,
        );
      });
    }
  }

  it('behind ANY /api/{proxy+}, /api/getUser calls getUser; behind GET /api/getUser the path is api/getUser, which answers 404 NOT_FOUND', async () => {
    const request = { method: 'GET', target: '/api/getUser?input=%22u1%22', headers: {}, body: '' };
    const answers = await Promise.all(
      [
        eventV1(request, { resource: '/api/{proxy+}', greedy: 'getUser' }),
        eventV2(request, { resource: '/api/{proxy+}', greedy: 'getUser' }),
        eventV1(request, { resource: '/api/getUser' }),
        eventV2(request, { resource: '/api/getUser' }),
      ].map(async (event) => {
        const result = await handler(event, context);
        const body = JSON.parse(result.body ?? '') as {
          error?: { message: string; data: { code: string } };
        };
        return [result.statusCode, body.error?.data.code ?? 'ok', body.error?.message ?? ''];
      }),
    );
    const notFound = [404, 'NOT_FOUND', 'No "query"-procedure on path "api/getUser"'];
    expect(answers).toEqual([[200, 'ok', ''], [200, 'ok', ''], notFound, notFound]);
  });

  it('HEAD answers 204 without running anything, not even createContext', async () => {
    const head = { method: 'HEAD', target: '/getUser', headers: {}, body: '' };
    // The page's createContext reads context.awsRequestId, so it would throw without a context.
    const result = await handler(eventV1(head, { resource: '/getUser' }), undefined);
    expect(result.statusCode).toBe(204);
  });

  it('the handler returns a payload 1.0 result (body a string) for a 1.0 event and a 2.0 result (no body) for a 2.0 event', async () => {
    const head = { method: 'HEAD', target: '/getUser', headers: {}, body: '' };
    const route = { resource: '/getUser' };
    const [v1, v2] = await Promise.all([
      handler(eventV1(head, route), context),
      handler(eventV2(head, route), context),
    ]);
    expect([v1, v2]).toEqual([
      { statusCode: 204, body: '', headers: {} },
      { statusCode: 204, body: undefined, headers: {} },
    ]);
  });

  it('@trpc/server/adapters/lambda (lambdaRequestHandler) is an alias of awsLambdaRequestHandler', () => {
    expect(lambdaRequestHandler).toBe(awsLambdaRequestHandler);
  });
});
