// Backs versioned_docs/version-9.x/main/quickstart.md (Quickstart, 9.x): the page's own server
// (server/index.ts, moved from port 2021 to a free port) answers the page's own client.ts, which
// prints what the page prints after the command that runs it.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadPage, quoted } from '../../doctest';
import { fetchRedirecting, listenOnFreePort, type Served } from './serve';

const page = loadPage('versioned_docs/version-9.x/main/quickstart.md');
const PRINTED_ORIGIN = 'http://localhost:2021';
let served: Served;

beforeAll(async () => {
  served = await listenOnFreePort(() => page.import('server/index.ts'));
});
afterAll(() => served.close());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe(`${page.page}: Call it`, () => {
  it('client.ts calls the server of "Serve it" and prints the lines of the text fence', async () => {
    const [output] = page.fences('text', { section: 'Call it' });
    const printed = (output?.value ?? '').trim().split('\n');
    expect(printed.length).toBeGreaterThan(0);
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
      lines.push(args.map(String).join(' '));
    });
    vi.stubGlobal('fetch', fetchRedirecting(PRINTED_ORIGIN, served.origin));
    await page.import('client.ts', { section: 'Call it' });
    await vi.waitFor(() => expect(lines).toHaveLength(printed.length), { timeout: 5_000 });
    expect(lines).toEqual(printed);
  });
});

describe(`${page.page}: Requirements`, () => {
  it('without a global fetch, creating the client throws the message the page quotes', async () => {
    const message = quoted(page, 'creating a client throws');
    vi.stubGlobal('fetch', undefined);
    // client.ts was already run above: run it again, creating the client anew.
    vi.resetModules();
    await expect(page.import('client.ts', { section: 'Call it' })).rejects.toThrow(message);
  });
});
