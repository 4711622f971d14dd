// One source for the HTTP headers the site is deployed with, rendered for each static host we
// ship a config for: `_headers` (Netlify, Cloudflare Pages), `vercel.json` and nginx. The
// latter two also carry the short-link redirects of src/config/redirects.ts.
import { createHash } from 'node:crypto';
import { RUNNER_DIR } from '../plugins/playground/assetFiles';
import { redirectStatus, type Redirect } from './redirects';

type Header = { key: string; value: string };
export type HeaderRule = { path: string; headers: Header[] };

export type CspOptions = {
  /** `'sha256-…'` sources of the inline scripts Docusaurus writes into the HTML. */
  inlineScriptHashes: string[];
  /** Hosted search (Algolia) is configured: its API hosts are reached from the browser. */
  algolia?: boolean;
  /** Google Analytics is configured: gtag.js loads and sends page views. */
  gtag?: boolean;
};

// Scripts the browser executes; JSON-LD and other data blocks are not scripts.
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** The CSP hash sources of every executable inline `<script>` in an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
  for (const [, attributes, body] of html.matchAll(inlineScript)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (!EXECUTABLE_TYPES.has(type) || body.length === 0) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

export function contentSecurityPolicy({
  inlineScriptHashes: hashes,
  algolia = false,
  gtag = false,
}: CspOptions): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // The tweet embeds load Twitter's widget script on the pages that hold one; Pagefind
    // compiles its WebAssembly search index, which needs 'wasm-unsafe-eval' (not 'unsafe-eval').
    'script-src': [
      "'self'",
      "'wasm-unsafe-eval'",
      ...[...hashes].sort(),
      'https://platform.twitter.com',
      ...(gtag ? ['https://www.googletagmanager.com'] : []),
    ],
    // React renders style attributes and Mermaid writes <style> into its SVGs.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Every image is the site's own (Mermaid and the theme inline some as data: URLs); Google
    // Analytics, when configured, may send its hits as image requests.
    'img-src': [
      "'self'",
      'data:',
      ...(gtag ? ['https://*.google-analytics.com', 'https://*.googletagmanager.com'] : []),
    ],
    'font-src': ["'self'", 'data:'],
    'connect-src': [
      "'self'",
      ...(algolia ? ['https://*.algolia.net', 'https://*.algolianet.com'] : []),
      ...(gtag ? ['https://*.google-analytics.com', 'https://*.googletagmanager.com'] : []),
    ],
    'worker-src': ["'self'"],
    'frame-src': [
      // The playground's sandboxed runner (runnerPolicy).
      "'self'",
      // The video player (src/components/VideoEmbed), once a reader plays a video.
      'https://www.youtube-nocookie.com',
      'https://platform.twitter.com',
      'https://syndication.twitter.com',
    ],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * The playground's runner: a page loaded in a sandboxed frame (an opaque origin, so no access
 * to the site's storage) that evaluates a reader's edited code. Evaluating is all it may do
 * beyond running its own inline script: no network, no other page's resources. The page
 * carries a policy of its own that names that script by its hash (playground/runtime.ts), so
 * it holds on a host that sends no headers; a browser enforces both, so this one only has to
 * let the inline script through.
 */
function runnerPolicy(): string {
  return [
    "default-src 'none'",
    "script-src 'unsafe-inline' 'unsafe-eval'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
  ].join('; ');
}

const ONE_YEAR = 60 * 60 * 24 * 365;
const IMMUTABLE = { key: 'Cache-Control', value: `public, max-age=${ONE_YEAR}, immutable` };

export function headerRules(options: CspOptions): HeaderRule[] {
  return [
    {
      path: '/*',
      headers: [
        { key: 'Content-Security-Policy', value: contentSecurityPolicy(options) },
        { key: 'X-Content-Type-Options', value: 'nosniff' },
        { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
        {
          key: 'Permissions-Policy',
          value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
        },
        { key: 'Strict-Transport-Security', value: `max-age=${ONE_YEAR}; includeSubDomains` },
        { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
      ],
    },
    {
      // File names under /assets/ carry a content hash, so they never change.
      path: '/assets/*',
      headers: [IMMUTABLE],
    },
    {
      // Replaces the site's policy for these files: a host applies the later rule's value
      // (Netlify, Vercel, nginx, `npm run serve`). Cloudflare Pages joins both values into two
      // policies instead, which would keep the runner from evaluating code.
      path: `/${RUNNER_DIR}/*`,
      headers: [{ key: 'Content-Security-Policy', value: runnerPolicy() }, IMMUTABLE],
    },
    // So do the search index's chunks, filters and page fragments (`en_<hash>.pf_*`): a
    // reader's second search session loads only what it has not seen.
    ...['/pagefind/index/*', '/pagefind/filter/*', '/pagefind/fragment/*'].map((path) => ({
      path,
      headers: [IMMUTABLE],
    })),
  ];
}

const GENERATED =
  'Generated by src/plugins/security-headers from src/config/securityHeaders.ts ' +
  'and src/config/redirects.ts: do not edit.';

/** Netlify and Cloudflare Pages read `_headers` from the published folder. */
export function renderHeadersFile(rules: HeaderRule[]): string {
  const blocks = rules.map(
    (rule) => `${rule.path}\n${rule.headers.map((h) => `  ${h.key}: ${h.value}`).join('\n')}`,
  );
  return `# ${GENERATED}\n${blocks.join('\n')}\n`;
}

export function renderVercelJson(rules: HeaderRule[], redirects: Redirect[] = []): string {
  const config = {
    $comment: GENERATED,
    cleanUrls: true,
    headers: rules.map((rule) => ({
      source: rule.path.replace(/\*$/, '(.*)'),
      headers: rule.headers,
    })),
    redirects: redirects.map((r) => ({
      source: r.from,
      destination: r.to,
      permanent: r.permanent,
    })),
  };
  return `${JSON.stringify(config, null, 2)}\n`;
}

export function renderNginxConf(rules: HeaderRule[], redirects: Redirect[] = []): string {
  const [site, ...more] = rules;
  const addHeaders = (headers: Header[], indent: string) =>
    headers.map((h) => `${indent}add_header ${h.key} "${h.value}" always;`).join('\n');
  // nginx drops the server's add_header lines inside a location that has its own, so each
  // location repeats them, less those it sets itself (the runner's own policy).
  const locations = more.map((rule) => {
    const own = new Set(rule.headers.map((h) => h.key));
    const inherited = site.headers.filter((h) => !own.has(h.key));
    return (
      `  location ${rule.path.replace(/\*$/, '')} {\n${addHeaders(inherited, '    ')}\n` +
      `${addHeaders(rule.headers, '    ')}\n    try_files $uri =404;\n  }`
    );
  });
  return `# ${GENERATED}
# An example server block for the built site (npm run build -> build/).
server {
  listen 80;
  server_name trpc.io;
  root /var/www/trpc-website/build;

${addHeaders(site.headers, '  ')}

  # Clean URLs: /docs/v10/router serves docs/v10/router/index.html; /x.html is /x.
  location / {
    try_files $uri $uri/index.html $uri.html =404;
  }
${locations.join('\n')}
${redirects.map((r) => `  location = ${r.from} {\n    return ${redirectStatus(r)} ${r.to};\n  }`).join('\n')}

  error_page 404 /404.html;
}
`;
}

export type ServeHeaders = { source: string; headers: { key: string; value: string }[] }[];

/** Reads a `_headers` file back into serve-handler's header rules (what `npm run serve` applies). */
export function parseHeadersFile(text: string): ServeHeaders {
  const rules: ServeHeaders = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      // `/*` -> `**`, `/assets/*` -> `assets/**` (serve-handler matches globs without the slash)
      rules.push({
        source: line.trim().replace(/^\//, '').replace(/\*$/, '**') || '**',
        headers: [],
      });
      continue;
    }
    const colon = line.indexOf(':');
    rules.at(-1)?.headers.push({
      key: line.slice(0, colon).trim(),
      value: line.slice(colon + 1).trim(),
    });
  }
  return rules;
}
