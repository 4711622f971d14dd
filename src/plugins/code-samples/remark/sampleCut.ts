// Renders code samples the way readers should see them: lines above `// ---cut---` are
// setup that the sample checker compiles (scripts/check-samples.ts) but the page hides,
// and the checker's own meta (`nocheck=...`, `samples=...`) never reaches the page.
import { visit } from 'unist-util-visit';
import type { Code, Root } from 'mdast';
import { CUT_LANGS, cleanMeta, visibleCode } from '../syntax';

export { cleanMeta, visibleCode };

export default function sampleCut() {
  return (tree: Root): void => {
    visit(tree, 'code', (node: Code) => {
      if (node.lang && CUT_LANGS.has(node.lang)) node.value = visibleCode(node.value);
      node.meta = cleanMeta(node.meta);
    });
  };
}
