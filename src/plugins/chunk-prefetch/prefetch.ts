/**
 * Stands in for @docusaurus/core/lib/client/prefetch.js (see ./index.ts), with the same
 * signature: prefetch one chunk URL, resolve when it is fetched or has failed.
 *
 * Docusaurus prefetches the chunks of every route whose link scrolls into view. Routes share
 * most of their chunks, and the original appends a <link rel="prefetch"> per route and chunk:
 * 192 elements for 28 distinct files on a docs page, all in one task right after hydration. Here each URL is requested once, and the requests are started
 * when the main thread is idle, a few at a time, so they never hold up the reader's input.
 */

import type docusaurusPrefetch from '@docusaurus/core/lib/client/prefetch';

type Fetcher = (url: string) => Promise<void>;

function supportsLinkPrefetch(): boolean {
  try {
    return document.createElement('link').relList.supports('prefetch');
  } catch {
    return false;
  }
}

const byLink: Fetcher = (url) =>
  new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    link.onload = () => resolve();
    link.onerror = () => reject(new Error(`prefetch failed: ${url}`));
    document.head.appendChild(link);
  });

// Safari has no <link rel="prefetch">; a plain request fills the HTTP cache the same way.
const byRequest: Fetcher = (url) =>
  fetch(url, { credentials: 'same-origin' }).then((response) => {
    if (!response.ok) throw new Error(`prefetch failed: ${url} (${response.status})`);
  });

let fetcher: Fetcher | undefined;
const started = new Map<string, Promise<void>>();
const waiting: (() => void)[] = [];
let scheduled = false;

type Deadline = Pick<IdleDeadline, 'timeRemaining'>;
const whenIdle: (callback: (deadline: Deadline) => void) => void =
  typeof window !== 'undefined' && 'requestIdleCallback' in window
    ? (callback) => window.requestIdleCallback(callback, { timeout: 2000 })
    : (callback) => setTimeout(() => callback({ timeRemaining: () => 5 }), 50);

// Starting a prefetch costs about half a millisecond on a fast machine, several on a slow phone;
// a few milliseconds per idle period keeps each batch far below a 50 ms long task.
const BATCH_MS = 3;

function startWaiting(deadline: Deadline): void {
  scheduled = false;
  const batchEnd = performance.now() + BATCH_MS;
  // At least one per idle period, so a busy page still makes progress.
  do waiting.shift()?.();
  while (waiting.length > 0 && deadline.timeRemaining() > 2 && performance.now() < batchEnd);
  if (waiting.length > 0) schedule();
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  whenIdle(startWaiting);
}

export default function prefetch(url: string): Promise<void> {
  const known = started.get(url);
  if (known) return known;
  const request = new Promise<void>((resolve) => {
    waiting.push(() => {
      fetcher ??= supportsLinkPrefetch() ? byLink : byRequest;
      // A failed prefetch only means the page loads on click; the browser logs the 404.
      fetcher(url).then(resolve, () => resolve());
    });
  });
  started.set(url, request);
  schedule();
  return request;
}

// The stand-in must keep the original's signature: a change of it in a new Docusaurus fails
// type checking here instead of breaking prefetching at run time.
prefetch satisfies typeof docusaurusPrefetch;
