import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from '@docusaurus/types';
import { replaceModule } from '../../lib/replaceModule';
import { trimPrismReactRenderer } from './trim';

const require = createRequire(import.meta.url);

// Points `prism-react-renderer` in the client and server bundles at a copy that carries only
// the languages of ./prism.ts (see ./trim.ts).
//
// It also empties the theme's start-up module that registers `themeConfig.prism
// .additionalLanguages`: that module imports Prism into the main bundle, so every page built
// its grammars (a quarter of main.js's evaluation time) before it could respond to input.
// ./prism.ts registers those languages itself. Since code blocks are coloured when the site is
// built (./remarkTokens.ts), no browser code imports Prism any more; the alias keeps a future
// import of prism-react-renderer to the site's languages.
/** The plugin hooks that write the trimmed module and point the bundles at it. */
export function bundlePrism(): Required<Pick<Plugin, 'contentLoaded' | 'configureWebpack'>> {
  let trimmedModule: string | undefined;
  return {
    async contentLoaded({ actions }) {
      const source = readFileSync(require.resolve('prism-react-renderer/dist/index.mjs'), 'utf8');
      const trimmed = trimPrismReactRenderer(source, require.resolve('./prism.ts'));
      trimmedModule = await actions.createData('prism-react-renderer.mjs', trimmed);
    },
    configureWebpack(_config, _isServer, { currentBundler }) {
      if (!trimmedModule) throw new Error('code-samples: the trimmed Prism module was not written');
      const startUpLanguages = '@docusaurus/theme-classic/lib/prism-include-languages.js';
      const nothing = require.resolve('./no-startup-languages.ts');
      return {
        resolve: { alias: { 'prism-react-renderer$': trimmedModule } },
        plugins: [replaceModule(currentBundler, startUpLanguages, nothing)],
      };
    },
  };
}
