import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ROUTE_INDEX_FILE, type RouteEntry } from '../../src/plugins/route-index';

// A page that is not for readers carries a robots noindex meta, and that one flag keeps it out
// of the sitemap and the not-found page's suggestions. This builds a small site with the
// site's own sitemap options and route index plugin, with one page of each kind that carries
// the flag (an unlisted doc, a page with the meta in its <Head>), and checks both outputs.
const siteDir = path.resolve(__dirname, '../fixtures/.tmp-noindex-site');
const outDir = path.join(siteDir, 'build');
const routeIndexPlugin = path.resolve(__dirname, '../../src/plugins/route-index/index.ts');

async function siteSitemapOptions(): Promise<unknown> {
  vi.resetModules();
  const config = (await import('../../docusaurus.config')).default;
  const preset = config.presets?.find((entry) => Array.isArray(entry) && entry[0] === 'classic');
  if (!Array.isArray(preset)) throw new Error('classic preset missing');
  return (preset[1] as { sitemap: unknown }).sitemap;
}

const files = (sitemap: unknown): Record<string, string> => ({
  'docusaurus.config.ts': `export default {
  title: 'Noindex fixture',
  url: 'https://example.com',
  baseUrl: '/',
  future: { v4: true, faster: true },
  presets: [
    ['classic', { docs: { sidebarPath: false }, blog: false, sitemap: ${JSON.stringify(sitemap)} }],
  ],
  plugins: [${JSON.stringify(routeIndexPlugin)}],
};
`,
  'docs/reader.md': '---\ntitle: For readers\n---\n\nA page a reader may land on.\n',
  'docs/fragment.md':
    '---\ntitle: Fragment\nunlisted: true\n---\n\nShown inside another page only.\n',
  'src/pages/index.md': '# Home\n\nThe fixture home page.\n',
  'src/pages/for-tests.tsx': `import React from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';

export default function ForTests() {
  return (
    <Layout title="For tests">
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <h1>For tests</h1>
    </Layout>
  );
}
`,
});

/** The route of each built HTML page, by its path below the output folder. */
function htmlPages(dir: string, route = '/'): { route: string; html: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlPages(file, `${route}${entry.name}/`);
    if (entry.name === 'index.html')
      return [
        { route: route === '/' ? '/' : route.slice(0, -1), html: readFileSync(file, 'utf8') },
      ];
    return [];
  });
}

const robotsNoIndex = (html: string) =>
  /<meta[^>]*name=["']?robots["']?[^>]*content=["']?[^"'>]*noindex/i.test(html);

let sitemapPaths: string[] = [];
let suggested: string[] = [];
let pages: { route: string; html: string }[] = [];

beforeAll(async () => {
  rmSync(siteDir, { recursive: true, force: true });
  for (const [file, content] of Object.entries(files(await siteSitemapOptions()))) {
    mkdirSync(path.dirname(path.join(siteDir, file)), { recursive: true });
    writeFileSync(path.join(siteDir, file), content);
  }
  const result = spawnSync('npx', ['docusaurus', 'build', siteDir, '--out-dir', outDir], {
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  if (result.status !== 0)
    throw new Error(`fixture build failed:\n${result.stdout}${result.stderr}`);
  const sitemap = readFileSync(path.join(outDir, 'sitemap.xml'), 'utf8');
  sitemapPaths = [...sitemap.matchAll(/<loc>https:\/\/example\.com([^<]*)<\/loc>/g)].map(
    (match) => match[1] ?? '',
  );
  const index = JSON.parse(
    readFileSync(path.join(outDir, ROUTE_INDEX_FILE), 'utf8'),
  ) as RouteEntry[];
  suggested = index.map((entry) => entry.path);
  pages = htmlPages(outDir);
});

afterAll(() => {
  rmSync(siteDir, { recursive: true, force: true });
});

describe('pages marked noindex', () => {
  it('are marked by an unlisted doc or a page head, and no other page is', () => {
    const marked = pages.filter((page) => robotsNoIndex(page.html)).map((page) => page.route);
    expect(marked.sort()).toEqual(['/docs/fragment', '/for-tests']);
  });

  it('never show up in the sitemap or the not-found suggestions', () => {
    for (const { route } of pages.filter((page) => robotsNoIndex(page.html))) {
      expect(sitemapPaths, `${route} in the sitemap`).not.toContain(route);
      expect(suggested, `${route} in ${ROUTE_INDEX_FILE}`).not.toContain(route);
    }
  });

  it('leave every other page in both', () => {
    for (const route of ['/', '/docs/reader']) {
      expect(sitemapPaths).toContain(route);
      expect(suggested).toContain(route);
    }
  });
});

describe("the site's own pages that are not for readers", () => {
  it('mark the landing-intro parts (three steps, the live pair) unlisted', () => {
    const dir = path.resolve(__dirname, '../../docs/landing-intro');
    const steps = readdirSync(dir).filter((name) => /\.mdx?$/.test(name));
    expect(steps).toHaveLength(4);
    for (const name of steps) {
      const frontMatter = /^---\n([\s\S]*?)\n---/.exec(readFileSync(path.join(dir, name), 'utf8'));
      expect(frontMatter?.[1], name).toMatch(/^unlisted: true$/m);
    }
  });
});
