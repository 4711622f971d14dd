import {
  test as base,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type PlaywrightTestOptions,
  type TestInfo,
} from '@playwright/test';

// No request leaves 127.0.0.1: Chromium resolves no other host (playwright.config.ts), so the
// tests do not depend on other hosts being reachable. Every request to another host is still
// recorded, so a test can assert that a page makes no third-party request at all. Recorded
// rather than answered through a route: routing a context turns Chromium's HTTP cache off,
// and every test would then fetch and compile the site's scripts anew.
const isExternal = (url: URL) =>
  url.protocol.startsWith('http') && !['127.0.0.1', 'localhost'].includes(url.hostname);

/** Records each request of `context` to another host in the list `into` returns at the time. */
function recordInto(context: BrowserContext, into: () => string[]): void {
  context.on('request', (request) => {
    if (isExternal(new URL(request.url()))) into().push(request.url());
  });
}

/**
 * A test tagged `@fresh` gets a browser context of its own, as Playwright's default does; every
 * other test borrows one its worker keeps for that set of options (device, viewport, colour
 * scheme, address), on a page of its own, with the origin's storage, cookies and permissions
 * cleared after it. A new context cost 1.3-4.5 s a test with both workers busy on a 2-core
 * runner. Tag a test `@fresh` when it changes the context itself (its routes or init scripts,
 * offline mode) or is about what a first visit to the browser does.
 */
export const FRESH = '@fresh';

type SharedContext = { context: BrowserContext; requests: string[] };

/** The options Playwright's own `context` fixture would create a context with. */
type ContextOptionNames = keyof PlaywrightTestOptions & keyof BrowserContextOptions;
const CONTEXT_OPTIONS = [
  'acceptDownloads',
  'baseURL',
  'bypassCSP',
  'colorScheme',
  'deviceScaleFactor',
  'extraHTTPHeaders',
  'forcedColors',
  'geolocation',
  'hasTouch',
  'httpCredentials',
  'ignoreHTTPSErrors',
  'isMobile',
  'javaScriptEnabled',
  'locale',
  'offline',
  'permissions',
  'reducedMotion',
  'screen',
  'serviceWorkers',
  'storageState',
  'timezoneId',
  'userAgent',
  'viewport',
] as const satisfies readonly ContextOptionNames[];

type OptionValues = Pick<
  PlaywrightTestOptions,
  (typeof CONTEXT_OPTIONS)[number] | 'contextOptions'
>;

function contextOptionsOf(values: OptionValues): BrowserContextOptions {
  const options: BrowserContextOptions = { ...values.contextOptions };
  for (const name of CONTEXT_OPTIONS) {
    const value = values[name];
    if (value !== undefined) Object.assign(options, { [name]: value });
  }
  return options;
}

/** Empties what a page of `origin` may have stored, through the browser's own storage API. */
async function clearOrigin(page: Page, origin: string): Promise<void> {
  const session = await page.context().newCDPSession(page);
  try {
    await session.send('Storage.clearDataForOrigin', {
      origin,
      storageTypes:
        'cookies,local_storage,indexeddb,cache_storage,service_workers,file_systems,websql',
    });
  } finally {
    await session.detach().catch(() => undefined);
  }
}

async function freshContext(
  browser: Browser,
  options: BrowserContextOptions,
): Promise<SharedContext> {
  const context = await browser.newContext(options);
  const shared: SharedContext = { context, requests: [] };
  recordInto(context, () => shared.requests);
  return shared;
}

const wantsFresh = (testInfo: TestInfo) => testInfo.tags.includes(FRESH);

export const test = base.extend<
  { externalRequests: string[]; borrowed: SharedContext },
  { sharedContexts: Map<string, SharedContext> }
>({
  sharedContexts: [
    // Playwright reads a fixture's dependencies from this pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const contexts = new Map<string, SharedContext>();
      await provide(contexts);
      await Promise.all([...contexts.values()].map(({ context }) => context.close()));
    },
    { scope: 'worker' },
  ],
  borrowed: async (
    {
      browser,
      sharedContexts,
      acceptDownloads,
      baseURL,
      bypassCSP,
      colorScheme,
      contextOptions,
      deviceScaleFactor,
      extraHTTPHeaders,
      forcedColors,
      geolocation,
      hasTouch,
      httpCredentials,
      ignoreHTTPSErrors,
      isMobile,
      javaScriptEnabled,
      locale,
      offline,
      permissions,
      reducedMotion,
      screen,
      serviceWorkers,
      storageState,
      timezoneId,
      userAgent,
      viewport,
    },
    provide,
    testInfo,
  ) => {
    const options = contextOptionsOf({
      acceptDownloads,
      baseURL,
      bypassCSP,
      colorScheme,
      contextOptions,
      deviceScaleFactor,
      extraHTTPHeaders,
      forcedColors,
      geolocation,
      hasTouch,
      httpCredentials,
      ignoreHTTPSErrors,
      isMobile,
      javaScriptEnabled,
      locale,
      offline,
      permissions,
      reducedMotion,
      screen,
      serviceWorkers,
      storageState,
      timezoneId,
      userAgent,
      viewport,
    });
    if (wantsFresh(testInfo) || options.storageState !== undefined) {
      const own = await freshContext(browser, options);
      await provide(own);
      await own.context.close();
      return;
    }
    const key = JSON.stringify(options);
    let shared = sharedContexts.get(key);
    if (!shared) {
      shared = await freshContext(browser, options);
      sharedContexts.set(key, shared);
    }
    shared.requests = [];
    await provide(shared);
    // Back to how a new context starts: no page, nothing stored, no granted permission.
    const { context } = shared;
    const [first = await context.newPage(), ...others] = context.pages();
    await Promise.all(others.map((page) => page.close()));
    if (baseURL) await clearOrigin(first, new URL(baseURL).origin);
    await first.close();
    await context.clearCookies();
    await context.clearPermissions();
    if (permissions) await context.grantPermissions(permissions);
  },
  context: async ({ borrowed }, provide) => {
    await provide(borrowed.context);
  },
  page: async ({ context }, provide) => {
    await provide(await context.newPage());
  },
  externalRequests: [
    async ({ borrowed }, provide) => {
      await provide(borrowed.requests);
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
