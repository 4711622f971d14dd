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
    ({ default: worker } = await page.import<{ default: Worker }>('server.ts'));
  });

  const exchanges = page.exchanges({ section });

  it('prints the calls at <endpoint>/<procedure path>', () => {
    expect(exchanges.map(({ request }) => request.target.split('?')[0])).toEqual([
      '/trpc/addNote',
      '/trpc/noteById',
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
  it('cuts as many characters off the path as endpoint has: /api/noteById under /trpc answers 404 on path "oteById"', async () => {
    const quote =
      /with `endpoint: '([^']+)'`, a request to `([^`]+)` answers `(\d{3})` with \*(.+?)\*/.exec(
        page.markdown,
      );
    expect(quote, 'the sentence that quotes the answer').not.toBeNull();
    const [, endpoint = '', target = '', status = '', message = ''] = quote ?? [];
    const { appRouter } = await page.import<{ appRouter: AnyRouter }>('router.ts');
    const { createContext } = await page.import<{
      createContext: Parameters<typeof fetchRequestHandler>[0]['createContext'];
    }>('context.ts');
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
