// For doc tests that mount a page's React components in happy-dom with `createRoot` and `act()`,
// and run the same code once as a Next.js server (no `window`) and once as the browser.
//
// `act()` exists only in React's development build, while the doc tests run with NODE_ENV set to
// production. A test file that imports this module selects the development build first, before
// anything loads React:
//
//   vi.hoisted(() => {
//     process.env.NODE_ENV = 'development';
//   });
//
// and puts `production` back once its imports are done (see `productionAgain`).
import http from 'node:http';
import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { httpBatchLink, type TRPCLink } from '@trpc/client';
import type { AnyRouter } from '@trpc/server';
import {
  createElement,
  Fragment,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';
// Loaded now, so that the pages' compiled JSX gets the same (development) build.
import 'react/jsx-runtime';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { act } from 'react-dom/test-utils';

if (process.env.NODE_ENV === 'production')
  throw new Error('reactRoot.ts needs the development build of React: see the comment at its top');

// Tells React that updates are driven through act(), as in a test runner.
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

/** Back to production once React is loaded: servers then answer as the pages print them. */
export function productionAgain(): void {
  process.env.NODE_ENV = 'production';
}

/**
 * Runs `run` as on the server: `window` is undefined meanwhile, and `fetch` is Node's HTTP client
 * (or `fetch`, built on it). happy-dom's `fetch`, which the test environment installs, drops the
 * headers a browser may not set, such as `cookie`, which a server forwards. `@trpc/server` decides
 * whether it runs on a server when it is first loaded, so import it this way too.
 */
export async function asServer<T>(
  run: () => Promise<T> | T,
  fetch: typeof globalThis.fetch = serverFetch,
): Promise<T> {
  const window = Object.getOwnPropertyDescriptor(globalThis, 'window');
  const browserFetch = Object.getOwnPropertyDescriptor(globalThis, 'fetch');
  Object.defineProperty(globalThis, 'window', {
    value: undefined,
    configurable: true,
    writable: true,
  });
  Object.defineProperty(globalThis, 'fetch', {
    value: fetch,
    configurable: true,
    writable: true,
  });
  try {
    return await run();
  } finally {
    if (window) Object.defineProperty(globalThis, 'window', window);
    if (browserFetch) Object.defineProperty(globalThis, 'fetch', browserFetch);
  }
}

/** A `fetch` over `node:http` that sends the headers it is given, as a server's fetch does. */
export const serverFetch: typeof fetch = (input, init = {}) =>
  new Promise((resolve, reject) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
    );
    const headers = (init.headers ?? {}) as Record<string, string | string[]>;
    const request = http.request(url, { method: init.method ?? 'GET', headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => {
        const answer = new Response(text, {
          status: response.statusCode ?? 500,
          headers: { 'content-type': response.headers['content-type'] ?? '' },
        });
        resolve(answer);
      });
    });
    request.on('error', reject);
    if (typeof init.body === 'string') request.write(init.body);
    request.end();
  });

/** Puts the browser on `origin`: relative URLs resolve there, and requests to it are same-origin. */
export function browseTo(origin: string): void {
  (window as unknown as { happyDOM: { setURL: (url: string) => void } }).happyDOM.setURL(
    `${origin}/`,
  );
}

export type Mounted = {
  /** The container's text after the first render, then after every change. */
  texts: string[];
  container: HTMLElement;
  unmount: () => void;
};

/**
 * Mounts an element in the document inside act(): `texts[0]` is the text of the first commit,
 * before any effect ran; every later change of the text is appended.
 */
export function mount(element: ReactElement): Mounted {
  const container = document.createElement('div');
  document.body.append(container);
  const texts: string[] = [];
  const record = () => {
    const text = container.textContent ?? '';
    if (texts[texts.length - 1] !== text) texts.push(text);
  };
  const observer = new MutationObserver(record);
  observer.observe(container, { childList: true, subtree: true, characterData: true });
  const root = createRoot(container);
  act(() => {
    flushSync(() => root.render(element));
    texts.push(container.textContent ?? '');
  });
  record();
  return {
    texts,
    container,
    unmount() {
      act(() => root.unmount());
      observer.disconnect();
      container.remove();
    },
  };
}

/**
 * A page component with a probe beside it that hands the test the QueryClient the page renders
 * under (the one withTRPC creates), so a test can wait for the page's queries to settle.
 */
export function probed<P extends object>(
  Page: ComponentType<P>,
): { Page: ComponentType<P>; queryClient: () => QueryClient } {
  let client: QueryClient | undefined;
  const Probe = () => {
    client = useQueryClient();
    return null;
  };
  const WithProbe = (props: P) =>
    createElement(Fragment, null, createElement(Page, props), createElement(Probe));
  return {
    Page: WithProbe,
    queryClient() {
      if (!client) throw new Error('the page has not rendered yet');
      return client;
    },
  };
}

/** What `createTRPCReact()` returns, as far as the providers need it. */
export type ReactTrpc = {
  Provider: ComponentType<{ client: unknown; queryClient: QueryClient; children?: ReactNode }>;
  createClient(opts: { links: TRPCLink<AnyRouter>[] }): unknown;
};

/**
 * `element` inside the two providers that Usage with React (docs/reactjs/react.md) tells the
 * reader to add: one QueryClient (with its defaults) and a tRPC client with `httpBatchLink`.
 */
export function withProviders(
  trpc: ReactTrpc,
  element: ReactElement,
  url = '/api/trpc',
): { element: ReactElement; queryClient: QueryClient } {
  const queryClient = new QueryClient();
  const client = trpc.createClient({ links: [httpBatchLink({ url })] });
  return {
    queryClient,
    element: createElement(
      trpc.Provider,
      { client, queryClient },
      createElement(QueryClientProvider, { client: queryClient }, element),
    ),
  };
}

/** Runs `run` inside act(), so that React applies every update it causes before this resolves. */
export async function inAct(run: () => unknown): Promise<void> {
  await act(async () => {
    await run();
  });
}

/**
 * Waits until `ready()` holds, for at most `ms` milliseconds, in short act() steps: React applies
 * updates queued inside act() only when the step ends, so `ready()` may look at the DOM. A last
 * step lets the timers already queued run: React Query tells components about a change from a
 * `setTimeout(0)` that the change itself queued, so their update is in when this resolves.
 */
export async function until(ready: () => boolean, what: string, ms = 3000): Promise<void> {
  // performance.now(): a test may fake Date.
  const deadline = performance.now() + ms;
  for (;;) {
    const done = ready();
    await inAct(() => new Promise((resolve) => setTimeout(resolve, done ? 0 : 5)));
    if (done) return;
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
  }
}

/** Lets `ms` milliseconds pass inside act(): for claims that something does *not* happen. */
export function quiet(ms = 100): Promise<void> {
  return inAct(() => new Promise((resolve) => setTimeout(resolve, ms)));
}
