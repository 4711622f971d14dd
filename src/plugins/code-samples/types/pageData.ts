// The types of a page's code blocks as the browser gets them (build/code-types/<route>.json,
// fetched on the first interaction with a block): each name's place in the code the reader sees
// and its quick info. Positions are mapped here, at build time, from the code twoslash saw (after
// the cut, without `// ^?` lines) to the displayed code (which has the answers to those lines).
import { codeFences } from '../model/extract';
import { isCheckedLang, visibleCode } from '../syntax';
import { MAGIC_COMMENT_LINE } from '../highlight/remarkTokens';
import { pageTypes, type BlockTypes } from './blockTypes';
import { codeKey } from './codeKey';
import { withAnsweredQueries } from './remarkTypeQueries';

/** A name in a block: line and column in the displayed code, length, index into `infos`. */
type PageName = [line: number, column: number, length: number, info: number];

export type PageTypes = {
  /** Per block with types, by `codeKey` of its displayed code. */
  blocks: Record<string, PageName[]>;
  /** Quick info texts: the type, then the JSDoc when there is one. */
  infos: [type: string, docs?: string][];
};

/** For each line of `seen`, its line number in `shown`, which has the same lines and more. */
export function alignLines(seen: string[], shown: string[], where: string): number[] {
  const map: number[] = [];
  let next = 0;
  for (const line of seen) {
    while (next < shown.length && shown[next] !== line) next += 1;
    if (next === shown.length) {
      throw new Error(`${where}: the line "${line}" that twoslash saw is not in the shown code`);
    }
    map.push(next);
    next += 1;
  }
  return map;
}

/** The types of every block of the page that has some, for the browser. */
export function pageData(source: string, page: string): PageTypes {
  const types = pageTypes(source, page);
  const fences = codeFences(withAnsweredQueries(source, page)).filter((fence) =>
    isCheckedLang(fence.lang),
  );
  const data: PageTypes = { blocks: {}, infos: [] };
  const infoIndex = new Map<string, number>();
  fences.forEach((fence, ordinal) => {
    const found: BlockTypes | null | undefined = types[ordinal];
    if (!found || found.hovers.length === 0) return;
    const where = `${page}:${fence.line}`;
    const shown = visibleCode(fence.value);
    // Docusaurus removes those lines when it renders the block, shifting the names below them.
    if (shown.split('\n').some((line) => MAGIC_COMMENT_LINE.test(line))) {
      throw new Error(`${where}: a highlight comment in a checked block would misplace its types`);
    }
    const lineOf = alignLines(found.code.split('\n'), shown.split('\n'), where);
    data.blocks[codeKey(shown)] = found.hovers.map(([line, column, length, text, docs]) => {
      const info: [string, string?] = [text];
      if (docs) info.push(docs);
      const id = JSON.stringify(info);
      let index = infoIndex.get(id);
      if (index === undefined) {
        index = data.infos.push(info) - 1;
        infoIndex.set(id, index);
      }
      return [lineOf[line] ?? line, column, length, index];
    });
  });
  return data;
}
