// What the playground loads for each sample version (`v10`): the build's assets, written into
// every bundle by the playground plugin (../build/plugin.ts), so nothing waits for page data to
// learn them.
import type { VersionSetup } from './protocol';

declare const PLAYGROUND_SETUPS: Record<string, VersionSetup>;

export function versionSetup(version: string): VersionSetup | undefined {
  return PLAYGROUND_SETUPS[version];
}

/** The sample version of a docs page (`/docs/v10/quickstart`: `v10`), known before its data. */
export function versionOfPage(page: string): string | undefined {
  return Object.entries(PLAYGROUND_SETUPS).find(([, setup]) =>
    page.startsWith(setup.docsPath),
  )?.[0];
}
