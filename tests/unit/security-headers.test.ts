import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  headerRules,
  inlineScriptHashes,
  parseHeadersFile,
  renderHeadersFile,
  renderNginxConf,
  renderVercelJson,
} from '../../src/config/securityHeaders';

const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inline script hashes', () => {
  it('hashes executable inline scripts exactly as written, once each', () => {
    const theme = 'document.documentElement.setAttribute("data-theme","dark")';
    const html = `<head><script>${theme}</script><script src="/main.js" defer></script>
      <script type="application/ld+json">{"@type":"Blog"}</script></head>
      <body><script>${theme}</script><script type="module">import("/x.js")</script></body>`;
    expect(inlineScriptHashes(html)).toEqual([sha256(theme), sha256('import("/x.js")')]);
  });

  it('ignores scripts with a src, data blocks and empty scripts', () => {
    const html =
      '<script src=/a.js></script><script type=application/json>{}</script><script></script>';
    expect(inlineScriptHashes(html)).toEqual([]);
  });
});

describe('content security policy', () => {
  const base = contentSecurityPolicy({ inlineScriptHashes: ["'sha256-abc='"] });

  it('allows only our own scripts, the listed hashes and WebAssembly for search', () => {
    const scriptSrc = base.split('; ').find((d) => d.startsWith('script-src '));
    expect(scriptSrc).toBe(
      "script-src 'self' 'wasm-unsafe-eval' 'sha256-abc=' https://platform.twitter.com",
    );
    expect(base).not.toContain("'unsafe-eval'");
    expect(base).toContain("worker-src 'self'");
    // Every image is served from the site: no other host, not even any https: one.
    expect(base).toContain("img-src 'self' data:;");
    expect(base).toContain("object-src 'none'");
  });

  it('opens hosted search and analytics hosts only when they are configured', () => {
    expect(base).not.toMatch(/algolia|google/);
    const hosted = contentSecurityPolicy({ inlineScriptHashes: [], algolia: true, gtag: true });
    expect(hosted).toContain('https://*.algolia.net');
    expect(hosted).toContain('https://www.googletagmanager.com');
  });
});

describe('deploy configs', () => {
  const rules = headerRules({ inlineScriptHashes: ["'sha256-abc='"] });

  it('renders the same headers for every host', () => {
    const fromHeadersFile = parseHeadersFile(renderHeadersFile(rules));
    const vercel = JSON.parse(renderVercelJson(rules)) as {
      headers: { source: string; headers: { key: string; value: string }[] }[];
    };
    expect(fromHeadersFile.map((r) => r.headers)).toEqual(rules.map((r) => r.headers));
    expect(vercel.headers.map((r) => r.headers)).toEqual(rules.map((r) => r.headers));
    expect(vercel.headers.map((r) => r.source)).toEqual([
      '/(.*)',
      '/assets/(.*)',
      '/assets/playground/runner/(.*)',
      '/pagefind/index/(.*)',
      '/pagefind/filter/(.*)',
      '/pagefind/fragment/(.*)',
    ]);
    const nginx = renderNginxConf(rules);
    for (const header of rules[0].headers) {
      expect(nginx).toContain(`add_header ${header.key} "${header.value}" always;`);
    }
  });

  it('gives the static server globs for the site and for hashed assets', () => {
    expect(parseHeadersFile(renderHeadersFile(rules)).map((r) => r.source)).toEqual([
      '**',
      'assets/**',
      'assets/playground/runner/**',
      'pagefind/index/**',
      'pagefind/filter/**',
      'pagefind/fragment/**',
    ]);
  });

  it("gives the playground's runner its own policy, the only one that evaluates code", () => {
    const runner = rules.find((rule) => rule.path === '/assets/playground/runner/*');
    const policy = runner?.headers.find((h) => h.key === 'Content-Security-Policy')?.value;
    // Its inline script, which the page's own policy names by hash, and eval; no script file.
    expect(policy).toContain("script-src 'unsafe-inline' 'unsafe-eval'");
    expect(runner?.headers.map((h) => h.key)).not.toContain('Access-Control-Allow-Origin');
    // No network for the reader's code: nothing but its own script loads.
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toMatch(/connect-src/);
    expect(rules[0].headers.find((h) => h.key === 'Content-Security-Policy')?.value).toContain(
      "frame-src 'self'",
    );
    // nginx repeats the site's headers in each location: the runner's gets one policy, its own.
    const location = /location \/assets\/playground\/runner\/ \{([^}]*)\}/.exec(
      renderNginxConf(rules),
    )?.[1];
    expect(location?.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(location).toContain("'unsafe-eval'");
  });

  it('ships the committed configs with the full set of security headers', () => {
    const committed = readFileSync('static/_headers', 'utf8');
    for (const key of [
      'Content-Security-Policy',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
      'Strict-Transport-Security',
    ]) {
      expect(committed).toContain(`  ${key}: `);
      expect(readFileSync('vercel.json', 'utf8')).toContain(`"key": "${key}"`);
      expect(readFileSync('deploy/nginx.conf', 'utf8')).toContain(`add_header ${key} `);
    }
  });
});
