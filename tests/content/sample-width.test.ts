import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  codeFences,
  CONTENT_DIRS,
  markdownFiles,
} from '../../src/plugins/code-samples/model/extract';
import {
  columns,
  sampleWidth,
  shownSamples,
  tooWide,
  type ShownSample,
} from '../../src/plugins/code-samples/model/width';
import { visibleCode } from '../../src/plugins/code-samples/syntax';
import { withAnsweredQueries } from '../../src/plugins/code-samples/types/remarkTypeQueries';

const pages = CONTENT_DIRS.flatMap((dir) => markdownFiles(dir)).sort();

function problem(sample: ShownSample, where: string, text: string): string {
  return `${sample.page}: block at line ${sample.line}, ${where} (${columns(text)} > ${sample.width}): ${text}`;
}

describe('sample widths', () => {
  it('follow the column each page shows its code in', () => {
    expect(sampleWidth('docs/server/router.md')).toBe(72);
    expect(sampleWidth('versioned_docs/version-9.x/server/router.md')).toBe(72);
    expect(sampleWidth('docs/server/adapters/fastify.md', true)).toBe(68);
    expect(sampleWidth('blog/2021-05-05-introducing-trpc.md')).toBe(64);
    expect(sampleWidth('docs/landing-intro/Step1.md')).toBe(66);
    expect(sampleWidth('docs/landing-intro/LiveDemo.md')).toBe(54);
  });

  it('count the shown lines only: not the setup above the cut, and a <details> box is narrower', () => {
    const long = `const ${'x'.repeat(70)} = 1;`;
    const page = [
      '# Page',
      '',
      '```ts',
      long,
      '// ---cut---',
      'const shown = 1;',
      '```',
      '',
      '<details>',
      '<summary>More</summary>',
      '',
      '```tsx',
      `const ${'y'.repeat(58)} = 1;`,
      '```',
      '',
      '</details>',
      '',
      '```js',
      long,
      '```',
    ].join('\n');
    const samples = shownSamples(page, 'docs/page.md');
    expect(samples.map((sample) => sample.shown.map(({ line }) => line))).toEqual([[6], [13]]);
    expect(samples.map(tooWide)).toEqual([
      [],
      [{ line: 13, text: `const ${'y'.repeat(58)} = 1;` }],
    ]);
  });
});

// At 1280 px a line wider than its block scrolls sideways: the reader sees it cut. The widths
// are measured on the built site (src/plugins/code-samples/model/width.ts); reflow a sample to fit with
// `npm run format:samples`.
describe('the ts/tsx samples of both versions and the blog', () => {
  const samples = pages.flatMap((page) => shownSamples(readFileSync(page, 'utf8'), page));

  it('are read from every docs and blog page', () => {
    const dirs = new Set(samples.map((sample) => sample.page.split('/')[0]));
    expect([...dirs].sort()).toEqual(['blog', 'docs', 'versioned_docs']);
    expect(samples.length).toBeGreaterThan(250);
  });

  it('fit their block: no shown line is wider than the column shows', () => {
    const wide = samples.flatMap((sample) =>
      tooWide(sample).map(({ line, text }) => problem(sample, `line ${line}`, text)),
    );
    expect(wide).toEqual([]);
  });

  it('fit their block with the types answered under their `// ^?` lines', () => {
    const wide: string[] = [];
    for (const page of pages) {
      const source = readFileSync(page, 'utf8');
      if (!source.includes('^?')) continue;
      const answered = codeFences(withAnsweredQueries(source, page)).filter(
        (fence) => fence.lang === 'ts' || fence.lang === 'tsx',
      );
      shownSamples(source, page).forEach((sample, ordinal) => {
        // The answers are the lines the page's own code does not have.
        const written = new Set(sample.shown.map(({ text }) => text));
        const shown = visibleCode(answered[ordinal]?.value ?? '').split('\n');
        shown.forEach((text, index) => {
          if (written.has(text) || columns(text) <= sample.width) return;
          wide.push(problem(sample, `answer on shown line ${index + 1}`, text));
        });
      });
    }
    expect(wide).toEqual([]);
  });
});
