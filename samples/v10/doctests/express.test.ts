// Backs docs/server/adapters/express.md (Usage with Express, 10.x): the page's own context, router
// and server files run on a free port, and what they answer is compared with what the page says.
import { createTRPCProxyClient, httpBatchLink, type TRPCClientError } from '@trpc/client';
import type { AnyRouter } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { itAnswersAsPrinted, loadPage } from '../../doctest';
import { servePageServer, type Served } from './serve';

const page = loadPage('docs/server/adapters/express.md');

type Member = { id: string; name: string };
type ClubClient = { join: { mutate: (input: { name: string }) => Promise<Member> } };

/** POSTs a `join` input the way the tRPC client sends a mutation, with a JSON body. */
function join(served: Served, body: string, contentType = 'application/json') {
  return fetch(`${served.origin}/trpc/join`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body,
  });
}

describe(`${page.page}: Mount the middleware`, () => {
  const section = 'Mount the middleware';
  let served: Served;

  beforeAll(async () => {
    served = await servePageServer(() => page.import('server/index.ts', { section }));
  });
  afterAll(() => served.close());

  const exchanges = page.exchanges({ section });

  it('prints the calls as request/response pairs, signing in before whoami', () => {
    expect(exchanges.map((exchange) => exchange.request.target.split('?')[0])).toEqual([
      '/trpc/member',
      '/trpc/signIn',
      '/trpc/whoami',
      '/trpc/join',
    ]);
  });

  itAnswersAsPrinted(exchanges, () => served.origin);

  /** whoami and members as a caller with this Authorization header (or none) sees them. */
  async function asCaller(authorization: string | undefined) {
    const headers: Record<string, string> = authorization ? { authorization } : {};
    const whoami = await fetch(`${served.origin}/trpc/whoami`, { headers });
    const members = await fetch(`${served.origin}/trpc/members`, { headers });
    const name = ((await whoami.json()) as { result: { data: string | null } }).result.data;
    return { whoami: name, members: members.status };
  }

  it('a token without the `Bearer ` prefix, or no header at all, leaves whoami null and members 401', async () => {
    const signIn = await fetch(`${served.origin}/trpc/signIn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Chidi' }),
    });
    const { token } = ((await signIn.json()) as { result: { data: { token: string } } }).result
      .data;
    expect(await asCaller(`Bearer ${token}`)).toEqual({ whoami: 'Chidi', members: 200 });
    expect(await asCaller(token)).toEqual({ whoami: null, members: 401 });
    expect(await asCaller(undefined)).toEqual({ whoami: null, members: 401 });
  });
});

describe(`${page.page}: Limit the body size`, () => {
  let served: Served;
  const logged: unknown[][] = [];

  beforeAll(async () => {
    // The page's onError logs with console.error: keep what it logs.
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      logged.push(args);
    });
    served = await servePageServer(() =>
      page.import('server/index.ts', { section: 'Limit the body size' }),
    );
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await served.close();
  });

  it("a body over maxBodySize gets no response: Node's fetch fails with `fetch failed` (cause `other side closed`), and the server logs PAYLOAD_TOO_LARGE undefined once", async () => {
    logged.length = 0;
    const failure = await join(served, JSON.stringify({ name: 'x'.repeat(1000) })).then(
      () => null,
      (error: Error) => error,
    );
    expect([failure?.message, (failure?.cause as Error | undefined)?.message]).toEqual([
      'fetch failed',
      'other side closed',
    ]);
    await vi.waitFor(() => expect(logged).toEqual([['PAYLOAD_TOO_LARGE', undefined]]));
  });

  it('the tRPC client rejects with a TRPCClientError that carries `fetch failed` and no data', async () => {
    logged.length = 0;
    const client = createTRPCProxyClient<AnyRouter>({
      links: [httpBatchLink({ url: `${served.origin}/trpc` })],
    }) as unknown as ClubClient;
    const failure = await client.join.mutate({ name: 'x'.repeat(1000) }).then(
      () => null,
      (error: TRPCClientError<AnyRouter>) => error,
    );
    expect([failure?.name, failure?.message, failure?.data]).toEqual([
      'TRPCClientError',
      'fetch failed',
      undefined,
    ]);
    await vi.waitFor(() => expect(logged).toEqual([['PAYLOAD_TOO_LARGE', undefined]]));
  });

  it('the limit counts characters: 900 `é` characters (more than 1,800 bytes) pass a limit of 1000', async () => {
    logged.length = 0;
    const body = JSON.stringify({ name: 'é'.repeat(900) });
    expect(Buffer.byteLength(body)).toBeGreaterThan(1800);
    const response = await join(served, body);
    const answer = (await response.json()) as { result: { data: Member } };
    expect([response.status, answer.result.data.name.length, logged]).toEqual([200, 900, []]);
  });
});

describe(`${page.page}: Bodies parsed by express.json()`, () => {
  let served: Served;

  beforeAll(async () => {
    // Express logs the 413 it sends; that log is not what these tests look at.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    served = await servePageServer(() =>
      page.import('server/index.ts', { section: 'Bodies parsed by express.json()' }),
    );
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await served.close();
  });

  it('maxBodySize is not applied: a 500-character body passes although the limit is 100', async () => {
    const response = await join(served, JSON.stringify({ name: 'x'.repeat(490) }));
    const answer = (await response.json()) as { result: { data: Member } };
    expect([response.status, answer.result.data.name.length]).toEqual([200, 490]);
  });

  it("express.json()'s own limit (1 kB here) applies, and Express answers its own 413 page", async () => {
    const response = await join(served, JSON.stringify({ name: 'x'.repeat(1100) }));
    expect([response.status, response.headers.get('content-type')]).toEqual([
      413,
      'text/html; charset=utf-8',
    ]);
  });

  it('a `join` sent as text/plain receives {} as its input and fails with BAD_REQUEST', async () => {
    const response = await join(served, JSON.stringify({ name: 'Beatriz' }), 'text/plain');
    const answer = (await response.json()) as { error: { data: { code: string } } };
    expect([response.status, answer.error.data.code]).toEqual([400, 'BAD_REQUEST']);
  });
});
