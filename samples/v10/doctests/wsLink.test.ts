// Backs docs/client/links/wsLink.md (WebSocket Link, 10.x): the page's server.ts runs behind
// applyWSSHandler on localhost, and wsLink clients, the page's own watchVisits() among them,
// connect to it while the server drops their socket, asks them to reconnect, or is down.
import { createTRPCClient, createWSClient, wsLink } from '@trpc/client';
import type { AnyRouter } from '@trpc/server';
import type { EventEmitter } from 'node:events';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as WsModule from 'ws';
import WebSocket, { WebSocketServer } from 'ws';
import { loadPage, quoted } from '../../doctest';
import {
  redirectWebSocket,
  serveWebSocket,
  type RedirectedWebSocket,
  type ServedWebSocket,
} from './serve';

// The page's Node client (In Node) imports `ws` itself and connects to ws://localhost:3001:
// while `wsTarget.url` is set, the `ws` class it gets sends that address to the test server.
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

// createWSClient is typed for the DOM's WebSocket; the `ws` class works, but is typed differently.
const NodeWebSocket = WebSocket as unknown as typeof globalThis.WebSocket;

const page = loadPage('docs/client/links/wsLink.md');
const CLOSED = 'WebSocket closed prematurely';

let appRouter: AnyRouter;
let visits: EventEmitter;
const listeners = () => visits.listenerCount('visit');
let cleanups: (() => unknown)[] = [];

beforeAll(async () => {
  ({ appRouter, visits } = await page.import<{ appRouter: AnyRouter; visits: EventEmitter }>(
    'server.ts',
  ));
});
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

async function serve(port?: number): Promise<ServedWebSocket> {
  const served = await serveWebSocket(appRouter, {}, port);
  cleanups.push(() => served.close());
  return served;
}

/** The page's client, as far as the test uses it. */
type VisitsClient = {
  onVisit: {
    subscribe(
      input: undefined,
      observer: { onData: (visit: { page: string }) => void },
    ): { unsubscribe: () => void };
  };
};

/** A wsLink client on the served router that writes down every callback of its subscriptions. */
function connect(served: ServedWebSocket) {
  const opened: number[] = [];
  const wsClient = createWSClient({
    url: served.url,
    WebSocket: NodeWebSocket,
    onOpen: () => opened.push(opened.length + 1),
  });
  cleanups.push(() => wsClient.close());
  const client = createTRPCClient<AnyRouter>({ links: [wsLink({ client: wsClient })] });
  const subscribe = () => {
    const events: string[] = [];
    const subscription = client.subscription('onVisit', undefined, {
      onStarted: () => events.push('onStarted'),
      onData: (visit: { page: string }) => events.push(`onData ${visit.page}`),
      onError: (error) => events.push(`onError ${error.message}`),
      onStopped: () => events.push('onStopped'),
      onComplete: () => events.push('onComplete'),
    });
    return { events, subscription };
  };
  return { opened, subscribe };
}

describe(`${page.page}: How the connection behaves`, () => {
  it('when the socket closes, the client reconnects; the subscription gets onError "WebSocket closed prematurely" once, no onComplete, and is not sent again', async () => {
    const served = await serve();
    const client = connect(served);
    const first = client.subscribe();
    await vi.waitFor(() => expect(first.events).toEqual(['onStarted']));
    visits.emit('visit', '/pricing');
    await vi.waitFor(() => expect(first.events).toContain('onData /pricing'));

    served.dropClients();
    await vi.waitFor(() => expect(client.opened).toEqual([1, 2]));
    // Had the client sent the first subscription again, the server would hold it before this one.
    const second = client.subscribe();
    await vi.waitFor(() => expect(second.events).toEqual(['onStarted']));
    expect(listeners()).toBe(1);
    visits.emit('visit', '/docs');
    await vi.waitFor(() => expect(second.events).toContain('onData /docs'));

    expect(served.connections).toHaveLength(2);
    expect(first.events).toEqual(['onStarted', 'onData /pricing', `onError ${CLOSED}`]);
    second.subscription.unsubscribe();
    await vi.waitFor(() => expect(listeners()).toBe(0));
  });

  it('a `reconnect` notification: the client opens a new socket and sends its subscriptions again, which get onStarted a second time and no onError', async () => {
    const served = await serve();
    const client = connect(served);
    const { events, subscription } = client.subscribe();
    await vi.waitFor(() => expect(events).toEqual(['onStarted']));

    served.handler.broadcastReconnectNotification();
    await vi.waitFor(() => expect(events).toEqual(['onStarted', 'onStarted']));
    await vi.waitFor(() => expect(client.opened).toEqual([1, 2]));
    // The old socket closes once nothing is pending on it: then only the new subscription is left.
    await vi.waitFor(() => expect(served.connections[0]?.readyState).toBe(WebSocket.CLOSED));
    expect(listeners()).toBe(1);
    visits.emit('visit', '/pricing');
    await vi.waitFor(() => expect(events).toContain('onData /pricing'));
    expect(events).toEqual(['onStarted', 'onStarted', 'onData /pricing']);
    subscription.unsubscribe();
    await vi.waitFor(() => expect(listeners()).toBe(0));
  });

  it('a `reconnect` notification from a server that then stops listening: the one new socket fails, and the subscription ends with onError "WebSocket closed prematurely"', async () => {
    const served = await serve();
    const client = connect(served);
    const { events } = client.subscribe();
    await vi.waitFor(() => expect(events).toEqual(['onStarted']));

    // As a single server's shutdown does: notify, then stop accepting connections.
    served.handler.broadcastReconnectNotification();
    served.wss.close();
    await vi.waitFor(() => expect(events).toEqual(['onStarted', `onError ${CLOSED}`]));
    // It is over: the server holds no subscription for it.
    await vi.waitFor(() => expect(listeners()).toBe(0));
  });
});

describe(`${page.page}: createWSClient options`, () => {
  it('without any WebSocket implementation (Node 18 and 20 have no global one), createWSClient throws the message the page gives', () => {
    const major = Number(process.versions.node.split('.')[0]);
    if (major <= 20) expect('WebSocket' in globalThis).toBe(false);
    // A later Node has a global WebSocket: take it away, as Node 18 and 20 are.
    const global = Object.getOwnPropertyDescriptor(globalThis, 'WebSocket');
    if (global) Reflect.deleteProperty(globalThis, 'WebSocket');
    try {
      expect(() => createWSClient({ url: 'ws://localhost:3001' })).toThrow(
        quoted(page, '`createWSClient` throws'),
      );
    } finally {
      if (global) Object.defineProperty(globalThis, 'WebSocket', global);
    }
  });
});

describe(`${page.page}: In Node`, () => {
  it("the page's client, with the `ws` class cast to the option's type, subscribes and receives values", async () => {
    const served = await serve();
    wsTarget.url = served.url;
    cleanups.push(() => (wsTarget.url = undefined));
    const { client, wsClient } = await page.import<{
      client: VisitsClient;
      wsClient: { close: () => void };
    }>('nodeClient.ts', { section: 'In Node' });
    cleanups.push(() => wsClient.close());
    const seen: string[] = [];
    const subscription = client.onVisit.subscribe(undefined, {
      onData: (visit) => seen.push(visit.page),
    });
    cleanups.push(() => subscription.unsubscribe());
    await vi.waitFor(() => expect(listeners()).toBe(1));
    visits.emit('visit', '/pricing');
    await vi.waitFor(() => expect(seen).toEqual(['/pricing']));
    expect(served.connections).toHaveLength(1);
  });

  const row = page
    .tables({ section: 'createWSClient options' })[0]
    ?.find((option) => option.Option === 'retryDelayMs');
  const stated = /^(\d+) ms, then doubling from (\d+) s up to (\d+) s$/.exec(row?.Default ?? '');

  it(`retryDelayMs defaults to "${row?.Default}"`, async () => {
    expect(stated).not.toBeNull();
    const [first, from, cap] = (stated ?? []).slice(1).map(Number) as [number, number, number];
    const expected = [first];
    for (let delay = from * 1000; expected.length < 7; delay *= 2)
      expected.push(Math.min(delay, cap * 1000));

    // Nothing listens on this port, so every attempt fails at once.
    const gone = new WebSocketServer({ port: 0 });
    await new Promise<void>((resolve) => gone.once('listening', () => resolve()));
    const { port } = gone.address() as { port: number };
    await new Promise<void>((resolve) => gone.close(() => resolve()));

    // Fake clock: the delays are read off it, so the 62 s of waiting take no time.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const attempts: WebSocket[] = [];
    const started: number[] = [];
    const failed: number[] = [];
    class Attempt extends WebSocket {
      constructor(url: string) {
        super(url);
        attempts.push(this);
        started.push(Date.now());
        this.on('close', () => failed.push(Date.now()));
      }
    }
    const wsClient = createWSClient({
      url: `ws://localhost:${port}`,
      WebSocket: Attempt as unknown as typeof NodeWebSocket,
    });
    try {
      while (started.length <= expected.length) {
        // Wait (in real time) until the last attempt has failed and the next one is scheduled.
        await vi.waitFor(() => {
          expect(attempts.at(-1)?.readyState).toBe(WebSocket.CLOSED);
          expect(vi.getTimerCount()).toBe(1);
        });
        vi.advanceTimersToNextTimer();
      }
    } finally {
      wsClient.close();
      vi.useRealTimers();
    }
    // Each delay runs from a failed attempt to the next one.
    expect(started.slice(1).map((time, i) => time - failed[i])).toEqual(expected);
  });
});

describe(`${page.page}: Resubscribe after a dropped connection`, () => {
  let served: ServedWebSocket;
  let page$: RedirectedWebSocket;
  let watchVisits: (onVisit: (page: string) => void) => () => void;

  beforeAll(async () => {
    served = await serveWebSocket(appRouter);
    // The page's client connects to ws://localhost:3001 with the global WebSocket, as in a browser.
    page$ = redirectWebSocket('ws://localhost:3001', () => served.url);
    ({ watchVisits } = await page.import<{ watchVisits: typeof watchVisits }>('client.ts', {
      section: 'Resubscribe after a dropped connection',
    }));
  });
  afterAll(async () => {
    page$.restore();
    await served.close();
  });

  /** The server has dropped the page's socket, and the page's client is on a new one. */
  const reconnected = (count: number) =>
    vi.waitFor(() => {
      expect(served.connections).toHaveLength(count);
      expect(served.connections.at(-2)?.readyState).toBe(WebSocket.CLOSED);
    });

  it('watchVisits() subscribes again from onError after a dropped socket, and values arrive again', async () => {
    const seen: string[] = [];
    const stop = watchVisits((visit) => seen.push(visit));
    await vi.waitFor(() => expect(listeners()).toBe(1));
    visits.emit('visit', '/pricing');
    await vi.waitFor(() => expect(seen).toEqual(['/pricing']));

    const before = served.connections.length;
    served.dropClients();
    await reconnected(before + 1);
    await vi.waitFor(() => expect(listeners()).toBe(1));
    visits.emit('visit', '/docs');
    await vi.waitFor(() => expect(seen).toEqual(['/pricing', '/docs']));

    stop();
    await vi.waitFor(() => expect(listeners()).toBe(0));
  });

  it('this also works while the server is down for a while; values emitted in between are lost', async () => {
    const seen: string[] = [];
    const stop = watchVisits((visit) => seen.push(visit));
    await vi.waitFor(() => expect(listeners()).toBe(1));

    const { port } = served.wss.address() as { port: number };
    const attempts = page$.sockets.length;
    await served.close();
    // The client's first attempt (after 0 ms) finds nothing listening; the next one is 2 s later.
    await vi.waitFor(() => {
      expect(page$.sockets.length).toBe(attempts + 1);
      expect(page$.sockets.at(-1)?.readyState).toBe(WebSocket.CLOSED);
    });
    visits.emit('visit', '/while-down');
    served = await serveWebSocket(appRouter, {}, port);
    await vi.waitFor(() => expect(listeners()).toBe(1), { timeout: 4000 });
    visits.emit('visit', '/back');
    await vi.waitFor(() => expect(seen).toEqual(['/back']));

    stop();
    await vi.waitFor(() => expect(listeners()).toBe(0));
  });
});
