// Backs docs/server/error-handling.md (Error Handling, 10.x).
import type http from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { itAnswersAsPrinted, loadPage } from '../../doctest';
import { expectCodeTable } from './codeTable';
import { serveNextApiRoute, type Served } from './serve';

const page = loadPage('docs/server/error-handling.md');

describe(`${page.page}: Error codes`, () => {
  it('the code table gives each code its JSON-RPC number and the HTTP status the server sends', async () => {
    await expectCodeTable(page.tables({ section: 'Error codes' })[0], {
      code: 'Code',
      jsonRpc: 'JSON-RPC',
      http: 'HTTP',
    });
  });
});

// The page's Next.js API route (with its onError) and the router it imports, served the way
// Next serves pages/api/trpc/[trpc].ts.
let served: Served;
const reported: unknown[][] = [];
const warned: unknown[][] = [];

beforeAll(async () => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    reported.push(args);
  });
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    warned.push(args);
  });
  const { default: route } = await page.import<{
    default: (req: http.IncomingMessage, res: http.ServerResponse) => unknown;
  }>('pages/api/trpc/[trpc].ts');
  served = await serveNextApiRoute(route, '/api/trpc');
});
beforeEach(() => {
  reported.length = 0;
  warned.length = 0;
});
afterAll(async () => {
  vi.restoreAllMocks();
  await served.close();
});

describe(`${page.page}: Throw errors on purpose`, () => {
  const exchanges = page.exchanges({ section: 'Throw errors on purpose' });

  it('prints the answer to a `checkout` call', () => {
    expect(exchanges.map(({ request }) => `${request.method} ${request.target}`)).toEqual([
      'POST /api/trpc/checkout',
    ]);
  });

  itAnswersAsPrinted(exchanges, () => served.origin);
});

describe(`${page.page}: Observe errors with onError`, () => {
  type Reported = [string, Error & { code: string; cause?: Error }];

  it('runs before the response is sent: the error is reported, with its cause, by the time the answer arrives', async () => {
    const response = await fetch(`${served.origin}/api/trpc/checkout`, { method: 'POST' });
    const seen = (reported as Reported[]).map(([where, error]) => [
      where,
      error.code,
      error.message,
      error.cause?.message,
    ]);
    expect(seen).toEqual([
      [
        '[mutation checkout /api/trpc/checkout]',
        'INTERNAL_SERVER_ERROR',
        'Payment could not be completed, please try again.',
        'card processor timed out',
      ],
    ]);
    expect(response.status).toBe(500);
  });

  it('in a batch it runs once per failing item: two `checkout` calls report two errors', async () => {
    const response = await fetch(`${served.origin}/api/trpc/checkout,checkout?batch=1`, {
      method: 'POST',
      body: '{}',
    });
    expect(response.status).toBe(500);
    expect(reported.map(([where]) => where)).toEqual([
      '[mutation checkout /api/trpc/checkout,checkout?batch=1]',
      '[mutation checkout /api/trpc/checkout,checkout?batch=1]',
    ]);
  });

  it('an error about the whole request runs it once with path undefined: `PARSE_ERROR on query (no path)`', async () => {
    const response = await fetch(
      `${served.origin}/api/trpc/checkout,checkout?batch=1&input=${encodeURIComponent('{nope')}`,
    );
    expect(response.status).toBe(400);
    expect([reported, warned]).toEqual([[], [['PARSE_ERROR on query (no path)']]]);
  });
});
