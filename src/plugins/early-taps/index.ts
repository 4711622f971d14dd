// Taps on Search and the menu button made before hydration are kept and replayed
// (./earlyTaps.ts): an inline script in every page's head notes them, a client module replays
// them. The script's hash joins the site's Content-Security-Policy with the other inline
// scripts (src/config/securityHeaders.ts reads them from the built HTML).
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { earlyTapScript } from './earlyTaps';

export default function earlyTapsPlugin(): Plugin {
  return {
    name: 'early-taps',
    getClientModules: () => [path.join(__dirname, 'earlyTaps.ts')],
    injectHtmlTags: () => ({
      headTags: [{ tagName: 'script', innerHTML: earlyTapScript() }],
    }),
  };
}
