import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  answeredQuery,
  withAnsweredQueries,
} from '../../src/plugins/code-samples/types/remarkTypeQueries';
import { MAX_TYPE_LINES } from '../../src/plugins/code-samples/types/typeText';

const page = path.resolve('tests/fixtures/type-queries/page.md');
const source = readFileSync(page, 'utf8');

describe('// ^? type queries', () => {
  it('writes the type after the caret and aligns its other lines below it', () => {
    expect(answeredQuery('//          ^?', 'type A = {\n    b: string;\n}')).toEqual([
      '//          ^? type A = {',
      '//                 b: string;',
      '//             }',
    ]);
    expect(answeredQuery('  //    ^?', 'const n: number')).toEqual(['  //    ^? const n: number']);
  });

  it('cuts a long type', () => {
    const long = Array.from({ length: 40 }, (_, i) => `line ${i}`).join('\n');
    const lines = answeredQuery('// ^?', long);
    expect(lines).toHaveLength(MAX_TYPE_LINES);
    expect(lines.at(-1)).toMatch(/…$/);
  });

  it('answers with what TypeScript infers against the pinned packages', () => {
    const checked = source.replace(/```ts nocheck=sketch[\s\S]*?```\n/, '');
    const answered = withAnsweredQueries(checked, page);
    expect(answered).toContain(
      [
        '//          ^? type Hello = {',
        '//                 text: string;',
        '//                 count: number;',
        '//             }',
      ].join('\n'),
    );
    // Nothing else on the page changes.
    expect(answered.replace(/\n\/\/ {13,}.*(?=\n)/g, '').replace(/\^\? .*/, '^?')).toBe(checked);
  }, 60_000);

  it('refuses a query in a block the checker does not compile', () => {
    expect(() => withAnsweredQueries(source, page)).toThrow(/needs a checked ts\/tsx block/);
  }, 60_000);
});
