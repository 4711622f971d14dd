// Backs docs/client/vanilla.md and docs/client/links/{httpLink,httpBatchLink,loggerLink,
// splitLink,wsLink}.md (10.x): each page's client set-up, run where readers run it, in Node and
// bundled for a browser page in Chromium, makes a real call against the page's router on
// localhost and gets the router's answer. A row is a page's client; each row runs in both places.
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { AnyRouter } from '@trpc/server';
import { createExpressMiddleware } from '@trpc/server/adapters/express';
import { applyWSSHandler } from '@trpc/server/adapters/ws';
import { buildSync } from 'esbuild';
import express from 'express';
import type { EventEmitter } from 'node:events';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as WsModule from 'ws';
import { WebSocketServer } from 'ws';
import { headlessShellPath } from '../../../tests/support/chromium';
import {
  asPrinted,
  loadPage,
  printedText,
  rejection,
  type DocPage,
  type Where,
} from '../../doctest';
import { fetchLog, importBeside, served, type Served } from './serve';

// wsLink.md's Node client imports `ws` itself and connects to ws://localhost:3001: while
// `wsTarget.url` is set, the `ws` class it gets sends that address to the test server instead.
const wsTarget = vi.hoisted(() => ({ url: undefined as string | undefined }));
vi.mock('ws', async (importOriginal) => {
  const actual = await importOriginal<typeof WsModule>();
  class Redirected extends actual.default {
    constructor(address: string, ...rest: unknown[]) {
      const target = address === 'ws://localhost:3001' ? wsTarget.url : undefined;
      super(target ?? address, ...(rest as []));
    }
  }
  return { ...actual, default: Redirected, WebSocket: Redirected };
});

/** The router answering in-process, for the answer a client should get over the wire. */
type Caller = {
  query: (path: string, input?: unknown) => Promise<unknown>;
  mutation: (path: string, input?: unknown) => Promise<unknown>;
};
const callerOf = (router: AnyRouter) => router.createCaller({}) as unknown as Caller;

/** A page's module, as the test sees it: its exports, typed where a row reads them. */
type Exports = Record<string, unknown>;

type Row = {
  page: DocPage;
  where: Where;
  /** The file beside the client that holds the router it was written against. */
  router: string;
  /** The address the page's client hard-codes, and the path it takes on the test server. */
  url: { page: string; test: (server: RowServer) => string };
};

type CallRow = Row & {
  does: string;
  /**
   * The call, given the client module's exports. It runs in Node as a function and in the
   * browser page as its source text, inside the bundle: so it may use nothing but its argument.
   */
  call: (exports: Exports) => Promise<unknown>;
  expected: (caller: Caller) => Promise<unknown>;
};

type Ticket = { id: string };

// Written to folders of this file's own: the pages' own doc tests use the same pages.
const own = { scratch: 'client-environments' };
const vanilla = loadPage('docs/client/vanilla.md', own);
const httpLinkPage = loadPage('docs/client/links/httpLink.md', own);
const httpBatchLinkPage = loadPage('docs/client/links/httpBatchLink.md', own);
const loggerLinkPage = loadPage('docs/client/links/loggerLink.md', own);
const splitLinkPage = loadPage('docs/client/links/splitLink.md', own);
const wsLinkPage = loadPage('docs/client/links/wsLink.md', own);
const troubleshooting = loadPage('docs/further/troubleshooting.md');

const HTTP_3000 = {
  page: 'http://localhost:3000/trpc',
  test: (server: RowServer) => `${server.origin}/trpc`,
};

const callRows: CallRow[] = [
  {
    page: vanilla,
    where: { section: 'Create the client' },
    router: 'server/router.ts',
    // The vanilla page serves its API on the quickstart's port.
    url: { page: 'http://localhost:2022/trpc', test: HTTP_3000.test },
    does: 'a query answers',
    call: (exports) =>
      (
        exports.client as { ticket: { byId: { query: (id: string) => Promise<Ticket> } } }
      ).ticket.byId.query('T-17'),
    expected: (caller) => caller.query('ticket.byId', 'T-17'),
  },
  {
    page: httpLinkPage,
    where: { section: 'Usage' },
    router: 'server.ts',
    url: HTTP_3000,
    does: 'the query and the mutation it starts answer',
    // The file starts both calls when it loads and exports their promises.
    call: (exports) => Promise.all([exports.mars, exports.renamed]),
    expected: (caller) =>
      Promise.all([
        caller.query('planet.byName', 'Mars'),
        caller.mutation('planet.rename', { from: 'Pluto', to: 'Planet Nine' }),
      ]),
  },
  {
    page: loggerLinkPage,
    where: { section: 'Usage' },
    router: 'server.ts',
    url: HTTP_3000,
    does: 'a query answers, with the logger in the chain',
    call: (exports) =>
      (exports.client as { stats: { query: () => Promise<unknown> } }).stats.query(),
    expected: (caller) => caller.query('stats'),
  },
  {
    page: splitLinkPage,
    where: { section: 'Skip batching for some calls' },
    router: 'server.ts',
    url: HTTP_3000,
    does: 'a call down each branch answers',
    // `exported` (started by the file) takes the unbatched branch; a plain query the other.
    call: (exports) =>
      Promise.all([
        exports.exported,
        (exports.client as { stats: { query: () => Promise<unknown> } }).stats.query(),
      ]),
    expected: (caller) => Promise.all([caller.query('bigExport'), caller.query('stats')]),
  },
];

// httpBatchLink.md's client exports nothing: it starts its batch of three queries when it loads.
// Its answer is the one response that batch gets.
const batchRow: Row = {
  page: httpBatchLinkPage,
  where: { section: 'Usage' },
  router: 'router.ts',
  url: HTTP_3000,
};
const batchAnswer = (caller: Caller) =>
  Promise.all(
    ['Mars', 'Jupiter', 'Saturn'].map(async (name) => ({
      result: { data: await caller.query('planet.byName', name) },
    })),
  );

// wsLink.md's browser client subscribes when it loads and prints each visit to the console.
const wsRow: Row = {
  page: wsLinkPage,
  where: { section: 'Usage' },
  router: 'server.ts',
  url: { page: 'ws://localhost:3001', test: (server) => server.ws },
};

const label = (row: Row) => `${path.basename(row.page.page)} client.ts`;

type RowServer = Served & { ws: string; router: AnyRouter; module: Exports };

/**
 * One server on a free port for a row: a blank HTML page at `/` (the browser page's origin),
 * the router under `/trpc` over HTTP, and over WebSockets on the same port, so the page's calls
 * are same-origin.
 */
async function serveRow(row: Row): Promise<RowServer> {
  const module = await importBeside<Exports>(row.page, 'client.ts', row.router, row.where);
  const router = module.appRouter as AnyRouter;
  const app = express();
  app.get('/', (_req, res) => res.type('html').send('<!doctype html><title>app</title>'));
  app.use('/trpc', createExpressMiddleware({ router }));
  const server = app.listen(0);
  const wss = new WebSocketServer({ server });
  applyWSSHandler({ wss, router, createContext: () => ({}) });
  const http = await served(server);
  return {
    ...http,
    ws: http.origin.replace(/^http/, 'ws'),
    router,
    module,
    async close() {
      // Upgraded sockets are no longer the HTTP server's to close.
      for (const socket of wss.clients) socket.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await http.close();
    },
  };
}

/**
 * The page's client file bundled for a browser, as a reader's bundler would: esbuild, from the
 * file's own folder (so its packages are the pinned ones), with `entry` beside it. The address
 * the page hard-codes becomes the test server's; a bundle without it fails the test, since the
 * page's client would then be calling somewhere else.
 */
function bundle(row: Row, server: RowServer, entry: string): string {
  const text = buildSync({
    stdin: {
      contents: entry,
      resolveDir: path.dirname(row.page.file('client.ts', row.where)),
      sourcefile: 'entry.js',
    },
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'row',
    platform: 'browser',
    logLevel: 'silent',
  }).outputFiles[0]?.text;
  if (!text?.includes(row.url.page))
    throw new Error(`the bundle of ${row.page.page}'s client.ts has no ${row.url.page}`);
  return text.split(row.url.page).join(row.url.test(server));
}

type Opened = { page: Page; console: string[]; errors: string[] };

let browser: Browser;
let context: BrowserContext;

/** A new tab on the row server's origin, with `script` loaded into it. */
async function openWith(server: RowServer, script: string, before?: (page: Page) => void) {
  const page = await context.newPage();
  const result: Opened = { page, console: [], errors: [] };
  page.on('console', (message) => result.console.push(message.text()));
  page.on('pageerror', (error) => result.errors.push(error.message));
  await page.goto(`${server.origin}/`);
  before?.(page);
  await page.addScriptTag({ content: script });
  return result;
}

// The Node rows' HTTP links take the global fetch when they are created; this one sends their
// requests (to the page's own host) to the row being tested.
let target = '';
const log = fetchLog(() => target);
const globalFetch = globalThis.fetch;
const servers = new Map<Row, RowServer>();
/** How many requests reached the row's router (the blank page's own are not counted). */
const apiCalls = (server: Served) =>
  server.requests.filter((request) => request.url.startsWith('/trpc')).length;
const serverOf = (row: Row) => {
  const server = servers.get(row);
  if (!server) throw new Error(`no server for ${row.page.page}`);
  return server;
};

beforeAll(async () => {
  const rows = [...callRows, batchRow, wsRow];
  const [launched] = await Promise.all([
    chromium.launch({ executablePath: headlessShellPath }),
    ...rows.map(async (row) => servers.set(row, await serveRow(row))),
  ]);
  browser = launched;
  context = await browser.newContext();
  globalThis.fetch = log.fetch;
});
afterAll(async () => {
  globalThis.fetch = globalFetch;
  await browser?.close();
  await Promise.all([...servers.values()].map((server) => server.close()));
});

for (const row of callRows)
  describe(row.page.page, () => {
    it(`${label(row)}: in Node, ${row.does}`, async () => {
      const server = serverOf(row);
      target = server.origin;
      const from = apiCalls(server);
      const exports = await row.page.import<Exports>('client.ts', row.where);
      const answer = await row.call(exports);
      expect(answer).toEqual(await row.expected(callerOf(server.router)));
      expect(apiCalls(server)).toBeGreaterThan(from);
    });

    it(`${label(row)}: in a browser bundle, ${row.does}`, async () => {
      const server = serverOf(row);
      const entry = `import * as page from './client';\nconst call = (${row.call.toString()});\nexport const answer = () => call(page);\n`;
      const from = apiCalls(server);
      const { page, errors } = await openWith(server, bundle(row, server, entry));
      const answer = await page.evaluate(() =>
        (globalThis as unknown as { row: { answer: () => Promise<unknown> } }).row.answer(),
      );
      expect(answer).toEqual(await row.expected(callerOf(server.router)));
      expect(errors).toEqual([]);
      // Answered by the server, not by anything cached in the page.
      expect(apiCalls(server)).toBeGreaterThan(from);
    });
  });

describe(httpBatchLinkPage.page, () => {
  const row = batchRow;

  it(`${label(row)}: in Node, the batch it starts is answered with the router's answers`, async () => {
    const server = serverOf(row);
    target = server.origin;
    const from = log.sent.length;
    await row.page.import('client.ts', row.where);
    // A client that fails before sending anything leaves nothing to wait for.
    const sent = await vi.waitFor(
      () => {
        const request = log.sent[from];
        if (!request) throw new Error(`${row.page.page}: client.ts sent no request`);
        return request;
      },
      { timeout: 3000 },
    );
    const done = await sent.done;
    const answer = 'text' in done ? (JSON.parse(done.text) as unknown) : done;
    expect(answer).toEqual(await batchAnswer(callerOf(server.router)));
  });

  it(`${label(row)}: in a browser bundle, the batch it starts is answered with the router's answers`, async () => {
    const server = serverOf(row);
    let response: Promise<unknown> = Promise.resolve(null);
    const { errors } = await openWith(
      server,
      bundle(row, server, `import './client';\n`),
      (page) => {
        // Watched before the script loads, since the file sends its batch as it loads.
        response = page
          .waitForResponse((res) => new URL(res.url()).pathname.startsWith('/trpc/'), {
            timeout: 5000,
          })
          .then((res) => res.json());
      },
    );
    const answer = await response.catch((error: Error) => {
      throw new Error(`${error.message}\npage errors: ${errors.join('\n') || 'none'}`);
    });
    expect(answer).toEqual(await batchAnswer(callerOf(server.router)));
    expect(errors).toEqual([]);
  });
});

describe(wsLinkPage.page, () => {
  const row = wsRow;
  const visits = () => serverOf(row).module.visits as EventEmitter;
  const listeners = () => visits().listenerCount('visit');

  it("nodeClient.ts: in Node (the page's client for Node, with the ws class), a subscription receives a visit", async () => {
    const server = serverOf(row);
    wsTarget.url = server.ws;
    const { client, wsClient } = await row.page.import<{
      client: {
        onVisit: {
          subscribe: (
            input: undefined,
            observer: { onData: (visit: { page: string }) => void },
          ) => { unsubscribe: () => void };
        };
      };
      wsClient: { close: () => void };
    }>('nodeClient.ts', { section: 'In Node' });
    const seen: { page: string }[] = [];
    const subscription = client.onVisit.subscribe(undefined, { onData: (v) => seen.push(v) });
    try {
      await vi.waitFor(() => expect(listeners()).toBe(1), { timeout: 5000 });
      visits().emit('visit', '/pricing');
      await vi.waitFor(() => expect(seen).toEqual([{ page: '/pricing' }]));
    } finally {
      subscription.unsubscribe();
      wsClient.close();
      wsTarget.url = undefined;
    }
    await vi.waitFor(() => expect(listeners()).toBe(0));
  });

  it(`${label(row)}: in Node, the browser client fails on import with the troubleshooting page's 'A WebSocket client created in Node'`, async () => {
    // Node 22 has a global WebSocket; the page speaks of Node 18 and 20, which have none.
    const global = Object.getOwnPropertyDescriptor(globalThis, 'WebSocket');
    if (global) Reflect.deleteProperty(globalThis, 'WebSocket');
    try {
      const error = await rejection(() => row.page.import('client.ts', row.where));
      expect(error).toBeInstanceOf(ReferenceError);
      expect(asPrinted(error)).toBe(
        printedText(troubleshooting, 'A WebSocket client created in Node'),
      );
    } finally {
      if (global) Object.defineProperty(globalThis, 'WebSocket', global);
    }
    expect(listeners()).toBe(0);
  });

  it(`${label(row)}: in a browser bundle, the subscription it opens receives a visit`, async () => {
    const server = serverOf(row);
    const { page, console, errors } = await openWith(
      server,
      bundle(row, server, `export { stop } from './client';\n`),
    );
    await vi.waitFor(() => expect(listeners()).toBe(1), { timeout: 5000 });
    visits().emit('visit', '/pricing');
    // What the page's onData prints for the visit.
    await vi.waitFor(() => expect(console).toContain('someone is looking at /pricing'), {
      timeout: 5000,
    });
    expect(errors).toEqual([]);
    await page.evaluate(() => (globalThis as unknown as { row: { stop: () => void } }).row.stop());
    await vi.waitFor(() => expect(listeners()).toBe(0));
  });
});
