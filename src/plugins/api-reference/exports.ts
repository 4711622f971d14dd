// What keeps the reference true: the names a module exports, as the compiler reports them for the
// declaration file the code samples compile against, against the entries its generated page has.
import ts from 'typescript';
import { entryName } from './typedoc-plugin.mjs';

/** The names `declarations` exports, as the compiler reports them, sorted. */
export function compilerExports(declarations: string, options: ts.CompilerOptions): string[] {
  const program = ts.createProgram([declarations], { ...options, noEmit: true });
  const checker = program.getTypeChecker();
  const file = program.getSourceFile(declarations);
  const module = file ? checker.getSymbolAtLocation(file) : undefined;
  if (!module) throw new Error(`${declarations} is not a module`);
  return checker
    .getExportsOfModule(module)
    .map((symbol) => symbol.getName())
    .sort();
}

/** The exports a generated page has an entry for, sorted. */
export function referenceEntries(markdown: string): string[] {
  return markdown
    .split('\n')
    .map(entryName)
    .filter((name): name is string => name !== null)
    .sort();
}

/** Each export without an entry and each entry without an export, said in words. */
export function disagreements(
  page: string,
  entries: readonly string[],
  exports: readonly string[],
): string[] {
  return [
    ...exports
      .filter((name) => !entries.includes(name))
      .map((name) => `${page}: ${name} is exported but has no entry`),
    ...entries
      .filter((name) => !exports.includes(name))
      .map((name) => `${page}: ${name} has an entry but is not exported`),
  ];
}
