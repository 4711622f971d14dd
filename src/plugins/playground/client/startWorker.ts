// The playground's worker, started on a reader's first intent (a pointer on an "Open in
// playground" link, or focus) without waiting for any other code: the worker begins on the
// block's compiler and types at once, since a first open spends most of its time there.
import type { PreloadMessage } from '../shared/protocol';
import { noteDownload } from './downloads';

let worker: Worker | undefined;
const preloaded = new Set<string>();

/** The one worker of the page; `version` (`v10`): the sample version it should load first. */
export function startPlaygroundWorker(version?: string): Worker {
  if (!worker) {
    worker = new Worker(new URL('../worker/worker.ts', import.meta.url), {
      name: 'playground-typescript',
    });
    // Before any view exists: the downloads a view shows began with the worker.
    worker.addEventListener('message', (event: MessageEvent) => noteDownload(event.data));
  }
  if (version && !preloaded.has(version)) {
    preloaded.add(version);
    const message: PreloadMessage = { preload: version };
    worker.postMessage(message);
  }
  return worker;
}
