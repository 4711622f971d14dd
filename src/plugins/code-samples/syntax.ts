// How a page's code samples are written for the sample checker, defined once for everything
// that reads them: the checker (./model/extract.ts), the remark plugin that renders them
// (./remark/sampleCut.ts) and the Markdown export (src/markdown/cleanMarkdown.ts).
//
// - `// @filename: server.ts` starts another file of the same block;
// - lines above `// ---cut---` are compiled but not shown;
// - `// ^?` under a line shows the type of what its caret points at (./types/);
// - `// @strict: false` (any boolean compiler option, as twoslash writes them) sets that option
//   for the project of the block that has the line: the checker, the types and the playground
//   compile it so, for a troubleshooting entry whose cause is a setting (`compilerFlags`);
// - `nocheck=reason`, `samples=v9` and `errors=2307` in a fence's meta are for the checker only
//   (`errors=`: the block must give exactly these TypeScript errors, printed in the text fence
//   right after it; ./model/expectedErrors.ts);
// - on a setup page, `serve=PORT`, `shows=PATH`, `click="name"`, `norecipe=why` and `output`
//   are for the recipe tests (tests/recipes/) only, and `journey=NAME` for the reader journeys
//   (tests/journeys/) that take the block.

/** A line that ends the hidden setup of a sample. */
export const CUT_LINE = /^\s*\/\/\s*---cut---\s*$/;

/** A `// ^?` line: shows the type of what its caret points at on the line above. */
export const QUERY_LINE = /^(\s*\/\/\s*)\^\?\s*$/;

/** A line that starts another file of the same sample. */
export const FILENAME_LINE = /^\s*\/\/\s*@filename:\s*(\S+)\s*$/;

/**
 * The checker's, the recipe tests' and the journeys' own meta in a fence's info string, with
 * the space before it: `nocheck=`, `samples=`, `errors=`, and on a setup page `serve=PORT`, `shows=PATH`,
 * `click="name"`, `fill="label=text"`, `norecipe=why`, `output`, `noscript` and `journey=NAME`. Docusaurus's npm2yarn makes tabs
 * only of a fence whose meta is exactly `npm2yarn`, so none of these may be left for it.
 */
const CHECKER_META =
  /\s*\b(?:(?:nocheck|samples|errors|serve|norecipe|shows|journey)=\S+|(?:click|fill)=(?:"[^"]*"|'[^']*'|\S+)|(?:output|noscript)(?=\s|$))/g;

/** A line that sets a boolean compiler option for its block's project (`// @strict: false`). */
const COMPILER_FLAG_LINE = /^\s*\/\/\s*@(\w+):\s*(true|false)\s*$/;

/**
 * The boolean compiler options the lines of a project's files set (`// @strict: false` →
 * `{ strict: false }`), applied over the sample project's tsconfig.json. Twoslash reads the same
 * lines itself; the checker and the playground read them here.
 */
export function compilerFlags(contents: Iterable<string>): Record<string, boolean> {
  const flags: Record<string, boolean> = {};
  for (const content of contents) {
    for (const line of content.split('\n')) {
      const match = COMPILER_FLAG_LINE.exec(line);
      if (match?.[1] && match[1] !== 'filename') flags[match[1]] = match[2] === 'true';
    }
  }
  return flags;
}

/** The same string for the same options in any order: what programs and environments are kept by. */
export function compilerFlagsKey(flags: Record<string, boolean>): string {
  return JSON.stringify(Object.entries(flags).sort());
}

/** The languages the sample checker compiles (and whose names get types). */
export function isCheckedLang(lang: string | null | undefined): lang is 'ts' | 'tsx' {
  return lang === 'ts' || lang === 'tsx';
}

/** The languages whose samples can have hidden setup. */
export const CUT_LANGS: ReadonlySet<string> = new Set(['ts', 'tsx', 'js', 'jsx', 'typescript']);

/** The visible part of a sample: everything after its first cut line. */
export function visibleCode(code: string): string {
  const lines = code.split(/\r?\n/);
  const cut = lines.findIndex((line) => CUT_LINE.test(line));
  return cut < 0 ? code : lines.slice(cut + 1).join('\n');
}

/** A fence's meta without the checker's keys; null when nothing else is left. */
export function cleanMeta(meta: string | null | undefined): string | null {
  if (!meta) return meta ?? null;
  const cleaned = meta.replace(CHECKER_META, '').trim();
  return cleaned.length > 0 ? cleaned : null;
}

/** The value of a checker key in a fence's meta: a string, null for a bare key, else undefined. */
export function metaValue(meta: string, key: string): string | null | undefined {
  const match = new RegExp(`(?:^|\\s)${key}(?:=(\\S+))?(?=\\s|$)`).exec(meta);
  if (!match) return undefined;
  return match[1] ?? null;
}

/** The TypeScript error codes a block's meta says it gives (`errors=2307,2339`), or none. */
export function expectedErrorCodes(meta: string): number[] {
  const value = metaValue(meta, 'errors');
  if (!value) return [];
  return value
    .split(',')
    .map(Number)
    .filter((code) => Number.isInteger(code) && code > 0);
}
