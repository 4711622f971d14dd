// The editor's colours are the docs' code colours (../../code-samples/highlight/themes.ts): each token class
// carries both modes' values as CSS variables, and the playground's stylesheet picks the mode's,
// as the docs' code blocks do.
import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { tags, type Tag } from '@lezer/highlight';
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
  [[tags.propertyName], 'property'],
  [[tags.operator], 'operator'],
  [[tags.punctuation, tags.bracket, tags.separator], 'punctuation'],
];

export const codeColours = syntaxHighlighting(
  HighlightStyle.define(
    PRISM_TYPE.map(([tag, type]) => ({ tag, ...tokenStyleVariables(['token', type]) })),
  ),
);
