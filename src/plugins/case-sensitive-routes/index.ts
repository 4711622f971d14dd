import { createRequire } from 'node:module';
import type { Plugin } from '@docusaurus/types';
import { replaceModule } from '../lib/replaceModule';

const require = createRequire(import.meta.url);

// Routes match their path's letter case exactly, as the static host serves them: a request
// for `/docs/v10/Router` or `/BLOG` gets the not-found page with status 404, and the browser
// must keep showing it. React Router matches case-insensitively unless a route says
// `sensitive`, so it turned that page into the router page or the blog, after a hydration
// error and at a wrong-case address. Docusaurus has no option for this. ./markRoutes.ts sets
// the flag on every route, which is where route matching reads it (matchRoutes when Docusaurus
// preloads a page, the docs plugin's matchPath on its routes), and ./renderRoutes.ts passes it
// on to the <Route>s that render them, which react-router-config leaves out.
export default function caseSensitiveRoutesPlugin(): Plugin {
  return {
    name: 'case-sensitive-routes',
    getClientModules() {
      return [require.resolve('./markRoutes.ts')];
    },
    configureWebpack(_config, _isServer, { currentBundler }) {
      const original = '@docusaurus/core/lib/client/exports/renderRoutes.js';
      const replacement = require.resolve('./renderRoutes.ts');
      return { plugins: [replaceModule(currentBundler, original, replacement)] };
    },
  };
}
