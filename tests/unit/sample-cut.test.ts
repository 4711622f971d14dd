import { unified } from 'unified';
import remarkParse from 'remark-parse';
import type { Code, Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import sampleCut, { cleanMeta, visibleCode } from '../../src/plugins/code-samples/remark/sampleCut';

function render(markdown: string): Code[] {
  const processor = unified().use(remarkParse).use(sampleCut);
  const tree = processor.runSync(processor.parse(markdown)) as Root;
  return tree.children.filter((node): node is Code => node.type === 'code');
}

describe('sample-cut remark plugin', () => {
  it('hides the setup above the cut line of a TypeScript sample', () => {
    const [code] = render(
      '```ts title="a.ts" nocheck=demo samples=v9\nconst setup = 1;\n// ---cut---\nconst shown = 2;\n```',
    );
    expect(code?.value).toBe('const shown = 2;');
    expect(code?.meta).toBe('title="a.ts"');
  });

  it('leaves other blocks and languages alone', () => {
    const [bash, text] = render(
      '```bash npm2yarn\nnpm i zod\n```\n\n```text\n// ---cut---\nkept\n```',
    );
    expect(bash?.meta).toBe('npm2yarn');
    expect(text?.value).toBe('// ---cut---\nkept');
  });

  it('exposes its helpers', () => {
    expect(visibleCode('a\n// ---cut---\nb')).toBe('b');
    expect(visibleCode('no cut here')).toBe('no cut here');
    expect(cleanMeta('nocheck=x')).toBeNull();
  });
});
