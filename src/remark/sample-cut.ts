// Renders code samples the way readers should see them: lines above `// ---cut---` are
// setup that the sample checker compiles (scripts/check-samples.ts) but the page hides,
// and the checker's own meta (`nocheck=...`, `samples=...`) never reaches the page.
import { visit } from 'unist-util-visit';
import type { Code, Root } from 'mdast';

const CUT_LINE = /^\s*\/\/\s*---cut---\s*$/m;
const CHECKER_META = /\s*\b(?:nocheck|samples)=\S+/g;
const CUT_LANGS = new Set(['ts', 'tsx', 'js', 'jsx', 'typescript']);

/** The visible part of a sample: everything after the first cut line. */
export function visibleCode(code: string): string {
  const match = CUT_LINE.exec(code);
  if (!match) return code;
  return code.slice(match.index + match[0].length).replace(/^\r?\n/, '');
}

export function cleanMeta(meta: string | null | undefined): string | null {
  if (!meta) return meta ?? null;
  const cleaned = meta.replace(CHECKER_META, '').trim();
  return cleaned.length > 0 ? cleaned : null;
}

export default function sampleCut() {
  return (tree: Root): void => {
    visit(tree, 'code', (node: Code) => {
      if (node.lang && CUT_LANGS.has(node.lang)) node.value = visibleCode(node.value);
      node.meta = cleanMeta(node.meta);
    });
  };
}
