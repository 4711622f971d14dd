// Backs docs/server/procedures.md (Define Procedures, 10.x): the page's routers are served on
// localhost and called with the vanilla client, with input their parsers reject.
import { createTRPCProxyClient, httpBatchLink, httpLink, type TRPCClientError } from '@trpc/client';
import { initTRPC, type AnyRouter } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ZodError } from 'zod';
import { loadPage, quoted } from '../../doctest';
import { fetchLog, servePageServer, serveRouter, type Served } from './serve';

const page = loadPage('docs/server/procedures.md');

type ClientError = TRPCClientError<AnyRouter> & { data?: { code: string; httpStatus: number } };
type Call = (input?: unknown) => Promise<unknown>;
type Procedures = Record<string, { query: Call; mutate: Call }>;

const running: Served[] = [];
afterAll(() => Promise.all(running.map((served) => served.close())));

/** Serves the `server/_app.ts` of a section and returns a client for it, and what onError saw. */
async function serveSection(section: string) {
  const { appRouter } = await page.import<{ appRouter: AnyRouter }>('server/_app.ts', { section });
  const causes: unknown[] = [];
  const served = await serveRouter(appRouter, '/trpc', {
    onError: ({ error }) => causes.push(error.cause),
  });
  running.push(served);
  const client = createTRPCProxyClient<AnyRouter>({
    links: [httpLink({ url: `${served.origin}/trpc` })],
  }) as unknown as Procedures;
  return { client, causes };
}

function rejection(call: Promise<unknown>): Promise<ClientError | null> {
  return call.then(
    () => null,
    (error: ClientError) => error,
  );
}

describe(`${page.page}: Validate the input`, () => {
  it('Zod: the client gets BAD_REQUEST (400) whose message is the JSON of the issues, without the cause; onError gets the ZodError as cause', async () => {
    const { client, causes } = await serveSection('Zod');
    const error = await rejection(client.searchRecipes.query({ text: 'soup', maxMinutes: -5 }));
    expect([error?.name, error?.data?.code, error?.data?.httpStatus]).toEqual([
      'TRPCClientError',
      'BAD_REQUEST',
      400,
    ]);
    const issues = JSON.parse(error?.message ?? '') as { code: string; path: string[] }[];
    expect(issues.map(({ code, path }) => [code, path])).toEqual([['too_small', ['maxMinutes']]]);
    expect(error?.cause).toBeUndefined();
    expect(Object.keys(error?.shape as object)).toEqual(['message', 'code', 'data']);
    expect(causes).toHaveLength(1);
    expect(causes[0]).toBeInstanceOf(ZodError);
  });

  it("a plain function: the client's message is the message the function throws", async () => {
    const [fence] = page.fences('ts', { section: 'A plain function' });
    const thrown = /throw new Error\(\s*'(.+)',?\s*\)/.exec(fence?.value ?? '')?.[1];
    const { client } = await serveSection('A plain function');
    const error = await rejection(client.recipeBySlug.query('Tomato Soup!'));
    expect([error?.data?.code, error?.message]).toEqual(['BAD_REQUEST', thrown]);
  });

  it("Superstruct: defaulted() fills in pageSize when the input lacks it (a call made without the client's types)", async () => {
    const { client } = await serveSection('Superstruct');
    expect(await client.listRecipes.query({ cuisine: 'thai' })).toEqual({
      cuisine: 'thai',
      pageSize: 20,
    });
    expect(await client.listRecipes.query({ cuisine: 'thai', pageSize: 5 })).toEqual({
      cuisine: 'thai',
      pageSize: 5,
    });
  });

  it('when parsing fails, the resolver does not run', async () => {
    const { client } = await serveSection('Several procedures in one router');
    const error = await rejection(client.favouriteAdd.mutate(42));
    expect(error?.data?.code).toBe('BAD_REQUEST');
    expect(await client.favouriteList.query()).toEqual([]);
    // The same resolver with valid input does run.
    expect(await client.favouriteAdd.mutate('pancakes')).toBe(1);
    expect(await client.favouriteList.query()).toEqual(['pancakes']);
  });
});

describe(`${page.page}: Validate the input`, () => {
  it('anything but a function or an object with parseAsync/parse/validateSync/create throws the message the page gives when the procedure is built', () => {
    const message = quoted(page, 'Anything else throws');
    const t = initTRPC.create();
    // An io-ts codec's methods (the validators pages name io-ts as the case that needs wrapping).
    const ioTsShaped = { decode: () => ({}), is: () => true, validate: () => ({}), encode: String };
    expect(() => t.procedure.input(ioTsShaped as never)).toThrow(new Error(message));
    const accepted = [
      (raw: unknown) => String(raw),
      { parse: (raw: unknown) => String(raw) },
      { validateSync: (raw: unknown) => String(raw) },
      { create: (raw: unknown) => String(raw) },
    ];
    for (const parser of accepted) expect(() => t.procedure.input(parser)).not.toThrow();
  });
});

describe(`${page.page}: Upload files`, () => {
  const section = { section: 'Upload files' };
  let app: Served;
  const log = fetchLog(() => app.origin);
  const globalFetch = globalThis.fetch;

  beforeAll(async () => {
    // The page's app.ts, on a free port instead of 3000.
    app = await servePageServer(() => page.import('app.ts', section));
    running.push(app);
  });
  afterAll(() => {
    globalThis.fetch = globalFetch;
  });

  it('a File, a Blob or a FormData given as input is sent as JSON, as {}: no bytes reach the server, and the procedure rejects the empty object', async () => {
    const client = createTRPCProxyClient<AnyRouter>({
      links: [httpBatchLink({ url: 'http://localhost:3000/trpc', fetch: log.fetch })],
    }) as unknown as Procedures;
    const form = new FormData();
    form.append('photo', new Blob(['not sent']), 'soup.jpg');
    const inputs = [
      new File(['not sent'], 'soup.jpg', { type: 'image/jpeg' }),
      new Blob(['not sent']),
      form,
    ];
    for (const input of inputs) {
      const error = await rejection(client.attachPhoto.mutate(input));
      const sent = log.sent.at(-1);
      expect(sent?.headers['content-type']).toBe('application/json');
      expect(sent?.body).toBe(JSON.stringify({ 0: {} }));
      expect(error?.data?.code).toBe('BAD_REQUEST');
    }
  });

  it("the page's attachPhoto() sends the bytes to POST /upload, then the id to the attachPhoto procedure", async () => {
    globalThis.fetch = log.fetch; // the page's client and its upload, to the test server
    vi.resetModules();
    const { attachPhoto } = await page.import<{
      attachPhoto: (recipeId: string, file: Blob) => Promise<unknown>;
    }>('attach.ts', section);
    const before = app.requests.length;
    const photo = new Blob(['twelve bytes']);
    expect(await attachPhoto('soup', photo)).toEqual({ recipeId: 'soup', bytes: 12 });
    expect(app.requests.slice(before).map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /upload',
      'POST /trpc/attachPhoto?batch=1',
    ]);
  });
});
