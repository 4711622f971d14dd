// Runs in Node when a page is built: colours each fenced block with the site's Prism and
// attaches the tokens to it (./tokens.ts says why).
import { visit } from 'unist-util-visit';
import type { Code, Root } from 'mdast';
import { normalizeTokens } from 'prism-react-renderer';
import Prism from './prism';
import { encodeTokens, type LineToken } from './tokens';

/**
 * Docusaurus removes its magic comment lines (`// highlight-next-line`...) before it highlights;
 * the tokens are of the code without them. (Should the two ever disagree, the browser finds
 * tokens that do not fit the code and shows the block plain rather than wrong.)
 */
export const MAGIC_COMMENT_LINE =
  /^\s*(?:\/\/|\/\*|#|<!--)\s*highlight-(?:next-line|start|end)\s*(?:\*\/|-->)?\s*$/;

/** The lines of tokens prism-react-renderer's `Highlight` makes of `code` in `language`. */
export function tokenize(code: string, language: string): LineToken[][] {
  const grammar = Prism.languages[language];
  if (!grammar) return normalizeTokens([code]);
  const env = { code, grammar, language, tokens: [] as ReturnType<typeof Prism.tokenize> };
  Prism.hooks.run('before-tokenize', env);
  env.tokens = Prism.tokenize(code, grammar);
  Prism.hooks.run('after-tokenize', env);
  return normalizeTokens(env.tokens);
}

export default function remarkTokens() {
  return (tree: Root): void => {
    visit(tree, 'code', (node: Code) => {
      const code = node.value
        .split('\n')
        .filter((line) => !MAGIC_COMMENT_LINE.test(line))
        .join('\n');
      const language = (node.lang ?? 'text').toLowerCase();
      const tokens = encodeTokens(tokenize(code, language));
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, tokens } };
    });
  };
}
