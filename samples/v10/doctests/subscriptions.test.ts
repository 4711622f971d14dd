// Backs docs/further/subscriptions.md (Subscriptions / WebSockets, 10.x): the page's auction router
// (server/router.ts) runs behind applyWSSHandler on localhost; wsLink clients, the page's own
// watchLot() and a raw `ws` socket check the callbacks and the messages the page describes.
import { createTRPCClient, createWSClient, wsLink, type TRPCClientError } from '@trpc/client';
import { initTRPC, type AnyRouter } from '@trpc/server';
import { once } from 'node:events';
import superjson from 'superjson';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { loadPage, quoted } from '../../doctest';
import {
  redirectWebSocket,
  servePageServer,
  serveWebSocket,
  type RedirectedWebSocket,
  type ServedWebSocket,
} from './serve';

// createWSClient is typed for the DOM's WebSocket; the `ws` class works, but is typed differently.
const NodeWebSocket = WebSocket as unknown as typeof globalThis.WebSocket;

const page = loadPage('docs/further/subscriptions.md');

let appRouter: AnyRouter;
let served: ServedWebSocket;
let cleanups: (() => unknown)[] = [];

beforeAll(async () => {
  ({ appRouter } = await page.import<{ appRouter: AnyRouter }>('server/router.ts', {
    section: 'Define a subscription',
  }));
  served = await serveWebSocket(appRouter);
});
afterAll(() => served.close());
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

type Bid = { lot: string; amount: number; bidder: string };
type Callback = { name: string; message?: string };

/** A wsLink client on `server` that writes down every callback of its subscriptions. */
function connect(server: ServedWebSocket) {
  const wsClient = createWSClient({ url: server.url, WebSocket: NodeWebSocket });
  cleanups.push(() => wsClient.close());
  const client = createTRPCClient<AnyRouter>({ links: [wsLink({ client: wsClient })] });
  const placeBid = (bid: Bid) => client.mutation('placeBid', bid);
  return {
    placeBid,
    closeLot: (lot: string, sold: boolean) => client.mutation('closeLot', { lot, sold }),
    /** A round trip on the same socket: whatever the server sent before has been handled. */
    settle: () => placeBid({ lot: 'lot-0', amount: 1, bidder: 'probe' }),
    watch(lot: string) {
      const callbacks: Callback[] = [];
      const subscription = client.subscription(
        'onBid',
        { lot },
        {
          onStarted: () => callbacks.push({ name: 'onStarted' }),
          onData: () => callbacks.push({ name: 'onData' }),
          onError: (error: TRPCClientError<AnyRouter>) =>
            callbacks.push({ name: 'onError', message: error.message }),
          onStopped: () => callbacks.push({ name: 'onStopped' }),
          onComplete: () => callbacks.push({ name: 'onComplete' }),
        },
      );
      const names = () => callbacks.map((callback) => callback.name);
      return { callbacks, names, subscription };
    },
  };
}

/** A plain `ws` socket: what the server sends, message by message. */
async function openRaw(url: string) {
  const socket = new WebSocket(url);
  const frames: string[] = [];
  socket.on('message', (data: Buffer) => frames.push(data.toString('utf8')));
  await once(socket, 'open');
  cleanups.push(() => socket.close());
  let read = 0;
  return {
    frames,
    send: (text: string) => socket.send(text),
    async next(): Promise<unknown> {
      await vi.waitFor(() =>
        expect(frames.length, 'a message from the server').toBeGreaterThan(read),
      );
      return JSON.parse(frames[read++]) as unknown;
    },
  };
}

describe(`${page.page}: Serve WebSockets`, () => {
  it('the handler ignores `batching`: an array of requests is answered request by request even with `batching: { enabled: false }`', async () => {
    const unbatched = await serveWebSocket(appRouter, { batching: { enabled: false } });
    cleanups.push(() => unbatched.close());
    const raw = await openRaw(unbatched.url);
    const bids = [
      { lot: 'lot-8', amount: 10, bidder: 'ada' },
      { lot: 'lot-8', amount: 20, bidder: 'bo' },
    ];
    raw.send(
      JSON.stringify(
        bids.map((input, i) => ({
          id: i + 1,
          method: 'mutation',
          params: { path: 'placeBid', input },
        })),
      ),
    );
    const answers = [await raw.next(), await raw.next()];
    expect(answers).toEqual(bids.map((data, i) => ({ id: i + 1, result: { type: 'data', data } })));
    expect(raw.frames.map((frame) => frame.startsWith('['))).toEqual([false, false]);
  });
});

describe(`${page.page}: Serve WebSockets`, () => {
  it('the page\'s wsServer.ts, alone: on SIGTERM its clients\' one new socket is refused, and their subscriptions end with onError "WebSocket closed prematurely"', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    cleanups.push(() => vi.restoreAllMocks());
    const before = process.listeners('SIGTERM');
    // The page's server file, on a free port instead of 3001.
    const server = await servePageServer(() => page.import('server/wsServer.ts'));
    cleanups.push(() => server.close());
    const onSigterm = process.listeners('SIGTERM').find((listener) => !before.includes(listener));
    expect(onSigterm, 'the page adds a SIGTERM listener').toBeDefined();
    if (!onSigterm) return;
    process.off('SIGTERM', onSigterm);

    const wsClient = createWSClient({
      url: server.origin.replace(/^http/, 'ws'),
      WebSocket: NodeWebSocket,
    });
    cleanups.push(() => wsClient.close());
    const client = createTRPCClient<AnyRouter>({ links: [wsLink({ client: wsClient })] });
    const events: string[] = [];
    const subscription = client.subscription(
      'onBid',
      { lot: 'lot-9' },
      {
        onStarted: () => events.push('onStarted'),
        onError: (error: TRPCClientError<AnyRouter>) => events.push(`onError ${error.message}`),
      },
    );
    // Nothing left pending, so that wsClient.close() closes its socket and the server can stop.
    cleanups.push(() => subscription.unsubscribe());
    await vi.waitFor(() => expect(events).toEqual(['onStarted']));

    onSigterm('SIGTERM');
    const closed = quoted(page, 'the subscriptions end with');
    await vi.waitFor(() => expect(events).toEqual(['onStarted', `onError ${closed}`]));
  });
});

describe(`${page.page}: When the server ends a subscription`, () => {
  const rows = page.tables({ section: 'When the server ends a subscription' })[0] ?? [];
  let server: ServedWebSocket;
  beforeAll(async () => {
    server = await serveWebSocket(appRouter);
  });
  afterAll(() => server.close());

  type Client = ReturnType<typeof connect>;
  // What each row of the table does to a subscription on `lot` that has started.
  const actions: Record<string, (client: Client, lot: string) => Promise<unknown>> = {
    'the server has subscribed to the observable': async () => {},
    'emit.next(value)': (client, lot) => client.placeBid({ lot, amount: 50, bidder: 'ada' }),
    'emit.error(error)': (client, lot) => client.closeLot(lot, false),
    'emit.complete()': (client, lot) => client.closeLot(lot, true),
    'the socket closes': async () => {
      const before = server.connections.length;
      server.dropClients();
      await vi.waitFor(() => expect(server.connections).toHaveLength(before + 1));
    },
    'you call unsubscribe()': async () => {},
  };

  it('lists one row per thing that can happen', () => {
    expect(rows.map((row) => row['What happens'])).toEqual(Object.keys(actions));
  });

  rows.forEach((row, i) => {
    const happens = row['What happens'] ?? '';
    const stated = row.Callbacks ?? '';
    it(`${happens}: ${stated}`, async () => {
      const lot = `lot-2${i}`;
      const client = connect(server);
      const watched = client.watch(lot);
      await vi.waitFor(() => expect(watched.names()).toEqual(['onStarted']));
      const before = happens === 'the server has subscribed to the observable' ? 0 : 1;
      await actions[happens]?.(client, lot);
      if (happens === 'you call unsubscribe()') watched.subscription.unsubscribe();
      await client.settle();

      const fired = watched.callbacks.slice(before);
      // The callbacks the row names, in its order, and no others.
      expect(fired.map((callback) => callback.name)).toEqual(stated.match(/\bon[A-Z]\w*/g));
      for (const { message } of fired.filter((callback) => callback.name === 'onError')) {
        if (happens === 'emit.error(error)') expect(message).toBe(`${lot} was withdrawn`);
        else expect(stated).toContain(`onError with ${message}`);
      }
    });
  });

  describe('watchLot()', () => {
    let page$: RedirectedWebSocket;
    let watchLot: (lot: string) => { unsubscribe: () => void };
    beforeAll(async () => {
      page$ = redirectWebSocket('ws://localhost:3001', () => server.url);
      ({ watchLot } = await page.import<{ watchLot: typeof watchLot }>('watchLot.ts'));
    });
    afterAll(() => page$.restore());

    it('remembers onStopped and ignores the error after it; a withdrawn lot is still reported', async () => {
      const log = vi.spyOn(console, 'log').mockImplementation(() => {});
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      cleanups.push(() => vi.restoreAllMocks());
      const client = connect(server);
      // A lot with a bid: watchLot() logs it as soon as the server has subscribed.
      await client.placeBid({ lot: 'lot-31', amount: 120, bidder: 'ada' });
      await client.placeBid({ lot: 'lot-32', amount: 80, bidder: 'bo' });
      watchLot('lot-31');
      await vi.waitFor(() => expect(log.mock.calls).toEqual([['ada bid 120']]));

      await client.closeLot('lot-31', true);
      // The page's socket gets this lot's bid after the `stopped` of the sold one.
      watchLot('lot-32');
      await vi.waitFor(() => expect(log.mock.calls).toEqual([['ada bid 120'], ['bo bid 80']]));
      expect(error).not.toHaveBeenCalled();

      await client.closeLot('lot-32', false);
      await vi.waitFor(() => expect(error.mock.calls).toEqual([['lot-32 was withdrawn']]));
    });
  });
});

describe(`${page.page}: The WebSocket protocol`, () => {
  it('a client can get onData before onStarted (the latest bid is emitted synchronously)', async () => {
    const client = connect(served);
    await client.placeBid({ lot: 'lot-41', amount: 70, bidder: 'ada' });
    const watched = client.watch('lot-41');
    await vi.waitFor(() => expect(watched.names()).toHaveLength(2));
    expect(watched.names()).toEqual(['onData', 'onStarted']);
    watched.subscription.unsubscribe();
  });

  const [session] = page.fences('text', { section: 'The WebSocket protocol' });

  it('the printed session is what a raw socket sends (>) and receives (<)', async () => {
    const lines = (session?.value ?? '').split('\n');
    expect(lines.filter((line) => line.startsWith('< ')).length).toBeGreaterThan(0);
    const raw = await openRaw(served.url);
    for (const [i, line] of lines.entries()) {
      const where = `${page.page}:${(session?.line ?? 0) + 1 + i}`;
      if (line.startsWith('> ')) raw.send(line.slice(2));
      else if (line.startsWith('< '))
        expect(await raw.next(), where).toEqual(JSON.parse(line.slice(2)));
      else throw new Error(`${where}: a line starts with "> " (sent) or "< " (received)`);
    }
    // Nothing more came: the answer to one more message is the next one.
    raw.send('{}');
    expect(await raw.next()).toMatchObject({ id: null, error: { data: { code: 'PARSE_ERROR' } } });
  });
});

describe(`${page.page}: The WebSocket protocol, with a transformer`, () => {
  it("a message without input fails with PARSE_ERROR under id null; the transformer's form of no input is answered", async () => {
    const quote =
      /with superjson, `(\{[^`]+\})` gets a `PARSE_ERROR` \(\*(.+?)\*\) under `id: null`/.exec(
        page.markdown,
      );
    const noInput =
      /Send the transformer's form of no input: `"input":(\{[^`]+\})` for superjson/.exec(
        page.markdown,
      );
    expect(quote, 'the sentence that quotes the message').not.toBeNull();
    expect(noInput, 'the form of no input').not.toBeNull();
    const [, sent = '{}', message = ''] = quote ?? [];
    const t = initTRPC.create({ transformer: superjson });
    const router = t.router({ whoami: t.procedure.query(() => 'anonymous') });
    const server = await serveWebSocket(router);
    cleanups.push(() => server.close());
    const raw = await openRaw(server.url);
    raw.send(sent);
    // The error goes out through the transformer too.
    expect(await raw.next()).toMatchObject({
      id: null,
      error: { json: { message, data: { code: 'PARSE_ERROR' } } },
    });
    const withInput = JSON.parse(sent) as { params: Record<string, unknown> };
    withInput.params.input = JSON.parse(noInput?.[1] ?? 'null') as unknown;
    raw.send(JSON.stringify(withInput));
    expect(await raw.next()).toEqual({
      id: 1,
      result: { type: 'data', data: { json: 'anonymous' } },
    });
  });
});
