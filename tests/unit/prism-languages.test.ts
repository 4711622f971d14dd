import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Prism as libraryPrism } from 'prism-react-renderer';
import { describe, expect, it } from 'vitest';
import { contentFences } from '../../src/plugins/code-samples/model/extract';
import sitePrism from '../../src/plugins/code-samples/highlight/prism';
import { trimPrismReactRenderer } from '../../src/plugins/code-samples/highlight/trim';

const require = createRequire(import.meta.url);
const root = join(__dirname, '../..');

// Fences rendered without Prism: plain text, and diagrams drawn by the Mermaid theme.
const NOT_HIGHLIGHTED = new Set(['text', 'mermaid']);

describe('the trimmed Prism of the code blocks', () => {
  const all = contentFences(root);

  it('highlights every language the pages use', () => {
    const languages = new Set(all.map((fence) => fence.lang));
    expect(languages.size).toBeGreaterThan(3);
    const missing = [...languages].filter(
      (language) => !NOT_HIGHLIGHTED.has(language) && !sitePrism.languages[language],
    );
    expect(missing).toEqual([]);
  });

  it('tokenizes every TypeScript and TSX sample as the library Prism does', () => {
    const samples = all.filter((fence) => fence.lang === 'ts' || fence.lang === 'tsx');
    expect(samples.length).toBeGreaterThan(100);
    for (const { file, lang: language, value: code } of samples) {
      const ours = JSON.stringify(sitePrism.tokenize(code, sitePrism.languages[language]));
      const library = JSON.stringify(libraryPrism.tokenize(code, libraryPrism.languages[language]));
      expect(ours, `${file} (${language})`).toBe(library);
    }
  });

  it("leaves the library's Prism and themes out but keeps its Highlight component", () => {
    const source = readFileSync(require.resolve('prism-react-renderer/dist/index.mjs'), 'utf8');
    const trimmed = trimPrismReactRenderer(source, '/site/prism.ts');
    expect(trimmed).toContain('import Prism from "/site/prism.ts";');
    expect(trimmed).toContain('Highlight2 as Highlight');
    expect(trimmed).not.toMatch(/coffeescript|gruvboxMaterialDark/);
    expect(trimmed.length).toBeLessThan(source.length / 5);
  });

  it('fails the build loudly when the library module changes shape', () => {
    expect(() => trimPrismReactRenderer('export const Highlight = 1;', '/site/prism.ts')).toThrow(
      /layout changed/,
    );
  });
});
