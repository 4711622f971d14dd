// What a view of a first open says of the worker's downloads (./downloads.ts), in words.
import { useSyncExternalStore } from 'react';
import { snapshot, subscribe, type Downloads, type Progress } from './downloads';

/** The downloads, re-rendering the view as they progress. */
export function useDownloads(): Downloads {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

/** ` (38% of 3.2 MB)`, ` (3.2 MB, done)`, or nothing before the first message. */
function amount(progress: Progress | undefined): string {
  if (!progress) return '';
  if (progress.loaded >= progress.total) return ` (${megabytes(progress.total)}, done)`;
  const percent = Math.floor((progress.loaded / progress.total) * 100);
  return ` (${percent}% of ${megabytes(progress.total)})`;
}

const isDone = (progress: Progress | undefined) =>
  Boolean(progress && progress.loaded >= progress.total);

/**
 * What a first open is waiting for, in words: each download with how much of it has arrived,
 * then the check. `version` is the sample version (`v10`) and `label` the docs version readers
 * know (`10.x`); without them, the one version downloading. `purpose` follows the downloads
 * (` to check the code`).
 */
export function downloadsText(
  current: Downloads,
  { version, label, purpose = '' }: { version?: string; label?: string; purpose?: string } = {},
): string {
  const compiler = current.compiler;
  const types = version
    ? current[`types ${version}`]
    : Object.values(current).find((progress) => progress.part.kind === 'types');
  if (isDone(compiler) && isDone(types)) return 'Checking the code with TypeScript…';
  const packages = label ? `the ${label} packages' types` : "the packages' types";
  return `Loading TypeScript${amount(compiler)} and ${packages}${amount(types)}${purpose}…`;
}
