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

describe('a block that sets a compiler option (`// @strict: false`)', () => {
  // With strict off, Zod's object fields are optional, so a required field is missing.
  const looseInput = (flag: string) =>
    [
      '```ts',
      flag,
      "import { z } from 'zod';",
      'const schema = z.object({ title: z.string() });',
      'export const title: { title: string } = schema.parse({});',
      '```',
      '',
      '```ts',
      "import { z } from 'zod';",
      'const other = z.object({ title: z.string() });',
      'export const same: { title: string } = other.parse({});',
      '```',
      '',
    ].join('\n');

  it('is compiled with that option, and the other blocks of its page are not', () => {
    expect(problemsOf(looseInput('// @strict: false'))).toEqual([
      "TS2322: Type '{ title?: string; }' is not assignable to type '{ title: string; }'.",
    ]);
  });

  it('is compiled with the sample project’s options without the line', () => {
    expect(problemsOf(looseInput('// strict as the project sets it'))).toEqual([]);
  });
});
