// Backs versioned_docs/version-9.x/server/data-transformers.md (Data Transformers, 9.x): the page's
// superjson router and client keep a Date across the wire, a transformer on a merged sub-router is
// dropped, and the page's two-way transformer works on both sides.
import { createTRPCClient } from '@trpc/client';
import * as trpc from '@trpc/server';
import { createSSGHelpers } from '@trpc/react/ssg';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadPage } from '../../doctest';
import { fetchRedirecting, serveRouter, type Served } from './serve';

const page = loadPage('versioned_docs/version-9.x/server/data-transformers.md');
const meetingAt = new Date('2022-06-01T09:00:00Z');
let appRouter: trpc.AnyRouter;
let served: Served;

beforeAll(async () => {
  ({ appRouter } = await page.import<{ appRouter: trpc.AnyRouter }>('server/routers/_app.ts'));
  served = await serveRouter(appRouter);
});
afterAll(() => served.close());

async function body(origin: string, path: string) {
  return (await (await fetch(`${origin}/api/trpc/${path}`)).json()) as Record<string, unknown>;
}

describe(`${page.page}: On the server`, () => {
  it('a transformer serialises response data and error shapes: both go out wrapped by superjson', async () => {
    expect([await body(served.origin, 'nextMeeting'), await body(served.origin, 'nope')]).toEqual([
      {
        id: null,
        result: {
          type: 'data',
          data: {
            json: { at: meetingAt.toISOString(), room: 'Ada' },
            meta: { values: { at: ['Date'] } },
          },
        },
      },
      {
        id: null,
        error: { json: expect.objectContaining({ code: -32004 }) as unknown },
      },
    ]);
  });

  it('calling .transformer() twice on the same router throws', () => {
    expect(() => appRouter.transformer({ serialize: (v) => v, deserialize: (v) => v })).toThrow(
      'You seem to have double `transformer()`-calls in your router tree',
    );
  });

  it("merged into a root without one, the sub-router's transformer is dropped without an error: the Date arrives as an ISO string", async () => {
    let root: trpc.AnyRouter | undefined;
    expect(() => (root = trpc.router().merge('meetings.', appRouter))).not.toThrow();
    const merged = await serveRouter(root as trpc.AnyRouter);
    try {
      expect(await body(merged.origin, 'meetings.nextMeeting')).toEqual({
        id: null,
        result: { type: 'data', data: { at: meetingAt.toISOString(), room: 'Ada' } },
      });
    } finally {
      await merged.close();
    }
  });
});

describe(`${page.page}: On the client`, () => {
  it("the page's client, pointed at localhost:3000, gets a real Date back", async () => {
    // The page's client calls http://localhost:3000; the server here has a free port instead.
    vi.stubGlobal('fetch', fetchRedirecting('http://localhost:3000', served.origin));
    try {
      const { client, meetingDay } = await page.import<{
        client: ReturnType<typeof createTRPCClient<trpc.AnyRouter>>;
        meetingDay: () => Promise<string>;
      }>('client.ts');
      const meeting = (await client.query('nextMeeting')) as { at: unknown; room: string };
      expect([meeting.at instanceof Date, meeting.at, meeting.room]).toEqual([
        true,
        meetingAt,
        'Ada',
      ]);
      expect(await meetingDay()).toBe(meetingAt.toDateString());
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe(`${page.page}: A different transformer each way`, () => {
  it('with the { input, output } transformer on a root router and a client, Dates survive both ways', async () => {
    const { transformer } = await page.import<{ transformer: trpc.CombinedDataTransformer }>(
      'utils/trpc.ts',
    );
    const echo = trpc
      .router()
      .transformer(transformer)
      .mutation('reschedule', {
        input: (value: unknown) => value as Date,
        resolve: ({ input }) => ({ arrivedAsDate: input instanceof Date, at: input }),
      });
    const server = await serveRouter(echo);
    try {
      const client = createTRPCClient<typeof echo>({
        url: `${server.origin}/api/trpc`,
        transformer,
      });
      const answer = await client.mutation('reschedule', meetingAt);
      expect([answer.arrivedAsDate, answer.at instanceof Date, answer.at]).toEqual([
        true,
        true,
        meetingAt,
      ]);
    } finally {
      await server.close();
    }
  });
});

describe(`${page.page}: A different transformer each way (Next.js warning)`, () => {
  it("the dehydrated cache is written with input.serialize (superjson), and the client's deserialize (devalue's eval) throws a SyntaxError on it", async () => {
    const { transformer } = await page.import<{ transformer: trpc.CombinedDataTransformer }>(
      'utils/trpc.ts',
    );
    const router = trpc
      .router()
      .transformer(transformer)
      .query('nextMeeting', { resolve: () => ({ at: meetingAt }) });
    // What withTRPC's getInitialProps writes with, and what the browser reads with.
    const client = createTRPCClient<typeof router>({ url: 'http://localhost:3000', transformer });
    const state = { queries: [{ at: meetingAt }] };
    expect(client.runtime.transformer.serialize(state)).toEqual(superjson.serialize(state));
    // What the SSG helpers' dehydrate() writes.
    const ssg = createSSGHelpers({ router, ctx: {}, transformer });
    await ssg.fetchQuery('nextMeeting');
    const trpcState = ssg.dehydrate();
    expect(trpcState).toHaveProperty('json.queries');
    expect(() => client.runtime.transformer.deserialize(trpcState)).toThrow(SyntaxError);
  });
});
