// Type-checks every ts/tsx sample in the docs and the blog against the exact packages of
// its version. Usage: tsx scripts/check-samples.ts [--file page.md ...]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compileBlocks, type SampleProblem } from '../src/plugins/code-samples/model/compile';
import { groupByPage, projectProblems } from '../src/plugins/code-samples/model/project';
import {
  CONTENT_DIRS,
  extractBlocks,
  markdownFiles,
  parseProblem,
  type SampleBlock,
  type SampleVersion,
} from '../src/plugins/code-samples/model/extract';
import { VERSIONS } from '../src/plugins/code-samples/versions';

export type CheckResult = {
  problems: SampleProblem[];
  checked: Record<SampleVersion, number>;
  skipped: SampleBlock[];
};

export function checkPages(pages: string[], samplesRoot = path.resolve('samples')): CheckResult {
  const problems: SampleProblem[] = [];
  const blocks: SampleBlock[] = [];
  for (const page of pages) {
    try {
      blocks.push(...extractBlocks(readFileSync(page, 'utf8'), page));
    } catch (error) {
      problems.push(parseProblem(error, page));
    }
  }
  const skipped = blocks.filter((block) => block.skip);
  for (const block of skipped) {
    if (!block.skip?.reason) {
      problems.push({
        page: block.page,
        line: block.line,
        message: 'nocheck needs a reason, e.g. `nocheck=partial-snippet`',
      });
    }
  }
  const checked: Record<SampleVersion, number> = {};
  for (const { sample: version } of VERSIONS) {
    const toCompile = blocks.filter((block) => !block.skip && block.version === version);
    checked[version] = toCompile.length;
    for (const page of groupByPage(toCompile)) problems.push(...projectProblems(page));
    problems.push(...compileBlocks(toCompile, version, samplesRoot));
  }
  problems.sort((a, b) => a.page.localeCompare(b.page) || a.line - b.line);
  return { problems, checked, skipped };
}

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
