// @vitest-environment happy-dom
// Backs docs/reactjs/react-mutations.md (useMutation(), 10.x): the page's SignIn component is
// mounted in happy-dom under the providers of Usage with React, against the page's backend router
// served on localhost, where every request is counted. The test clicks its button.
import type { AnyRouter } from '@trpc/server';
import { createElement, type ComponentType } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadPage } from '../../../scripts/samples/doctest';
import {
  asServer,
  browseTo,
  inAct,
  mount,
  productionAgain,
  until,
  withProviders,
  type ReactTrpc,
} from './reactRoot';
import type { Served } from './serve';

// act() needs React's development build (see reactRoot.ts).
vi.hoisted(() => {
  process.env.NODE_ENV = 'development';
});
productionAgain();

const page = loadPage('docs/reactjs/react-mutations.md');
const SIGN_IN = 'components/SignIn.tsx';

let served: Served;
let trpc: ReactTrpc;
let SignIn: ComponentType;

beforeAll(async () => {
  const serve = await asServer(() => import('./serve'));
  const { appRouter } = await asServer(() =>
    page.import<{ appRouter: AnyRouter }>('server/routers/_app.ts'),
  );
  served = await serve.serveRouter(appRouter);
  browseTo(served.origin);
  ({ SignIn } = await page.import<{ SignIn: ComponentType }>(SIGN_IN));
  // The utils/trpc.ts the component imports, the same module.
  ({ trpc } = await serve.importBeside<{ trpc: ReactTrpc }>(page, SIGN_IN, 'utils/trpc.ts'));
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
afterAll(() => served.close());

/**
 * Mounts SignIn and clicks its button. The browser's requests wait until `release()` runs, so the
 * test can look at the component while the mutation is in flight.
 */
async function clickSignIn() {
  const browserFetch = globalThis.fetch;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    await held;
    return browserFetch(url, init);
  });
  const logged: unknown[][] = [];
  vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
    logged.push(args);
  });
  const before = served.requests.length;
  const { element, queryClient } = withProviders(trpc, createElement(SignIn));
  const view = mount(element);
  const button = view.container.querySelector('button') as HTMLButtonElement;
  const label = view.container.textContent;
  await inAct(() => button.click());
  await until(() => queryClient.isMutating() === 1, 'the mutation to start');
  const whileLoading = { text: view.container.textContent, disabled: button.disabled };
  release();
  await until(() => queryClient.isMutating() === 0, 'the mutation to end');
  const requests = served.requests.slice(before);
  return { view, button, label, whileLoading, logged, requests };
}

describe(`${page.page}: Example`, () => {
  it('while the mutation runs, isLoading is true: the button is disabled and reads "Signing in…"', async () => {
    const { view, label, whileLoading, button } = await clickSignIn();
    try {
      expect(label).toBe('Sign in');
      expect(whileLoading).toEqual({ text: 'Signing in…', disabled: true });
      expect([view.container.textContent, button.disabled]).toEqual(['Sign in', false]);
    } finally {
      view.unmount();
    }
  });

  it("onSuccess receives the mutation's output: the click logs Signed in as imani@example.com, after one POST to signIn", async () => {
    const { view, logged, requests } = await clickSignIn();
    try {
      expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual([
        'POST /api/trpc/signIn?batch=1',
      ]);
      expect(logged).toEqual([['Signed in as imani@example.com']]);
      // No error to show.
      expect(view.container.querySelector('[role="alert"]')).toBeNull();
    } finally {
      view.unmount();
    }
  });
});
