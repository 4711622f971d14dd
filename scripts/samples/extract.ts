// Finds the TypeScript samples of a Markdown/MDX page (parsed, not pattern-matched) and
// splits each into the virtual files the checker compiles.
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import { visit } from 'unist-util-visit';
import type { Code, Root } from 'mdast';

export type SampleVersion = 'v10' | 'v9';

export type SampleFile = {
  name: string;
  content: string;
  /** Markdown line of each line of `content` (1-based), for error locations. */
  lineMap: number[];
};

export type SampleBlock = {
  page: string;
  /** Markdown line of the opening fence. */
  line: number;
  lang: 'ts' | 'tsx';
  version: SampleVersion;
  skip: { reason: string | null } | null;
  files: SampleFile[];
};

export type PageProblem = { page: string; line: number; message: string };

const FILENAME_LINE = /^\s*\/\/\s*@filename:\s*(\S+)\s*$/;
const CUT_LINE = /^\s*\/\/\s*---cut---\s*$/;

/** Which sample project a page's blocks compile against, from where the page lives. */
export function versionOfPage(page: string): SampleVersion {
  const normalised = page.replace(/\\/g, '/');
  if (normalised.includes('versioned_docs/version-9.x/') || /(^|\/)blog\//.test(normalised))
    return 'v9';
  return 'v10';
}

function metaValue(meta: string, key: string): string | null | undefined {
  const match = new RegExp(`(?:^|\\s)${key}(?:=(\\S+))?(?=\\s|$)`).exec(meta);
  if (!match) return undefined;
  return match[1] ?? null;
}

/** Splits a block at `// @filename:` lines; the cut line itself is blanked (it is not code). */
export function splitFiles(code: string, lang: 'ts' | 'tsx', firstLine: number): SampleFile[] {
  const drafts: { name: string; lines: string[]; lineMap: number[] }[] = [
    { name: `index.${lang}`, lines: [], lineMap: [] },
  ];
  code.split('\n').forEach((text, index) => {
    const fileName = FILENAME_LINE.exec(text);
    if (fileName) {
      drafts.push({ name: fileName[1] ?? `index.${lang}`, lines: [], lineMap: [] });
      return;
    }
    const draft = drafts[drafts.length - 1];
    draft?.lines.push(CUT_LINE.test(text) ? '' : text);
    draft?.lineMap.push(firstLine + index);
  });
  // The implicit first file only exists when code comes before the first @filename line.
  const files = drafts.filter(
    (draft, i) => i > 0 || draft.lines.some((line) => line.trim() !== ''),
  );
  return files.map((draft) => ({
    name: draft.name,
    content: draft.lines.join('\n'),
    lineMap: draft.lineMap,
  }));
}

/** Every ts/tsx block of a page, or the page's parse error. */
export function extractBlocks(
  markdown: string,
  page: string,
  version = versionOfPage(page),
): SampleBlock[] {
  const tree = unified().use(remarkParse).use(remarkMdx).parse(markdown) as Root;
  const blocks: SampleBlock[] = [];
  visit(tree, 'code', (node: Code) => {
    if (node.lang !== 'ts' && node.lang !== 'tsx') return;
    const meta = node.meta ?? '';
    const line = node.position?.start.line ?? 1;
    const override = metaValue(meta, 'samples');
    const nocheck = metaValue(meta, 'nocheck');
    blocks.push({
      page,
      line,
      lang: node.lang,
      version: override === 'v9' || override === 'v10' ? override : version,
      skip: nocheck === undefined ? null : { reason: nocheck },
      // The code starts on the line after the fence.
      files: splitFiles(node.value, node.lang, line + 1),
    });
  });
  return blocks;
}

/** MDX that does not parse, located for the author. */
export function parseProblem(error: unknown, page: string): PageProblem {
  const place =
    (error as { line?: number; place?: { line?: number; start?: { line?: number } } }) ?? {};
  const line = place.line ?? place.place?.line ?? place.place?.start?.line ?? 1;
  const reason =
    (error as { reason?: string; message?: string }).reason ?? String((error as Error).message);
  return { page, line, message: `MDX does not parse: ${reason}` };
}
