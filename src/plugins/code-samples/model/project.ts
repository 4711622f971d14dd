// The blocks of one page form one project: a file the page shows (by a block title or a
// `// @filename:` line below the cut) is the file every other block on the page imports, and
// setup hidden above a cut may not stand in for something the page shows. Readers copy what
// they see, so hidden code that contradicts the shown code gives them a broken program.
import path from 'node:path';
import ts from 'typescript';
import { compilerFlags } from '../syntax';
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
 * The page's files as a reader who follows the page has them at one block: its own files, then
 * each file the page shows elsewhere in its latest version above the block (or, when the page
 * shows it only further down, its first version), plus the hidden helper files those shown files
 * were written against. Some of them may have been written against other versions of the files
 * they import: `projectFiles` leaves those out.
 */
export function pageFilesAt(page: SampleBlock[], index: number): Map<string, ProjectFile> {
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

const EXTENSIONS = ['', '.ts', '.tsx', '.d.ts', '/index.ts', '/index.tsx'];

const specifiersOf = new WeakMap<SampleFile, string[]>();

/** The relative module specifiers a file imports, exports from or references. */
function relativeSpecifiers(file: SampleFile): string[] {
  let known = specifiersOf.get(file);
  if (!known) {
    const { importedFiles, referencedFiles } = ts.preProcessFile(file.content, true, true);
    known = [...importedFiles, ...referencedFiles]
      .map((reference) => reference.fileName)
      .filter((specifier) => specifier.startsWith('.'));
    specifiersOf.set(file, known);
  }
  return known;
}

/** The files of `files` that `name` imports, as the compiler finds them. */
function importsOf(name: string, files: Map<string, ProjectFile>): string[] {
  const entry = files.get(name);
  if (!entry) return [];
  return relativeSpecifiers(entry.file).flatMap((specifier) => {
    const target = path.posix.join(path.posix.dirname(name), specifier);
    const stem = target.replace(/\.(?:js|jsx)$/, '');
    const found = [target, stem]
      .flatMap((base) => EXTENSIONS.map((extension) => base + extension))
      .find((candidate) => files.has(candidate));
    return found === undefined ? [] : [found];
  });
}

/** `name` and every file of `files` it reaches through imports. */
function importClosure(name: string, files: Map<string, ProjectFile>): Set<string> {
  const reached = new Set<string>();
  const visit = (next: string) => {
    if (reached.has(next) || !files.has(next)) return;
    reached.add(next);
    for (const imported of importsOf(next, files)) visit(imported);
  };
  visit(name);
  return reached;
}

/**
 * The files one block compiles with, in the sample checker and in the playground alike: the
 * page's files at the block (`pageFilesAt`) that fit together. The block's own files and all
 * they import are always there. Another file of the page stays only when every file it reaches
 * through imports is the version it was shown with: a client written against the page's last
 * router is left out of the project of an earlier router, where it would not compile. Hidden
 * helper files stay with the files of their block that stay. The files of a block that shows an
 * error on purpose (`errors=`) are in that block's project only, and a block that sets compiler
 * options (`// @strict: false`) has only its own files and what they import: the page's other
 * files were written for the page's options.
 */
export function projectFiles(page: SampleBlock[], index: number): Map<string, ProjectFile> {
  const files = pageFilesAt(page, index);
  const kept = new Set<string>();
  for (const [name, { own }] of files)
    if (own) for (const reached of importClosure(name, files)) kept.add(reached);
  const block = page[index];
  if (block && Object.keys(compilerFlags(block.files.map((file) => file.content))).length > 0)
    return new Map([...files].filter(([name]) => kept.has(name)));
  const homes = new Map<SampleBlock, Map<string, ProjectFile>>();
  const filesOfHome = (home: SampleBlock) => {
    let known = homes.get(home);
    if (!known) {
      known = pageFilesAt(page, page.indexOf(home));
      homes.set(home, known);
    }
    return known;
  };
  /** Whether the file reaches, here, exactly the files it reached where the page shows it. */
  const fits = (name: string, from: SampleBlock): boolean => {
    const home = filesOfHome(from);
    const here = importClosure(name, files);
    const there = importClosure(name, home);
    return (
      here.size === there.size &&
      [...here].every(
        (reached) => files.get(reached)?.file.content === home.get(reached)?.file.content,
      )
    );
  };
  const keptFrom = new Set<SampleBlock>();
  // On a page of standalone entries, another entry's files are that entry's business.
  const sameEntry = (from: SampleBlock) => block?.entry == null || from.entry === block.entry;
  for (const [name, { file, from, own }] of files) {
    // A block that shows a mistake on purpose (`errors=`) keeps its files to itself: another
    // block's project would open with that error.
    if (own || kept.has(name) || !isShown(file) || from.expectErrors.length > 0) continue;
    if (!sameEntry(from)) continue;
    if (!fits(name, from)) continue;
    for (const reached of importClosure(name, files)) kept.add(reached);
    keptFrom.add(from);
  }
  for (const [name, { file, from, own }] of files) {
    if (own || kept.has(name) || isShown(file) || !keptFrom.has(from) || !fits(name, from))
      continue;
    kept.add(name);
  }
  return new Map([...files].filter(([name]) => kept.has(name)));
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
