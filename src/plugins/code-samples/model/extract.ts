// Finds the TypeScript samples of a Markdown/MDX page (parsed, not pattern-matched) and
// splits each into the virtual files the checker compiles.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import { visit } from 'unist-util-visit';
import remarkGfm from 'remark-gfm';
import { CUT_LINE, FILENAME_LINE, expectedErrorCodes, isCheckedLang, metaValue } from '../syntax';
import { referenceFolder, VERSIONS, versionOf } from '../../../content/versions';

/** A sample project's name (`v10`), as samples/versions.json lists it. */
export type SampleVersion = string;

export type SampleFile = {
  name: string;
  content: string;
  /** Markdown line of each line of `content` (1-based), for error locations. */
  lineMap: number[];
  /** How many leading lines of `content` sit above the cut: compiled, never shown. */
  hiddenLines: number;
  /** Named by the block's title or a `// @filename:` line, so other blocks can import it. */
  named: boolean;
};

export type SampleBlock = {
  page: string;
  /** Markdown line of the opening fence. */
  line: number;
  lang: 'ts' | 'tsx';
  version: SampleVersion;
  skip: { reason: string | null } | null;
  /** TypeScript errors the block shows on purpose (`errors=2307`): codes, in any order. */
  expectErrors: number[];
  /** The block's `title` when it names a file (`title="server/trpc.ts"`), else null. */
  title: string | null;
  /** The heading the block sits under (see `Fence`). */
  section: string | null;
  /**
   * On a page of entries that stand alone (front matter `search_entries: true`: each is its own
   * search result), the entry the block is in, its section; its project takes no file another
   * entry shows unless it imports it. Null on other pages.
   */
  entry: string | null;
  files: SampleFile[];
};

export type PageProblem = { page: string; line: number; message: string };

/** Which sample project a page's blocks compile against, from where the page lives. */
export function versionOfPage(page: string): SampleVersion {
  return versionOf(page).sample;
}

/** A block title that names a source file (`server/trpc.ts`), as opposed to a caption. */
const FILE_TITLE = /^[\w@.[\]/-]+\.(?:ts|tsx|mts|cts|js|jsx)$/;

/** The block's title when it names a file; null for no title or a caption like "before". */
function fileTitle(meta: string): string | null {
  const match = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
  const title = match?.[1] ?? match?.[2] ?? match?.[3];
  return title !== undefined && FILE_TITLE.test(title) ? title : null;
}

/**
 * Splits a block at `// @filename:` lines; the cut line itself is blanked (it is not code).
 * Code before the first `@filename` line is the file the block's title names, or an
 * anonymous `index.<lang>` that only this block sees.
 */
function splitFiles(
  code: string,
  lang: 'ts' | 'tsx',
  firstLine: number,
  title: string | null = null,
): SampleFile[] {
  const lines = code.split('\n');
  const cut = lines.findIndex((text) => CUT_LINE.test(text));
  const drafts: {
    name: string;
    named: boolean;
    lines: string[];
    lineMap: number[];
    hidden: number;
  }[] = [
    { name: title ?? `index.${lang}`, named: title !== null, lines: [], lineMap: [], hidden: 0 },
  ];
  lines.forEach((text, index) => {
    const fileName = FILENAME_LINE.exec(text);
    if (fileName) {
      drafts.push({
        name: fileName[1] ?? `index.${lang}`,
        named: true,
        lines: [],
        lineMap: [],
        hidden: 0,
      });
      return;
    }
    const draft = drafts[drafts.length - 1];
    if (!draft) return;
    draft.lines.push(CUT_LINE.test(text) ? '' : text);
    draft.lineMap.push(firstLine + index);
    if (index <= cut) draft.hidden += 1;
  });
  // The implicit first file only exists when code comes before the first @filename line.
  const files = drafts.filter(
    (draft, i) => i > 0 || draft.lines.some((line) => line.trim() !== ''),
  );
  return files.map((draft) => ({
    name: draft.name,
    content: draft.lines.join('\n'),
    lineMap: draft.lineMap,
    hiddenLines: draft.hidden,
    named: draft.named,
  }));
}

/** A file the reader sees on the page: at least one of its lines is below the cut. */
export function isShown(file: SampleFile): boolean {
  return file.hiddenLines < file.lineMap.length;
}

export type Fence = {
  lang: string | null;
  meta: string;
  value: string;
  line: number;
  /** Text of the nearest heading above the fence, or null above the first heading. */
  section: string | null;
};

function plainText(node: { value?: unknown; children?: unknown[] }): string {
  if (typeof node.value === 'string') return node.value;
  return (node.children ?? []).map((child) => plainText(child as typeof node)).join('');
}

// A heading's explicit anchor, in the MDX comment Docusaurus reads it from
// (`### Plain words {/* #old-anchor */}`): not part of the heading's text.
const HEADING_ID = /^(#{1,6}[ \t].*?)([ \t]*\{\/\*[ \t]*#[\w-]+[ \t]*\*\/\})[ \t]*$/gm;

/**
 * A page's Markdown parsed as MDX, its front matter blanked line for line first (MDX would read
 * front matter as text, where a quoted `'<'` in a symptom sentence, say, opens a tag that never
 * closes) and headings' explicit anchors blanked, so a heading's text is what the reader sees.
 * Positions stay those of the file.
 */
export function parsedPage(markdown: string, gfm = false) {
  const frontMatter = /^---\r?\n[\s\S]*?\r?\n---(?=\r?\n|$)/.exec(markdown)?.[0] ?? '';
  const body = (frontMatter.replace(/[^\r\n]/g, '') + markdown.slice(frontMatter.length)).replace(
    HEADING_ID,
    (_, heading: string, id: string) => heading + ' '.repeat(id.length),
  );
  const processor = unified().use(remarkParse);
  return (gfm ? processor.use(remarkGfm) : processor).use(remarkMdx).parse(body);
}

/** Every fenced code block of a page, in any language; throws if the MDX does not parse. */
export function codeFences(markdown: string): Fence[] {
  const tree = parsedPage(markdown);
  const fences: Fence[] = [];
  let section: string | null = null;
  visit(tree, (node) => {
    if (node.type === 'heading') section = plainText(node).trim();
    if (node.type !== 'code') return;
    const code = node;
    fences.push({
      lang: code.lang ?? null,
      meta: code.meta ?? '',
      value: code.value,
      line: code.position?.start.line ?? 1,
      section,
    });
  });
  return fences;
}

/** A Markdown table: one record per body row, keyed by the header cells' text. */
export type Table = { section: string | null; line: number; rows: Record<string, string>[] };

/** Every table of a page, with the heading it sits under; cells as plain text. */
export function markdownTables(markdown: string): Table[] {
  const tree = parsedPage(markdown, true);
  const tables: Table[] = [];
  let section: string | null = null;
  visit(tree, (node) => {
    if (node.type === 'heading') section = plainText(node).trim();
    if (node.type !== 'table') return;
    const [head, ...body] = node.children.map((row) =>
      row.children.map((cell) => plainText(cell).trim()),
    );
    tables.push({
      section,
      line: node.position?.start.line ?? 1,
      rows: body.map((cells) =>
        Object.fromEntries((head ?? []).map((key, i) => [key, cells[i] ?? ''])),
      ),
    });
  });
  return tables;
}

/** The sample project a block compiles against: its page's, unless its meta names another. */
export function blockVersion(meta: string, pageVersion: SampleVersion): SampleVersion {
  const override = metaValue(meta, 'samples');
  return VERSIONS.some((v) => v.sample === override) ? override! : pageVersion;
}

/** Whether the page's front matter says its sections are entries that stand alone. */
function hasStandaloneEntries(markdown: string): boolean {
  const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(markdown)?.[1] ?? '';
  return /^search_entries:[ \t]*true[ \t]*$/m.test(frontMatter);
}

/** Every ts/tsx block of a page; throws if the MDX does not parse. */
export function extractBlocks(
  markdown: string,
  page: string,
  version = versionOfPage(page),
): SampleBlock[] {
  const standalone = hasStandaloneEntries(markdown);
  return codeFences(markdown).flatMap(({ lang, meta, value, line, section }) => {
    if (!isCheckedLang(lang)) return [];
    const nocheck = metaValue(meta, 'nocheck');
    const title = fileTitle(meta);
    return [
      {
        page,
        line,
        lang,
        version: blockVersion(meta, version),
        skip: nocheck === undefined ? null : { reason: nocheck },
        expectErrors: expectedErrorCodes(meta),
        title,
        section,
        entry: standalone ? section : null,
        // The code starts on the line after the fence.
        files: splitFiles(value, lang, line + 1, title),
      },
    ];
  });
}

/** The folders of every version's pages (docs/, versioned_docs/…, blog/). */
export const CONTENT_DIRS = [...new Set(VERSIONS.flatMap((version) => version.content))];

/** The API reference's generated folders, which hold no written pages. */
const GENERATED = new Set(VERSIONS.map((version) => path.resolve(referenceFolder(version))));

/** Every written .md/.mdx file under `dir` (the generated reference left out), or none. */
export function markdownFiles(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory())
      return GENERATED.has(path.resolve(full)) ? [] : markdownFiles(full);
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

/** Every ts/tsx block of the site's content under `root`. */
export function contentBlocks(root: string): SampleBlock[] {
  return CONTENT_DIRS.flatMap((dir) => markdownFiles(path.join(root, dir))).flatMap((file) =>
    extractBlocks(readFileSync(file, 'utf8'), file),
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
