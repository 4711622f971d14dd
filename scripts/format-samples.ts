// Reflows the ts/tsx samples that are wider than their block (src/plugins/code-samples/model/width.ts) with
// Prettier at that width. Only the lines a reader sees change: the setup above the cut keeps its
// layout, each `// @filename:` file is formatted on its own, and a `// ^?` caret is moved to stay
// under the name it queries. What Prettier cannot bring within the width is listed, to be
// rewritten by hand. Usage: tsx scripts/format-samples.ts [--file page.md ...]
import { readFileSync, writeFileSync } from 'node:fs';
import * as prettier from 'prettier';
import { CONTENT_DIRS, markdownFiles } from '../src/plugins/code-samples/model/extract';
import {
  columns,
  shownSamples,
  tooWide,
  type ShownSample,
} from '../src/plugins/code-samples/model/width';
import { FILENAME_LINE, QUERY_LINE } from '../src/plugins/code-samples/syntax';

/** The name (or the single character) at a column of a line. */
function wordAt(line: string, column: number): { word: string; offset: number } | null {
  if (column >= line.length) return null;
  if (!/[\w$]/.test(line[column] ?? '')) return { word: line[column] ?? '', offset: 0 };
  let start = column;
  while (start > 0 && /[\w$]/.test(line[start - 1] ?? '')) start -= 1;
  let end = column;
  while (end < line.length && /[\w$]/.test(line[end] ?? '')) end += 1;
  return { word: line.slice(start, end), offset: column - start };
}

/** What each `// ^?` of the code points at: the name under its caret on the code line above. */
function queried(lines: string[]): ({ word: string; offset: number } | null)[] {
  return lines.flatMap((line, index) => {
    const caret = QUERY_LINE.exec(line);
    if (!caret) return [];
    let above = index - 1;
    while (above >= 0 && QUERY_LINE.test(lines[above] ?? '')) above -= 1;
    return [wordAt(lines[above] ?? '', caret[1]?.length ?? 0)];
  });
}

/** Puts each caret of the reformatted code back under the name it queried, or throws. */
function realignQueries(before: string[], after: string[]): string[] {
  const targets = queried(before);
  let next = 0;
  return after.map((line, index) => {
    const caret = QUERY_LINE.exec(line);
    if (!caret) return line;
    const target = targets[next];
    next += 1;
    let above = index - 1;
    while (above >= 0 && QUERY_LINE.test(after[above] ?? '')) above -= 1;
    const code = after[above] ?? '';
    const now = wordAt(code, caret[1]?.length ?? 0);
    if (!target || (now?.word === target.word && now.offset === target.offset)) return line;
    const found = [
      ...code.matchAll(new RegExp(`(?<![\\w$])${escape(target.word)}(?![\\w$])`, 'g')),
    ];
    const lead = /^\s*/.exec(line)?.[0] ?? '';
    const column = (found[0]?.index ?? 0) + target.offset;
    if (found.length !== 1 || column < lead.length + 3) {
      throw new Error(`the "// ^?" under \`${code.trim()}\` no longer finds \`${target.word}\``);
    }
    return `${lead}//${' '.repeat(column - lead.length - 2)}^?`;
  });
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** An import of one name that is too wide, over three lines (Prettier keeps it on one). */
function splitImport(line: string, width: number): string[] {
  const single = /^import (type )?\{ ([\w$]+(?: as [\w$]+)?) \} (from .+)$/.exec(line);
  if (!single || columns(line) <= width) return [line];
  return [`import ${single[1] ?? ''}{`, `  ${single[2]},`, `} ${single[3]}`];
}

/** One file's shown code, reformatted; blank lines around it are kept. */
async function formatFile(lines: string[], sample: ShownSample): Promise<string[]> {
  const first = lines.findIndex((line) => line.trim() !== '');
  if (first < 0) return lines;
  let last = lines.length - 1;
  while ((lines[last] ?? '').trim() === '') last -= 1;
  const config = (await prettier.resolveConfig(sample.page)) ?? {};
  const formatted = await prettier.format(lines.slice(first, last + 1).join('\n'), {
    ...config,
    printWidth: sample.width,
    filepath: `sample.${sample.lang}`,
  });
  const body = realignQueries(lines, formatted.trimEnd().split('\n')).flatMap((line) =>
    splitImport(line, sample.width),
  );
  return [...lines.slice(0, first), ...body, ...lines.slice(last + 1)];
}

/** The sample's code with its shown part reformatted, file by file. */
async function formatSample(sample: ShownSample): Promise<string> {
  const lines = sample.value.split('\n');
  const hidden = lines.length - sample.shown.length;
  const result = lines.slice(0, hidden);
  let file: string[] = [];
  for (const line of lines.slice(hidden)) {
    if (!FILENAME_LINE.test(line)) {
      file.push(line);
      continue;
    }
    result.push(...(await formatFile(file, sample)), line);
    file = [];
  }
  result.push(...(await formatFile(file, sample)));
  return result.join('\n');
}

async function formatPage(page: string): Promise<string[]> {
  const source = readFileSync(page, 'utf8');
  const lines = source.split('\n');
  const problems: string[] = [];
  // Last block first, so a reflow (which changes the line count) leaves earlier lines in place.
  for (const sample of shownSamples(source, page).reverse()) {
    if (tooWide(sample).length === 0) continue;
    const where = `${page}:${sample.line}`;
    const count = sample.value.split('\n').length;
    if (lines.slice(sample.line, sample.line + count).join('\n') !== sample.value) {
      problems.push(`${where}: an indented block; reflow it by hand`);
      continue;
    }
    try {
      const code = await formatSample(sample);
      lines.splice(sample.line, count, ...code.split('\n'));
    } catch (error) {
      problems.push(`${where}: ${(error as Error).message.split('\n')[0]}`);
    }
  }
  const result = lines.join('\n');
  if (result !== source) writeFileSync(page, result);
  for (const sample of shownSamples(result, page)) {
    for (const { line, text } of tooWide(sample)) {
      problems.push(`${page}:${line}: still wider than ${sample.width}: ${text.trim()}`);
    }
  }
  return problems;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const files: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    if (args[i] === '--file' && args[i + 1]) files.push(args[(i += 1)]);
  }
  const pages = files.length > 0 ? files : CONTENT_DIRS.flatMap(markdownFiles).sort();
  const problems: string[] = [];
  for (const page of pages) problems.push(...(await formatPage(page)));
  for (const problem of problems) console.log(problem);
  console.log(`${problems.length} line(s) or block(s) to rewrite by hand`);
  if (problems.length > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
