// Backs versioned_docs/version-9.x/server/merging-routers.md (Merging Routers, 9.x): the page's
// root router (server/routers/_app.ts: superjson, a formatter, `hello`, and the post router
// merged under `post.`, where post.create is a mutation and post.list a query) is merged with
// one more router, as the Rules section describes.
import * as trpc from '@trpc/server';
import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import { loadPage, quoted } from '../../doctest';
import { serveRouter } from './serve';

const page = loadPage('versioned_docs/version-9.x/server/merging-routers.md');
// The page's router type is not importable here; only merge() is used.
type Loaded = { appRouter: trpc.AnyRouter };

const load = () => page.import<Loaded>('server/routers/_app.ts');
const message = () => quoted(page, 'ending up with the same path throw');

type Answer = { result?: { data: unknown }; error?: unknown };

/** Sends `input` to `path` with superjson, as the page's clients do; answers [status, body]. */
async function call(router: trpc.AnyRouter, method: 'GET' | 'POST', path: string, input?: unknown) {
  const served = await serveRouter(router);
  try {
    const response = await fetch(`${served.origin}/api/trpc/${path}`, {
      method,
      ...(method === 'POST'
        ? {
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(superjson.serialize(input)),
          }
        : {}),
    });
    return [response.status, (await response.json()) as Answer] as const;
  } finally {
    await served.close();
  }
}

describe(`${page.page}: Rules`, () => {
  it('a second query at a path that already has one throws the message the page quotes', async () => {
    const { appRouter } = await load();
    const more = trpc.router().query('list', { resolve: () => [] });
    expect(() => appRouter.merge('post.', more)).toThrow(message());
  });

  it('so does a second mutation at the same path', async () => {
    const { appRouter } = await load();
    const more = trpc.router().mutation('create', { resolve: () => null });
    expect(() => appRouter.merge('post.', more)).toThrow(message());
  });

  it('a query at the path of a mutation merges, and GET runs the query while POST runs the mutation', async () => {
    const { appRouter } = await load();
    const more = trpc.router().query('create', { resolve: () => 'the query' });
    const merged = appRouter.merge('post.', more);
    const [getStatus, query] = await call(merged, 'GET', 'post.create');
    const [postStatus, mutation] = await call(merged, 'POST', 'post.create', { title: 'Hi' });
    expect([getStatus, superjson.deserialize(query.result?.data as never)]).toEqual([
      200,
      'the query',
    ]);
    expect([postStatus, superjson.deserialize(mutation.result?.data as never)]).toMatchObject([
      200,
      { title: 'Hi' },
    ]);
  });

  it("the root's transformer and formatter apply to the merged post.create: a bad input answers with zodError, serialised with superjson", async () => {
    const { appRouter } = await load();
    const [status, body] = await call(appRouter, 'POST', 'post.create', { title: 42 });
    const error = body.error as { json: { data: { zodError: unknown } } };
    expect([status, Object.keys(body.error as object)]).toEqual([400, ['json']]);
    expect(error.json.data.zodError).toEqual({
      formErrors: [],
      fieldErrors: { title: ['Expected string, received number'] },
    });
  });
});
