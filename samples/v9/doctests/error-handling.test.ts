// Backs versioned_docs/version-9.x/server/error-handling.md (Error Handling, 9.x).
import * as trpc from '@trpc/server';
import { createRequire } from 'node:module';
import { describe, expect, it, vi } from 'vitest';
import { loadPage, send } from '../../doctest';
import { expectCodeTable } from './codeTable';
import { serveNextApiRoute, serveRouter } from './serve';

const page = loadPage('versioned_docs/version-9.x/server/error-handling.md');

type Envelope = {
  error: { message: string; data: { code: string; httpStatus: number; stack?: string } };
};

const pageRouter = async () =>
  (await page.import<{ appRouter: trpc.AnyRouter }>('server/router.ts')).appRouter;

describe(`${page.page}: Error codes`, () => {
  it('the code table gives each code its JSON-RPC number and the HTTP status the server sends', async () => {
    await expectCodeTable(page.tables({ section: 'Error codes' })[0], {
      code: 'Code',
      jsonRpc: 'JSON-RPC',
      http: 'HTTP',
    });
  });
});

describe(`${page.page}: Throw errors`, () => {
  const exchanges = page.exchanges({ section: 'Throw errors' });

  it('prints the call as a request/response pair', () => {
    expect(exchanges).toHaveLength(1);
  });

  for (const exchange of exchanges) {
    const { method, target } = exchange.request;
    it(`${method} ${target} (line ${exchange.line})`, async () => {
      const served = await serveRouter(await pageRouter());
      try {
        expect(await send(served.origin, exchange.request, exchange.response)).toEqual(
          exchange.response,
        );
      } finally {
        await served.close();
      }
    });
  }

  it("without a message, the cause's message is used, or else the code; originalError is an alias of cause", () => {
    const cause = new Error('greeting service unreachable');
    const fromCause = new trpc.TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause });
    const bare = new trpc.TRPCError({ code: 'CONFLICT' });
    const legacy = new trpc.TRPCError({ code: 'CONFLICT', originalError: cause });
    expect([fromCause.message, bare.message, legacy.message, legacy.cause]).toEqual([
      'greeting service unreachable',
      'CONFLICT',
      'greeting service unreachable',
      cause,
    ]);
  });

  it('anything else thrown becomes INTERNAL_SERVER_ERROR with it as cause: an Error keeps its message and stack, a string becomes the message, any other value gets the message INTERNAL_SERVER_ERROR, and the last two send the stack of the TRPCError, starting with TRPCError:', async () => {
    // The doc tests run in production mode, where the package's production build leaves stacks
    // out entirely; a server outside production loads the development build.
    const development = createRequire(import.meta.url)(
      '@trpc/server/dist/trpc-server.cjs.dev.js',
    ) as typeof trpc;
    const thrown: Record<string, unknown> = {
      error: new Error('disk full'),
      string: 'disk full',
      object: { reason: 'disk full' },
    };
    let throwing: trpc.AnyRouter = development.router();
    for (const [name, value] of Object.entries(thrown)) {
      throwing = throwing.query(name, {
        resolve: () => {
          throw value;
        },
      });
    }
    const causes: unknown[] = [];
    const served = await serveRouter(throwing, '/api/trpc', {
      onError: ({ error }) => causes.push(error.cause),
    });
    vi.stubEnv('NODE_ENV', 'development');
    try {
      const answers = [];
      for (const name of Object.keys(thrown)) {
        const response = await fetch(`${served.origin}/api/trpc/${name}`);
        const { error } = (await response.json()) as Envelope;
        answers.push([
          response.status,
          error.data.code,
          error.message,
          error.data.stack?.split('\n')[0],
        ]);
      }
      expect(answers).toEqual([
        [500, 'INTERNAL_SERVER_ERROR', 'disk full', 'Error: disk full'],
        [500, 'INTERNAL_SERVER_ERROR', 'disk full', 'TRPCError: disk full'],
        [500, 'INTERNAL_SERVER_ERROR', 'INTERNAL_SERVER_ERROR', 'TRPCError: INTERNAL_SERVER_ERROR'],
      ]);
      expect(causes).toEqual(Object.values(thrown));
    } finally {
      vi.unstubAllEnvs();
      await served.close();
    }
  });
});

describe(`${page.page}: Observe errors with \`onError\``, () => {
  it("the page's Next.js handler logs each error with its type and path ('unknown path' before any procedure)", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const served = await serveNextApiRoute(await page.import('pages/api/trpc/[trpc].ts'));
    try {
      const hello = await fetch(`${served.origin}/api/trpc/hello`);
      expect([hello.status, log.mock.calls.length]).toEqual([200, 0]);
      await fetch(`${served.origin}/api/trpc/nope`);
      await fetch(`${served.origin}/api/trpc/hello`, { method: 'PUT' });
      expect(log.mock.calls.map(([line, , details]) => [line, details])).toEqual([
        ['[query] nope', { input: undefined, ctx: undefined, url: '/api/trpc/nope' }],
        ['[unknown] unknown path', { input: undefined, ctx: undefined, url: '/api/trpc/hello' }],
      ]);
    } finally {
      log.mockRestore();
      await served.close();
    }
  });

  it('path is undefined for every error that stops the request before any procedure runs, and ctx too, except for a batch whose input is not an object', async () => {
    type Seen = { code: string; path: string | undefined; ctx: unknown };
    const seen: Seen[] = [];
    const onError = ({
      error,
      path,
      ctx,
    }: {
      error: trpc.TRPCError;
      path?: string;
      ctx?: unknown;
    }) => seen.push({ code: error.code, path, ctx });
    const createContext = ({ req }: { req: { headers: Record<string, unknown> } }) => {
      if (req.headers['x-fail']) throw new Error('no session store');
      return { requestId: 'r1' };
    };
    const router = await pageRouter();
    const served = await serveRouter(router, '/api/trpc', {
      createContext,
      onError,
      maxBodySize: 100,
    });
    const unbatched = await serveRouter(router, '/api/trpc', {
      createContext,
      onError,
      batching: { enabled: false },
    });
    const api = `${served.origin}/api/trpc`;
    const cases: [string, () => Promise<Response>][] = [
      ['an unsupported method', () => fetch(`${api}/hello`, { method: 'PUT' })],
      ['input that is not valid JSON', () => fetch(`${api}/hello?input=%7B`)],
      ['createContext throws', () => fetch(`${api}/hello`, { headers: { 'x-fail': '1' } })],
      [
        'a body over maxBodySize',
        () => fetch(`${api}/hello`, { method: 'POST', body: JSON.stringify('x'.repeat(200)) }),
      ],
      [
        'a batch while batching is disabled',
        () => fetch(`${unbatched.origin}/api/trpc/hello,hello?batch=1&input=%7B%7D`),
      ],
      [
        'a batch whose input is not an object',
        () => fetch(`${api}/hello,hello?batch=1&input=%22x%22`),
      ],
      ['the procedure throws', () => fetch(`${api}/hello`)],
    ];
    try {
      const results = [];
      for (const [label, request] of cases) {
        seen.length = 0;
        const status = await request().then(
          (response) => response.status,
          () => 'no response',
        );
        results.push({ label, status, ...seen[0] });
      }
      const before = { path: undefined, ctx: undefined };
      const ctx = { requestId: 'r1' };
      expect(results).toEqual([
        { label: 'an unsupported method', status: 405, code: 'METHOD_NOT_SUPPORTED', ...before },
        { label: 'input that is not valid JSON', status: 400, code: 'PARSE_ERROR', ...before },
        { label: 'createContext throws', status: 500, code: 'INTERNAL_SERVER_ERROR', ...before },
        {
          label: 'a body over maxBodySize',
          status: 'no response',
          code: 'PAYLOAD_TOO_LARGE',
          ...before,
        },
        {
          label: 'a batch while batching is disabled',
          status: 500,
          code: 'INTERNAL_SERVER_ERROR',
          ...before,
        },
        {
          label: 'a batch whose input is not an object',
          status: 400,
          code: 'BAD_REQUEST',
          path: undefined,
          ctx,
        },
        {
          label: 'the procedure throws',
          status: 500,
          code: 'INTERNAL_SERVER_ERROR',
          path: 'hello',
          ctx,
        },
      ]);
    } finally {
      await Promise.all([served.close(), unbatched.close()]);
    }
  });
});
