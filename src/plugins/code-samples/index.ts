// Code samples, as one theme plugin: how a ts/tsx fence is written (./syntax.ts), read as a
// page's project (./model/), checked against the version's pinned packages (./model/check.ts,
// run by `npm run check:samples`), run by the doc tests (./doctest.ts), coloured when the site
// is built (./highlight/), given its types (./types/), opened in the playground
// (./playground/) and rendered (./theme/, whose CodeBlock replaces the classic theme's). The
// Markdown steps are ./remark.ts, in the order the site's config spreads them.
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { bundlePrism } from './highlight/bundlePrism';
import { playgroundPlugin } from './playground/plugin';
import type { PlaygroundAssets } from './playground/pack';
import { writePageFiles } from './writePageFiles';

export default function codeSamplesPlugin(context: LoadContext): Plugin<PlaygroundAssets> {
  const prism = bundlePrism();
  const playground = playgroundPlugin(context);
  return {
    name: 'code-samples',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    getClientModules() {
      // The type tips load on a reader's first point, tap or focus on a code block.
      return [path.join(__dirname, 'types', 'client', 'wake.ts')];
    },
    loadContent: playground.loadContent,
    async contentLoaded(args) {
      await prism.contentLoaded(args);
      await playground.contentLoaded(args);
    },
    configureWebpack(...args) {
      const parts = [prism, playground].map((part) => part.configureWebpack(...args) || {});
      const alias: Record<string, string> = {};
      for (const part of parts) Object.assign(alias, part.resolve?.alias);
      return {
        resolve: { alias },
        plugins: parts.flatMap((part) => part.plugins ?? []),
        ignoreWarnings: parts.flatMap((part) => part.ignoreWarnings ?? []),
      };
    },
    postBuild: writePageFiles(context),
  };
}
