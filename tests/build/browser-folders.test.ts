import { readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// A folder of src/ with a tsconfig.json of its own runs in a browser (the page, a worker, the
// sandboxed frame) or anywhere; its check must refuse what only Node has, whatever the
// declarations its packages bring along.
const SRC = path.resolve(__dirname, '../../src');
const folders = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((file) => path.basename(file) === 'tsconfig.json')
  .map((file) => path.join(SRC, path.dirname(file)));

/** What the folder's check says of one file placed in it. */
function problemsOf(folder: string, source: string): string[] {
  const configFile = path.join(folder, 'tsconfig.json');
  const read = ts.readConfigFile(configFile, (file) => ts.sys.readFile(file));
  const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, folder, undefined, configFile);
  const probe = path.join(folder, '__probe__.ts');
  const host = ts.createCompilerHost(parsed.options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (file, language, ...rest) =>
    path.resolve(file) === probe
      ? ts.createSourceFile(file, source, language)
      : getSourceFile(file, language, ...rest);
  host.fileExists = (
    (fileExists) => (file: string) =>
      path.resolve(file) === probe || fileExists(file)
  )(host.fileExists.bind(host));
  const program = ts.createProgram([probe], parsed.options, host);
  return ts
    .getPreEmitDiagnostics(program, program.getSourceFile(probe))
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe('folders that run in a browser', () => {
  it('are the playground plugin’s page, theme, worker, runner and shared folders', () => {
    expect(folders.map((folder) => path.relative(SRC, folder)).sort()).toEqual(
      ['client', 'runner', 'shared', 'theme', 'worker'].map((name) =>
        path.join('plugins', 'playground', name),
      ),
    );
  });

  for (const folder of folders) {
    const name = path.relative(SRC, folder);
    it(`${name}: its check refuses Node's modules and globals`, () => {
      const problems = problemsOf(
        folder,
        "import { readFileSync } from 'node:fs';\nexport const read = () => readFileSync(__dirname + process.cwd());\n",
      );
      expect(problems).toEqual(
        expect.arrayContaining([
          expect.stringContaining("Cannot find module 'node:fs'"),
          expect.stringContaining("Cannot find name '__dirname'"),
          expect.stringContaining("Cannot find name 'process'"),
        ]),
      );
    });

    it(`${name}: its check passes code that only uses the language`, () => {
      expect(problemsOf(folder, 'export const twice = (n: number): number => n * 2;\n')).toEqual(
        [],
      );
    });
  }
});
