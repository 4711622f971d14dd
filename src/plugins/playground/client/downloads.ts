// What the playground's worker has downloaded of a first open, as its progress messages say:
// kept from the worker's start (./startWorker.ts), before any view exists, so a view that opens
// late still shows the parts already done. In every page's first load with startWorker, so
// only the store is here; what a view shows of it is ./downloadsText.ts.
import type { DownloadPart, ProgressMessage } from '../shared/protocol';

export type Progress = ProgressMessage['progress'];

/** Per part (`compiler`, `types v10`), the latest progress. */
export type Downloads = Readonly<Record<string, Progress>>;

let downloads: Downloads = {};
const listeners = new Set<() => void>();

const keyOf = (part: DownloadPart) =>
  part.kind === 'compiler' ? 'compiler' : `types ${part.version}`;

/** A message from the worker: a progress message is noted, anything else ignored. */
export function noteDownload(data: unknown): void {
  const { progress } = (data ?? {}) as Partial<ProgressMessage>;
  if (!progress || typeof progress.loaded !== 'number') return;
  downloads = { ...downloads, [keyOf(progress.part)]: progress };
  for (const listener of listeners) listener();
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const snapshot = (): Downloads => downloads;
