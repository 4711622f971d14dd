// Measures what a reader's browser downloads to show a page and make it interactive:
// every JS and CSS file requested until React has hydrated, gzip-sized from build/.
// Usage: tsx scripts/first-load.ts [/route ...] [--json]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { serveBuild } from './lib/servedBuild';

export type Asset = { file: string; kind: 'js' | 'css'; bytes: number; gzip: number };
export type FirstLoad = { route: string; assets: Asset[]; jsGzip: number; cssGzip: number };

const buildDir = path.resolve('build');
const port = Number(process.env.FIRST_LOAD_PORT ?? 4180);

export async function measure(routes: string[]): Promise<FirstLoad[]> {
  const { origin, browser, close } = await serveBuild(port);
  try {
    const results: FirstLoad[] = [];
    for (const route of routes) {
      const page = await browser.newPage();
      const files = new Set<string>();
      page.on('request', (request) => {
        // Prefetches of linked pages are not part of this page's load.
        if (!['script', 'stylesheet'].includes(request.resourceType())) return;
        const url = new URL(request.url());
        if (url.hostname === '127.0.0.1' && /\.(js|css)$/.test(url.pathname))
          files.add(url.pathname);
      });
      await page.goto(`${origin}${route}`);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      await page.close();
      const assets = [...files].map((file): Asset => {
        const content = readFileSync(path.join(buildDir, file));
        return {
          file,
          kind: file.endsWith('.css') ? 'css' : 'js',
          bytes: content.length,
          gzip: gzipSync(content, { level: 9 }).length,
        };
      });
      assets.sort((a, b) => b.gzip - a.gzip);
      const sum = (kind: Asset['kind']) =>
        assets
          .filter((asset) => asset.kind === kind)
          .reduce((total, asset) => total + asset.gzip, 0);
      results.push({ route, assets, jsGzip: sum('js'), cssGzip: sum('css') });
    }
    return results;
  } finally {
    await close();
  }
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const routes = args.filter((arg) => arg.startsWith('/'));
  const results = await measure(routes.length > 0 ? routes : ['/docs/v10/router']);
  if (args.includes('--json')) {
    console.log(JSON.stringify(results, null, 2));
  } else {
    for (const result of results) {
      console.log(
        `${result.route}: JS ${kib(result.jsGzip)} gzip, CSS ${kib(result.cssGzip)} gzip`,
      );
      for (const asset of result.assets) {
        console.log(`  ${kib(asset.gzip).padStart(10)}  ${asset.file}`);
      }
    }
  }
}

if (process.argv[1]?.endsWith('first-load.ts')) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
