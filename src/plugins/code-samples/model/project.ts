// The blocks of one page form one project: a file the page shows (by a block title or a
// `// @filename:` line below the cut) is the file every other block on the page imports, and
// setup hidden above a cut may not stand in for something the page shows. Readers copy what
// they see, so hidden code that contradicts the shown code gives them a broken program.
import ts from 'typescript';
import { isShown, type SampleBlock, type SampleFile } from './extract';
import type { SampleProblem } from './compile';

/** A file as one block sees it: its own, or the page's shown file of that name. */
export type ProjectFile = { file: SampleFile; from: SampleBlock; own: boolean };

function pageKey(block: SampleBlock): string {
  return `${block.page}\u0000${block.version}`;
}

/** The blocks of each page (per sample version, in page order). */
export function groupByPage(blocks: SampleBlock[]): SampleBlock[][] {
  const pages = new Map<string, SampleBlock[]>();
  for (const block of blocks) {
    const key = pageKey(block);
    pages.set(key, [...(pages.get(key) ?? []), block]);
  }
  return [...pages.values()].map((group) => group.sort((a, b) => a.line - b.line));
}

/**
 * The files one block compiles with, as a reader who follows the page has them at that block:
 * its own files, then each file the page shows elsewhere in its latest version above the block
 * (or, when the page shows it only further down, its first version), plus the hidden helper
 * files those shown files were written against.
 */
export function projectFiles(page: SampleBlock[], index: number): Map<string, ProjectFile> {
  const block = page[index];
  const files = new Map<string, ProjectFile>();
  if (!block) return files;
  for (const file of block.files) files.set(file.name, { file, from: block, own: true });
  const before = page.slice(0, index).reverse();
  const after = page.slice(index + 1);
  const contributors: SampleBlock[] = [];
  for (const other of [...before, ...after]) {
    let contributed = false;
    for (const file of other.files) {
      if (!file.named || !isShown(file) || files.has(file.name)) continue;
      files.set(file.name, { file, from: other, own: false });
      contributed = true;
    }
    if (contributed) contributors.push(other);
  }
  for (const other of contributors) {
    for (const file of other.files) {
      if (files.has(file.name)) continue;
      files.set(file.name, { file, from: other, own: false });
    }
  }
  return files;
}

type Declared = { name: string; file: SampleFile; line: number; hidden: boolean };

function bindingNames(name: ts.BindingName): string[] {
  if (ts.isIdentifier(name)) return [name.text];
  return name.elements.flatMap((element) =>
    ts.isOmittedExpression(element) ? [] : bindingNames(element.name),
  );
}

/** Top-level names a file declares (imports are not declarations), with their lines. */
function topLevelDeclarations(file: SampleFile, lang: 'ts' | 'tsx'): Declared[] {
  const source = ts.createSourceFile(
    `x.${lang}`,
    file.content,
    ts.ScriptTarget.Latest,
    false,
    lang === 'tsx' ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const declared: Declared[] = [];
  for (const statement of source.statements) {
    const names: string[] = [];
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations)
        names.push(...bindingNames(declaration.name));
    } else if (
      (ts.isFunctionDeclaration(statement) ||
        ts.isClassDeclaration(statement) ||
        ts.isInterfaceDeclaration(statement) ||
        ts.isTypeAliasDeclaration(statement) ||
        ts.isEnumDeclaration(statement) ||
        ts.isModuleDeclaration(statement)) &&
      statement.name &&
      ts.isIdentifier(statement.name)
    ) {
      names.push(statement.name.text);
    }
    if (names.length === 0) continue;
    const line = source.getLineAndCharacterOfPosition(statement.getStart(source)).line;
    for (const name of names) {
      declared.push({
        name,
        file,
        line: file.lineMap[line] ?? 0,
        hidden: line < file.hiddenLines,
      });
    }
  }
  return declared;
}

/** Where a block's hidden setup stands in for a file or a name the page shows. */
export function projectProblems(page: SampleBlock[]): SampleProblem[] {
  const problems: SampleProblem[] = [];
  const shownFiles = new Map<string, number>();
  const shownNames = new Map<string, number>();
  const hiddenNames: (Declared & { block: SampleBlock })[] = [];
  for (const block of page) {
    const visible = block.files.find(isShown);
    if (block.title !== null && visible && visible.name !== block.title) {
      problems.push({
        page: block.page,
        line: block.line,
        message: `block titled "${block.title}" shows file "${visible.name}": make the title and the @filename line agree`,
      });
    }
    for (const file of block.files) {
      if (file.named && isShown(file) && !shownFiles.has(file.name))
        shownFiles.set(file.name, block.line);
      for (const declared of topLevelDeclarations(file, block.lang)) {
        if (!declared.hidden) {
          if (!shownNames.has(declared.name)) shownNames.set(declared.name, declared.line);
        } else hiddenNames.push({ ...declared, block });
      }
    }
  }
  for (const block of page) {
    for (const file of block.files) {
      const shownAt = shownFiles.get(file.name);
      if (isShown(file) || !file.named || shownAt === undefined) continue;
      problems.push({
        page: block.page,
        line: file.lineMap[0] ?? block.line,
        message: `block at line ${block.line} hides its own "${file.name}", but the page shows "${file.name}" at line ${shownAt}: import the shown file instead`,
      });
    }
  }
  const reportedFiles = new Set(
    page.flatMap((block) =>
      block.files.filter((f) => !isShown(f) && f.named && shownFiles.has(f.name)),
    ),
  );
  for (const declared of hiddenNames) {
    const shownAt = shownNames.get(declared.name);
    if (shownAt === undefined || reportedFiles.has(declared.file)) continue;
    problems.push({
      page: declared.block.page,
      line: declared.line,
      message: `block at line ${declared.block.line} declares "${declared.name}" above the cut, but the page shows "${declared.name}" at line ${shownAt}: use the shown one`,
    });
  }
  return problems;
}
