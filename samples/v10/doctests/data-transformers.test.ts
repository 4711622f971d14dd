// Backs docs/server/data-transformers.md (Data Transformers, 10.x): routers of two `t` instances
// that both use superjson cannot be merged, as the page's caution says; the { input, output }
// transformer cannot carry a server-rendered Next.js page's cache, as its warning says.
import { createTRPCClient } from '@trpc/client';
import { createProxySSGHelpers } from '@trpc/react/ssg';
import { initTRPC, type CombinedDataTransformer } from '@trpc/server';
import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import { loadPage } from '../../../src/plugins/code-samples/doctest';

const page = loadPage('docs/server/data-transformers.md');
const { markdown } = page;

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
