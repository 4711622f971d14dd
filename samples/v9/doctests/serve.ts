// Serves a page's router on localhost the way its pages describe, for doc tests.
import { once } from 'node:events';
import { createServer } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import type { AnyRouter } from '@trpc/server';
import { createExpressMiddleware } from '@trpc/server/adapters/express';
import { applyWSSHandler } from '@trpc/server/adapters/ws';
import express from 'express';
import { WebSocket, WebSocketServer } from 'ws';

export type Served = { origin: string; close: () => Promise<void> };

/**
 * Mounts the router at `endpoint` with the Express adapter, on a free port, after the
 * middlewares in `before` (a body parser, say).
 */
export async function serveRouter(
  router: AnyRouter,
  endpoint = '/api/trpc',
  options: Partial<Omit<Parameters<typeof createExpressMiddleware>[0], 'router'>> = {},
  before: express.RequestHandler[] = [],
): Promise<Served> {
  const app = express();
  app.use(
    endpoint,
    ...before,
    createExpressMiddleware({ router, createContext: () => ({}), ...options }),
  );
  const server = app.listen(0);
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Runs `start` (importing a page's server file, which listens on the port the page prints) with
 * every `listen()` moved to a free port, and returns the first server that started listening.
 */
export async function listenOnFreePort(start: () => Promise<unknown>): Promise<Served> {
  // Kept to be called with each server as `this` (listen.apply below).
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const original = net.Server.prototype.listen;
  let started: (server: net.Server) => void = () => {};
  const listening = new Promise<net.Server>((resolve) => (started = resolve));
  net.Server.prototype.listen = function (this: net.Server, ...args: unknown[]) {
    const [first] = args;
    if (typeof first === 'number') args[0] = 0;
    else if (typeof first === 'object' && first !== null && 'port' in first)
      args[0] = { ...first, port: 0 };
    this.once('listening', () => started(this));
    return original.apply(this, args as Parameters<typeof original>);
  } as typeof original;
  let server: net.Server;
  try {
    await start();
    server = await listening;
  } finally {
    net.Server.prototype.listen = original;
  }
  // Upgraded WebSocket connections would keep close() waiting, so they are ended with the server.
  const sockets = new Set<net.Socket>();
  server.on('connection', (socket: net.Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}

/** A `fetch` that sends requests for `printed` (an origin a page prints) to `real` instead. */
/** The URL a fetch call asks for, whichever form its first argument takes. */
export function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

export function fetchRedirecting(printed: string, real: string): typeof fetch {
  const original = globalThis.fetch;
  return (input, init) => {
    const url = urlOf(input);
    if (!url.startsWith(printed)) return original(input, init);
    const target = real + url.slice(printed.length);
    return original(input instanceof Request ? new Request(target, input) : target, init);
  };
}

/** A `WebSocket` for a page's browser client: connections to `printed` go to `real` instead. */
export function webSocketRedirecting(
  printed: string,
  real: string,
): new (url: string | URL, protocols?: string | string[]) => WebSocket {
  return class extends WebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      const target = String(url);
      super(target.startsWith(printed) ? real + target.slice(printed.length) : target, protocols);
    }
  };
}

/** One request a page's client made, as the client made it. */
export type FetchCall = {
  /** The URL as the client passed it (relative, if the page configures a relative URL). */
  url: string;
  method: string;
  /** Header names lower-cased. */
  headers: Record<string, string>;
  credentials: RequestCredentials | undefined;
};

/** A `fetch` that records every call, then hands it to `send` (the global `fetch` by default). */
export function recordingFetch(send: typeof fetch = globalThis.fetch): {
  fetch: typeof fetch;
  calls: FetchCall[];
} {
  const calls: FetchCall[] = [];
  const recorder: typeof fetch = (input, init) => {
    const request = input instanceof Request ? input : undefined;
    calls.push({
      url: urlOf(input),
      method: init?.method ?? request?.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init?.headers ?? request?.headers)),
      credentials: init?.credentials ?? request?.credentials,
    });
    return send(input, init);
  };
  return { fetch: recorder, calls };
}

export type ServedWebSocket = Served & { url: string; wss: WebSocketServer };

/** Serves the router over WebSockets with the `ws` adapter, on a free port. */
export async function serveWebSocket(router: AnyRouter): Promise<ServedWebSocket> {
  const wss = new WebSocketServer({ port: 0 });
  applyWSSHandler({ wss, router, createContext: () => ({}) });
  await once(wss, 'listening');
  const { port } = wss.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    url: `ws://localhost:${port}`,
    wss,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of wss.clients) client.terminate();
        wss.close(() => resolve());
      }),
  };
}

/**
 * Serves a Next.js API route file (the module of `pages/api/trpc/[trpc].ts`) below `endpoint`
 * with Next's own API resolver. `param` is the name in the file's brackets: Next passes the
 * path segment under that name.
 */
export async function serveNextApiRoute(
  route: unknown,
  endpoint = '/api/trpc',
  param = 'trpc',
): Promise<Served> {
  const { apiResolver } = await import('next/dist/server/api-utils/node');
  const preview = { previewModeId: '', previewModeEncryptionKey: '', previewModeSigningKey: '' };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (!url.pathname.startsWith(`${endpoint}/`)) {
      res.statusCode = 404;
      res.end();
      return;
    }
    const segment = decodeURIComponent(url.pathname.slice(endpoint.length + 1));
    const query = { ...Object.fromEntries(url.searchParams), [param]: segment };
    void apiResolver(req, res, query, route, preview, false);
  });
  server.listen(0);
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
