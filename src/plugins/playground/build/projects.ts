// What the playground opens for a code block: the block's project (../../code-samples/model/project.ts
// `projectFiles`, the files the sample checker compiles for it: the files the page shows that fit
// the block, and the setup it hides), written per page when the site is built
// (build/code-playground/<route>.json) and found by the block's displayed text, as its types are.
import {
  codeFences,
  extractBlocks,
  isShown,
  type SampleBlock,
  type SampleFile,
} from '../../code-samples/model/extract';
import { groupByPage, projectFiles } from '../../code-samples/model/project';
import { isCheckedLang, visibleCode } from '../../code-samples/syntax';
import { codeKey } from '../../code-samples/types/codeKey';
import { withAnsweredQueries } from '../../code-samples/types/remarkTypeQueries';
import type { SourcePage } from '../../code-samples/pageFileUrls';
import type { PageProjects, PlaygroundFile } from '../shared/projects';

/**
 * A shown file's text for the editor: the page's setup above the cut stays (folded), the cut
 * line itself (a blank line in the compiled file) goes, and so does setup that is only blank.
 */
function editorText(file: SampleFile): Pick<PlaygroundFile, 'content' | 'hiddenLines'> {
  // A file the page never shows is all setup: its tab, read-only, is how the reader asks for it.
  if (!isShown(file) || file.hiddenLines === 0) return { content: file.content, hiddenLines: 0 };
  const lines = file.content.split('\n');
  const setup = lines.slice(0, file.hiddenLines - 1);
  const shown = lines.slice(file.hiddenLines);
  return setup.every((line) => line.trim() === '')
    ? { content: shown.join('\n'), hiddenLines: 0 }
    : { content: [...setup, ...shown].join('\n'), hiddenLines: setup.length };
}

/**
 * A page's ts/tsx blocks, each with the key its "Open in playground" link names: the block's
 * displayed code, `// ^?` answers included, as ../../code-samples/remark/sampleCut.ts keys it.
 */
export function keyedBlocks(source: string, page: string): Map<SampleBlock, string | undefined> {
  const blocks = extractBlocks(source, page);
  const displayed = codeFences(withAnsweredQueries(source, page))
    .filter((fence) => isCheckedLang(fence.lang))
    .map((fence) => codeKey(visibleCode(fence.value)));
  return new Map(blocks.map((block, ordinal) => [block, displayed[ordinal]]));
}

/** The projects of a page's compiled ts/tsx blocks. */
export function pageProjects(source: string, page: string, from?: SourcePage): PageProjects {
  const keyOf = keyedBlocks(source, page);
  const blocks = [...keyOf.keys()];
  const data: PageProjects = { ...(from ? { source: from } : {}), files: [], blocks: {} };
  const fileIndex = new Map<object, number>();
  for (const page of groupByPage(blocks.filter((block) => !block.skip))) {
    page.forEach((block, index) => {
      const key = keyOf.get(block);
      if (key === undefined || key in data.blocks) return;
      const files: number[] = [];
      for (const [name, { file }] of projectFiles(page, index)) {
        let at = fileIndex.get(file);
        if (at === undefined) {
          at = data.files.push({ name, ...editorText(file), shown: isShown(file) }) - 1;
          fileIndex.set(file, at);
        }
        files.push(at);
      }
      // Tabs in the order the page first shows the files.
      files.sort((a, b) => a - b);
      const focus = block.files.find(isShown)?.name ?? block.files[0]?.name ?? '';
      data.blocks[key] = { version: block.version, focus, files };
    });
  }
  return data;
}
