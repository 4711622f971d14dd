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
      for (const rule of (config.module?.rules ?? []) as Rule[]) {
        if (rule && rule.test instanceof RegExp && rule.test.test('style.css')) {
          rule.resourceQuery = { not: [URL_QUERY] };
        }
      }
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
