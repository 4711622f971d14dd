// Backs versioned_docs/version-9.x/client/vanilla.md (Vanilla client, 9.x): the page's client.ts
// calls the page's router, served on a free port, through a recording fetch. The subscription
// claims about `isDone` run a wsLink client against a one-procedure WebSocket server built here,
// since the page's router has no subscription.
import * as trpc from '@trpc/server';
import { createTRPCClient, TRPCClientError } from '@trpc/client';
import { createWSClient, wsLink } from '@trpc/client/links/wsLink';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { loadPage } from '../../doctest';
import {
  fetchRedirecting,
  recordingFetch,
  serveRouter,
  serveWebSocket,
  type FetchCall,
  type Served,
} from './serve';

const page = loadPage('versioned_docs/version-9.x/client/vanilla.md');

type Call<T> = Promise<T> & { cancel: () => void };
type Client = {
  query: (path: string, input?: unknown) => Call<unknown>;
  mutation: (path: string, input?: unknown) => Call<unknown>;
};

let served: Served;
let client: Client;
let calls: FetchCall[];

beforeAll(async () => {
  const { appRouter } = await page.import<{ appRouter: trpc.AnyRouter }>('server/router.ts');
  served = await serveRouter(appRouter, '/trpc');
  // client.ts points at http://localhost:5000/trpc; its calls go to the served router.
  const recorder = recordingFetch(fetchRedirecting('http://localhost:5000', served.origin));
  calls = recorder.calls;
  vi.stubGlobal('fetch', recorder.fetch);
  ({ client } = await page.import<{ client: Client }>('client.ts'));
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await served.close();
});

/** The rejection of a call, as a TRPCClientError. */
async function failure(call: Promise<unknown>): Promise<TRPCClientError<trpc.AnyRouter>> {
  const error = await call.then(
    () => new Error('the call succeeded'),
    (reason: unknown) => reason,
  );
  if (!(error instanceof TRPCClientError)) throw error;
  return error;
}

describe(`${page.page}: Call endpoints`, () => {
  it('client.query sends a GET request and client.mutation a POST request, each resolving to the output', async () => {
    calls.length = 0;
    const bilbo = await client.query('getUser', 'id_bilbo');
    const frodo = await client.mutation('createUser', { name: 'Frodo' });
    expect([bilbo, frodo]).toEqual([
      { id: 'id_bilbo', name: 'Bilbo' },
      { id: 'id_frodo', name: 'Frodo' },
    ]);
    expect(calls.map((call) => call.method)).toEqual(['GET', 'POST']);
  });

  it('.cancel() aborts the call: the promise rejects with "The operation was aborted." and isDone false', async () => {
    const lookup = client.query('getUser', 'id_bilbo');
    lookup.cancel();
    const error = await failure(lookup);
    expect([error.message, error.isDone]).toEqual(['The operation was aborted.', false]);
  });

  it('cancelling one call of a batch leaves the others alone', async () => {
    calls.length = 0;
    const cancelled = client.query('getUser', 'id_bilbo');
    const kept = client.query('getUser', 'id_bilbo');
    cancelled.cancel();
    const [gone, bilbo] = await Promise.allSettled([cancelled, kept]);
    expect([gone?.status, bilbo]).toEqual([
      'rejected',
      { status: 'fulfilled', value: { id: 'id_bilbo', name: 'Bilbo' } },
    ]);
    expect(calls).toHaveLength(1);
  });
});

describe(`${page.page}: Handle errors`, () => {
  it("a name that is too short rejects with a TRPCClientError: code 'BAD_REQUEST', HTTP status 400", async () => {
    const error = await failure(client.mutation('createUser', { name: 'Al' }));
    expect([error.data?.code, error.data?.httpStatus, error.isDone]).toEqual([
      'BAD_REQUEST',
      400,
      false,
    ]);
  });

  describe('isDone in a subscription', () => {
    const started: trpc.Subscription<number>[] = [];
    // The server side only: a subscription that emits one value and never ends by itself.
    const ticker = trpc.router().subscription('tick', {
      resolve() {
        const subscription = new trpc.Subscription<number>((emit) => {
          emit.data(1);
          return () => {};
        });
        started.push(subscription);
        return subscription;
      },
    });
    let socketServer: Awaited<ReturnType<typeof serveWebSocket>>;
    let wsClient: ReturnType<typeof createWSClient>;
    const events: string[] = [];
    const waitForEvents = (count: number) =>
      vi.waitFor(() => expect(events.length).toBeGreaterThanOrEqual(count), { timeout: 5_000 });

    beforeAll(async () => {
      socketServer = await serveWebSocket(ticker);
      wsClient = createWSClient({ url: socketServer.url, WebSocket: WebSocket as never });
      const subscriber = createTRPCClient<typeof ticker>({ links: [wsLink({ client: wsClient })] });
      subscriber.subscription('tick', undefined, {
        onNext: (result) => events.push(result.type),
        onError: (error) => events.push(`error: ${error.message} (isDone ${error.isDone})`),
        onDone: () => events.push('done'),
      });
      await waitForEvents(2);
    });
    afterAll(async () => {
      wsClient.close();
      await socketServer.close();
    });

    it('a dropped socket gives onError "WebSocket closed prematurely" with isDone false, then started and data again after the reconnect', async () => {
      events.length = 0;
      for (const socket of socketServer.wss.clients) socket.terminate();
      await waitForEvents(3);
      expect(events).toEqual([
        'error: WebSocket closed prematurely (isDone false)',
        'started',
        'data',
      ]);
    });

    it('a subscription the server ended: stopped, then onError "Operation ended prematurely" with isDone true, then onDone', async () => {
      events.length = 0;
      started[started.length - 1]?.destroy();
      await waitForEvents(3);
      expect(events).toEqual([
        'stopped',
        'error: Operation ended prematurely (isDone true)',
        'done',
      ]);
    });
  });
});
