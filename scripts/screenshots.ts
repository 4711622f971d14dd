// Screenshots of routes in light and dark at 1280 and 390 px, for looking at the site as
// a reader does. Usage: tsx scripts/screenshots.ts [--out dir] [--full] /route ... (after a build).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { serveBuild } from './lib/servedBuild';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const outIndex = args.indexOf('--out');
  const outDir = outIndex >= 0 ? (args[outIndex + 1] ?? 'screenshots') : 'screenshots';
  const fullPage = args.includes('--full');
  const routes = args.filter((arg, i) => arg.startsWith('/') && i !== outIndex + 1);
  const port = 4182;
  mkdirSync(outDir, { recursive: true });
  const { origin, browser, close } = await serveBuild(port);
  try {
    for (const route of routes.length > 0
      ? routes
      : ['/', '/docs/v10/router', '/blog/introducing-trpc']) {
      for (const colorScheme of ['light', 'dark'] as const) {
        for (const width of [1280, 390]) {
          const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme });
          await page.goto(`${origin}${route}`);
          await page.waitForSelector('html[data-has-hydrated="true"]');
          await page.waitForTimeout(300);
          const name = `${route.replace(/\W+/g, '_').replace(/^_|_$/g, '') || 'home'}-${colorScheme}-${width}.png`;
          await page.screenshot({ path: path.join(outDir, name), fullPage });
          await page.close();
          console.log(path.join(outDir, name));
        }
      }
    }
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
