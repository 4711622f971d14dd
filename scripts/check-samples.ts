// Type-checks every ts/tsx sample in the docs and the blog against the exact packages of
// its version. Usage: tsx scripts/check-samples.ts [--file page.md ...]
import { checkPages } from '../src/plugins/code-samples/model/check';
import { CONTENT_DIRS, markdownFiles } from '../src/plugins/code-samples/model/extract';
import { VERSIONS } from '../src/content/versions';

function main(): void {
  const started = Date.now();
  const args = process.argv.slice(2);
  const files: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    if (args[i] === '--file' && args[i + 1]) files.push(args[(i += 1)]);
  }
  const pages = files.length > 0 ? files : CONTENT_DIRS.flatMap(markdownFiles).sort();
  const { problems, checked, skipped } = checkPages(pages);
  for (const problem of problems)
    console.log(`${problem.page}:${problem.line}: ${problem.message}`);
  for (const { sample: version } of VERSIONS) {
    const skippedHere = skipped.filter((block) => block.version === version);
    console.log(
      `${version}: ${checked[version] ?? 0} samples compiled, ${skippedHere.length} skipped (nocheck)`,
    );
    for (const block of skippedHere) {
      console.log(
        `  skipped ${block.page}:${block.line} (${block.skip?.reason ?? 'no reason given'})`,
      );
    }
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`${pages.length} pages, ${problems.length} problems, ${seconds} s`);
  process.exit(problems.length > 0 ? 1 : 0);
}

if (process.argv[1]?.endsWith('check-samples.ts')) main();
