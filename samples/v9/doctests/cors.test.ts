// Backs versioned_docs/version-9.x/client/cors.md (Send cookies cross-origin, 9.x): the page's
// Express server runs on a free port, and the page's client sends its calls there through a
// recording fetch.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { itAnswersAsPrinted, loadPage } from '../../doctest';
import {
  fetchRedirecting,
  listenOnFreePort,
  recordingFetch,
  type FetchCall,
  type Served,
} from './serve';

const page = loadPage('versioned_docs/version-9.x/client/cors.md');
const APP_ORIGIN = 'https://app.example.com';
type Client = { query: (path: string) => Promise<unknown> };

let served: Served;
let client: Client;
let calls: FetchCall[];

beforeAll(async () => {
  served = await listenOnFreePort(() => page.import('server.ts'));
  // The page's client calls the global fetch; requests for the printed API origin come here.
  const recorder = recordingFetch(fetchRedirecting('https://api.example.com', served.origin));
  calls = recorder.calls;
  vi.stubGlobal('fetch', recorder.fetch);
  ({ client } = await page.import<{ client: Client }>('client.ts'));
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await served.close();
});

describe(`${page.page}: On the client: send credentials`, () => {
  it("the client's fetch wrapper sends every call with credentials: 'include'", async () => {
    calls.length = 0;
    await client.query('me');
    expect(calls.map((call) => [call.url.split('?')[0], call.credentials])).toEqual([
      ['https://api.example.com/trpc/me', 'include'],
    ]);
  });
});

describe(`${page.page}: On the server: allow credentials`, () => {
  it('the 9.x client sends Content-Type: application/json on every request, GET queries included', async () => {
    calls.length = 0;
    expect(await client.query('me')).toEqual({ name: 'Ada' });
    expect(calls.map((call) => [call.method, call.headers['content-type']])).toEqual([
      ['GET', 'application/json'],
    ]);
  });

  it("so a query is preflighted too, and the cors middleware allows the app's origin with credentials", async () => {
    calls.length = 0;
    await client.query('me');
    const [call] = calls as [FetchCall];
    // The preflight a browser sends for that call: its method and its non-simple header.
    const path = new URL(call.url).pathname;
    const preflight = await fetch(new URL(path, served.origin), {
      method: 'OPTIONS',
      headers: {
        origin: APP_ORIGIN,
        'access-control-request-method': call.method,
        'access-control-request-headers': 'content-type',
      },
    });
    const query = await fetch(new URL(path, served.origin), { headers: { origin: APP_ORIGIN } });
    const allowed = (response: Response) => [
      response.status,
      response.headers.get('access-control-allow-origin'),
      response.headers.get('access-control-allow-credentials'),
    ];
    expect([allowed(preflight), allowed(query)]).toEqual([
      [204, APP_ORIGIN, 'true'],
      [200, APP_ORIGIN, 'true'],
    ]);
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type');
  });
});

describe(`${page.page}: printed exchanges`, () => {
  const exchanges = page.exchanges();

  it('prints its preflight as a request/response pair', () => {
    expect(exchanges.length).toBeGreaterThan(0);
  });

  itAnswersAsPrinted(exchanges, () => served.origin);
});
