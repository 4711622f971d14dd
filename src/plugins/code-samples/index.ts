// Code samples, as one theme plugin: how a ts/tsx fence is written (./syntax.ts), read as a
// page's project (./model/), checked against the version's pinned packages (./model/check.ts,
// run by `npm run check:samples`), run by the doc tests (./doctest.ts), coloured when the site
// is built (./highlight/), given its types (./types/) and rendered (./theme/CodeBlock/, which
// replaces the classic theme's CodeBlock). The Markdown steps are ./remark.ts, in the order the
// site's config spreads them.
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { bundlePrism } from './highlight/bundlePrism';
import { typeTipsClientModule, writePageTypes } from './types/writePageTypes';

export default function codeSamplesPlugin(context: LoadContext): Plugin<string> {
  return {
    name: 'code-samples',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    getClientModules() {
      return [typeTipsClientModule];
    },
    ...bundlePrism(),
    postBuild: writePageTypes(context),
  };
}
