// Renders code samples the way readers should see them: lines above `// ---cut---` are
// setup that the sample checker compiles (scripts/check-samples.ts) but the page hides,
// and the checker's own meta (`nocheck=...`, `samples=...`) never reaches the page. A compiled
// block gets the key the playground finds its project by.
import { visit } from 'unist-util-visit';
import type { Code, Root } from 'mdast';
import { CUT_LANGS, cleanMeta, isCheckedLang, metaValue, visibleCode } from '../syntax';
import { codeKey } from '../types/codeKey';

export { cleanMeta, visibleCode };

export default function sampleCut() {
  return (tree: Root): void => {
    visit(tree, 'code', (node: Code) => {
      if (node.lang && CUT_LANGS.has(node.lang)) node.value = visibleCode(node.value);
      // A compiled block opens in the playground, found there by its displayed code.
      if (isCheckedLang(node.lang) && metaValue(node.meta ?? '', 'nocheck') === undefined) {
        const playground = codeKey(node.value);
        node.data = { ...node.data, hProperties: { ...node.data?.hProperties, playground } };
      }
      node.meta = cleanMeta(node.meta);
    });
  };
}
