// The editor's colours are the docs' code colours (../../code-samples/highlight/themes.ts): each token class
// carries both modes' values as CSS variables, and the playground's stylesheet picks the mode's,
// as the docs' code blocks do.
import { javascript } from '@codemirror/lang-javascript';
import type { LRLanguage } from '@codemirror/language';
import {
  HighlightStyle,
  LanguageSupport,
  syntaxHighlighting,
  syntaxTree,
} from '@codemirror/language';
import {
  Decoration,
  MatchDecorator,
  ViewPlugin,
  type DecorationSet,
  type EditorView,
  type ViewUpdate,
} from '@codemirror/view';
import { styleTags, tags, type Tag } from '@lezer/highlight';
import { tokenStyleVariables } from '../../code-samples/highlight/themes';

// Which Prism token type the docs give to what CodeMirror's TypeScript parser tags.
const PRISM_TYPE: [Tag[], string][] = [
  [[tags.comment, tags.lineComment, tags.blockComment], 'comment'],
  [[tags.string, tags.special(tags.string)], 'string'],
  [[tags.regexp], 'regex'],
  [[tags.number], 'number'],
  [[tags.bool], 'boolean'],
  [[tags.null, tags.atom], 'constant'],
  [
    [
      tags.keyword,
      tags.controlKeyword,
      tags.moduleKeyword,
      tags.operatorKeyword,
      tags.definitionKeyword,
      tags.modifier,
      tags.self,
    ],
    'keyword',
  ],
  [[tags.function(tags.variableName), tags.function(tags.propertyName)], 'function'],
  // A property that is not called is plain: the docs' highlighter gives object keys and
  // member names no token, so the live editor does not either.
  [[tags.operator], 'operator'],
  [[tags.punctuation, tags.bracket, tags.separator], 'punctuation'],
];

/**
 * The names the docs' highlighter colours as built in wherever they stand in code (its
 * TypeScript grammar's `builtin` pattern): the parser sees most of them as plain names.
 */
const BUILTIN =
  /\b(?:Array|Function|Promise|any|boolean|console|never|number|string|symbol|unknown)\b/g;

const builtinMark = Decoration.mark({
  attributes: {
    style: Object.entries(tokenStyleVariables(['token', 'builtin']))
      .map(([name, value]) => `${name}:${value}`)
      .join(';'),
  },
});

const builtins = new MatchDecorator({
  regexp: BUILTIN,
  decorate: (add, from, to, _match, view) => {
    // In code only: a string or a comment keeps its own colour.
    const node = syntaxTree(view.state).resolveInner(from, 1);
    if (!/String|Comment|Template/.test(node.name)) add(from, to, builtinMark);
  },
});

const builtinNames = ViewPlugin.fromClass(
  class {
    decorations: DecorationSet;
    constructor(view: EditorView) {
      this.decorations = builtins.createDeco(view);
    }
    update(update: ViewUpdate) {
      this.decorations = builtins.updateDeco(update, this.decorations);
    }
  },
  { decorations: (plugin) => plugin.decorations },
);

export const codeColours = [
  syntaxHighlighting(
    HighlightStyle.define(
      PRISM_TYPE.map(([tag, type]) => ({ tag, ...tokenStyleVariables(['token', type]) })),
    ),
  ),
  builtinNames,
];

/**
 * TypeScript for the editor, read as the docs' highlighter reads it: a function called with
 * type arguments (`createTRPCProxyClient<AppRouter>(…)`) is a function there, where the parser
 * puts the name under an instantiation expression that its own tags leave plain.
 */
export function typescriptSupport(jsx: boolean): LanguageSupport {
  const base = javascript({ typescript: true, jsx });
  // The TypeScript dialects of @codemirror/lang-javascript are LR languages.
  const language = base.language as LRLanguage;
  return new LanguageSupport(
    language.configure({
      props: [
        styleTags({
          'CallExpression/InstantiationExpression/VariableName': tags.function(tags.variableName),
          'CallExpression/InstantiationExpression/MemberExpression/PropertyName': tags.function(
            tags.propertyName,
          ),
        }),
      ],
    }),
    base.support,
  );
}
