import { existsSync, readFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { redirects, renderRedirectsFile } from '../../config/redirects';
import {
  headerRules,
  inlineScriptHashes,
  renderHeadersFile,
  renderNginxConf,
  renderVercelJson,
  type CspOptions,
  type HeaderRule,
} from '../../config/securityHeaders';

/** The deploy configs kept in the repository, by path from the site directory. */
export const DEPLOY_CONFIGS: Record<string, (rules: HeaderRule[]) => string> = {
  'static/_headers': renderHeadersFile,
  'static/_redirects': () => renderRedirectsFile(redirects),
  'vercel.json': (rules) => renderVercelJson(rules, redirects),
  'deploy/nginx.conf': (rules) => renderNginxConf(rules, redirects),
};

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

export async function collectInlineScriptHashes(outDir: string): Promise<string[]> {
  const hashes = new Set<string>();
  for (const file of await htmlFiles(outDir)) {
    for (const hash of inlineScriptHashes(await readFile(file, 'utf8'))) hashes.add(hash);
  }
  return [...hashes].sort();
}

// The Content-Security-Policy allows Docusaurus's inline scripts by hash, so the headers are
// computed from the built HTML. The build's own `_headers` is always written fresh; the copies
// kept in the repository (for hosts that read them from the project) must match: a local build
// rewrites them, a CI build fails when they are stale.
export default function securityHeadersPlugin(context: LoadContext): Plugin {
  const { siteConfig, siteDir } = context;
  const options: Omit<CspOptions, 'inlineScriptHashes'> = {
    algolia: Boolean(siteConfig.themeConfig.algolia),
    gtag: siteConfig.presets.some(
      (preset) => Array.isArray(preset) && Boolean((preset[1] as { gtag?: unknown })?.gtag),
    ),
  };
  return {
    name: 'security-headers',
    async postBuild({ outDir }) {
      const rules = headerRules({
        ...options,
        inlineScriptHashes: await collectInlineScriptHashes(outDir),
      });
      await writeFile(path.join(outDir, '_headers'), renderHeadersFile(rules));
      await writeFile(path.join(outDir, '_redirects'), renderRedirectsFile(redirects));
      // The repo's copies describe the default build. Hosted search or analytics widen the
      // policy, and another HTML minifier (the webpack build) writes the inline scripts
      // differently, so those builds only get their own `_headers`.
      if (options.algolia || options.gtag || !siteConfig.future.faster.swcHtmlMinimizer) return;
      const stale = Object.entries(DEPLOY_CONFIGS).filter(([file, render]) => {
        const target = path.join(siteDir, file);
        return !existsSync(target) || readFileSync(target, 'utf8') !== render(rules);
      });
      if (stale.length === 0) return;
      const names = stale.map(([file]) => file).join(', ');
      if (process.env.CI) {
        throw new Error(
          `[security-headers] ${names} no longer match the built site (its inline scripts ` +
            'changed). Run `npm run build` locally and commit the rewritten files.',
        );
      }
      for (const [file, render] of stale) {
        await writeFile(path.join(siteDir, file), render(rules));
      }
      console.warn(`[security-headers] rewrote ${names}: commit them.`);
    },
  };
}
