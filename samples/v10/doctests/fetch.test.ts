// Backs docs/server/adapters/fetch.md (Usage with the Fetch API, 10.x): the page's Worker is called
// with Fetch `Request` objects, as a Fetch runtime calls it, and its `Response`s are compared with
// the exchanges the page prints. No server is involved.
import type { AnyRouter } from '@trpc/server';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPage } from '../../doctest';
import { sendToHandler } from './serve';

const page = loadPage('docs/server/adapters/fetch.md');

type Worker = { fetch: (request: Request) => Promise<Response> };

describe(`${page.page}: Serve it from a Worker`, () => {
  const section = 'Serve it from a Worker';
  let worker: Worker;

  beforeAll(async () => {
    ({ default: worker } = await page.import<{ default: Worker }>('server/worker.ts'));
  });

  const exchanges = page.exchanges({ section });

  it('prints the calls at <endpoint>/<procedure path>', () => {
    expect(exchanges.map(({ request }) => request.target.split('?')[0])).toEqual([
      '/trpc/register',
      '/trpc/runnerById',
    ]);
  });

  for (const exchange of exchanges) {
    const { method, target } = exchange.request;
    it(`${method} ${target} (line ${exchange.line})`, async () => {
      // The origin of `wrangler dev`, as the page gives it; only the path reaches the router.
      const answer = await sendToHandler(
        (request) => worker.fetch(request),
        'http://localhost:8787',
        exchange.request,
        exchange.response,
      );
      expect(answer).toEqual(exchange.response);
    });
  }
});

describe(`${page.page}: a wrong endpoint`, () => {
  it('cuts as many characters off the path as endpoint has: /api/runnerById under /trpc answers 404 on path "unnerById"', async () => {
    const quote =
      /with `endpoint: '([^']+)'`, a request to `([^`]+)` answers `(\d{3})` with \*(.+?)\*/.exec(
        page.markdown,
      );
    expect(quote, 'the sentence that quotes the answer').not.toBeNull();
    const [, endpoint = '', target = '', status = '', message = ''] = quote ?? [];
    const { appRouter } = await page.import<{ appRouter: AnyRouter }>('server/router.ts');
    const { createContext } = await page.import<{
      createContext: Parameters<typeof fetchRequestHandler>[0]['createContext'];
    }>('server/fetchContext.ts');
    const response = await fetchRequestHandler({
      endpoint,
      router: appRouter,
      req: new Request(`http://localhost:8787${target}`),
      createContext,
    });
    const body = (await response.json()) as { error: { message: string } };
    expect([String(response.status), body.error.message]).toEqual([
      status,
      message.replace(/\\"/g, '"'),
    ]);
  });
});

describe(`${page.page}: The context`, () => {
  it('reads a header with .get(); indexed like a plain object, the Headers object gives undefined', async () => {
    const quoted =
      /indexing it like a plain object \(`req\.headers\['([^']+)'\]`\) gives `undefined`/.exec(
        page.markdown,
      );
    expect(quoted, 'the sentence about indexing the headers').not.toBeNull();
    const name = quoted?.[1] ?? '';
    const { createContext } = await page.import<{
      createContext: (opts: { req: Request }) => { user: { name: string } };
    }>('server/fetchContext.ts');
    const req = new Request('http://localhost:8787/trpc/runnerById', {
      headers: { [name]: 'Ada' },
    });
    expect(createContext({ req }).user.name).toBe('Ada');
    expect((req.headers as unknown as Record<string, unknown>)[name]).toBeUndefined();
  });
});
