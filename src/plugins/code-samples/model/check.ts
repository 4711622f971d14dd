// Type-checks a set of pages' ts/tsx samples against their versions' sample projects: each
// block's syntax, each page's one-project rules, then the compiler. `npm run check:samples`
// (scripts/check-samples.ts) prints what this returns.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compileBlocks, type SampleProblem } from './compile';
import { groupByPage, projectProblems } from './project';
import { reconcileExpectedErrors } from './expectedErrors';
import {
  codeFences,
  extractBlocks,
  parseProblem,
  type SampleBlock,
  type SampleVersion,
} from './extract';
import { VERSIONS } from '../../../content/versions';

export type CheckResult = {
  problems: SampleProblem[];
  checked: Record<SampleVersion, number>;
  skipped: SampleBlock[];
};

export function checkPages(pages: string[], samplesRoot = path.resolve('samples')): CheckResult {
  const problems: SampleProblem[] = [];
  const blocks: SampleBlock[] = [];
  const markdownOf = new Map<string, string>();
  for (const page of pages) {
    try {
      const markdown = readFileSync(page, 'utf8');
      markdownOf.set(page, markdown);
      blocks.push(...extractBlocks(markdown, page));
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
    problems.push(
      ...reconcileExpectedErrors(
        toCompile,
        compileBlocks(toCompile, version, samplesRoot),
        (page) => codeFences(markdownOf.get(page) ?? ''),
      ),
    );
  }
  problems.sort((a, b) => a.page.localeCompare(b.page) || a.line - b.line);
  return { problems, checked, skipped };
}
