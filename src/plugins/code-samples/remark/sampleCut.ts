// Renders code samples the way readers should see them: lines above `// ---cut---` are
// setup that the sample checker compiles (scripts/check-samples.ts) but the page hides,
// and the checker's own meta (`nocheck=...`, `samples=...`) never reaches the page. A compiled
// block gets the key the playground finds its project by, and the sample version whose compiler
// and types the playground starts loading when a reader reaches for the block.
import { visit } from 'unist-util-visit';
import type { Code, Root } from 'mdast';
import type { VFile } from 'vfile';
import { CUT_LANGS, cleanMeta, isCheckedLang, metaValue, visibleCode } from '../syntax';
import { codeKey } from '../types/codeKey';
import { blockVersion, versionOfPage } from '../model/extract';

export { cleanMeta, visibleCode };

export default function sampleCut() {
  return (tree: Root, file: VFile): void => {
    // A page read from no file (a test's string) is the current version's.
    const pageVersion = versionOfPage(file.path ?? '');
    visit(tree, 'code', (node: Code) => {
      if (node.lang && CUT_LANGS.has(node.lang)) node.value = visibleCode(node.value);
      // A compiled block opens in the playground, found there by its displayed code.
      if (isCheckedLang(node.lang) && metaValue(node.meta ?? '', 'nocheck') === undefined) {
        const playground = codeKey(node.value);
        const sample = blockVersion(node.meta ?? '', pageVersion);
        node.data = {
          ...node.data,
          hProperties: { ...node.data?.hProperties, playground, sample },
        };
      }
      node.meta = cleanMeta(node.meta);
    });
  };
}
