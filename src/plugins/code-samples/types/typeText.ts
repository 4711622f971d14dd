// How long a type may be where the site shows it (a `// ^?` answer, a hover): a router's type
// runs to hundreds of lines, and a reader wants its start. The same for a name's JSDoc.

/** Types longer than this many lines are cut. */
export const MAX_TYPE_LINES = 12;

/** Lines longer than this many characters are cut. */
export const MAX_LINE_LENGTH = 160;

/** A type's lines, cut to `MAX_TYPE_LINES` (the last then `…`) of `MAX_LINE_LENGTH` at most. */
export function typeLines(type: string): string[] {
  const lines = type
    .split('\n')
    .map((line) =>
      line.length > MAX_LINE_LENGTH ? `${line.slice(0, MAX_LINE_LENGTH - 1)}…` : line,
    );
  return lines.length > MAX_TYPE_LINES ? [...lines.slice(0, MAX_TYPE_LINES - 1), '…'] : lines;
}

/** JSDoc longer than this many characters is cut. */
export const MAX_DOCS_LENGTH = 400;

/**
 * A name's JSDoc as a tip shows it: its first paragraph (the rest is often examples, such as
 * the several screens of Node's `console`), cut to `MAX_DOCS_LENGTH`.
 */
export function docsSummary(docs: string): string {
  const first = docs.split(/\n\s*\n/)[0]?.trim() ?? '';
  return first.length > MAX_DOCS_LENGTH ? `${first.slice(0, MAX_DOCS_LENGTH - 1)}…` : first;
}
