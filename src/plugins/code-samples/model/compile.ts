// Compiles sample blocks against a pinned sample project (samples/v10, samples/v9) with
// that project's own TypeScript: one program per version, every block in its own
// in-memory folder inside the project so imports resolve to the pinned packages.
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as TS from 'typescript';
import type { SampleBlock, SampleVersion } from './extract';
import { groupByPage, projectFiles } from './project';
import { compilerFlags, compilerFlagsKey } from '../syntax';

export type SampleProblem = { page: string; line: number; message: string };

function slug(text: string): string {
  return text.replace(/[^a-zA-Z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/** A file of one block's project, as the compiler gets it. */
type ProjectSource = {
  name: string;
  content: string;
  /** Markdown line of each line of `content`, when it is the page's text as written. */
  lineMap?: number[];
  /** Said after each of its problems: where it is compiled, when that is not its own block. */
  note?: string;
};

/** A block's project: its files, in a folder of their own named after the block. */
export type SourceProject = { page: string; line: number; files: ProjectSource[] };

type VirtualFile = ProjectSource & { path: string; project: SourceProject };

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

/**
 * Each block's project, every file of it checked: the playground opens the same files
 * (src/plugins/playground/build/projects.ts) and lists the problems of each, so a page's file that does not
 * compile with an earlier block's files would greet the reader who opens that block with errors.
 */
function blockProjects(blocks: SampleBlock[]): SourceProject[] {
  return groupByPage(blocks).flatMap((page) =>
    page.map((block, index) => ({
      page: block.page,
      line: block.line,
      files: [...projectFiles(page, index)].map(([name, { file, own }]) => ({
        name,
        content: file.content,
        lineMap: file.lineMap,
        note: own ? undefined : `in the project of the block at line ${block.line}`,
      })),
    })),
  );
}

/** One program over every block of a version. */
export function samplesProgram(
  blocks: SampleBlock[],
  version: SampleVersion,
  samplesRoot = path.resolve('samples'),
): SamplesProgram {
  return projectsProgram(blockProjects(blocks), version, samplesRoot);
}

/**
 * One program over many blocks' projects of a version, each project in its own folder, with the
 * sample project's compiler options and `flags` over them (../syntax.ts `compilerFlags`).
 */
function projectsProgram(
  projects: SourceProject[],
  version: SampleVersion,
  samplesRoot = path.resolve('samples'),
  flags: Record<string, boolean> = {},
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
  Object.assign(options, flags);

  // Each block gets its own folder holding its project: every file is a root, so each is
  // checked as the reader who opens the block gets it.
  const virtual = new Map<string, VirtualFile>();
  const virtualDirs = new Set<string>();
  const roots: string[] = [];
  for (const project of projects) {
    const dir = path.join(projectDir, '.virtual', `${slug(project.page)}-L${project.line}`);
    for (let d = dir; d.startsWith(projectDir) && d !== projectDir; d = path.dirname(d))
      virtualDirs.add(d);
    for (const file of project.files) {
      const filePath = path.join(dir, file.name);
      for (let d = path.dirname(filePath); d !== dir && d.startsWith(dir); d = path.dirname(d))
        virtualDirs.add(d);
      virtual.set(filePath, { ...file, path: filePath, project });
      roots.push(filePath);
    }
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
  return compileProjects(blockProjects(blocks), version, samplesRoot);
}

/**
 * The problems of every file of each project: at the file's Markdown line when it is the page's
 * text as written, else at the block's line, naming the file, line and column. A file's problem
 * that its own block has too is said once, there.
 */
export function compileProjects(
  projects: SourceProject[],
  version: SampleVersion,
  samplesRoot = path.resolve('samples'),
): SampleProblem[] {
  if (projects.length === 0) return [];
  // Projects whose files set compiler options (`// @strict: false`) get a program of their own.
  const byFlags = new Map<string, { flags: Record<string, boolean>; group: SourceProject[] }>();
  for (const project of projects) {
    const flags = compilerFlags(project.files.map((file) => file.content));
    const key = compilerFlagsKey(flags);
    const known = byFlags.get(key);
    if (known) known.group.push(project);
    else byFlags.set(key, { flags, group: [project] });
  }
  const found = [...byFlags.values()].flatMap(({ flags, group }) =>
    programProblems(projectsProgram(group, version, samplesRoot, flags), version),
  );
  const key = ({ page, line, message }: SampleProblem) => `${page}\u0000${line}\u0000${message}`;
  const unnoted = new Set(found.filter((problem) => !problem.note).map(key));
  return found.flatMap(({ note, ...problem }) => {
    if (!note) return [problem];
    return unnoted.has(key(problem))
      ? []
      : [{ ...problem, message: `${problem.message} (${note})` }];
  });
}

/** A program's problems, each at its Markdown line or its block's, with its file's note. */
function programProblems(
  { ts, program, virtual }: SamplesProgram,
  version: SampleVersion,
): (SampleProblem & { note?: string })[] {
  const found: (SampleProblem & { note?: string })[] = [];
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const message = `TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
    const entry = diagnostic.file ? virtual.get(diagnostic.file.fileName) : undefined;
    if (!entry || diagnostic.file === undefined || diagnostic.start === undefined) {
      // A problem outside the samples (a broken sample project) fails every block.
      found.push({ page: `samples/${version}`, line: 0, message });
      continue;
    }
    const { line, character } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
    const { project, note } = entry;
    const markdownLine = entry.lineMap?.[line];
    found.push(
      markdownLine === undefined
        ? {
            page: project.page,
            line: project.line,
            message: `${entry.name}:${line + 1}:${character + 1}: ${message}`,
            note,
          }
        : { page: project.page, line: markdownLine, message, note },
    );
  }
  return found;
}
