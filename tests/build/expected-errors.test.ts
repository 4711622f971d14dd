// A block that shows a TypeScript error on purpose (`errors=2307`) and the text fence after it
// that prints the error (src/plugins/code-samples/model/expectedErrors.ts).
import { describe, expect, it } from 'vitest';
import { compileBlocks } from '../../src/plugins/code-samples/model/compile';
import { reconcileExpectedErrors } from '../../src/plugins/code-samples/model/expectedErrors';
import { codeFences, extractBlocks } from '../../src/plugins/code-samples/model/extract';

const page = 'docs/example-expected-errors.md';
const MESSAGE =
  "error TS2307: Cannot find module 'no-such-package' or its corresponding type declarations.";

function problemsOf(markdown: string) {
  const blocks = extractBlocks(markdown, page);
  return reconcileExpectedErrors(blocks, compileBlocks(blocks, 'v10'), () =>
    codeFences(markdown),
  ).map((problem) => problem.message.split('\n')[0]);
}

const entry = (meta: string, printed: string, code = "export { x } from 'no-such-package';") =>
  ['```ts ' + meta, code, '```', '', '```text', printed, '```', ''].join('\n');

describe('a block that shows an error on purpose', () => {
  it('passes when TypeScript gives exactly that error and the page prints it as tsc does', () => {
    expect(problemsOf(entry('errors=2307', MESSAGE))).toEqual([]);
  });

  it('fails when the printed text differs from what TypeScript gives', () => {
    expect(problemsOf(entry('errors=2307', MESSAGE.replace('corresponding ', '')))).toEqual([
      'the text fence at line 5 should print what TypeScript gives:',
    ]);
  });

  it('fails when the error is another, or has gone away', () => {
    expect(problemsOf(entry('errors=2339', MESSAGE))).toEqual([
      "errors=2339 but TypeScript gives: TS2307: Cannot find module 'no-such-package' or its corresponding type declarations.",
    ]);
    expect(problemsOf(entry('errors=2307', MESSAGE, 'export const ok = 1;'))).toEqual([
      'errors=2307 but TypeScript gives: none',
    ]);
  });

  it('without errors=, the same block is a problem like any other', () => {
    expect(problemsOf(entry('', MESSAGE))).toEqual([
      "TS2307: Cannot find module 'no-such-package' or its corresponding type declarations.",
    ]);
  });
});
