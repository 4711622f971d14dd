// Backs docs/client/vanilla.md (Vanilla client, 10.x), "From another package": the page's router
// in an API package and a client in a package of its own beside it, each with its own
// node_modules, type-checked as the client package's `tsc` checks them.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { loadPage } from '../../doctest';

const page = loadPage('docs/client/vanilla.md');
const section = 'From another package';
const packages = path.resolve(__dirname, '../node_modules');
const root = mkdtempSync(path.join(tmpdir(), 'router-type-package-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The two packages on disk: `api/` with the page's router, `cli/` with the page's client. */
function workspace(name: string, { apiInstalled }: { apiInstalled: boolean }): string {
  const dir = path.join(root, name);
  const router = readFileSync(page.file('server/router.ts'), 'utf8');
  mkdirSync(path.join(dir, 'api/src'), { recursive: true });
  writeFileSync(path.join(dir, 'api/src/router.ts'), router);
  if (apiInstalled) symlinkSync(packages, path.join(dir, 'api/node_modules'), 'dir');
  mkdirSync(path.join(dir, 'cli'), { recursive: true });
  symlinkSync(packages, path.join(dir, 'cli/node_modules'), 'dir');
  const client = readFileSync(page.file('cli/client.ts', { section }), 'utf8');
  writeFileSync(path.join(dir, 'cli/client.ts'), client);
  return path.join(dir, 'cli');
}

/** What `tsc --noEmit` in the client package reports, as `file: TSnnnn message` lines. */
function typeCheck(cli: string, extra = ''): string[] {
  const file = path.join(cli, 'client.ts');
  if (extra) writeFileSync(file, `${readFileSync(file, 'utf8')}\n${extra}\n`);
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    esModuleInterop: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2020,
    module: ts.ModuleKind.CommonJS,
    moduleResolution: ts.ModuleResolutionKind.NodeJs,
    // Only what the two packages install: not the @types of the folder the test runs from.
    types: [],
  });
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const where = d.file ? path.relative(path.dirname(cli), d.file.fileName) : '';
    return `${where}: TS${d.code} ${ts.flattenDiagnosticMessageText(d.messageText, '\n').split('\n')[0]}`;
  });
}

describe(`${page.page}: ${section}`, () => {
  it('a type import from the API package type-checks, and calls are checked against the router', () => {
    const cli = workspace('installed', { apiInstalled: true });
    expect(typeCheck(cli)).toEqual([]);
    expect(typeCheck(cli, 'void client.noSuchProcedure;')).toEqual([
      expect.stringMatching(/^cli\/client\.ts: TS2339 Property 'noSuchProcedure' does not exist/),
    ]);
  });

  it('without the API package’s own dependencies, its router file fails first', () => {
    const cli = workspace('not-installed', { apiInstalled: false });
    const quote = /with TS(\d+) \*([^*]+)\*/.exec(page.markdown);
    expect(quote, 'the error the section quotes').not.toBeNull();
    const [, code = '', message = ''] = quote ?? [];
    expect(typeCheck(cli)[0]).toBe(
      `api/src/router.ts: TS${code} ${message} or its corresponding type declarations.`,
    );
  });
});
