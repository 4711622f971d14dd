// Every built HTML page through the Nu HTML Checker; fails on any error the site causes.
// Usage: tsx scripts/validate-html.ts [dir ...] (default: build).
import { readdirSync } from 'node:fs';
import { checkHtml, judge } from '../tests/support/nuHtmlChecker';

async function main(): Promise<void> {
  const dirs = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
  const roots = dirs.length > 0 ? dirs : ['build'];
  const pages = roots.flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html')),
  );
  const verdict = judge(await checkHtml(roots));
  console.log(`Nu HTML Checker: ${pages.length} pages in ${roots.join(', ')}`);
  for (const { error, count } of verdict.known) {
    const limit = 'max' in error.limit ? `of at most ${error.limit.max}` : '(at most one a page)';
    console.log(`known (Docusaurus): ${count} ${limit}  ${error.source}`);
  }
  for (const failure of verdict.failures) console.log(`error: ${failure}`);
  console.log(`errors the site causes: ${verdict.failures.length}`);
  process.exit(verdict.failures.length > 0 ? 1 : 0);
}

if (process.argv[1]?.endsWith('validate-html.ts')) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
