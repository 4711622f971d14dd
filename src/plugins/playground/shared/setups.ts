// What the playground loads for each sample version (`v10`): the build's assets, written into
// every bundle by the playground plugin (../build/plugin.ts), so nothing waits for page data to
// learn them.
import type { VersionSetup } from './protocol';

declare const PLAYGROUND_SETUPS: Record<string, VersionSetup>;

export function versionSetup(version: string): VersionSetup | undefined {
  return PLAYGROUND_SETUPS[version];
}
