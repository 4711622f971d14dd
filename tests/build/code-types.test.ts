import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  codeFences,
  CONTENT_DIRS,
  extractBlocks,
  markdownFiles,
} from '../../src/plugins/code-samples/model/extract';
import { cacheFileOf, cacheFiles, pageKeys } from '../../src/plugins/code-samples/types/blockTypes';
import { codeKey } from '../../src/plugins/code-samples/types/codeKey';
import { alignLines, pageData } from '../../src/plugins/code-samples/types/pageData';
import {
  docsSummary,
  MAX_DOCS_LENGTH,
  typeLines,
} from '../../src/plugins/code-samples/types/typeText';
import { typesPath } from '../../src/plugins/code-samples/pageFileUrls';
import { visibleCode } from '../../src/plugins/code-samples/syntax';
import { withAnsweredQueries } from '../../src/plugins/code-samples/types/remarkTypeQueries';

const pages = CONTENT_DIRS.flatMap((dir) => markdownFiles(dir)).sort();
const CACHE_DIR = 'src/plugins/code-samples/types/cache';

describe('the committed types of the code samples', () => {
  // The build computes what the cache lacks (about 3 minutes for every block), so a page edited
  // without `npm run types:update` still builds right, but slowly: this keeps the cache whole.
  it('hold an entry for every compiled block of every page, and nothing else', () => {
    const stale: string[] = [];
    const expected = new Set<string>();
    for (const page of pages) {
      const keys = pageKeys(readFileSync(page, 'utf8'), page).filter((key) => key !== null);
      const file = cacheFileOf(page);
      if (!file || keys.length === 0) continue;
      expected.add(path.resolve(file));
      const cached = existsSync(file)
        ? (JSON.parse(readFileSync(file, 'utf8')) as { blocks: { key: string }[] }).blocks.map(
            (block) => block.key,
          )
        : [];
      if (cached.join() !== keys.join()) stale.push(page);
    }
    const orphans = cacheFiles().filter((file) => !expected.has(path.resolve(file)));
    expect({ stale, orphans }, `run npm run types:update and commit ${CACHE_DIR}`).toEqual({
      stale: [],
      orphans: [],
    });
  });

  it('change key when the code changes, even below the cut', () => {
    const page = 'docs/server/router.md';
    const source = readFileSync(page, 'utf8');
    const keys = pageKeys(source, page);
    const edited = pageKeys(source.replace('initTRPC.create()', 'initTRPC.create({})'), page);
    expect(edited).not.toEqual(keys);
    expect(edited.filter((key, i) => key !== keys[i]).length).toBeGreaterThan(0);
  });
});

/** Each ts/tsx block of the page as the reader sees it, in page order. */
function shownBlocks(source: string, page: string): string[] {
  return codeFences(withAnsweredQueries(source, page))
    .filter((fence) => fence.lang === 'ts' || fence.lang === 'tsx')
    .map((fence) => visibleCode(fence.value));
}

describe('the types each page serves', () => {
  it('give every compiled ts/tsx block of both versions its names, each on a name', () => {
    let blocks = 0;
    const problems: string[] = [];
    for (const page of pages) {
      const source = readFileSync(page, 'utf8');
      const all = extractBlocks(source, page);
      if (all.every((block) => block.skip)) continue;
      const data = pageData(source, page);
      const shown = shownBlocks(source, page);
      all.forEach((block, ordinal) => {
        if (block.skip) return;
        blocks += 1;
        const code = shown[ordinal] ?? '';
        const names = data.blocks[codeKey(code)];
        if (!names?.length) {
          problems.push(`${page}:${block.line} has no types`);
          return;
        }
        const lines = code.split('\n');
        for (const [line, column, length] of names) {
          const text = lines[line]?.slice(column, column + length) ?? '';
          // Names, and the string keys TypeScript also gives types (`'hello'`, `'aria-label'`).
          if (!/^(?:[\w$]+|'[^']*'|"[^"]*"|[\w-]+)$/.test(text)) {
            problems.push(`${page}:${block.line}: "${text}" at ${line}:${column}`);
          }
        }
      });
    }
    expect(problems).toEqual([]);
    expect(blocks).toBeGreaterThan(250);
  });

  it('place a name below a "// ^?" answer on the line the reader sees it on', () => {
    const page = 'docs/server/infer-types.md';
    const source = readFileSync(page, 'utf8');
    const data = pageData(source, page);
    const code = shownBlocks(source, page).find((block) => block.includes('^? type NewPost'));
    const lines = code?.split('\n') ?? [];
    const answer = lines.findIndex((line) => line.includes('^? type NewPost'));
    const after = (data.blocks[codeKey(code ?? '')] ?? []).filter(([line]) => line > answer);
    expect(answer).toBeGreaterThan(0);
    expect(after.length).toBeGreaterThan(0);
    for (const [line, column, length] of after) {
      expect(lines[line]?.slice(column, column + length)).toMatch(/^[\w$]+$/);
    }
  });

  it('map twoslash lines onto the shown lines, which add the answers', () => {
    expect(alignLines(['a', 'b'], ['a', '// ^? x', '//    y', 'b'], 'here')).toEqual([0, 3]);
    expect(() => alignLines(['a', 'c'], ['a', 'b'], 'page.md:3')).toThrow(/page\.md:3.*"c"/);
  });
});

describe('how much of a type or its docs a tip shows', () => {
  it('cuts long types by lines and long lines by characters', () => {
    const long = Array.from({ length: 30 }, (_, i) => `line ${i}`).join('\n');
    expect(typeLines(long)).toHaveLength(12);
    expect(typeLines('x'.repeat(500))[0]).toHaveLength(160);
  });

  it('keeps the first paragraph of the docs', () => {
    expect(docsSummary('Says hello.\n\n```js\nhello();\n```')).toBe('Says hello.');
    expect(docsSummary('y'.repeat(1000))).toHaveLength(MAX_DOCS_LENGTH);
  });

  it('serves a page at the path of its route', () => {
    expect(typesPath('/docs/v10/router', '/')).toBe('code-types/docs/v10/router.json');
    expect(typesPath('/trpc/docs/v9/', '/trpc/')).toBe('code-types/docs/v9.json');
  });
});
