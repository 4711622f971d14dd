// Backs versioned_docs/version-9.x/server/context.md (Request Context, 9.x): when createContext is
// optional, and what the resolvers receive when it is left out.
import * as trpc from '@trpc/server';
import { awsLambdaRequestHandler } from '@trpc/server/adapters/aws-lambda';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { loadPage } from '../../doctest';

const page = loadPage('versioned_docs/version-9.x/server/context.md');

describe(`${page.page}: Create the context`, () => {
  it('the AWS Lambda adapter runs without createContext, and the resolvers receive undefined as ctx', async () => {
    const said = /the resolvers then receive `(\w+)` as `ctx`/.exec(page.markdown)?.[1];
    // A router typed with a context, as the page's is: the Lambda options still accept no createContext.
    const router = trpc
      .router<{ user: { id: string } | null }>()
      .query('ctxType', { resolve: ({ ctx }) => typeof ctx });
    const handler = awsLambdaRequestHandler({ router });
    const event = {
      httpMethod: 'GET',
      resource: '/{proxy+}',
      path: '/ctxType',
      pathParameters: { proxy: 'ctxType' },
      queryStringParameters: null,
      multiValueQueryStringParameters: null,
      headers: {},
      multiValueHeaders: {},
      body: null,
      isBase64Encoded: false,
      stageVariables: null,
      requestContext: {} as APIGatewayProxyEvent['requestContext'],
    } as APIGatewayProxyEvent;
    const result = (await handler(event, {} as Context)) as APIGatewayProxyResult;
    const body = JSON.parse(result.body) as { result: { data: string } };
    expect([result.statusCode, body.result.data]).toEqual([200, said]);
  });
});
