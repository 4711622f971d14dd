// Backs docs/client/links/loggerLink.md (Logger Link, 10.x): the page's router, served on
// localhost, called from Node through loggerLink with its default logger; what the console
// gets is read as a terminal prints it (util.format).
import { createTRPCProxyClient, httpLink, loggerLink } from '@trpc/client';
import { initTRPC, type AnyRouter } from '@trpc/server';
import { format } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadPage } from '../../doctest';
import { importBeside, serveRouter, type Served } from './serve';

const page = loadPage('docs/client/links/loggerLink.md');

type StatsClient = { stats: { query: () => Promise<{ visitors: number }> } };
type SlowClient = {
  slow: { query: (input: undefined, opts: { signal: AbortSignal }) => Promise<string> };
};

let served: Served;
let slow: Served;
const printed: { by: 'log' | 'error'; line: string }[] = [];

beforeAll(async () => {
  const { appRouter } = await importBeside<{ appRouter: AnyRouter }>(
    page,
    'client.ts',
    'server.ts',
    { section: 'Usage' },
  );
  served = await serveRouter(appRouter, '/trpc');
  // A query that answers after a second, to abort on the way.
  const t = initTRPC.create();
  const slowRouter = t.router({
    slow: t.procedure.query(
      () => new Promise<string>((done) => setTimeout(() => done('late'), 1000)),
    ),
  });
  slow = await serveRouter(slowRouter, '/trpc');
  for (const by of ['log', 'error'] as const)
    vi.spyOn(console, by).mockImplementation((...args: unknown[]) => {
      printed.push({ by, line: format(...args) });
    });
});
afterAll(async () => {
  vi.restoreAllMocks();
  await Promise.all([served.close(), slow.close()]);
});

describe(`${page.page}: Usage`, () => {
  it('in Node, the lines print without their %c styles, each << line with the whole result, the fetch Response included', async () => {
    printed.length = 0;
    const client = createTRPCProxyClient<AnyRouter>({
      links: [loggerLink(), httpLink({ url: `${served.origin}/trpc` })],
    }) as unknown as StatsClient;
    await client.stats.query();
    expect(
      printed.map(({ by, line }) => `${by}: ${/^\S+ \S+ #\d+ \S+/.exec(line.trimStart())?.[0]}`),
    ).toEqual(['log: >> query #1 stats', 'log: << query #1 stats']);
    const all = printed.map(({ line }) => line).join('\n');
    expect(all).not.toMatch(/%c|color:/);
    expect(printed[1]?.line).toContain('response: Response {');
  });

  it('an aborted call rejects with "This operation was aborted." and is printed as a failure', async () => {
    printed.length = 0;
    const client = createTRPCProxyClient<AnyRouter>({
      links: [loggerLink(), httpLink({ url: `${slow.origin}/trpc` })],
    }) as unknown as SlowClient;
    const controller = new AbortController();
    const call = client.slow.query(undefined, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(call).rejects.toThrow('This operation was aborted.');
    await vi.waitFor(() => expect(printed.map(({ by }) => by)).toEqual(['log', 'error']));
    expect(printed[1]?.line.trimStart()).toMatch(/^<< query #1 slow/);
  });
});
