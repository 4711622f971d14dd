import { unified } from 'unified';
import remarkParse from 'remark-parse';
import type { Code, Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import sampleCut, { cleanMeta, visibleCode } from '../../src/plugins/code-samples/remark/sampleCut';

function render(markdown: string, path?: string): Code[] {
  const processor = unified().use(remarkParse).use(sampleCut);
  const tree = processor.runSync(
    processor.parse(markdown),
    path === undefined ? undefined : { path },
  ) as Root;
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

  it("gives a compiled block its playground key and its sample version: the page's, or its own", () => {
    const fence = (meta: string) => `\`\`\`ts ${meta}\nconst shown = 2;\n\`\`\``;
    const properties = (markdown: string, path: string) =>
      render(markdown, path).map((code) => code.data?.hProperties);
    const v9Page = '/site/versioned_docs/version-9.x/main/quickstart.md';
    const [v9Block] = properties(fence(''), v9Page);
    expect(v9Block?.sample).toBe('v9');
    expect(v9Block?.playground).toMatch(/\S/);
    expect(properties(fence(''), '/site/docs/main/quickstart.md')[0]).toMatchObject({
      sample: 'v10',
    });
    expect(properties(fence('samples=v10'), v9Page)[0]).toMatchObject({ sample: 'v10' });
    // A block the checker skips has no project to open.
    expect(properties(fence('nocheck=demo'), v9Page)).toEqual([undefined]);
  });

  it('exposes its helpers', () => {
    expect(visibleCode('a\n// ---cut---\nb')).toBe('b');
    expect(visibleCode('no cut here')).toBe('no cut here');
    expect(cleanMeta('nocheck=x')).toBeNull();
  });

  it('leaves an install line marked for a journey as npm2yarn reads it, so it keeps its tabs', () => {
    expect(cleanMeta('npm2yarn journey=port')).toBe('npm2yarn');
    expect(cleanMeta('shows=/ noscript journey=port')).toBeNull();
    expect(cleanMeta('shows=/ fill="Name=Grace Hopper" click="Join" journey=port')).toBeNull();
    expect(cleanMeta('shows=/ click="Sign in" journey=port')).toBeNull();
    expect(cleanMeta('title="server/a.ts" journey=port,upgrade')).toBe('title="server/a.ts"');
  });
});
