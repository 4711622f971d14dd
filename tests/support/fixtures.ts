import { test as base, type BrowserContext } from '@playwright/test';

// Every request that leaves 127.0.0.1 is answered locally with an empty response and
// recorded: the tests do not depend on other hosts being reachable, "no console error" stays
// meaningful, and a test can assert that a page makes no third-party request at all.
const EMPTY_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** Answers every request of `context` that leaves 127.0.0.1 locally; returns their URLs. */
export async function answerExternalRequests(context: BrowserContext): Promise<string[]> {
  const requests: string[] = [];
  await context.route(
    (url) => url.protocol.startsWith('http') && !['127.0.0.1', 'localhost'].includes(url.hostname),
    async (route) => {
      requests.push(route.request().url());
      const isImage = route.request().resourceType() === 'image';
      await route.fulfill(
        isImage
          ? { status: 200, contentType: 'image/gif', body: EMPTY_GIF }
          : { status: 204, body: '' },
      );
    },
  );
  return requests;
}

export const test = base.extend<{ externalRequests: string[] }>({
  externalRequests: [
    async ({ context }, use) => {
      await use(await answerExternalRequests(context));
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
