import type { PrismTheme } from 'prism-react-renderer';

/**
 * The colours of code tokens in each colour mode: GitHub (light) and Dracula (dark) as shipped
 * with prism-react-renderer, with the token colours that fell below WCAG AA (4.5:1 against the
 * code background) replaced by darker (light) or lighter (dark) shades; the original value is in
 * the comment. The plain text and background colours are in src/plugins/code-samples/highlight/code-theme.css.
 *
 * They are not given to prism-react-renderer as a theme, because a theme becomes inline colours
 * of one mode in the server HTML (see src/plugins/code-samples/theme/CodeBlock). Each token instead carries both
 * modes' values as CSS variables, and the stylesheet picks the current mode's.
 */
export type TokenStyle = Pick<
  PrismTheme['styles'][number]['style'],
  'color' | 'fontStyle' | 'opacity'
>;
export type CodeTheme = { types: string[]; style: TokenStyle }[];

export const lightCodeTheme: CodeTheme = [
  {
    types: ['comment', 'prolog', 'doctype', 'cdata'],
    style: { color: '#5f6b75', fontStyle: 'italic' }, // #999988
  },
  { types: ['namespace'], style: { opacity: 0.7 } },
  { types: ['string', 'attr-value'], style: { color: '#b3125f' } }, // #e3116c
  { types: ['punctuation', 'operator'], style: { color: '#393a34' } },
  {
    types: [
      'entity',
      'url',
      'symbol',
      'number',
      'boolean',
      'variable',
      'constant',
      'property',
      'regex',
      'inserted',
    ],
    style: { color: '#087470' }, // #36acaa
  },
  { types: ['atrule', 'keyword', 'attr-name', 'selector'], style: { color: '#00669e' } }, // #00a4db
  { types: ['function', 'deleted', 'tag'], style: { color: '#b3261e' } }, // #d73a49
  { types: ['function-variable'], style: { color: '#6f42c1' } },
  { types: ['tag', 'selector', 'keyword'], style: { color: '#00669e' } }, // #00009f
];

export const darkCodeTheme: CodeTheme = [
  { types: ['prolog', 'constant', 'builtin'], style: { color: '#bd93f9' } },
  { types: ['inserted', 'function'], style: { color: '#50fa7b' } },
  { types: ['deleted'], style: { color: '#ff5555' } },
  { types: ['changed'], style: { color: '#ffb86c' } },
  { types: ['punctuation', 'symbol'], style: { color: '#f8f8f2' } },
  { types: ['string', 'char', 'tag', 'selector'], style: { color: '#ff79c6' } },
  { types: ['keyword', 'variable'], style: { color: '#bd93f9', fontStyle: 'italic' } },
  { types: ['comment'], style: { color: '#95a3cf' } }, // #6272a4
  { types: ['attr-name'], style: { color: '#f1fa8c' } },
];

type StyleByType = Map<string, TokenStyle>;

/** Later entries override earlier ones for the same type, as in prism-react-renderer. */
function styleByType(theme: CodeTheme): StyleByType {
  const byType: StyleByType = new Map();
  for (const { types, style } of theme) {
    for (const type of types) byType.set(type, { ...byType.get(type), ...style });
  }
  return byType;
}

/**
 * Short variable names keep the HTML small: a page carries one or two of them on each of its
 * thousand-odd tokens. `--lc` is the light colour, `--df` the dark font style, and so on.
 */
const VARIABLE_LETTER: Record<keyof TokenStyle, string> = {
  color: 'c',
  fontStyle: 'f',
  opacity: 'o',
};

const modes = [
  { prefix: '--l', byType: styleByType(lightCodeTheme) },
  { prefix: '--d', byType: styleByType(darkCodeTheme) },
];

// A page has a few thousand tokens of a few dozen kinds.
const variablesByTypes = new Map<string, Record<string, string>>();

/**
 * The style of a token with these Prism types, in each mode: the styles of its types merged in
 * order, so a nested type (last) wins over its parents, exactly as prism-react-renderer merges
 * them. Returned as CSS variables, e.g. `--lc` and `--dc` for the colours.
 */
export function tokenStyleVariables(types: readonly string[]): Record<string, string> {
  const key = types.join(' ');
  const known = variablesByTypes.get(key);
  if (known) return known;
  const variables: Record<string, string> = {};
  for (const { prefix, byType } of modes) {
    const merged = types.reduce<TokenStyle>(
      (style, type) => ({ ...style, ...byType.get(type) }),
      {},
    );
    const entries = Object.entries(merged) as [keyof TokenStyle, string | number | undefined][];
    for (const [property, value] of entries) {
      if (value !== undefined) variables[prefix + VARIABLE_LETTER[property]] = String(value);
    }
  }
  variablesByTypes.set(key, variables);
  return variables;
}

/** Every variable a token can carry; the stylesheet must read each of them. */
export const tokenVariables = modes.flatMap(({ prefix }) =>
  Object.values(VARIABLE_LETTER).map((letter) => prefix + letter),
);
