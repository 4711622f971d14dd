// Backs blog/2021-05-05-introducing-trpc.md ("In React"): renaming the field the server returns
// makes the compiler flag the component that reads it, with the error the post prints.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { expect, it } from 'vitest';
import { loadPage } from '../../doctest';

const page = loadPage('blog/2021-05-05-introducing-trpc.md');
const section = 'In React';

/** The project's diagnostics as `tsc --pretty false` words them, with `file:line:col` paths. */
function diagnostics(dir: string, files: string[]): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.resolve(__dirname, '../tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  );
  if (!config) throw new Error('samples/v9/tsconfig.json could not be read');
  const program = ts.createProgram(
    files.map((file) => path.join(dir, file)),
    config.options,
  );
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    if (!diagnostic.file || diagnostic.start === undefined)
      return `error TS${diagnostic.code}: ${message}`;
    const { line, character } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
    const file = path.relative(dir, diagnostic.file.fileName);
    return `${file}:${line + 1}:${character + 1} - error TS${diagnostic.code}: ${message}`;
  });
}

it('prints the error the compiler gives once the server returns `greeting`', () => {
  const component = page.file('pages/index.tsx', { section });
  const dir = path.dirname(path.dirname(component));
  // The component as the reader has it, starting at its first line (the project keeps a blank
  // line where the hidden setup above the cut ended).
  writeFileSync(component, readFileSync(component, 'utf8').replace(/^\s*\n/, ''));
  expect(diagnostics(dir, ['pages/index.tsx'])).toEqual([]);

  const server = path.join(dir, 'server.ts');
  const source = readFileSync(server, 'utf8');
  expect(source).toContain('{ text: ');
  writeFileSync(server, source.replace('{ text: ', '{ greeting: '));

  const [printed] = page.fences('text', { section });
  expect(diagnostics(dir, ['pages/index.tsx'])).toEqual([printed?.value.trim()]);
});
