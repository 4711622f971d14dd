import { describe, expect, it } from 'vitest';
import { tokenize } from '../../src/plugins/code-samples/highlight/remarkTokens';
import { decodeTokens, encodeTokens } from '../../src/plugins/code-samples/highlight/tokens';

const sample = [
  "import { initTRPC } from '@trpc/server';",
  '',
  '/* a comment',
  '',
  '   over lines */',
  'const t = initTRPC.create();',
].join('\n');

describe('code colours computed at build time', () => {
  it('give the browser the tokens Prism makes, without repeating the code', () => {
    const lines = tokenize(sample, 'ts');
    const encoded = encodeTokens(lines);
    expect(encoded).not.toContain('initTRPC');
    expect(decodeTokens(encoded, sample)).toEqual(lines);
    expect(lines[0]?.[0]).toEqual({ types: ['keyword'], content: 'import' });
    // An empty line inside a comment keeps the comment's colour, as in the browser before.
    expect(lines[3]).toEqual([{ types: ['comment'], content: '\n', empty: true }]);
    expect(lines[1]).toEqual([{ types: ['plain'], content: '\n', empty: true }]);
  });

  it('colour a language Prism does not know as plain lines', () => {
    expect(tokenize('a\nb', 'text')).toEqual([
      [{ types: ['plain'], content: 'a' }],
      [{ types: ['plain'], content: 'b' }],
    ]);
  });

  it('are refused when they do not fit the code, so a block shows plain rather than wrong', () => {
    const encoded = encodeTokens(tokenize(sample, 'ts'));
    expect(decodeTokens(encoded, `${sample}\nmore`)).toBeNull();
    expect(decodeTokens(encoded, sample.replace('create', 'make'))).toBeNull();
  });
});
