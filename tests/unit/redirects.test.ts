import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseRedirectsFile, redirects, redirectStatus } from '../../src/config/redirects';

// What each host reads from the repository: every short link the site uses must redirect
// on all of them (the files are generated, but a stale copy is what a host would serve).
describe('short links in the deploy configs', () => {
  const vercel = JSON.parse(readFileSync('vercel.json', 'utf8')) as {
    redirects?: { source: string; destination: string; permanent: boolean }[];
  };
  const nginx = readFileSync('deploy/nginx.conf', 'utf8');
  const netlify = parseRedirectsFile(readFileSync('static/_redirects', 'utf8'));

  it.each(redirects)('$from redirects on Vercel, nginx, Netlify and Cloudflare Pages', (r) => {
    expect(vercel.redirects).toContainEqual({
      source: r.from,
      destination: r.to,
      permanent: r.permanent,
    });
    expect(nginx).toContain(`location = ${r.from} {\n    return ${redirectStatus(r)} ${r.to};`);
    expect(netlify).toContainEqual(r);
  });

  it('the navbar and footer link only to short links that are defined', () => {
    const config = readFileSync('docusaurus.config.ts', 'utf8');
    const ownLinks = [...config.matchAll(/https:\/\/trpc\.io(\/[\w-]+)['"]/g)].map((m) => m[1]);
    expect(ownLinks.length).toBeGreaterThan(0);
    for (const link of ownLinks) expect(redirects.map((r) => r.from)).toContain(link);
  });
});
