import type { Plugin } from '@docusaurus/types';

/**
 * Which React the browser bundle uses: React, or `preact/compat` with SITE_PREACT=1. The server
 * render always uses React.
 *
 * Preact is an experiment kept for measuring, not the build: it ships about 40% less JavaScript
 * but hydrates a page in one synchronous task (580-700 ms on a docs page with the CPU slowed
 * 4x), where React 19 hydrates in slices that yield to the browser, so the main thread blocks
 * longer and a phone's page answers later (scripts/bench-preact.ts). Preact has no yielding
 * hydration (https://github.com/preactjs/preact/issues/407; a hook for one was proposed in
 * https://github.com/preactjs/preact/pull/5164 and closed; 11.2.0 has none).
 */
export const browserReact = (): 'preact' | 'react' =>
  process.env.SITE_PREACT === '1' ? 'preact' : 'react';

// Docusaurus aliases `react` and `react-dom` to the site's copies; the keys here replace those
// for the browser bundle. The subpaths follow: `react/jsx-runtime` becomes
// `preact/compat/jsx-runtime`, `react-dom/client` becomes `preact/compat/client`.
const PREACT_ALIASES = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
};

type CacheConfig = { version?: string } | boolean | undefined;

/** The persistent cache keeps resolved modules across an alias change: the version names the choice. */
function versionCache(cache: CacheConfig, choice: string): void {
  if (cache && typeof cache === 'object') cache.version = `${cache.version ?? ''}-${choice}`;
}

export default function preactClientPlugin(): Plugin {
  const choice = browserReact();
  return {
    name: 'preact-client',
    configureWebpack(config, isServer) {
      const experiments = config.experiments as { cache?: CacheConfig } | undefined;
      versionCache(config.cache as CacheConfig, choice);
      versionCache(experiments?.cache, choice);
      if (isServer || choice === 'react') return {};
      config.resolve ??= {};
      config.resolve.alias = { ...(config.resolve.alias as object), ...PREACT_ALIASES };
      return {};
    },
  };
}
