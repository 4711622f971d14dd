// Backs docs/client/links/overview.md (Links Overview, 10.x), "A link that retries": the page's
// retryLink in front of httpBatchLink, against a server whose first answers come from a proxy in
// front of tRPC (502 with an HTML page), or from tRPC itself.
import { existsSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createTRPCProxyClient, httpBatchLink, TRPCClientError, type TRPCLink } from '@trpc/client';
import { initTRPC, TRPCError, type AnyRouter } from '@trpc/server';
import { createHTTPHandler } from '@trpc/server/adapters/standalone';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadPage } from '../../doctest';
import { served, type Served } from './serve';

const page = loadPage('docs/client/links/overview.md');
const section = 'A link that retries';

type RetryLink = (options: { attempts: number; delayMs: number }) => TRPCLink<AnyRouter>;
type Client = {
  runnerById: {
    query: (id: string, opts?: { signal?: AbortSignal }) => Promise<{ id: string } | null>;
  };
  broken: { query: () => Promise<never> };
  register: { mutate: (input: { name: string }) => Promise<{ id: string }> };
};

const t = initTRPC.create();
const router = t.router({
  runnerById: t.procedure
    .input((value) => String(value))
    .query(({ input }) => (input === 'r1' ? { id: 'r1' } : null)),
  broken: t.procedure.query(() => {
    throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'the database is down' });
  }),
  register: t.procedure.input((value) => value as { name: string }).mutation(() => ({ id: 'r2' })),
});

let retryLink: RetryLink;
let server: Served | undefined;
/** When each request arrived, in ms since the test started. */
let arrivals: number[] = [];

beforeAll(async () => {
  ({ retryLink } = await page.import<{ retryLink: RetryLink }>('retryLink.ts', { section }));
});
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** tRPC behind a proxy that answers the first `proxyFailures` requests itself with a 502. */
async function serve(proxyFailures: number): Promise<string> {
  const trpc = createHTTPHandler({ router });
  const started = Date.now();
  arrivals = [];
  const node = http.createServer((req, res) => {
    arrivals.push(Date.now() - started);
    if (arrivals.length <= proxyFailures) {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<html><body><h1>502 Bad Gateway</h1></body></html>');
      return;
    }
    req.url = (req.url ?? '').replace(/^\/trpc/, '');
    void trpc(req, res);
  });
  server = await served(node.listen(0));
  return `${server.origin}/trpc`;
}

function clientOf(url: string, delayMs = 40): Client {
  return createTRPCProxyClient<AnyRouter>({
    links: [retryLink({ attempts: 4, delayMs }), httpBatchLink({ url })],
  }) as unknown as Client;
}

describe(`${page.page}: ${section}`, () => {
  it('a query whose first two requests get a proxy’s 502 is sent again, and answers', async () => {
    const client = clientOf(await serve(2));
    await expect(client.runnerById.query('r1')).resolves.toEqual({ id: 'r1' });
    expect(arrivals).toHaveLength(3);
  });

  it('the wait doubles before each new attempt; after `attempts` requests the last error is the call’s', async () => {
    const client = clientOf(await serve(Infinity), 60);
    const failure = await client.runnerById.query('r1').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TRPCClientError);
    expect((failure as TRPCClientError<AnyRouter>).data).toBeUndefined();
    expect(arrivals).toHaveLength(4);
    const waits = arrivals.slice(1).map((at, i) => at - (arrivals[i] ?? 0));
    // 60, 120 and 240 ms, each plus the time of a request on this machine.
    expect(waits[0]).toBeGreaterThanOrEqual(60);
    expect(waits[1]).toBeGreaterThanOrEqual(120);
    expect(waits[2]).toBeGreaterThanOrEqual(240);
  });

  it('an error tRPC answered (error.data set) is not retried', async () => {
    const client = clientOf(await serve(0));
    const failure = await client.broken.query().catch((error: unknown) => error);
    expect((failure as TRPCClientError<AnyRouter>).data).toMatchObject({
      code: 'INTERNAL_SERVER_ERROR',
      httpStatus: 500,
    });
    expect(arrivals).toHaveLength(1);
  });

  it('a mutation is never sent twice, even when its answer was a proxy’s 502', async () => {
    const client = clientOf(await serve(1));
    await expect(client.register.mutate({ name: 'Ada' })).rejects.toBeInstanceOf(TRPCClientError);
    expect(arrivals).toHaveLength(1);
  });

  it('an abort during a wait ends the call with "This operation was aborted." and sends nothing more', async () => {
    const client = clientOf(await serve(Infinity), 300);
    const controller = new AbortController();
    const call = client.runnerById.query('r1', { signal: controller.signal });
    await expect.poll(() => arrivals.length).toBe(1);
    controller.abort();
    await expect(call).rejects.toThrow('This operation was aborted.');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(arrivals).toHaveLength(1);
  });

  it('the package declares a retryLink but ships no code for it, and @trpc/client does not export one', () => {
    const fromProject = createRequire(path.resolve(__dirname, '../package.json'));
    const links = path.join(path.dirname(fromProject.resolve('@trpc/client')), 'links');
    const declared =
      /declaration for a `retryLink` of its own \(`dist\/links\/(retryLink)\.d\.ts`\)/.exec(
        page.markdown,
      )?.[1];
    expect(declared).toBe('retryLink');
    expect(existsSync(path.join(links, 'retryLink.d.ts'))).toBe(true);
    expect(
      ['.js', '.mjs'].filter((ext) => existsSync(path.join(links, `retryLink${ext}`))),
    ).toEqual([]);
    expect(Object.keys(fromProject('@trpc/client') as object)).not.toContain('retryLink');
  });
});
