// Backs docs/server/context.md (Request Context, 10.x): the page's own servers, routers and
// contexts run on localhost, and their answers are the ones the page gives.
import { createTRPCProxyClient, createWSClient, wsLink } from '@trpc/client';
import { initTRPC, type AnyRouter } from '@trpc/server';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import { createNextApiHandler } from '@trpc/server/adapters/next';
import { applyWSSHandler } from '@trpc/server/adapters/ws';
import fastify from 'fastify';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { loadPage } from '../../doctest';
import {
  importBeside,
  serveNextApiRoute,
  servePageServer,
  serveRouter,
  type Served,
} from './serve';

const page = loadPage('docs/server/context.md');
const { markdown } = page;

/** A value the page's prose gives, such as an error message. */
function said(pattern: RegExp): string {
  const value = pattern.exec(markdown)?.[1];
  if (!value) throw new Error(`${page.page} says nothing like ${pattern}`);
  return value;
}

type ErrorBody = { error: { message: string; data: { code: string } } };

async function call(served: Served, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${served.origin}${path}`, { headers });
  const body = (await response.json()) as ErrorBody | { result: { data: unknown } };
  return 'error' in body
    ? [response.status, body.error.data.code, body.error.message]
    : [response.status, body.result.data];
}

describe(`${page.page}: What each adapter passes in`, () => {
  let served: Served;

  beforeAll(async () => {
    served = await servePageServer(() => page.import('server/tenant.ts'));
  });
  afterAll(() => served.close());

  it("createContext left out: ctx is undefined, not {}, and reading ctx.tenantId fails with a 500 *Cannot read properties of undefined (reading 'tenantId')*", async () => {
    expect(await call(served, '/tenant')).toEqual([
      500,
      'INTERNAL_SERVER_ERROR',
      said(/fails with a 500 \*([^*]+)\*/),
    ]);
  });
});

describe(`${page.page}: When createContext fails`, () => {
  let served: Served;

  beforeAll(async () => {
    const { createContext } = await page.import<{ createContext: () => Promise<object> }>(
      'server/context.ts',
      { section: 'When createContext fails' },
    );
    const { appRouter } = await page.import<{ appRouter: AnyRouter }>('server/trpc.ts', {
      section: 'Narrow the context in a middleware',
    });
    served = await serveRouter(appRouter, '/trpc', { createContext });
  });
  afterAll(() => served.close());

  it('a TRPCError keeps its code: without an Authorization header, 401 UNAUTHORIZED *Send a bearer token*', async () => {
    expect(await call(served, '/trpc/myPlan')).toEqual([
      401,
      'UNAUTHORIZED',
      said(/`UNAUTHORIZED` and the message \*([^*]+)\*/),
    ]);
  });

  it('any other error becomes INTERNAL_SERVER_ERROR and keeps its message: `Basic …` gets a 500 *Only bearer tokens are accepted*', async () => {
    expect(await call(served, '/trpc/myPlan', { authorization: 'Basic YWRhOmFkYQ==' })).toEqual([
      500,
      'INTERNAL_SERVER_ERROR',
      said(/`INTERNAL_SERVER_ERROR` and the message \*([^*]+)\*/),
    ]);
  });

  it('with a valid bearer token the context builds and the procedure runs', async () => {
    expect(await call(served, '/trpc/myPlan', { authorization: 'Bearer demo-token' })).toEqual([
      200,
      'pro',
    ]);
  });
});

describe(`${page.page}: One context for several adapters`, () => {
  const section = 'One context for several adapters';
  type User = { id: string; name: string; plan: string } | null;
  type CreateContext = (opts: { req: http.IncomingMessage }) => Promise<{ user: User }>;
  const token = 'demo-token';
  const bearer = { authorization: `Bearer ${token}` };

  /** A request as Node's HTTP server hands it over, with nothing added: what getServerSideProps has. */
  function bareRequest(headers: http.IncomingHttpHeaders): http.IncomingMessage {
    const req = new http.IncomingMessage(new net.Socket());
    req.headers = headers;
    return req;
  }

  /** A wsLink client whose upgrade request carries `headers` (a Node client can set them). */
  function wsClient(url: string, headers: Record<string, string>) {
    class WithHeaders extends WebSocket {
      constructor(address: string) {
        super(address, { headers });
      }
    }
    return createWSClient({
      url,
      WebSocket: WithHeaders as unknown as typeof globalThis.WebSocket,
    });
  }

  async function httpData(origin: string, path: string, headers: Record<string, string>) {
    const response = await fetch(`${origin}${path}`, { headers });
    return ((await response.json()) as { result: { data: unknown } }).result.data;
  }

  it('one createContext, typed with { req: IncomingMessage }, serves Express, a Next.js API route, applyWSSHandler and a direct call (Fastify through the req.raw wrapper), and each finds the same user for the same token', async () => {
    const { createContext } = await page.import<{ createContext: CreateContext }>(
      'server/context.ts',
      { section },
    );
    // A router that answers with the context's user, so the four users can be compared.
    const t = initTRPC.context<{ user: User }>().create();
    const router = t.router({ me: t.procedure.query(({ ctx }) => ctx.user) });

    const viaExpress = await serveRouter(router, '/trpc', { createContext });
    const viaNext = await serveNextApiRoute(
      createNextApiHandler({ router, createContext }),
      '/api/trpc',
    );
    const wss = new WebSocketServer({ port: 0 });
    applyWSSHandler({ wss, router, createContext });
    await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
    const wsUrl = `ws://localhost:${(wss.address() as AddressInfo).port}`;
    // Fastify through the page's one-line wrapper (a hidden file beside the Fetch wrapper).
    const { createFastifyContext } = await importBeside<{
      createFastifyContext: (opts: { req: { raw: http.IncomingMessage } }) => Promise<object>;
    }>(page, 'server/fetchContext.ts', 'server/fastify.ts', { section });
    const viaFastify = fastify();
    await viaFastify.register(fastifyTRPCPlugin, {
      prefix: '/trpc',
      trpcOptions: { router, createContext: createFastifyContext },
    });
    await viaFastify.listen({ port: 0 });
    const fastifyOrigin = `http://localhost:${(viaFastify.server.address() as AddressInfo).port}`;
    const signedIn = wsClient(wsUrl, bearer);
    const anonymous = wsClient(wsUrl, {});
    const overWs = (client: ReturnType<typeof wsClient>) =>
      createTRPCProxyClient<typeof router>({ links: [wsLink({ client })] }).me.query();
    try {
      const users = {
        express: await httpData(viaExpress.origin, '/trpc/me', bearer),
        next: await httpData(viaNext.origin, '/api/trpc/me', bearer),
        webSocket: await overWs(signedIn),
        direct: (await createContext({ req: bareRequest(bearer) })).user,
        fastify: await httpData(fastifyOrigin, '/trpc/me', bearer),
      };
      const user = users.direct;
      expect(user).toEqual({ id: expect.any(String), name: 'Ada', plan: 'pro' });
      expect(users).toEqual({
        express: user,
        next: user,
        webSocket: user,
        direct: user,
        fastify: user,
      });

      // A page request carries the session as a cookie only: getServerSideProps and a
      // browser's WebSocket find the same user from it.
      const cookie = { cookie: `theme=dark; session=${token}` };
      const byCookie = wsClient(wsUrl, cookie);
      try {
        expect({
          direct: (await createContext({ req: bareRequest(cookie) })).user,
          express: await httpData(viaExpress.origin, '/trpc/me', cookie),
          webSocket: await overWs(byCookie),
        }).toEqual({ direct: user, express: user, webSocket: user });
      } finally {
        byCookie.close();
      }

      const nobody = {
        express: await httpData(viaExpress.origin, '/trpc/me', {}),
        next: await httpData(viaNext.origin, '/api/trpc/me', {}),
        webSocket: await overWs(anonymous),
        direct: (await createContext({ req: bareRequest({}) })).user,
      };
      expect(nobody).toEqual({ express: null, next: null, webSocket: null, direct: null });
    } finally {
      signedIn.close();
      anonymous.close();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await viaExpress.close();
      await viaNext.close();
      await viaFastify.close();
    }
  });

  it("the page's files as written: Express and the WebSocket server on one port, the API route and getServerSideProps give the token's user its plan", async () => {
    const served = await servePageServer(() => page.import('server/index.ts', { section }));
    const wsUrl = served.origin.replace(/^http/, 'ws');
    const signedIn = wsClient(wsUrl, bearer);
    const { default: route } = await page.import<{ default: unknown }>('pages/api/trpc/[trpc].ts', {
      section,
    });
    const viaNext = await serveNextApiRoute(route, '/api/trpc');
    const { getServerSideProps } = await page.import<{
      getServerSideProps: (context: { req: http.IncomingMessage }) => Promise<unknown>;
    }>('pages/plan.tsx', { section });
    try {
      const plan = createTRPCProxyClient<AnyRouter>({
        links: [wsLink({ client: signedIn })],
      }) as unknown as { plan: { query: () => Promise<unknown> } };
      expect({
        express: await httpData(served.origin, '/trpc/plan', bearer),
        webSocket: await plan.plan.query(),
        next: await httpData(viaNext.origin, '/api/trpc/plan', bearer),
        getServerSideProps: await getServerSideProps({ req: bareRequest(bearer) }),
        anonymous: await httpData(served.origin, '/trpc/plan', {}),
      }).toEqual({
        express: 'pro',
        webSocket: 'pro',
        next: 'pro',
        getServerSideProps: { props: { plan: 'pro' } },
        anonymous: 'anonymous',
      });
    } finally {
      signedIn.close();
      await viaNext.close();
      await served.close();
    }
  });

  it('createContextInner builds the same context from plain values, and the Fetch wrapper finds the same user in a Fetch API Request', async () => {
    const { createContext, createContextInner } = await page.import<{
      createContext: CreateContext;
      createContextInner: (opts: { user: User }) => { user: User };
    }>('server/context.ts', { section });
    const { createFetchContext } = await page.import<{
      createFetchContext: (opts: { req: Request }) => Promise<{ user: User }>;
    }>('server/fetchContext.ts', { section });
    const viaNode = await createContext({ req: bareRequest(bearer) });
    const viaFetch = await createFetchContext({
      req: new Request('http://localhost/trpc/me', { headers: bearer }),
    });
    expect(viaFetch).toEqual(viaNode);
    expect(viaNode.user).not.toBeNull();
    expect(createContextInner({ user: null })).toEqual(
      await createContext({ req: bareRequest({}) }),
    );
  });
});
