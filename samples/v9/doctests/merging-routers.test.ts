// Backs versioned_docs/version-9.x/server/merging-routers.md (Merging Routers, 9.x): the page's
// appRouter (post.create is a mutation, post.list and user.list are queries) is merged with one
// more router, as the Rules section describes.
import * as trpc from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { loadPage, quoted } from '../../../src/plugins/code-samples/doctest';
import { serveRouter } from './serve';

const page = loadPage('versioned_docs/version-9.x/server/merging-routers.md');
type Context = { requestId: string };
// The page's router type is not importable here; only merge() is used.
type Loaded = { appRouter: { merge(prefix: string, child: trpc.AnyRouter): trpc.AnyRouter } };

const load = () => page.import<Loaded>('server.ts');
const message = () => quoted(page, 'ending up with the same path throw');

describe(`${page.page}: Rules`, () => {
  it('a second query at a path that already has one throws the message the page quotes', async () => {
    const { appRouter } = await load();
    const more = trpc.router<Context>().query('list', { resolve: () => [] });
    expect(() => appRouter.merge('post.', more)).toThrow(message());
  });

  it('so does a second mutation at the same path', async () => {
    const { appRouter } = await load();
    const more = trpc.router<Context>().mutation('create', { resolve: () => null });
    expect(() => appRouter.merge('post.', more)).toThrow(message());
  });

  it('a query at the path of a mutation merges, and GET runs the query while POST runs the mutation', async () => {
    const { appRouter } = await load();
    const more = trpc.router<Context>().query('create', { resolve: () => 'the query' });
    const merged = appRouter.merge('post.', more);
    const served = await serveRouter(merged);
    try {
      const get = await fetch(`${served.origin}/api/trpc/post.create`);
      const post = await fetch(`${served.origin}/api/trpc/post.create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'Hi' }),
      });
      type Answer = { result: { data: unknown } };
      const [query, mutation] = [(await get.json()) as Answer, (await post.json()) as Answer];
      expect([get.status, query.result.data]).toEqual([200, 'the query']);
      expect([post.status, mutation.result.data]).toMatchObject([200, { title: 'Hi' }]);
    } finally {
      await served.close();
    }
  });
});
