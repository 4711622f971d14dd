// Backs docs/landing-intro/Step3.md together with docs/landing-intro/Step2.md (the landing page's
// steps 2 and 3): the client of step 3 runs against the standalone server of step 2.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadPage } from '../../doctest';
import { fetchLog, servePageServer, type Served } from './serve';

const step2 = loadPage('docs/landing-intro/Step2.md');
const step3 = loadPage('docs/landing-intro/Step3.md');

let served: Served;
const globalFetch = globalThis.fetch;

beforeAll(async () => {
  served = await servePageServer(() => step2.import('server/index.ts'));
});
afterAll(async () => {
  globalThis.fetch = globalFetch;
  vi.restoreAllMocks();
  await served.close();
});

describe(`${step3.page}: client/index.ts`, () => {
  it(`calls \`hello\` on the server of ${step2.page} at its root, and logs the message`, async () => {
    const logged: unknown[][] = [];
    vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
      logged.push(args);
    });
    // The page's client is written for http://localhost:2022 (where Step 2's server listens): send its requests to the server.
    const log = fetchLog(() => served.origin, globalFetch);
    globalThis.fetch = log.fetch;
    const sent = log.next();
    await step3.import('client/index.ts');
    const request = await sent;
    await request.done;
    expect(new URL(request.url).origin).toBe('http://localhost:2022');
    expect(served.requests.map((received) => decodeURIComponent(received.url))).toEqual([
      '/hello?batch=1&input={"0":{"name":"Ada"}}',
    ]);
    await vi.waitFor(() => expect(logged).toEqual([['Hi, Ada!']]));
  });
});
