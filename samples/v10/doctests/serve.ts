// Serves a page's router on localhost the way its pages describe, for doc tests, and points the
// page's clients (written for http://localhost:3000) at it.
import http, { type IncomingHttpHeaders } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyRouter } from '@trpc/server';
import { createExpressMiddleware } from '@trpc/server/adapters/express';
import { applyWSSHandler } from '@trpc/server/adapters/ws';
import express from 'express';
import WebSocket, { WebSocketServer } from 'ws';
import type { DocPage, HttpRequest, HttpResponse, Where } from '../../doctest';

/** A request as the server received it. */
export type Received = { method: string; url: string; headers: IncomingHttpHeaders };

export type Served = {
  origin: string;
  /** Every request the server received, in order. */
  requests: Received[];
  close: () => Promise<void>;
};

/** Tracks the requests of a Node server that is listening (or about to) and closes it. */
export async function served(server: http.Server): Promise<Served> {
  const requests: Received[] = [];
  // First, before a framework rewrites req.url for its mount path.
  server.prependListener('request', (req: http.IncomingMessage) => {
    requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
  });
  if (!server.listening) await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Mounts the router at `endpoint` with the Express adapter, on a free port. */
export async function serveRouter(
  router: AnyRouter,
  endpoint = '/api/trpc',
  options: Omit<Parameters<typeof createExpressMiddleware>[0], 'router'> = {},
): Promise<Served> {
  const app = express();
  app.use(endpoint, createExpressMiddleware({ router, ...options }));
  return served(app.listen(0));
}

/**
 * Runs a page's own server file (one that calls `.listen(<port>)` on import) on a free port
 * instead of the port it names. A server that starts listening only after the import (Fastify
 * does once its plugins have loaded) is waited for, up to `wait` ms.
 */
export async function servePageServer(load: () => Promise<unknown>, wait = 5000): Promise<Served> {
  // Kept to be called with each server as `this` (listen.apply below).
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const listen = net.Server.prototype.listen;
  const started: net.Server[] = [];
  let onStart = () => {};
  const starting = new Promise<void>((resolve) => (onStart = resolve));
  net.Server.prototype.listen = function (this: net.Server, ...args: unknown[]) {
    started.push(this);
    onStart();
    const callback = args.find((arg): arg is () => void => typeof arg === 'function');
    return callback ? listen.call(this, 0, callback) : listen.call(this, 0);
  } as typeof listen;
  try {
    await load();
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([starting, new Promise((resolve) => (timer = setTimeout(resolve, wait)))]);
    clearTimeout(timer);
  } finally {
    net.Server.prototype.listen = listen;
  }
  const [server] = started;
  if (started.length !== 1 || !(server instanceof http.Server))
    throw new Error(
      `expected the page's file to start one HTTP server, it started ${started.length}`,
    );
  return served(server);
}

/**
 * Serves a Next.js API route (the module of `pages/api/trpc/[trpc].ts`, or its default export)
 * below `endpoint` with Next's own API resolver, so `req.query` and `res.json` are Next's. `param`
 * is what the file's brackets hold: Next passes the path segment under that name, or, for a
 * catch-all `[...name]`, the list of segments.
 */
export async function serveNextApiRoute(
  route: unknown,
  endpoint = '/api/trpc',
  param = 'trpc',
): Promise<Served> {
  const { apiResolver } = await import('next/dist/server/api-utils/node');
  const preview = { previewModeId: '', previewModeEncryptionKey: '', previewModeSigningKey: '' };
  const module = typeof route === 'function' ? { default: route } : route;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (!url.pathname.startsWith(`${endpoint}/`)) {
      res.statusCode = 404;
      res.end();
      return;
    }
    const segment = decodeURIComponent(url.pathname.slice(endpoint.length + 1));
    const catchAll = param.startsWith('...');
    const value = catchAll ? segment.split('/') : segment;
    const query = {
      ...Object.fromEntries(url.searchParams),
      [param.replace(/^\.\.\./, '')]: value,
    };
    void apiResolver(req, res, query, module, preview, false);
  });
  return served(server.listen(0));
}

/**
 * Hands a printed request to a Fetch API handler (a `Request` in, a `Response` out, no server)
 * and reads the answer in the page's terms, as `send` does for a server on localhost.
 */
export async function sendToHandler(
  handler: (request: Request) => Promise<Response>,
  origin: string,
  request: HttpRequest,
  printed: HttpResponse,
): Promise<HttpResponse> {
  const response = await handler(
    new Request(new URL(request.target, origin), {
      method: request.method,
      headers: request.headers,
      body: request.body === '' ? undefined : request.body,
    }),
  );
  const headers: Record<string, string> = {};
  for (const name of Object.keys(printed.headers)) headers[name] = response.headers.get(name) ?? '';
  const text = await response.text();
  let body: unknown = text;
  try {
    if (text !== '') body = JSON.parse(text) as unknown;
  } catch {
    // Not JSON: compared as text, as the page prints it.
  }
  return { status: response.status, headers, body };
}

/** Imports a file the page hides beside a file it shows (usually the router a client imports). */
export async function importBeside<T>(
  page: DocPage,
  shown: string,
  hidden: string,
  where?: Where,
): Promise<T> {
  const root = page.file(shown, where).slice(0, -shown.length);
  return (await import(pathToFileURL(path.join(root, hidden)).href)) as T;
}

/** A request a page's client sent, as the client built it. */
export type Sent = {
  /** The URL the client built (the page's own host), before it was sent to the test server. */
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
  signal: AbortSignal | undefined;
  /** Settles once the answer has arrived (status and body) or the fetch failed (error name). */
  done: Promise<{ status: number; text: string } | { error: string }>;
};

export type FetchLog = {
  /** A `fetch` that sends every request to the test server, keeping its path and query. */
  fetch: typeof fetch;
  sent: Sent[];
  /** Resolves with the next request a client sends. */
  next(): Promise<Sent>;
  /** Holds the requests sent from now on (they stay in flight) until the returned function runs. */
  hold(): () => void;
};

export function fetchLog(target: () => string, send: typeof fetch = globalThis.fetch): FetchLog {
  const sent: Sent[] = [];
  let waiting: ((request: Sent) => void)[] = [];
  let gate: Promise<void> = Promise.resolve();
  const record: typeof fetch = (input, init = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const page = new URL(url, 'http://localhost:3000');
    const held = gate;
    const response = held.then(() => send(new URL(page.pathname + page.search, target()), init));
    const request: Sent = {
      url,
      method: init.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body: typeof init.body === 'string' ? init.body : undefined,
      signal: init.signal ?? undefined,
      done: response.then(
        async (res) => ({ status: res.status, text: await res.clone().text() }),
        (error: Error) => ({ error: error.name }),
      ),
    };
    sent.push(request);
    const listeners = waiting;
    waiting = [];
    for (const listener of listeners) listener(request);
    return response;
  };
  return {
    fetch: record,
    sent,
    next: () => new Promise<Sent>((resolve) => waiting.push(resolve)),
    hold() {
      let release = () => {};
      gate = new Promise<void>((resolve) => (release = resolve));
      return () => {
        gate = Promise.resolve();
        release();
      };
    },
  };
}

export type ServedWebSocket = {
  /** `ws://localhost:<port>` */
  url: string;
  wss: WebSocketServer;
  /** What `applyWSSHandler` returns (`broadcastReconnectNotification`). */
  handler: ReturnType<typeof applyWSSHandler>;
  /** Every connection the server has accepted so far, in order. */
  connections: WebSocket[];
  /** Ends every client socket from the server's side, as a network drop does. */
  dropClients: () => void;
  /** Drops the clients and stops listening. */
  close: () => Promise<void>;
};

/**
 * Attaches the router to a `ws` server with `applyWSSHandler`, as the Subscriptions page serves
 * it, on a free port (or on `port`, to bring a stopped server back at the same address).
 */
export async function serveWebSocket(
  router: AnyRouter,
  options: Omit<Parameters<typeof applyWSSHandler>[0], 'router' | 'wss' | 'createContext'> = {},
  port = 0,
): Promise<ServedWebSocket> {
  const wss = new WebSocketServer({ port });
  const handler = applyWSSHandler({ wss, router, createContext: () => ({}), ...options });
  const connections: WebSocket[] = [];
  wss.on('connection', (socket) => connections.push(socket));
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  const { port: bound } = wss.address() as AddressInfo;
  const dropClients = () => {
    for (const socket of wss.clients) socket.terminate();
  };
  return {
    url: `ws://localhost:${bound}`,
    wss,
    handler,
    connections,
    dropClients,
    close: () =>
      new Promise<void>((resolve) => {
        dropClients();
        wss.close(() => resolve());
      }),
  };
}

export type RedirectedWebSocket = {
  /** Every socket the page's code opened, in order (reconnection attempts included). */
  sockets: WebSocket[];
  /** Ends those sockets without letting the page's client reconnect; puts the old global back. */
  restore: () => void;
};

/**
 * The browser's `WebSocket` for page code that runs in Node: a `ws` socket, sent to `target()`
 * when the page connects to `pageUrl`.
 */
export function redirectWebSocket(pageUrl: string, target: () => string): RedirectedWebSocket {
  const sockets: WebSocket[] = [];
  class PageWebSocket extends WebSocket {
    constructor(address: string) {
      super(address === pageUrl ? target() : address);
      sockets.push(this);
    }
  }
  const global = globalThis as { WebSocket?: unknown };
  const previous = global.WebSocket;
  global.WebSocket = PageWebSocket;
  return {
    sockets,
    restore() {
      for (const socket of sockets) {
        // The page's client reconnects on `close`: stop it listening first.
        socket.removeAllListeners();
        socket.on('error', () => {});
        socket.terminate();
      }
      global.WebSocket = previous;
    },
  };
}
