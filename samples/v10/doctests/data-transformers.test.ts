// Backs docs/server/data-transformers.md (Data Transformers, 10.x): a client whose transformer
// differs from the server's gets what "When the two sides differ" says; routers of two `t`
// instances that both use superjson cannot be merged, as the page's caution says; the { input,
// output } transformer cannot carry a server-rendered Next.js page's cache, as its warning says.
import {
  createTRPCClient,
  createTRPCProxyClient,
  httpBatchLink,
  TRPCClientError,
} from '@trpc/client';
import { createProxySSGHelpers } from '@trpc/react/ssg';
import { initTRPC, type AnyRouter, type CombinedDataTransformer } from '@trpc/server';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPage, quoted } from '../../doctest';
import { serveRouter, type Served } from './serve';

const page = loadPage('docs/server/data-transformers.md');
const { markdown } = page;

describe(`${page.page}: When the two sides differ`, () => {
  const section = { section: 'When the two sides differ' };
  type Answer = { value?: unknown; error?: unknown };
  type DeliveryClient = {
    nextDelivery: { query: () => Promise<unknown> };
    isOpen: { query: (day: Date) => Promise<unknown> };
  };
  // The page's server (superjson), and the same procedures on a `t` without a transformer.
  let withSuperjson: Served;
  let withoutTransformer: Served;
  const serverCodes: string[] = [];
  beforeAll(async () => {
    const { appRouter } = await page.import<{ appRouter: AnyRouter }>('server/trpc.ts', {
      section: 'Configure both sides',
    });
    const onError = ({ error }: { error: { code: string } }) => serverCodes.push(error.code);
    withSuperjson = await serveRouter(appRouter, '/api/trpc', { onError });
    const plain = initTRPC.create().router(appRouter._def.record as never);
    withoutTransformer = await serveRouter(plain, '/api/trpc', { onError });
  });
  afterAll(async () => {
    await withSuperjson.close();
    await withoutTransformer.close();
  });
  const client = (served: Served, transformer?: typeof superjson) =>
    createTRPCProxyClient<AnyRouter>({
      ...(transformer ? { transformer } : {}),
      links: [httpBatchLink({ url: `${served.origin}/api/trpc` })],
    }) as unknown as DeliveryClient;
  const answer = (call: Promise<unknown>): Promise<Answer> =>
    call.then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    );
  const code = /fails the input check with `([A-Z_]+)`/.exec(markdown)?.[1];

  it("with the server's transformer on both sides, both calls work (the mismatches below are the only difference)", async () => {
    const matched = client(withSuperjson, superjson);
    expect(await matched.nextDelivery.query()).toEqual({
      at: new Date('2022-10-11T08:00:00Z'),
      stops: new Set(['depot', 'shop']),
    });
    expect(await matched.isOpen.query(new Date('2022-10-11T00:00:00Z'))).toBe(true);
  });

  it('a client without a transformer: nextDelivery resolves to the wrapped object the page prints, and delivery.at is undefined', async () => {
    const printed = page.fences('json', section);
    expect(printed).toHaveLength(1);
    const delivery = await client(withSuperjson).nextDelivery.query();
    expect(delivery).toEqual(JSON.parse(printed[0]?.value ?? ''));
    expect((delivery as { at?: unknown }).at).toBeUndefined();
  });

  it('superjson leaves `meta` out when no value needs restoring', async () => {
    const { appRouter } = await page.import<{ appRouter: AnyRouter }>('server/trpc.ts', {
      section: 'Configure both sides',
    });
    const { output } = appRouter._def._config.transformer;
    expect(output.serialize({ open: true })).toEqual({ json: { open: true } });
  });

  it('a client without a transformer: isOpen fails with BAD_REQUEST on the server, and the TRPCClientError has an empty message, no data, and the shape under shape.json', async () => {
    expect(markdown).toContain('an empty `message` and no `data`');
    serverCodes.length = 0;
    const { error } = await answer(client(withSuperjson).isOpen.query(new Date()));
    expect(error).toBeInstanceOf(TRPCClientError);
    const failure = error as TRPCClientError<AnyRouter>;
    expect([failure.message, failure.data, serverCodes]).toEqual(['', undefined, [code]]);
    expect(failure.shape).toMatchObject({ json: { data: { code } } });
  });

  it('a client with superjson, a server without: nextDelivery resolves to undefined', async () => {
    const { value, error } = await answer(
      client(withoutTransformer, superjson).nextDelivery.query(),
    );
    expect(error).toBeUndefined();
    expect(value).toBeUndefined();
  });

  it('a client with superjson, a server without: isOpen fails the input check on the server, and the TRPCClientError has no data and the message the page quotes', async () => {
    serverCodes.length = 0;
    const { error } = await answer(client(withoutTransformer, superjson).isOpen.query(new Date()));
    expect(error).toBeInstanceOf(TRPCClientError);
    const failure = error as TRPCClientError<AnyRouter>;
    expect([failure.message, failure.data, serverCodes]).toEqual([
      quoted(page, 'whose message is'),
      undefined,
      [code],
    ]);
  });
});

describe(`${page.page}: The interfaces`, () => {
  it('routers from two `t` instances that both use superjson: mergeRouters throws *You seem to have several transformers*', async () => {
    const message = 'You seem to have several transformers';
    expect(markdown).toContain(`*${message}*`);
    await expect(page.import('server/routers.ts')).rejects.toThrow(new Error(message));
  });
});

describe(`${page.page}: One transformer each way (Next.js warning)`, () => {
  const meetingAt = new Date('2022-10-04T09:30:00.000Z');

  it("the page's cache is written with input.serialize (superjson), and the browser's deserialize (devalue's eval) throws a SyntaxError on it", async () => {
    const { transformer } = await page.import<{ transformer: CombinedDataTransformer }>(
      'utils/transformer.ts',
    );
    const t = initTRPC.create({ transformer });
    const router = t.router({ nextMeeting: t.procedure.query(() => ({ at: meetingAt })) });
    // createTRPCNext writes pageProps.trpcState and reads it back with this client's runtime.
    const client = createTRPCClient<typeof router>({ links: [], transformer });
    const cache = { queries: [{ at: meetingAt }] };
    expect(client.runtime.transformer.serialize(cache)).toEqual(superjson.serialize(cache));
    // What the SSG helpers' dehydrate() writes.
    const ssg = createProxySSGHelpers({ router, ctx: {}, transformer });
    await ssg.nextMeeting.fetch();
    const trpcState = ssg.dehydrate();
    expect(trpcState).toHaveProperty('json.queries');
    expect(() => client.runtime.transformer.deserialize(trpcState)).toThrow(SyntaxError);
    // With superjson both ways, the browser reads it back, Date included.
    const same = createTRPCClient<typeof router>({ links: [], transformer: superjson });
    const read = same.runtime.transformer.deserialize(trpcState) as {
      queries: { state: { data: unknown } }[];
    };
    expect(read.queries.map((query) => query.state.data)).toEqual([{ at: meetingAt }]);
  });
});
