// The worker's language service, loaded once the compiler is (../shared/typescriptGlobal.ts).
import ts from 'typescript';
import {
  createSystem,
  createVirtualTypeScriptEnvironment,
  type VirtualTypeScriptEnvironment,
} from '@typescript/vfs';
import type { CompletionContext } from '@codemirror/autocomplete';
import { getAutocompletion, getHover } from '@valtown/codemirror-ts/worker';
import type { TypesPack } from '../shared/typesPack';
import type { CompiledFile, Problem } from '../shared/protocol';

/**
 * The version's compiler options (with `flags` over them: the options a project's lines set) and
 * files, with no project yet; without `jsx` unless the
 * project has a .tsx file (../shared/protocol.ts's `needsJsx`). A program with no files would not read
 * the standard library, so an empty module is checked once: that parses the library and the
 * packages' global types (`@types/node`), the slow part of a first open, before a project
 * arrives.
 */
export function environment(
  pack: TypesPack,
  jsx: boolean,
  flags: Record<string, boolean> = {},
): VirtualTypeScriptEnvironment {
  const { options } = ts.convertCompilerOptionsFromJson({ ...pack.compilerOptions, ...flags }, '/');
  if (!jsx) delete options.jsx;
  const env = createVirtualTypeScriptEnvironment(
    createSystem(new Map(Object.entries(pack.files))),
    [],
    ts,
    options,
  );
  const empty = '/.playground-prepare.ts';
  env.createFile(empty, 'export {};');
  env.languageService.getSemanticDiagnostics(empty);
  env.deleteFile(empty);
  return env;
}

export function writeFile(env: VirtualTypeScriptEnvironment, path: string, code: string): void {
  const file = env.getSourceFile(path);
  // The editor sends each file once as it starts, unchanged: an update would make the compiler
  // check the project again.
  if (file?.text === code) return;
  if (file) env.updateFile(path, code);
  else env.createFile(path, code);
}

const SEVERITY = {
  [ts.DiagnosticCategory.Error]: 'error',
  [ts.DiagnosticCategory.Warning]: 'warning',
  [ts.DiagnosticCategory.Suggestion]: 'info',
  [ts.DiagnosticCategory.Message]: 'info',
} as const;

/** The file's problems, with TypeScript's whole message (every line of its chain). */
export function problems(env: VirtualTypeScriptEnvironment, path: string): Problem[] {
  const file = env.getSourceFile(path);
  if (!file) return [];
  const { languageService } = env;
  return [
    ...languageService.getSyntacticDiagnostics(path),
    ...languageService.getSemanticDiagnostics(path),
  ].flatMap((diagnostic) => {
    if (diagnostic.start === undefined || diagnostic.length === undefined) return [];
    const { line, character } = file.getLineAndCharacterOfPosition(diagnostic.start);
    return [
      {
        path,
        from: diagnostic.start,
        to: diagnostic.start + diagnostic.length,
        line: line + 1,
        column: character + 1,
        message: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
        severity: SEVERITY[diagnostic.category],
        code: diagnostic.code,
      },
    ];
  });
}

export function completions(
  env: VirtualTypeScriptEnvironment,
  path: string,
  context: Pick<CompletionContext, 'pos' | 'explicit'>,
) {
  return getAutocompletion({ env, path, context });
}

export function hover(env: VirtualTypeScriptEnvironment, path: string, pos: number) {
  const info = getHover({ env, path, pos });
  if (!info) return null;
  // The tip shows the type and its documentation; the definitions are left on this side.
  return { ...info, typeDef: null };
}

/** A project file as JavaScript the runner evaluates, with the modules it requires. */
export function compileForRun(path: string, text: string): CompiledFile {
  const { outputText } = ts.transpileModule(text, {
    fileName: path,
    compilerOptions: {
      module: ts.ModuleKind.CommonJS,
      target: ts.ScriptTarget.ES2020,
      esModuleInterop: true,
      jsx: ts.JsxEmit.React,
    },
  });
  // Type-only imports are gone from the output: these are what the file needs at run time.
  const requires = [...outputText.matchAll(/\brequire\("([^"]+)"\)/g)].map((match) => match[1]);
  return { path, js: outputText, requires };
}
