// For doc tests that run a page's React code in happy-dom: the same code runs once as the server
// (no `window`) and once as the browser, and what the browser showed is kept render by render.
import type { ComponentType, ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

/**
 * Runs `run` as on the server: `window` is undefined meanwhile. Server-only packages
 * (`@trpc/server` refuses to load where `window` exists) are imported this way as well.
 */
export async function withoutWindow<T>(run: () => Promise<T> | T): Promise<T> {
  const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'window');
  Object.defineProperty(globalThis, 'window', {
    value: undefined,
    configurable: true,
    writable: true,
  });
  try {
    return await run();
  } finally {
    if (descriptor) Object.defineProperty(globalThis, 'window', descriptor);
  }
}

export type Rendered = {
  /** The text of the container after the first render, then after every change. */
  texts: string[];
  container: HTMLElement;
  unmount: () => void;
};

/**
 * Mounts an element in the document. The first render is synchronous, so `texts[0]` is what the
 * browser showed first; later changes are appended as they happen.
 */
export function render(element: ReactElement): Rendered {
  const container = document.createElement('div');
  document.body.append(container);
  const texts: string[] = [];
  const observer = new MutationObserver(() => {
    const text = container.textContent ?? '';
    if (texts[texts.length - 1] !== text) texts.push(text);
  });
  observer.observe(container, { childList: true, subtree: true, characterData: true });
  const root = createRoot(container);
  flushSync(() => root.render(element));
  texts.push(container.textContent ?? '');
  return {
    texts,
    container,
    unmount() {
      observer.disconnect();
      root.unmount();
      container.remove();
    },
  };
}

/** Puts the browser on `origin`: relative URLs resolve there, and requests to it are same-origin. */
export function browseTo(origin: string): void {
  (window as unknown as { happyDOM: { setURL: (url: string) => void } }).happyDOM.setURL(
    `${origin}/`,
  );
}

/** The props Next.js renders `_app` with (and withTRPC's wrapper of it), as the tests pass them. */
export type AppProps = { Component: ComponentType<Record<string, unknown>>; pageProps: object };

/** How long to wait for something the page says will happen: a deadline, met early when it does. */
export const WAIT = { timeout: 5_000 };
