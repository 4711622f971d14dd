// Compiles sample blocks against a pinned sample project (samples/v10, samples/v9) with
// that project's own TypeScript: one program per version, every block in its own
// in-memory folder inside the project so imports resolve to the pinned packages.
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as TS from 'typescript';
import type { SampleBlock, SampleVersion } from './extract';
import { groupByPage, projectFiles } from './project';

export type SampleProblem = { page: string; line: number; message: string };

function slug(text: string): string {
  return text.replace(/[^a-zA-Z0-9]+/g, '-').replace(/^-|-$/g, '');
}

type VirtualFile = {
  path: string;
  content: string;
  block: SampleBlock;
  lineMap: number[];
  /** The block's own file, as opposed to a page file it imports. */
  own: boolean;
};

export type SamplesProgram = {
  ts: typeof TS;
  program: TS.Program;
  /** The sample project's folder (samples/v10): its node_modules holds the pinned packages. */
  projectDir: string;
  /** The sample project's tsconfig.json `compilerOptions`, as written. */
  rawOptions: Record<string, unknown>;
  virtual: Map<string, VirtualFile>;
  /** Every file the compiler read from disk (package.json files included). */
  read: Set<string>;
};

/** One program over every block of a version, each block's project in its own folder. */
export function samplesProgram(
  blocks: SampleBlock[],
  version: SampleVersion,
  samplesRoot = path.resolve('samples'),
): SamplesProgram {
  const projectDir = path.join(samplesRoot, version);
  const requireFromProject = createRequire(path.join(projectDir, 'package.json'));
  const ts = requireFromProject('typescript') as typeof TS;

  const configFile = ts.readConfigFile(path.join(projectDir, 'tsconfig.json'), (file) =>
    ts.sys.readFile(file),
  );
  // The config's own path, so `types` and typeRoots resolve in the sample project's node_modules
  // rather than in the current directory's (the site's newer @types/node).
  const { options } = ts.parseJsonConfigFileContent(
    configFile.config,
    ts.sys,
    projectDir,
    undefined,
    path.join(projectDir, 'tsconfig.json'),
  );

  // Each block gets its own folder holding the page's project as that block sees it; only the
  // block's own files are roots and report problems, the others are there to be imported.
  const virtual = new Map<string, VirtualFile>();
  const virtualDirs = new Set<string>();
  const roots: string[] = [];
  for (const page of groupByPage(blocks)) {
    page.forEach((block, index) => {
      const dir = path.join(projectDir, '.virtual', `${slug(block.page)}-L${block.line}`);
      for (let d = dir; d.startsWith(projectDir) && d !== projectDir; d = path.dirname(d))
        virtualDirs.add(d);
      for (const [name, { file, own }] of projectFiles(page, index)) {
        const filePath = path.join(dir, name);
        for (let d = path.dirname(filePath); d !== dir && d.startsWith(dir); d = path.dirname(d))
          virtualDirs.add(d);
        virtual.set(filePath, {
          path: filePath,
          content: file.content,
          block,
          lineMap: file.lineMap,
          own,
        });
        if (own) roots.push(filePath);
      }
    });
  }

  const host = ts.createCompilerHost(options);
  const original = {
    fileExists: host.fileExists.bind(host),
    readFile: host.readFile.bind(host),
    getSourceFile: host.getSourceFile.bind(host),
    directoryExists: host.directoryExists?.bind(host),
  };
  host.fileExists = (file) => virtual.has(file) || original.fileExists(file);
  const read = new Set<string>();
  host.readFile = (file) => {
    const entry = virtual.get(file);
    if (entry) return entry.content;
    const text = original.readFile(file);
    if (text !== undefined) read.add(file);
    return text;
  };
  host.directoryExists = (dir) =>
    virtualDirs.has(dir) || (original.directoryExists?.(dir) ?? ts.sys.directoryExists(dir));
  host.getSourceFile = (file, languageVersion, onError, shouldCreate) => {
    const entry = virtual.get(file);
    if (entry) return ts.createSourceFile(file, entry.content, languageVersion, true);
    return original.getSourceFile(file, languageVersion, onError, shouldCreate);
  };

  const program = ts.createProgram({ rootNames: roots, options, host });
  const rawOptions = (configFile.config as { compilerOptions: Record<string, unknown> })
    .compilerOptions;
  return { ts, program, projectDir, rawOptions, virtual, read };
}

export function compileBlocks(
  blocks: SampleBlock[],
  version: SampleVersion,
  samplesRoot = path.resolve('samples'),
): SampleProblem[] {
  if (blocks.length === 0) return [];
  const { ts, program, virtual } = samplesProgram(blocks, version, samplesRoot);
  const problems: SampleProblem[] = [];
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    const entry = diagnostic.file ? virtual.get(diagnostic.file.fileName) : undefined;
    if (!entry || diagnostic.file === undefined || diagnostic.start === undefined) {
      // A problem outside the samples (a broken sample project) fails every block.
      problems.push({
        page: `samples/${version}`,
        line: 0,
        message: `TS${diagnostic.code}: ${message}`,
      });
      continue;
    }
    // A page file is checked as its own block's root; here it is only imported.
    if (!entry.own) continue;
    const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
    problems.push({
      page: entry.block.page,
      line: entry.lineMap[line] ?? entry.block.line,
      message: `TS${diagnostic.code}: ${message}`,
    });
  }
  return problems;
}
