// One TypeScript worker for the page's lifetime: a second project opens in the compiler that is
// already loaded, so only the first open pays for it.
import * as Comlink from 'comlink';
import type { PlaygroundWorker } from '../worker/worker';
import { startPlaygroundWorker } from './startWorker';

export type PlaygroundWorkerClient = Comlink.Remote<PlaygroundWorker>;

let worker: PlaygroundWorkerClient | undefined;

export function playgroundWorker(): PlaygroundWorkerClient {
  worker ??= Comlink.wrap<PlaygroundWorker>(startPlaygroundWorker());
  return worker;
}
