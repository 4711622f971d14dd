// @vitest-environment happy-dom
// Backs docs/reactjs/react-mutations.md (useMutation(), 10.x): the page's SignIn component is
// mounted in happy-dom under the providers of Usage with React, against the page's backend router
// served on localhost, where every request is counted. The test clicks its button.
import type { AnyRouter } from '@trpc/server';
import { createElement, type ComponentType } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadPage } from '../../doctest';
import {
  asServer,
  browseTo,
  inAct,
  mount,
  productionAgain,
  quiet,
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

const PROFILE_NAME = 'components/ProfileName.tsx';

let served: Served;
let trpc: ReactTrpc;
let SignIn: ComponentType;
let ProfileName: ComponentType<{ id: string }>;

beforeAll(async () => {
  const serve = await asServer(() => import('./serve'));
  const { appRouter } = await asServer(() =>
    page.import<{ appRouter: AnyRouter }>('server/routers/_app.ts'),
  );
  served = await serve.serveRouter(appRouter);
  browseTo(served.origin);
  ({ SignIn } = await page.import<{ SignIn: ComponentType }>(SIGN_IN));
  ({ ProfileName } = await page.import<{ ProfileName: ComponentType<{ id: string }> }>(
    PROFILE_NAME,
  ));
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

/**
 * The browser's fetch, with a gate per method: `hold('POST')` keeps the requests sent from then on
 * in the browser (the server has not seen them) until the returned function runs.
 */
function gatedFetch() {
  const browserFetch = globalThis.fetch;
  const gates: Record<string, Promise<void> | undefined> = {};
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    await gates[init?.method ?? 'GET'];
    return browserFetch(url, init);
  });
  return {
    hold(method: 'GET' | 'POST') {
      let release = () => {};
      gates[method] = new Promise<void>((resolve) => (release = resolve));
      return () => {
        gates[method] = undefined;
        release();
      };
    },
  };
}

/** ProfileName for user `id`, mounted with the providers; its name shown, and a way to rename. */
async function mountProfile(id: string) {
  const gate = gatedFetch();
  const { element, queryClient } = withProviders(trpc, createElement(ProfileName, { id }));
  const view = mount(element);
  const shown = () => view.container.querySelector('h2')?.textContent;
  const alert = () => view.container.querySelector('[role="alert"]')?.textContent;
  await until(() => shown() !== '…', 'the name to load');
  const rename = async (name: string) => {
    const input = view.container.querySelector('input') as HTMLInputElement;
    const button = view.container.querySelector('button') as HTMLButtonElement;
    // Typing: set the value past React's tracker, then the input event React listens to.
    Object.getOwnPropertyDescriptor(window.HTMLInputElement.prototype, 'value')?.set?.call(
      input,
      name,
    );
    await inAct(() => input.dispatchEvent(new window.Event('input', { bubbles: true })));
    await inAct(() => button.click());
  };
  const received = (method: string) =>
    served.requests.filter((request) => request.method === method).length;
  return { view, gate, queryClient, shown, alert, rename, received };
}

describe(`${page.page}: Optimistic updates`, () => {
  // The name the prose says the server refuses, and the message the page's router sends then.
  const refused = /a name the server refuses, such as `(\w+)`/.exec(page.markdown)?.[1] ?? '?';
  const backend = page
    .fences('ts')
    .map((fence) => fence.value)
    .join('\n');
  const conflict = /code: 'CONFLICT',\s*message: '([^']+)'/.exec(backend)?.[1];
  it('the new name shows before the server has the mutation; it stays after success, and onSettled refetches the query', async () => {
    const profile = await mountProfile('u1');
    try {
      expect(profile.shown()).toBe('Imani');
      const posts = profile.received('POST');
      const gets = profile.received('GET');
      const releasePost = profile.gate.hold('POST');
      await profile.rename('Ada');
      await until(() => profile.shown() === 'Ada', 'the optimistic name');
      expect(profile.received('POST')).toBe(posts); // the server has not even received it

      releasePost();
      await until(() => profile.queryClient.isMutating() === 0, 'the mutation to end');
      expect(profile.shown()).toBe('Ada');
      expect(profile.received('GET')).toBe(gets + 1);
      expect(profile.alert()).toBeUndefined();
    } finally {
      profile.view.unmount();
    }
  });

  it('a refused name: onError puts the old name back as soon as the error arrives, before the refetch of onSettled; the mutation stays loading until that refetch is in', async () => {
    const profile = await mountProfile('u2');
    try {
      expect(profile.shown()).toBe('Kofi');
      const releasePost = profile.gate.hold('POST');
      await profile.rename(refused);
      await until(() => profile.shown() === refused, 'the optimistic name');

      const gets = profile.received('GET');
      const releaseGet = profile.gate.hold('GET');
      releasePost();
      await until(() => profile.shown() === 'Kofi', 'the old name back');
      // Not from the refetch: it has not reached the server.
      expect(profile.received('GET')).toBe(gets);
      expect(profile.queryClient.isMutating()).toBe(1);

      releaseGet();
      await until(() => profile.alert() !== undefined, 'the error');
      expect(profile.alert()).toBe(conflict);
      expect([profile.shown(), profile.queryClient.isMutating()]).toEqual(['Kofi', 0]);
      expect(profile.received('GET')).toBe(gets + 1);
    } finally {
      profile.view.unmount();
    }
  });

  it('onMutate cancels a fetch in flight: its older answer does not replace the optimistic name', async () => {
    const profile = await mountProfile('u3');
    try {
      expect(profile.shown()).toBe('Guest');
      const releaseGet = profile.gate.hold('GET');
      void profile.queryClient.invalidateQueries(); // a refetch, held in the browser
      const releasePost = profile.gate.hold('POST');
      await profile.rename('Zola');
      await until(() => profile.shown() === 'Zola', 'the optimistic name');

      releaseGet(); // the old name, 'Guest', arrives now
      await quiet(150);
      expect(profile.shown()).toBe('Zola');
      releasePost();
      await until(() => profile.queryClient.isMutating() === 0, 'the mutation to end');
      expect(profile.shown()).toBe('Zola');
    } finally {
      profile.view.unmount();
    }
  });
});
