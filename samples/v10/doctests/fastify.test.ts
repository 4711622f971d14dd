// Backs docs/server/adapters/fastify.md (Usage with Fastify, 10.x): the page's own servers run on a
// free port; the HTTP answers are compared with the exchanges the page prints, and the WebSocket
// server is called with the page's context.
import { createTRPCProxyClient, createWSClient, wsLink } from '@trpc/client';
import { initTRPC, type AnyRouter } from '@trpc/server';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { itAnswersAsPrinted, loadPage } from '../../doctest';
import { importBeside, served as tracked, servePageServer, type Served } from './serve';

const page = loadPage('docs/server/adapters/fastify.md');

describe(`${page.page}: Register the plugin`, () => {
  const section = 'Register the plugin';
  let served: Served;

  beforeAll(async () => {
    served = await servePageServer(() => page.import('server/index.ts', { section }));
  });
  afterAll(() => served.close());

  const exchanges = page.exchanges({ section });

  it('prints a query and a mutation, both at <prefix>/<path>', () => {
    expect(
      exchanges.map(({ request }) => `${request.method} ${request.target.split('?')[0]}`),
    ).toEqual(['GET /trpc/runnerById', 'POST /trpc/register']);
  });

  itAnswersAsPrinted(exchanges, () => served.origin);
});

type Reading = { runner: string; bpm: number };
type HeartClient = {
  heartRate: {
    subscribe: (
      input: undefined,
      handlers: { onData: (reading: Reading) => void; onError: (error: Error) => void },
    ) => { unsubscribe: () => void };
  };
};

describe(`${page.page}: Subscriptions over WebSockets`, () => {
  const section = 'Subscriptions over WebSockets';
  let served: Served;

  beforeAll(async () => {
    // The project as it stands at the end of the page: the WebSocket router and server, and the
    // context that checks which object arrived.
    served = await servePageServer(() =>
      importBeside(page, 'server/context.ts', 'server/index.ts', { section }),
    );
  });
  afterAll(() => served.close());

  it('over a WebSocket, createContext gets the socket (no Fastify `header()`), reads the headers of the opening request, and the subscription runs', async () => {
    // A Node client can send headers with the opening request, as a browser sends its cookies.
    class RunnerSocket extends WebSocket {
      constructor(url: string) {
        super(url, { headers: { 'x-runner-name': 'Kip' } });
      }
    }
    const wsClient = createWSClient({
      url: `${served.origin.replace('http:', 'ws:')}/trpc`,
      WebSocket: RunnerSocket as unknown as typeof globalThis.WebSocket,
    });
    const client = createTRPCProxyClient<AnyRouter>({
      links: [wsLink({ client: wsClient })],
    }) as unknown as HeartClient;
    try {
      const reading = await new Promise<Reading>((resolve, reject) => {
        // The page's server emits once a second; a broken context never answers.
        const deadline = setTimeout(() => reject(new Error('no reading within 5 s')), 5000);
        const subscription = client.heartRate.subscribe(undefined, {
          onData: (data) => {
            clearTimeout(deadline);
            subscription.unsubscribe();
            resolve(data);
          },
          onError: reject,
        });
      });
      expect(reading.runner).toBe('Kip');
      expect(reading.bpm).toBeGreaterThanOrEqual(60);
      expect(reading.bpm).toBeLessThanOrEqual(100);
    } finally {
      wsClient.close();
    }
  });

  it("over HTTP, the same context gets Fastify's reply and sets its header", async () => {
    // The WebSocket router has no query; the answer to any call still carries the header.
    const response = await fetch(`${served.origin}/trpc/heartRate`, {
      headers: { 'x-runner-name': 'Kip' },
    });
    expect(response.headers.get('x-runner')).toBe('Kip');
  });
});

describe(`${page.page}: What Fastify answers itself`, () => {
  const section = 'What Fastify answers itself';
  let served: Served;
  const errors: string[] = [];

  beforeAll(async () => {
    // The page's plugin registration (prefix /trpc) with Fastify's defaults, and an onError
    // that records every call.
    const t = initTRPC.create();
    const router = t.router({ save: t.procedure.input((v) => v).mutation(() => 'saved') });
    const app = fastify();
    await app.register(fastifyTRPCPlugin, {
      prefix: '/trpc',
      trpcOptions: {
        router,
        onError: ({ error }: { error: Error }) => errors.push(error.message),
      },
    });
    await app.listen({ port: 0, host: '::' });
    served = await tracked(app.server);
  });
  afterAll(() => served.close());

  it("answers the page's table's requests with its own status and code, and onError never runs", async () => {
    const rows = page.tables({ section })[0] ?? [];
    const said = rows.map((row) =>
      /^(\d{3}), (FST_\w+)$/.exec(row["Fastify's answer"] ?? '')?.slice(1),
    );
    const send = (type: string, body: string) =>
      fetch(`${served.origin}/trpc/save`, {
        method: 'POST',
        headers: { 'content-type': type },
        body,
      });
    // Just over Fastify's default bodyLimit of 1 MiB, then a form body.
    const answers = [
      await send('application/json', JSON.stringify('x'.repeat(1024 * 1024))),
      await send('application/x-www-form-urlencoded', 'title=Hi'),
    ];
    const got = await Promise.all(
      answers.map(async (r) => [String(r.status), ((await r.json()) as { code: string }).code]),
    );
    expect(got).toEqual(said);
    expect(errors).toEqual([]);
    // A body under the limit reaches tRPC.
    expect((await send('application/json', JSON.stringify('x'.repeat(1000)))).status).toBe(200);
  });
});
