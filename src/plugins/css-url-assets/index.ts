import type { Plugin } from '@docusaurus/types';

type Rule = { test?: unknown; resourceQuery?: unknown };

const URL_QUERY = /[?&]url\b/;

// Docusaurus bundles every stylesheet into the one styles.css that each page loads first.
// A stylesheet imported with `?url` is emitted as its own file instead and the import gives
// its URL, so code that runs on intent (the search modal) can load its styles then.
export default function cssUrlAssetsPlugin(): Plugin {
  return {
    name: 'css-url-assets',
    configureWebpack(config) {
      const cssRules = ((config.module?.rules ?? []) as Rule[]).filter(
        (rule) => rule && rule.test instanceof RegExp && rule.test.test('style.css'),
      );
      // Without a CSS rule to narrow, a `?url` stylesheet would also be bundled into
      // styles.css: fail the build rather than ship it twice.
      if (cssRules.length === 0) {
        throw new Error(
          'css-url-assets: the bundler config has no rule for .css files any more; ' +
            'update this plugin for the new Docusaurus version',
        );
      }
      for (const rule of cssRules) rule.resourceQuery = { not: [URL_QUERY] };
      return {
        module: {
          rules: [
            {
              test: /\.css$/,
              resourceQuery: URL_QUERY,
              type: 'asset/resource',
              generator: { filename: 'assets/css/[name].[contenthash:8][ext]' },
            },
          ],
        },
      };
    },
  };
}
