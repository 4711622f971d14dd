// Backs docs/further/troubleshooting.md (Troubleshooting, 10.x): each entry's printed message
// (the first ```text fence under its heading, or its ```http exchange) is what the pinned
// packages give when the entry's mistake is made, so an entry cannot drift from the packages.
// The TypeScript entries are checked by the sample checker (`errors=` blocks).
import http, { type AddressInfo } from 'node:http';
import { createTRPCProxyClient, httpBatchLink } from '@trpc/client';
import { initTRPC } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { loadPage } from '../../../src/plugins/code-samples/doctest';

const page = loadPage('docs/further/troubleshooting.md');

/** The message an entry prints: the first text fence under its heading. */
function printed(section: string): string {
  const fence = page.fences('text', { section })[0];
  if (!fence) throw new Error(`${page.page}: no text fence under "${section}"`);
  return fence.value.trim();
}

/** A server on a free port that answers every request with `status` and `body` as HTML. */
async function serveHtml(
  status: number,
  body: string,
): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(status, { 'content-type': 'text/html' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const t = initTRPC.create();
const appRouter = t.router({ greeting: t.procedure.query(() => 'hello') });
type AppRouter = typeof appRouter;

describe(`${page.page}: Unexpected token '<'`, () => {
  const section = `Unexpected token '<', "<!DOCTYPE "... is not valid JSON`;

  it('a client whose url answers an HTML 404 page fails with the printed message', async () => {
    const html = await serveHtml(404, '<!DOCTYPE html><html><body>Not found</body></html>');
    try {
      const client = createTRPCProxyClient<AppRouter>({
        links: [httpBatchLink({ url: html.origin })],
      });
      const error = await client.greeting.query().then(
        () => null,
        (caught: unknown) => caught as Error,
      );
      expect(`${error?.name}: ${error?.message}`).toBe(printed(section));
    } finally {
      await html.close();
    }
  });
});
