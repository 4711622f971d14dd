import { createRequire } from 'node:module';
import type { CurrentBundler } from '@docusaurus/types';

const require = createRequire(import.meta.url);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A bundler plugin that puts `replacement` (an absolute path) wherever the module `original`
 * (a package path) is imported. Resolving `original` here throws at start-up when a new version
 * of the package has moved or renamed it, so a swap cannot silently stop applying.
 */
export function replaceModule(
  { instance }: CurrentBundler,
  original: string,
  replacement: string,
): InstanceType<CurrentBundler['instance']['NormalModuleReplacementPlugin']> {
  const resolved = new RegExp(`^${escapeRegExp(require.resolve(original))}$`);
  return new instance.NormalModuleReplacementPlugin(resolved, replacement);
}
