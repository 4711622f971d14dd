// Backs docs/client/header.md (Custom header, 10.x), beyond the samples the journeys run: what a
// `headers` function is given, on both HTTP links.
import { createTRPCProxyClient, httpBatchLink, httpLink } from '@trpc/client';
import { initTRPC } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPage } from '../../doctest';
import { serveRouter, type Served } from './serve';

const page = loadPage('docs/client/header.md');
const t = initTRPC.create();
const router = t.router({ ping: t.procedure.query(() => 'pong') });
let served: Served;

beforeAll(async () => {
  served = await serveRouter(router, '/trpc');
});
afterAll(() => served.close());

describe(`${page.page}: the headers function`, () => {
  it('is called with no arguments, once per request, on httpLink and httpBatchLink', async () => {
    expect(page.markdown).toContain('It is called with no arguments');
    for (const link of [httpLink, httpBatchLink]) {
      const calls: unknown[][] = [];
      const client = createTRPCProxyClient<typeof router>({
        links: [
          link({
            url: `${served.origin}/trpc`,
            headers: (...args: unknown[]) => {
              calls.push(args);
              return {};
            },
          }),
        ],
      });
      await Promise.all([client.ping.query(), client.ping.query()]);
      expect(calls).toEqual(link === httpLink ? [[], []] : [[]]);
    }
  });
});
