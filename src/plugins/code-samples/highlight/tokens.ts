// Code blocks are coloured when the site is built, not in the browser: the remark step below
// runs the site's Prism (./prism.ts) over each fence exactly as prism-react-renderer's
// `Highlight` would in the browser, and hands the code block the result as a compact string
// (`tokens`). The browser then renders the same lines and tokens without loading Prism at all,
// on the first load and on client-side navigation alike (src/plugins/code-samples/theme/CodeBlock/Content).

/** A token as prism-react-renderer normalises it: its types and its text on one line. */
export type LineToken = { types: string[]; content: string; empty?: boolean };

const LINE = ';';
const TOKEN = ',';

/**
 * Lines of tokens as `types table \n lines`: each token is `<type index>.<length>` (`.e` for the
 * newline prism-react-renderer puts in an empty line), tokens split by `,`, lines by `;`. The
 * text itself is not repeated: it is the code the block already has.
 */
export function encodeTokens(lines: LineToken[][]): string {
  const table: string[] = [];
  const indexOf = (types: string[]) => {
    const key = types.join(' ');
    let index = table.indexOf(key);
    if (index < 0) index = table.push(key) - 1;
    return index;
  };
  const encoded = lines.map((line) =>
    line.length === 1 && line[0]?.empty && line[0].types.join(' ') === 'plain'
      ? ''
      : line
          .map((token) => `${indexOf(token.types)}.${token.empty ? 'e' : token.content.length}`)
          .join(TOKEN),
  );
  return `${table.join('|')}\n${encoded.join(LINE)}`;
}

/** The lines of tokens of `code` from `encodeTokens`' string; null when they do not fit it. */
export function decodeTokens(encoded: string, code: string): LineToken[][] | null {
  const [head = '', body = ''] = encoded.split('\n');
  const table = head.split('|').map((types) => types.split(' '));
  const codeLines = code.split('\n');
  const lines = body.split(LINE);
  if (lines.length !== codeLines.length) return null;
  const decoded: LineToken[][] = [];
  for (const [i, line] of lines.entries()) {
    const text = codeLines[i] ?? '';
    if (line === '') {
      if (text !== '') return null;
      decoded.push([{ types: ['plain'], content: '\n', empty: true }]);
      continue;
    }
    let at = 0;
    const tokens: LineToken[] = [];
    for (const part of line.split(TOKEN)) {
      const [typeIndex = '', length = ''] = part.split('.');
      const types = table[Number(typeIndex)] ?? ['plain'];
      if (length === 'e') {
        tokens.push({ types, content: '\n', empty: true });
        continue;
      }
      const content = text.slice(at, at + Number(length));
      at += Number(length);
      tokens.push({ types, content });
    }
    if (at !== text.length) return null;
    decoded.push(tokens);
  }
  return decoded;
}
