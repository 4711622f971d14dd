// A block that shows a TypeScript error on purpose (a troubleshooting entry's "this is what you
// wrote") says which in its meta, `errors=2307`, and prints the error in the ```text fence right
// after it, as `tsc` prints it: `error TS2307: Cannot find module …`. The checker then requires
// exactly those codes in the block's own lines and exactly that text, so the page cannot keep
// showing a message the version's TypeScript no longer gives.
import type { SampleProblem } from './compile';
import type { Fence, SampleBlock } from './extract';

const CODE = /^(?:.*?:\d+:\d+: )?TS(\d+): /;

/** The error code of a checker problem (`TS2307: …`), or null for the checker's own problems. */
export function problemCode(problem: SampleProblem): number | null {
  const match = CODE.exec(problem.message);
  return match ? Number(match[1]) : null;
}

/** The Markdown lines a block covers: its opening fence to its last line of code. */
function blockLines(block: SampleBlock): [number, number] {
  const last = Math.max(block.line, ...block.files.flatMap((file) => file.lineMap));
  return [block.line, last + 1];
}

/** Whether a problem sits in a block's lines (or is said at its fence for a file it imports). */
function inBlock(problem: SampleProblem, block: SampleBlock): boolean {
  const [first, last] = blockLines(block);
  return problem.page === block.page && problem.line >= first && problem.line <= last;
}

/** A problem as `tsc` prints it after the location: `error TS2307: …`. */
function printedError(problem: SampleProblem): string {
  return `error ${problem.message.replace(/^.*?:\d+:\d+: (?=TS\d+: )/, '')}`;
}

/**
 * The checker's problems with each expecting block's own errors taken out, plus a problem for
 * each block whose errors are not the ones it names or not printed after it as they are given.
 * `fencesOf` reads a page's fences (to find the text fence after the block).
 */
export function reconcileExpectedErrors(
  blocks: SampleBlock[],
  problems: SampleProblem[],
  fencesOf: (page: string) => Fence[],
): SampleProblem[] {
  const expecting = blocks.filter((block) => block.expectErrors.length > 0 && !block.skip);
  if (expecting.length === 0) return problems;
  const taken = new Set<SampleProblem>();
  const found: SampleProblem[] = [];
  for (const block of expecting) {
    const own = problems.filter((problem) => inBlock(problem, block));
    for (const problem of own) taken.add(problem);
    const codes = [...new Set(own.map(problemCode))].sort();
    const expected = [...new Set(block.expectErrors)].sort();
    const at = { page: block.page, line: block.line };
    if (JSON.stringify(codes) !== JSON.stringify(expected)) {
      const given = own.map((problem) => problem.message.split('\n')[0]).join(' | ') || 'none';
      found.push({
        ...at,
        message: `errors=${block.expectErrors.join(',')} but TypeScript gives: ${given}`,
      });
      continue;
    }
    const printed = own.map(printedError).join('\n');
    const next = fencesOf(block.page).find((fence) => fence.line > blockLines(block)[1] - 1);
    if (!next || next.lang !== 'text') {
      found.push({
        ...at,
        message: `errors=${block.expectErrors.join(',')} needs a \`\`\`text fence right after the block printing:\n${printed}`,
      });
    } else if (next.value.trim() !== printed) {
      found.push({
        ...at,
        message: `the text fence at line ${next.line} should print what TypeScript gives:\n${printed}`,
      });
    }
  }
  return [...problems.filter((problem) => !taken.has(problem)), ...found];
}
