// `// ^?` under a line of a code sample shows, in place, the type of what the caret points at:
// the page states what TypeScript infers, and the build checks it is so. The type is computed
// when the page is built (./twoslash.ts) and written into the sample as a comment, so it reads
// the same without JavaScript and copies as plain code.
import { readFileSync } from 'node:fs';
import { visit } from 'unist-util-visit';
import type { Code, Root } from 'mdast';
import type { VFile } from 'vfile';
import { codeFences, extractBlocks } from '../model/extract';
import { isCheckedLang, QUERY_LINE } from '../syntax';
import { pageTypes } from './blockTypes';
import { typeLines } from './typeText';

/** The query line with its answer: the first line after the caret, the rest aligned below it. */
export function answeredQuery(queryLine: string, type: string): string[] {
  const match = QUERY_LINE.exec(queryLine);
  if (!match) return [queryLine];
  const prefix = match[1] ?? '// ';
  const lines = typeLines(type);
  // Continuation lines are comments too, their text aligned with the first line's.
  const lead = /^\s*/.exec(queryLine)?.[0] ?? '';
  const indent = `${lead}//${' '.repeat(Math.max(prefix.length + 1 - lead.length, 1))}`;
  return [`${prefix}^? ${lines[0] ?? ''}`, ...lines.slice(1).map((line) => indent + line)];
}

const hasQuery = (code: string) => code.split('\n').some((line) => QUERY_LINE.test(line));

/**
 * For each given ts/tsx block of the page (by its number in page order), the answers to its
 * `// ^?` lines, computed against the page's project as the sample checker compiles it.
 */
function answersByBlock(source: string, page: string, ordinals: number[]): Map<number, string[]> {
  const types = pageTypes(source, page);
  const blocks = extractBlocks(source, page);
  const answers = new Map<number, string[]>();
  for (const ordinal of ordinals) {
    const found = types[ordinal];
    if (!found) {
      throw new Error(
        `${page}:${blocks[ordinal]?.line ?? 0}: "// ^?" needs a checked ts/tsx block`,
      );
    }
    answers.set(ordinal, found.queries);
  }
  return answers;
}

/** `code` with each `// ^?` line followed by its answer. */
function answerQueries(code: string, types: string[], where: string): string {
  let next = 0;
  const answered = code.split('\n').flatMap((line) => {
    if (!QUERY_LINE.test(line)) return [line];
    const type = types[next];
    next += 1;
    if (type === undefined) throw new Error(`${where}: a "// ^?" points at nothing`);
    return answeredQuery(line, type);
  });
  return answered.join('\n');
}

/**
 * The page's Markdown source with its `// ^?` lines answered, for the Markdown copies of the
 * pages (the site's own rendering goes through the remark plugin below).
 */
export function withAnsweredQueries(source: string, page: string): string {
  if (!source.includes('^?')) return source;
  const lines = source.split('\n');
  let ordinal = 0;
  const queried: { fenceLine: number; length: number; ordinal: number }[] = [];
  for (const fence of codeFences(source)) {
    if (!isCheckedLang(fence.lang)) continue;
    if (hasQuery(fence.value)) {
      queried.push({ fenceLine: fence.line, length: fence.value.split('\n').length, ordinal });
    }
    ordinal += 1;
  }
  const answers = answersByBlock(
    source,
    page,
    queried.map((q) => q.ordinal),
  );
  // Last fence first, so answering one (which adds lines) leaves the earlier positions valid.
  for (const { fenceLine, length, ordinal: at } of queried.reverse()) {
    // The fence's content is on the lines after its opening line (1-based `fenceLine`).
    const body = lines.slice(fenceLine, fenceLine + length).join('\n');
    const answered = answerQueries(body, answers.get(at) ?? [], `${page}:${fenceLine}`).split('\n');
    lines.splice(fenceLine, length, ...answered);
  }
  return lines.join('\n');
}

export default function remarkTypeQueries() {
  return (tree: Root, file: VFile): void => {
    const queried: { node: Code; ordinal: number }[] = [];
    let ordinal = 0;
    visit(tree, 'code', (node: Code) => {
      if (!isCheckedLang(node.lang)) return;
      if (hasQuery(node.value)) queried.push({ node, ordinal });
      ordinal += 1;
    });
    if (queried.length === 0) return;
    // The page's blocks as the sample checker sees them, read from the file itself (the
    // loader's copy has lost its front matter, and with it the checker's line numbers).
    const page = file.path;
    const answers = answersByBlock(
      readFileSync(page, 'utf8'),
      page,
      queried.map((q) => q.ordinal),
    );
    for (const { node, ordinal: at } of queried) {
      const where = `${page}:${node.position?.start.line ?? 0}`;
      node.value = answerQueries(node.value, answers.get(at) ?? [], where);
    }
  };
}
