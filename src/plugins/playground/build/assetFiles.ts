import { createHash } from 'node:crypto';

/** A file the build emits under the site's assets, named by its content. */
export type PlaygroundAsset = { path: string; content: string };

const ASSET_DIR = 'assets/playground';

/** The runner's pages (./runnerBundle.ts): the site's headers give this folder its own CSP. */
export const RUNNER_DIR = `${ASSET_DIR}/runner`;

/** `assets/playground/<name>.<hash>.<ext>`: cached for good, as every file under assets/. */
export function hashed(name: string, ext: string, content: string): PlaygroundAsset {
  const hash = createHash('sha256').update(content).digest('hex').slice(0, 10);
  return { path: `${ASSET_DIR}/${name}.${hash}.${ext}`, content };
}
