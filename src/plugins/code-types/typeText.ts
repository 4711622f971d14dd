// How long a type may be where the site shows it (a `// ^?` answer, a hover): a router's type
// runs to hundreds of lines, and a reader wants its start.

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
