import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement, type CSSProperties } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Highlight, Prism, type PrismTheme, type Token } from 'prism-react-renderer';
import { describe, expect, it } from 'vitest';
import {
  darkCodeTheme,
  lightCodeTheme,
  tokenStyleVariables,
  tokenVariables,
  type CodeTheme,
} from '../../src/plugins/code-samples/highlight/themes';
import { contentFences } from '../../src/plugins/code-samples/model/extract';

const root = join(__dirname, '../..');

/** Every token of every highlighted fence of the site, as prism-react-renderer produces them. */
function tokensWithLibraryStyle(theme: PrismTheme): { token: Token; style?: CSSProperties }[] {
  const collected: { token: Token; style?: CSSProperties }[] = [];
  const fences = contentFences(root).filter(({ lang }) => Prism.languages[lang]);
  for (const { lang, value } of fences) {
    renderToStaticMarkup(
      // Highlight's children is a render function, typed as a required prop (no JSX in this file).
      // eslint-disable-next-line react/no-children-prop
      createElement(Highlight, {
        theme,
        code: value,
        language: lang,
        children: ({ tokens, getTokenProps }) => {
          for (const token of tokens.flat()) {
            collected.push({ token, style: getTokenProps({ token }).style });
          }
          return null;
        },
      }),
    );
  }
  return collected;
}

const asPrismTheme = (styles: CodeTheme): PrismTheme => ({ plain: {}, styles });

describe('code colours for both modes', () => {
  it.each([
    ['light', lightCodeTheme, '--l'],
    ['dark', darkCodeTheme, '--d'],
  ] as const)(
    'give every token of the docs the %s style prism-react-renderer would give it inline',
    (_mode, theme, prefix) => {
      const tokens = tokensWithLibraryStyle(asPrismTheme(theme));
      expect(tokens.length).toBeGreaterThan(10_000);
      let nested = 0;
      for (const { token, style } of tokens) {
        const variables = tokenStyleVariables(token.types);
        const ours = {
          color: variables[`${prefix}c`],
          fontStyle: variables[`${prefix}f`],
          opacity: variables[`${prefix}o`],
        };
        const library = {
          color: style?.color,
          fontStyle: style?.fontStyle,
          opacity: style?.opacity,
        };
        expect(ours, token.types.join(' ')).toEqual({
          color: library.color,
          fontStyle: library.fontStyle,
          opacity: library.opacity === undefined ? undefined : String(library.opacity),
        });
        if (token.types.length > 1) nested += 1;
      }
      // The case a plain per-type stylesheet gets wrong: a nested type overriding its parent.
      expect(nested).toBeGreaterThan(100);
    },
  );

  it('are read by the stylesheet for every variable a token can carry', () => {
    const css = readFileSync(
      join(root, 'src/plugins/code-samples/highlight/code-theme.css'),
      'utf8',
    );
    for (const variable of tokenVariables) expect(css).toContain(`var(${variable})`);
  });
});
