// Backs versioned_docs/version-9.x/server/error-formatting.md (Error Formatting, 9.x): the page's
// formatter adds Zod's details to bad requests, a second formatter on the same router throws, and a
// formatter on a merged sub-router is dropped.
import * as trpc from '@trpc/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPage } from '../../doctest';
import { serveRouter } from './serve';

const page = loadPage('versioned_docs/version-9.x/server/error-formatting.md');
let appRouter: trpc.AnyRouter;

beforeAll(async () => {
  ({ appRouter } = await page.import<{ appRouter: trpc.AnyRouter }>('server.ts'));
});

type Envelope = {
  result?: { data: unknown };
  error?: { message: string; data: Record<string, unknown> };
};

/** POSTs `input` to `path` on `router` and answers [status, result data or error data]. */
async function post(router: trpc.AnyRouter, path: string, input: unknown) {
  const served = await serveRouter(router, '/api/trpc', {
    createContext: () => ({ requestId: 'r1' }),
  });
  try {
    const response = await fetch(`${served.origin}/api/trpc/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(input),
    });
    const body = (await response.json()) as Envelope;
    return [response.status, body.error ? body.error.data : body.result?.data];
  } finally {
    await served.close();
  }
}

describe(`${page.page}: Add Zod details to bad requests`, () => {
  it("a bad request's data carries Zod's flattened error; other errors carry zodError null", async () => {
    expect([
      await post(appRouter, 'addPost', { title: 'Hi' }),
      await post(appRouter, 'nope', {}),
      await post(appRouter, 'addPost', { title: 'Hello' }),
    ]).toEqual([
      [
        400,
        expect.objectContaining({
          code: 'BAD_REQUEST',
          zodError: {
            formErrors: [],
            fieldErrors: { title: ['String must contain at least 5 character(s)'] },
          },
        }),
      ],
      [404, expect.objectContaining({ code: 'NOT_FOUND', zodError: null })],
      [200, { id: 1, title: 'Hello' }],
    ]);
  });
});

describe(`${page.page}: Error Formatting`, () => {
  it('a second .formatError() call on the same router throws', () => {
    expect(() => appRouter.formatError(({ shape }) => shape)).toThrow(
      'You seem to have double `formatError()`-calls in your router tree',
    );
  });

  it("a sub-router's formatter is dropped without an error when merged: its errors get the default shape, or the root's", async () => {
    let plainRoot: trpc.AnyRouter | undefined;
    expect(() => (plainRoot = trpc.router().merge('posts.', appRouter))).not.toThrow();
    const formattedRoot = trpc
      .router()
      .formatError(({ shape }) => ({ ...shape, data: { ...shape.data, fromRoot: true } }))
      .merge('posts.', appRouter);
    const [plain, formatted] = await Promise.all([
      post(plainRoot as trpc.AnyRouter, 'posts.addPost', { title: 'Hi' }),
      post(formattedRoot, 'posts.addPost', { title: 'Hi' }),
    ]);
    expect(
      [plain, formatted].map(([status, data]) => [status, Object.keys(data as object)]),
    ).toEqual([
      [400, ['code', 'httpStatus', 'path']],
      [400, ['code', 'httpStatus', 'path', 'fromRoot']],
    ]);
  });
});
