// Backs versioned_docs/version-9.x/server/authorization.md (Authorization, 9.x): the page's routers
// are served on localhost and refuse callers as the page says: 401 without a user, 403 for a user
// who is not an admin.
import type * as trpc from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { loadPage } from '../../doctest';
import { serveRouter } from './serve';

const page = loadPage('versioned_docs/version-9.x/server/authorization.md');

type User = { name: string; isAdmin: boolean } | null;
type Envelope = { result?: { data: unknown }; error?: { data: { code: string } } };

/** Calls `path` on the router of `section` for the context `createContext` returns: [status, data or code]. */
async function call(section: string, path: string, createContext: () => unknown) {
  const { appRouter } = await page.import<{ appRouter: trpc.AnyRouter }>('server/routers/_app.ts', {
    section,
  });
  const served = await serveRouter(appRouter, '/api/trpc', { createContext });
  try {
    const response = await fetch(`${served.origin}/api/trpc/${path}`);
    const body = (await response.json()) as Envelope;
    return [response.status, body.error ? body.error.data.code : body.result?.data];
  } finally {
    await served.close();
  }
}

const as = (user: User) => () => ({ user });
const kip: User = { name: 'Kip', isAdmin: false };
const ada: User = { name: 'Ada', isAdmin: true };

describe(`${page.page}: Identify the caller`, () => {
  it("without a bearer token in the Authorization header, the page's createContext gives user null", async () => {
    const { createContext } = await page.import<{
      createContext: (opts: { req: { headers: Record<string, string | undefined> } }) => unknown;
    }>('server/context.ts');
    expect(await createContext({ req: { headers: {} } })).toEqual({ user: null });
    expect(await createContext({ req: { headers: { authorization: 'Basic a2lw' } } })).toEqual({
      user: null,
    });
  });
});

describe(`${page.page}: Option 1: in the resolver`, () => {
  it('secret answers 401 UNAUTHORIZED without a user, and the secret with one', async () => {
    expect([
      await call('Option 1: in the resolver', 'secret', as(null)),
      await call('Option 1: in the resolver', 'secret', as(kip)),
    ]).toEqual([
      [401, 'UNAUTHORIZED'],
      [200, { secret: 'sauce' }],
    ]);
  });
});

describe(`${page.page}: Option 2: in a middleware`, () => {
  const section = 'Option 2: in a middleware';

  it('admin.secret: no user is 401 UNAUTHORIZED, a signed-in user who is not an admin 403 FORBIDDEN, an admin gets the secret', async () => {
    expect([
      await call(section, 'admin.secret', as(null)),
      await call(section, 'admin.secret', as(kip)),
      await call(section, 'admin.secret', as(ada)),
    ]).toEqual([
      [401, 'UNAUTHORIZED'],
      [403, 'FORBIDDEN'],
      [200, { secret: 'sauce' }],
    ]);
  });

  it('the middleware protects only what is merged under it: hello answers anyone', async () => {
    expect([await call(section, 'hello', as(null)), await call(section, 'hello', as(kip))]).toEqual(
      [
        [200, 'hello world'],
        [200, 'hello Kip'],
      ],
    );
  });
});
