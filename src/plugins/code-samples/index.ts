// Code samples, as one theme plugin: how a ts/tsx fence is written (./syntax.ts), read as a
// page's project (./model/), checked against the version's pinned packages (./model/check.ts,
// run by `npm run check:samples`), run by the doc tests (samples/doctest), coloured when the site
// is built (./highlight/), given its types (./types/) and rendered (./theme/, whose CodeBlock
// replaces the classic theme's and shows `@theme/OpenInPlayground` from the playground plugin
// in its title bar). The Markdown steps are ./remark.ts, in the order the site's config
// spreads them.
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { bundlePrism } from './highlight/bundlePrism';
import { typesPath } from './pageFileUrls';
import { pageData } from './types/pageData';
import { writePageFiles } from './writePageFiles';

export default function codeSamplesPlugin(context: LoadContext): Plugin {
  const prism = bundlePrism();
  const { baseUrl } = context.siteConfig;
  return {
    name: 'code-samples',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    getClientModules() {
      // The type tips load on a reader's first point, tap or focus on a code block.
      return [path.join(__dirname, 'types', 'client', 'wake.ts')];
    },
    contentLoaded: (args) => prism.contentLoaded(args),
    configureWebpack: (...args) => prism.configureWebpack(...args),
    postBuild: writePageFiles(context, (page) => [
      typesPath(page.permalink, baseUrl),
      pageData(page.markdown, page.file),
    ]),
  };
}
