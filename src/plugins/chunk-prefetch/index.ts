import { createRequire } from 'node:module';
import type { Plugin } from '@docusaurus/types';
import { replaceModule } from '../lib/replaceModule';

const require = createRequire(import.meta.url);

// Swaps Docusaurus's chunk prefetcher for ./prefetch.ts, which requests each chunk once and
// only when the main thread is idle. The routes to prefetch are still chosen by Docusaurus
// (links that scroll into view); only how their files are fetched changes.
export default function chunkPrefetchPlugin(): Plugin {
  const replacement = require.resolve('./prefetch.ts');
  return {
    name: 'chunk-prefetch',
    configureWebpack(_config, _isServer, { currentBundler }) {
      const original = '@docusaurus/core/lib/client/prefetch.js';
      return { plugins: [replaceModule(currentBundler, original, replacement)] };
    },
  };
}
