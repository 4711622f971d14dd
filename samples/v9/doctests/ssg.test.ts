// Backs versioned_docs/version-9.x/nextjs/ssg.md (Static Site Generation, 9.x): the page's
// getStaticProps runs as Next.js runs it for a path, against the router and the in-memory posts
// the page's block keeps above the cut (one post, id "1").
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createSSGHelpers } from '@trpc/react/ssg';
import { TRPCError, type AnyRouter } from '@trpc/server';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadPage } from '../../doctest';

const page = loadPage('versioned_docs/version-9.x/nextjs/ssg.md');
const POST_PAGE = 'pages/posts/[id].tsx';

type StaticProps = (context: { params: { id: string } }) => Promise<Record<string, unknown>>;
let getStaticProps: StaticProps;
let appRouter: AnyRouter;
// react-query logs each failed query; the failures here are on purpose.
const errorLog = vi.spyOn(console, 'error').mockImplementation(() => {});
afterAll(() => errorLog.mockRestore());

beforeAll(async () => {
  const file = page.file(POST_PAGE);
  const root = file.slice(0, -POST_PAGE.length);
  const load = (name: string) => import(pathToFileURL(path.join(root, name)).href);
  ({ getStaticProps } = (await load(POST_PAGE)) as { getStaticProps: StaticProps });
  ({ appRouter } = (await load('server/routers/_app.ts')) as { appRouter: AnyRouter });
});

describe(`${page.page}: Example: a page per post`, () => {
  it('a post that exists gets its props: the dehydrated state and the id, revalidated after a second', async () => {
    const result = await getStaticProps({ params: { id: '1' } });
    expect(result).toEqual({
      props: {
        trpcState: expect.objectContaining({ json: expect.any(Object) }) as unknown,
        id: '1',
      },
      revalidate: 1,
    });
  });

  it("an id without a post gets notFound: true (Next.js's 404 page), tried again after a second", async () => {
    expect(await getStaticProps({ params: { id: 'nope' } })).toEqual({
      notFound: true,
      revalidate: 1,
    });
  });

  it("fetchQuery rejects with the resolver's NOT_FOUND error, which is what the catch turns into notFound", async () => {
    const ssg = createSSGHelpers({ router: appRouter, ctx: {}, transformer: superjson });
    // The page's router type is not importable here; the input is checked by the router.
    const fetchQuery = ssg.fetchQuery as (path: string, input: unknown) => Promise<unknown>;
    const error = await fetchQuery('post.byId', { id: 'nope' }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(TRPCError);
    expect((error as TRPCError).code).toBe('NOT_FOUND');
  });
});
