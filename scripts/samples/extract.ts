// Finds the TypeScript samples of a Markdown/MDX page (parsed, not pattern-matched) and
// splits each into the virtual files the checker compiles.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
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

export type Fence = { lang: string | null; meta: string; value: string; line: number };

/** Every fenced code block of a page, in any language; throws if the MDX does not parse. */
export function codeFences(markdown: string): Fence[] {
  const tree = unified().use(remarkParse).use(remarkMdx).parse(markdown) as Root;
  const fences: Fence[] = [];
  visit(tree, 'code', (node: Code) => {
    fences.push({
      lang: node.lang ?? null,
      meta: node.meta ?? '',
      value: node.value,
      line: node.position?.start.line ?? 1,
    });
  });
  return fences;
}

/** Every ts/tsx block of a page; throws if the MDX does not parse. */
export function extractBlocks(
  markdown: string,
  page: string,
  version = versionOfPage(page),
): SampleBlock[] {
  return codeFences(markdown).flatMap(({ lang, meta, value, line }) => {
    if (lang !== 'ts' && lang !== 'tsx') return [];
    const override = metaValue(meta, 'samples');
    const nocheck = metaValue(meta, 'nocheck');
    return [
      {
        page,
        line,
        lang,
        version: override === 'v9' || override === 'v10' ? override : version,
        skip: nocheck === undefined ? null : { reason: nocheck },
        // The code starts on the line after the fence.
        files: splitFiles(value, lang, line + 1),
      },
    ];
  });
}

/** The Markdown and MDX pages of the docs (both versions) and the blog. */
export const CONTENT_DIRS = ['docs', 'versioned_docs', 'blog'];

/** Every .md/.mdx file under `dir`, or none when it does not exist. */
export function markdownFiles(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return markdownFiles(full);
    return /\.mdx?$/.test(name) ? [full] : [];
  });
}

/** Every fenced block with a language in the site's content under `root`, with its file. */
export function contentFences(root: string): (Fence & { lang: string; file: string })[] {
  return CONTENT_DIRS.flatMap((dir) => markdownFiles(path.join(root, dir))).flatMap((file) =>
    codeFences(readFileSync(file, 'utf8')).flatMap((fence) =>
      fence.lang ? [{ ...fence, lang: fence.lang, file }] : [],
    ),
  );
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
