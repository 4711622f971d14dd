// Backs docs/server/authorization.md (Authorization, 10.x), sections "Where to keep the session"
// and "Cookie sessions and cross-site requests": the page's router and contexts run behind Express,
// a WebSocket server, a Next.js API route, the standalone adapter and Fastify on localhost; the
// page's client.ts connects with `?token=`, and a Node `ws` client stands in for a browser that
// sends its cookie with the upgrade request.
import { createTRPCProxyClient, createWSClient, httpBatchLink, wsLink } from '@trpc/client';
import type { AnyRouter } from '@trpc/server';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import { createNextApiHandler } from '@trpc/server/adapters/next';
import { createHTTPServer } from '@trpc/server/adapters/standalone';
import { applyWSSHandler } from '@trpc/server/adapters/ws';
import fastify from 'fastify';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { loadPage, quoted, send, type Exchange } from '../../doctest';
import { serveNextApiRoute, serveRouter, type Served } from './serve';

const page = loadPage('docs/server/authorization.md');
const SESSIONS = 'Where to keep the session';
const CSRF = 'Cookie sessions and cross-site requests';

type CreateContext = (opts: { req: http.IncomingMessage }) => Promise<object>;
/** The page's router (Option 2), as far as the tests call it. */
type Api = {
  greet: { query: () => Promise<string> };
  staff: { closeTicket: { mutate: (ticket: string) => Promise<string> } };
};

let appRouter: AnyRouter;
let sessionContext: CreateContext;
let csrfContext: CreateContext;
let cleanups: (() => unknown)[] = [];

beforeAll(async () => {
  ({ appRouter } = await page.import<{ appRouter: AnyRouter }>('server/_app.ts'));
  ({ createContext: sessionContext } = await page.import<{ createContext: CreateContext }>(
    'server/context.ts',
    { section: SESSIONS },
  ));
  ({ createContext: csrfContext } = await page.import<{ createContext: CreateContext }>(
    'server/context.ts',
    { section: CSRF },
  ));
});
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

async function serveHttp(createContext: CreateContext): Promise<Served> {
  const served = await serveRouter(appRouter, '/api/trpc', { createContext });
  cleanups.push(() => served.close());
  return served;
}

/** The router behind applyWSSHandler with the page's context; records each upgrade request's URL. */
async function serveWs() {
  const wss = new WebSocketServer({ port: 0 });
  const contexts = vi.fn(sessionContext);
  applyWSSHandler({ wss, router: appRouter, createContext: contexts });
  const upgrades: string[] = [];
  const sockets = new Map<WebSocket, string>();
  wss.on('connection', (socket, req) => {
    upgrades.push(req.url ?? '');
    sockets.set(socket, req.url ?? '');
  });
  /** The upgrade URLs of the connections that are still open. */
  const open = () =>
    [...sockets].filter(([socket]) => socket.readyState === WebSocket.OPEN).map(([, url]) => url);
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  const port = (wss.address() as AddressInfo).port;
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        for (const socket of wss.clients) socket.terminate();
        wss.close(() => resolve());
      }),
  );
  return {
    url: `ws://localhost:${port}`,
    port,
    contexts,
    upgrades,
    open,
    dropClients: () => wss.clients.forEach((socket) => socket.terminate()),
  };
}

function apiOver(client: ReturnType<typeof createWSClient>): Api {
  return createTRPCProxyClient<AnyRouter>({ links: [wsLink({ client })] }) as unknown as Api;
}

/** A browser-like WebSocket class: sends the cookie `jar` holds when each socket opens. */
function cookieSocket(jar: { cookie: string }) {
  class WithCookie extends WebSocket {
    constructor(address: string) {
      super(address, { headers: jar.cookie ? { cookie: jar.cookie } : {} });
    }
  }
  return WithCookie as unknown as typeof globalThis.WebSocket;
}

async function greet(origin: string, headers: Record<string, string>): Promise<unknown> {
  const response = await fetch(`${origin}/api/trpc/greet`, { headers });
  return ((await response.json()) as { result: { data: unknown } }).result.data;
}

describe(`${page.page}: ${SESSIONS}`, () => {
  it('the context finds the user in an Authorization header, a cookie, or ?token= on a WebSocket upgrade; without any of them the caller is a guest', async () => {
    const http = await serveHttp(sessionContext);
    const ws = await serveWs();
    const byToken = createWSClient({
      url: `${ws.url}?token=staff`,
      WebSocket: cookieSocket({ cookie: '' }),
    });
    const byCookie = createWSClient({
      url: ws.url,
      WebSocket: cookieSocket({ cookie: 'theme=dark; session=staff' }),
    });
    const byNothing = createWSClient({ url: ws.url, WebSocket: cookieSocket({ cookie: '' }) });
    cleanups.push(() => [byToken, byCookie, byNothing].forEach((client) => client.close()));
    expect({
      header: await greet(http.origin, { authorization: 'Bearer staff' }),
      cookie: await greet(http.origin, { cookie: 'session=staff' }),
      nothing: await greet(http.origin, {}),
      wsToken: await apiOver(byToken).greet.query(),
      wsCookie: await apiOver(byCookie).greet.query(),
      wsNothing: await apiOver(byNothing).greet.query(),
    }).toEqual({
      header: 'Welcome, Robin',
      cookie: 'Welcome, Robin',
      nothing: 'Welcome, guest',
      wsToken: 'Welcome, Robin',
      wsCookie: 'Welcome, Robin',
      wsNothing: 'Welcome, guest',
    });
  });

  it('createContext runs once per connection: a socket opened before sign-in stays anonymous, one opened before sign-out keeps the user, until it closes', async () => {
    const ws = await serveWs();
    const jar = { cookie: '' };
    const before = createWSClient({ url: ws.url, WebSocket: cookieSocket(jar) });
    cleanups.push(() => before.close());
    expect(await apiOver(before).greet.query()).toBe('Welcome, guest');
    jar.cookie = 'session=staff'; // signed in: the browser now holds the cookie
    expect(await apiOver(before).greet.query()).toBe('Welcome, guest');
    expect(ws.contexts).toHaveBeenCalledTimes(1);

    const after = createWSClient({ url: ws.url, WebSocket: cookieSocket(jar) });
    cleanups.push(() => after.close());
    expect(await apiOver(after).greet.query()).toBe('Welcome, Robin');
    jar.cookie = ''; // signed out
    expect(await apiOver(after).greet.query()).toBe('Welcome, Robin');
    expect(ws.contexts).toHaveBeenCalledTimes(2);
  });

  describe("the page's client.ts", () => {
    let restore: () => void;
    let ws: Awaited<ReturnType<typeof serveWs>>;

    beforeAll(() => {
      // The browser's WebSocket: ws://localhost:3001 (and its query) goes to the test's server.
      const sockets: WebSocket[] = [];
      class Redirected extends WebSocket {
        constructor(address: string) {
          const url = new URL(address);
          if (url.host === 'localhost:3001') url.port = String(ws.port);
          super(url.href);
          sockets.push(this);
        }
      }
      const global = globalThis as { WebSocket?: unknown };
      const previous = global.WebSocket;
      global.WebSocket = Redirected;
      restore = () => {
        // The module's own client reconnects on `close`: stop it listening first.
        for (const socket of sockets) {
          socket.removeAllListeners();
          socket.on('error', () => {});
          socket.terminate();
        }
        global.WebSocket = previous;
      };
    });
    afterAll(() => restore());

    it('its automatic reconnects reuse the URL it was created with; switchUser closes the socket and opens one for the new token', async () => {
      ws = await serveWs();
      const { connect, switchUser } = await page.import<{
        connect: (token: string | null) => { api: Api; close: () => void };
        switchUser: (token: string | null) => Api;
      }>('client.ts', { section: SESSIONS });
      // Importing it opened the anonymous socket.
      await vi.waitFor(() => expect(ws.upgrades).toEqual(['/']));

      const staff = connect('staff');
      cleanups.push(() => staff.close());
      expect(await staff.api.greet.query()).toBe('Welcome, Robin');
      ws.dropClients();
      await vi.waitFor(() => expect(ws.upgrades).toHaveLength(4));
      expect(ws.upgrades.slice(2)).toEqual(expect.arrayContaining(['/?token=staff', '/']));
      expect(await staff.api.greet.query()).toBe('Welcome, Robin');
      staff.close();

      const signedIn = switchUser('staff');
      expect(await signedIn.greet.query()).toBe('Welcome, Robin');
      const signedOut = switchUser(null);
      expect(await signedOut.greet.query()).toBe('Welcome, guest');
      // Each switch closed the socket before it: only the last one is still open.
      await vi.waitFor(() => expect(ws.open()).toEqual(['/']));
    });
  });
});

describe(`${page.page}: ${CSRF}`, () => {
  const [forged, refused] = page.exchanges({ section: CSRF }) as [Exchange, Exchange];

  it('the page prints the forged request twice, first answered without the check, then with it', () => {
    expect(refused.request).toEqual(forged.request);
    expect(forged.request.headers['content-type']).toBe('text/plain');
  });

  it(`without the check, the text/plain POST with the session cookie runs the mutation as printed (line ${forged.line})`, async () => {
    const http = await serveHttp(sessionContext);
    expect(await send(http.origin, forged.request, forged.response)).toEqual(forged.response);
  });

  it('the other Node adapters read the text/plain body as JSON too: a Next.js API route, the standalone adapter, Fastify', async () => {
    const next = await serveNextApiRoute(
      createNextApiHandler({ router: appRouter, createContext: sessionContext }),
      '/api/trpc',
    );
    cleanups.push(() => next.close());
    const standalone = createHTTPServer({ router: appRouter, createContext: sessionContext });
    standalone.listen(0);
    cleanups.push(() => new Promise((resolve) => standalone.server.close(resolve)));
    await vi.waitFor(() => expect(standalone.server.listening).toBe(true));
    const viaFastify = fastify();
    await viaFastify.register(fastifyTRPCPlugin, {
      prefix: '/api/trpc',
      // Fastify's request holds the IncomingMessage as `raw` (see the context page).
      trpcOptions: {
        router: appRouter,
        createContext: ({ req }: { req: { raw: http.IncomingMessage } }) =>
          sessionContext({ req: req.raw }),
      },
    });
    await viaFastify.listen({ port: 0 });
    cleanups.push(() => viaFastify.close());
    const origin = (server: http.Server) =>
      `http://localhost:${(server.address() as AddressInfo).port}`;
    const standaloneRequest = {
      ...forged.request,
      target: forged.request.target.replace('/api/trpc', ''),
    };
    // Status and body (Fastify adds a charset to the content type).
    const answer = async (origin: string, request = forged.request) => {
      const { status, body } = await send(origin, request, forged.response);
      return { status, body };
    };
    const printed = { status: forged.response.status, body: forged.response.body };
    expect({
      next: await answer(next.origin),
      standalone: await answer(origin(standalone.server), standaloneRequest),
      fastify: await answer(origin(viaFastify.server)),
    }).toEqual({ next: printed, standalone: printed, fastify: printed });
  });

  it(`with the check, the same request is refused with the status and message the page prints (line ${refused.line})`, async () => {
    const http = await serveHttp(csrfContext);
    const answer = await send(http.origin, refused.request, refused.response);
    expect(answer).toEqual(refused.response);
    expect(answer.status).toBe(403);
    expect((answer.body as { error: { message: string } }).error.message).toBe(
      quoted(page, 'fails with 403 and the message'),
    );
  });

  it("tRPC's HTTP links pass the check: a mutation through httpBatchLink runs, and queries (GET) are not affected", async () => {
    const http = await serveHttp(csrfContext);
    const api = createTRPCProxyClient<AnyRouter>({
      links: [
        httpBatchLink({
          url: `${http.origin}/api/trpc`,
          headers: { authorization: 'Bearer staff' },
        }),
      ],
    }) as unknown as Api;
    expect(await api.staff.closeTicket.mutate('T-7')).toBe('u1 closed T-7');
    expect(await greet(http.origin, { cookie: 'session=staff' })).toBe('Welcome, Robin');
  });
});

describe(`${page.page}: One file for the base procedures`, () => {
  type User = { id: string; name: string };
  type Trpc = {
    router: (procedures: Record<string, unknown>) => AnyRouter;
    publicProcedure: {
      query: (resolve: (opts: { ctx: { user: User | null } }) => unknown) => unknown;
    };
    protectedProcedure: { query: (resolve: (opts: { ctx: { user: User } }) => unknown) => unknown };
  };

  it('protectedProcedure answers UNAUTHORIZED to a caller without a user, and gives the others their user; publicProcedure answers anyone', async () => {
    const trpc = await page.import<Trpc>('server/trpc.ts', {
      section: 'One file for the base procedures',
    });
    const router = trpc.router({
      mine: trpc.protectedProcedure.query(({ ctx }) => ctx.user.name),
      open: trpc.publicProcedure.query(({ ctx }) => ctx.user?.name ?? 'guest'),
    });
    type Caller = { mine: () => Promise<string>; open: () => Promise<string> };
    const as = (user: User | null) => router.createCaller({ user }) as unknown as Caller;
    const anonymous = await as(null)
      .mine()
      .catch((error: { code?: string }) => error.code);
    expect([anonymous, await as(null).open()]).toEqual(['UNAUTHORIZED', 'guest']);
    const robin = { id: 'u1', name: 'Robin' };
    expect([await as(robin).mine(), await as(robin).open()]).toEqual(['Robin', 'Robin']);
  });
});
