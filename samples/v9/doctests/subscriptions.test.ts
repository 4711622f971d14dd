// Backs versioned_docs/version-9.x/further/subscriptions.md (Subscriptions / WebSockets, 9.x): the
// page's wsServer.ts serves the page's router, and raw sockets send the messages the page prints.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as trpc from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { loadPage } from '../../doctest';
import { listenOnFreePort, type Served } from './serve';

const page = loadPage('versioned_docs/version-9.x/further/subscriptions.md');
const SPEC = 'WebSocket RPC specification';

type Message = {
  id: number | null;
  jsonrpc?: string;
  method?: string;
  result?: { type: string; data?: unknown };
  error?: { data: { code: string } };
};

/** A raw client socket that keeps every message the server sent, in order. */
class Probe {
  readonly messages: Message[] = [];
  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) =>
      this.messages.push(JSON.parse(data.toString('utf8')) as Message),
    );
  }
  static async open(url: string): Promise<Probe> {
    const socket = new WebSocket(url);
    const probe = new Probe(socket);
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    return probe;
  }
  send(message: unknown): void {
    this.socket.send(JSON.stringify(message));
  }
  /** Waits until a message matches, and returns it. */
  next(match: (message: Message) => boolean, timeoutMs = 5_000): Promise<Message> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = this.messages.find(match);
        if (!found) return;
        clearTimeout(timer);
        this.socket.off('message', check);
        resolve(found);
      };
      const timer = setTimeout(() => {
        this.socket.off('message', check);
        reject(new Error(`no such message; got ${JSON.stringify(this.messages)}`));
      }, timeoutMs);
      this.socket.on('message', check);
      check();
    });
  }
  ofId(id: number): Message[] {
    return this.messages.filter((message) => message.id === id);
  }
}

let served: Served;
let url: string;
let shutDown: () => void;
let resolveCalls = 0;
const probes: Probe[] = [];
const open = async () => {
  const probe = await Probe.open(url);
  probes.push(probe);
  return probe;
};

beforeAll(async () => {
  // The page's server logs every connection.
  vi.spyOn(console, 'log').mockImplementation(() => {});
  const before = new Set(process.listeners('SIGTERM'));
  const file = page.file('server/wsServer.ts');
  served = await listenOnFreePort(() => import(pathToFileURL(file).href));
  url = served.origin.replace('http:', 'ws:');
  const handler = process.listeners('SIGTERM').find((listener) => !before.has(listener));
  if (!handler) throw new Error('server/wsServer.ts registers no SIGTERM handler');
  process.off('SIGTERM', handler);
  shutDown = () => handler('SIGTERM');
  // The router module wsServer.ts imported; count the calls of its subscription's resolve.
  const routerFile = pathToFileURL(path.join(path.dirname(file), 'routers/post.ts')).href;
  const { postRouter } = (await import(routerFile)) as { postRouter: trpc.AnyRouter };
  const onAdd = postRouter._def.subscriptions['onAdd'] as { resolver: (opts: unknown) => unknown };
  const resolve = onAdd.resolver;
  onAdd.resolver = (opts) => {
    resolveCalls++;
    return resolve(opts);
  };
});
afterAll(async () => {
  for (const probe of probes) probe.socket.terminate();
  await served.close();
});

const printed = () => page.fences('json', { section: SPEC }).map((f) => JSON.parse(f.value));
const addPost = (id: number, text: string) => ({
  id,
  method: 'mutation',
  params: { path: 'add', input: { text } },
});

describe(`${page.page}: Define a subscription`, () => {
  it('resolve runs once per subscription request: a client that subscribes twice gets two calls', async () => {
    const probe = await open();
    const calls = resolveCalls;
    probe.send({ id: 31, method: 'subscription', params: { path: 'onAdd' } });
    probe.send({ id: 32, method: 'subscription', params: { path: 'onAdd' } });
    await probe.next((m) => m.id === 31 && m.result?.type === 'started');
    await probe.next((m) => m.id === 32 && m.result?.type === 'started');
    probe.send(addPost(33, 'hello'));
    await probe.next((m) => m.id === 33);
    expect(resolveCalls - calls).toBe(2);
    // Each subscription got `started` before its first `data`.
    expect([31, 32].map((id) => probe.ofId(id).map((m) => m.result?.type))).toEqual([
      ['started', 'data'],
      ['started', 'data'],
    ]);
  });
});

describe(`${page.page}: ${SPEC}`, () => {
  it('a request with "jsonrpc": "2.0" gets the printed answer, which leaves the field out', async () => {
    const [request, answer] = printed() as [Message, Message];
    const probe = await open();
    probe.send(request);
    expect(await probe.next((m) => m.id === request.id)).toStrictEqual(answer);
  });

  it('a request may leave "jsonrpc" out and gets the same answer', async () => {
    const [{ jsonrpc, ...request }, answer] = printed() as [Message, Message];
    const probe = await open();
    probe.send({ ...request, id: 11 });
    expect(jsonrpc).toBe('2.0');
    expect(await probe.next((m) => m.id === 11)).toStrictEqual({ ...answer, id: 11 });
  });

  it('any other "jsonrpc" value is answered with a PARSE_ERROR', async () => {
    const [request] = printed() as [Message];
    const probe = await open();
    probe.send({ ...request, id: 12, jsonrpc: '1.0' });
    const reply = await probe.next((m) => m.error !== undefined);
    expect([reply.error?.data.code, 'jsonrpc' in reply]).toEqual(['PARSE_ERROR', false]);
  });

  it('a subscription is answered "started", then "data" for each emitted value, and "stopped" after subscription.stop', async () => {
    const [, , start, stop] = printed() as [Message, Message, Message, Message];
    const probe = await open();
    probe.send(start);
    await probe.next((m) => m.id === start.id && m.result?.type === 'started');
    probe.send(addPost(21, 'first'));
    await probe.next((m) => m.id === 21);
    probe.send(stop);
    await probe.next((m) => m.id === start.id && m.result?.type === 'stopped');
    // A post added after the stop: its answer comes after any data it would have caused.
    probe.send(addPost(22, 'second'));
    await probe.next((m) => m.id === 22);
    const types = probe.ofId(start.id as number).map((m) => m.result?.type);
    expect(types).toEqual(['started', 'data', 'stopped']);
    expect(probe.messages.filter((m) => 'jsonrpc' in m)).toEqual([]);
  });

  it('broadcastReconnectNotification() (the SIGTERM handler of server/wsServer.ts) sends every client the printed message', async () => {
    const reconnect = printed()[4] as Message;
    const [first, second] = [await open(), await open()];
    shutDown();
    const isReconnect = (m: Message) => m.method === 'reconnect';
    expect([await first.next(isReconnect), await second.next(isReconnect)]).toEqual([
      reconnect,
      reconnect,
    ]);
  });
});
