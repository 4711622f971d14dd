import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

const require = createRequire(import.meta.url);

type ResolveData = { context?: string; request: string };

/**
 * The tslib helpers the CommonJS entry of `@docusaurus/utils-common` (in every page's first
 * load, for `applyTrailingSlash`) calls. Its `require("tslib")` pulls the whole of tslib into
 * main.js, 3.9 KiB gzip, because a bundler cannot drop the unused exports of a module that
 * CommonJS code requires; for that file alone the request gets ./importDefault.js instead.
 * A Docusaurus version whose entry calls another helper fails the build here.
 */
export function tslibHelpersOf(source: string): string[] {
  return [...new Set([...source.matchAll(/\btslib_1\.(__\w+)/g)].map((match) => match[1] ?? ''))];
}

export default function tslibHelperPlugin(): Plugin {
  const entry = require.resolve('@docusaurus/utils-common');
  const helpers = tslibHelpersOf(readFileSync(entry, 'utf8'));
  if (helpers.join() !== '__importDefault') {
    throw new Error(
      `tslib-helper: ${entry} calls the tslib helpers ${helpers.join(', ') || '(none)'}, ` +
        'not only __importDefault; update ./importDefault.js or drop this plugin',
    );
  }
  const entryDir = path.dirname(entry);
  const replacement = require.resolve('./importDefault.js');
  return {
    name: 'tslib-helper',
    configureWebpack(_config, isServer, { currentBundler }) {
      if (isServer) return {};
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /^tslib$/,
            (resource: ResolveData) => {
              if (resource.context === entryDir) resource.request = replacement;
            },
          ),
        ],
      };
    },
  };
}
