// One TypeScript worker for the page's lifetime: a second project opens in the compiler that is
// already loaded, so only the first open pays for it.
import * as Comlink from 'comlink';
import type { PlaygroundWorker } from './worker';

let worker: Comlink.Remote<PlaygroundWorker> | undefined;

export function playgroundWorker(): Comlink.Remote<PlaygroundWorker> {
  worker ??= Comlink.wrap<PlaygroundWorker>(
    new Worker(new URL('./worker.ts', import.meta.url), { name: 'playground-typescript' }),
  );
  return worker;
}
