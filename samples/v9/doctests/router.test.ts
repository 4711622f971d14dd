// Backs versioned_docs/version-9.x/server/router.md (Define Router, 9.x): each of the page's routers
// is served on localhost and answers as the page says, valid input or not.
import { createTRPCClient } from '@trpc/client';
import * as trpc from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { loadPage } from '../../doctest';
import { serveRouter } from './serve';

// The page's router type is not importable here; inputs are checked by the server.
type LooseClient = {
  query(path: string, input?: unknown): Promise<unknown>;
  mutation(path: string, input?: unknown): Promise<unknown>;
};

const page = loadPage('versioned_docs/version-9.x/server/router.md');

type Answer = {
  result?: { data: unknown };
  error?: { message: string; data: { code: string; httpStatus: number } };
};
type Seen = { code: string; cause: unknown };
type Call = (path: string, input?: unknown) => Promise<unknown[]>;

const routerOf = async (section: string) =>
  (await page.import<{ appRouter: trpc.AnyRouter }>('server/router.ts', { section })).appRouter;

/**
 * Serves the router of a section (or a router) at /api/trpc; `call` answers a GET of
 * `path?input=<JSON>` as [status, data] or [status, error code, error message].
 */
async function withRouter(
  from: string | trpc.AnyRouter,
  run: (served: { call: Call; seen: Seen[]; origin: string }) => Promise<void>,
  createContext: () => unknown = () => ({}),
): Promise<void> {
  const router = typeof from === 'string' ? await routerOf(from) : from;
  const seen: Seen[] = [];
  const server = await serveRouter(router, '/api/trpc', {
    createContext,
    onError: ({ error }) => seen.push({ code: error.code, cause: error.cause }),
  });
  const call: Call = async (path, input) => {
    const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
    const response = await fetch(`${server.origin}/api/trpc/${path}${query}`);
    const body = (await response.json()) as Answer;
    return body.error
      ? [response.status, body.error.data.code, body.error.message]
      : [response.status, body.result?.data];
  };
  try {
    await run({ call, seen, origin: server.origin });
  } finally {
    await server.close();
  }
}

describe(`${page.page}: A first endpoint`, () => {
  it("the resolver reads the caller's locale from the context", async () => {
    for (const locale of ['sv', 'en']) {
      await withRouter(
        'A first endpoint',
        async ({ call }) => {
          expect(await call('hello')).toEqual([200, locale === 'sv' ? 'Hej!' : 'Hello!']);
        },
        () => ({ locale }),
      );
    }
  });
});

describe(`${page.page}: Validate the input`, () => {
  it('input is checked in this order: a function, then parseAsync, parse, validateSync, create', async () => {
    const kinds = ['parseAsync', 'parse', 'validateSync', 'create'] as const;
    const used: string[] = [];
    for (let first = -1; first < kinds.length; first += 1) {
      // A validator offering every kind from `first` on (and being a function, for -1); the
      // one tRPC calls answers with its own name.
      const offered = Object.fromEntries(
        kinds.slice(Math.max(first, 0)).map((kind) => [kind, () => kind]),
      );
      const parser = first === -1 ? Object.assign(() => 'function', offered) : offered;
      const router = trpc.router().query('which', {
        input: parser as unknown as (value: unknown) => string,
        resolve: ({ input }) => input,
      });
      const which: unknown = await router.createCaller({}).query('which', 'x');
      used.push(String(which));
    }
    expect(used).toEqual(['function', ...kinds]);
  });

  it('an endpoint without input receives undefined, and refuses other input with BAD_REQUEST "No input expected"', async () => {
    await withRouter(
      'A first endpoint',
      async ({ call }) => {
        expect([await call('hello'), await call('hello', null), await call('hello', 1)]).toEqual([
          [200, 'Hello!'],
          [200, 'Hello!'],
          [400, 'BAD_REQUEST', 'No input expected'],
        ]);
      },
      () => ({ locale: 'en' }),
    );
  });
});

describe(`${page.page}: With Zod`, () => {
  it("failed validation is a 400 BAD_REQUEST whose message is Zod's issues as JSON; the ZodError is the cause on the server only", async () => {
    await withRouter('With Zod', async ({ call, seen }) => {
      const [status, code, message] = await call('hello', { text: 5 });
      expect([status, code]).toEqual([400, 'BAD_REQUEST']);
      expect(JSON.parse(message as string)).toMatchObject([
        { code: 'invalid_type', expected: 'string', received: 'number', path: ['text'] },
      ]);
      expect(seen.map((error) => [error.code, error.cause instanceof ZodError])).toEqual([
        ['BAD_REQUEST', true],
      ]);
    });
  });

  it("on the client, TRPCClientError's cause stays undefined", async () => {
    await withRouter('With Zod', async ({ origin }) => {
      const client = createTRPCClient<trpc.AnyRouter>({
        url: `${origin}/api/trpc`,
      }) as unknown as LooseClient;
      const failure = (await client
        .query('hello', { text: 5 })
        .catch((error: unknown) => error)) as Error & { data: { httpStatus: number } };
      expect([failure.constructor.name, failure.data.httpStatus, failure.cause]).toEqual([
        'TRPCClientError',
        400,
        undefined,
      ]);
    });
  });

  it('with a nullish input, callers may leave it out', async () => {
    await withRouter('With Zod', async ({ call }) => {
      expect([await call('hello'), await call('hello', { text: 'Kip' })]).toEqual([
        [200, { greeting: 'hello world' }],
        [200, { greeting: 'hello Kip' }],
      ]);
    });
  });
});

describe(`${page.page}: With Yup`, () => {
  it("a missing field is a 400 BAD_REQUEST with Yup's message", async () => {
    await withRouter('With Yup', async ({ call }) => {
      expect([await call('hello', {}), await call('hello', { text: 'Kip' })]).toEqual([
        [400, 'BAD_REQUEST', 'text is a required field'],
        [200, { greeting: 'hello Kip' }],
      ]);
    });
  });
});

describe(`${page.page}: With Superstruct`, () => {
  it('defaulted() fills in a value the caller left out', async () => {
    await withRouter('With Superstruct', async ({ call }) => {
      expect([await call('hello', {}), await call('hello', { text: 'Kip' })]).toEqual([
        [200, { greeting: 'hello world' }],
        [200, { greeting: 'hello Kip' }],
      ]);
    });
  });
});

describe(`${page.page}: Several endpoints: chain them`, () => {
  it('calling .query() on a router without using its return value adds nothing; an unknown path answers NOT_FOUND, No "query"-procedure on path "hi"', async () => {
    const appRouter = await routerOf('Several endpoints: chain them');
    appRouter.query('extra', { resolve: () => 'extra' });
    await withRouter(appRouter, async ({ call }) => {
      expect([
        await call('hello'),
        await call('bye'),
        await call('extra'),
        await call('hi'),
      ]).toEqual([
        [200, 'hello'],
        [200, 'bye'],
        [404, 'NOT_FOUND', 'No "query"-procedure on path "extra"'],
        [404, 'NOT_FOUND', 'No "query"-procedure on path "hi"'],
      ]);
    });
  });
});
