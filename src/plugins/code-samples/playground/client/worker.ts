// The playground's TypeScript, off the page's main thread: the sample projects' compiler over a
// virtual file system holding the version's declaration files (@typescript/vfs), answering the
// editor's questions (problems, completions, hover) through Comlink. The shape of the answers is
// @valtown/codemirror-ts's, whose editor extensions ask them.
import * as Comlink from 'comlink';
import type * as TS from 'typescript';
import type { VirtualTypeScriptEnvironment } from '@typescript/vfs';
import type { CompletionContext } from '@codemirror/autocomplete';
import type { TypesPack } from '../pack';
import type { CompiledFile, Problem, VersionSetup, WorkerFile } from './protocol';
import type * as ServiceModule from './service';

declare function importScripts(...urls: string[]): void;

type Service = typeof ServiceModule;

let env: VirtualTypeScriptEnvironment | undefined;
let service: Service | undefined;
let projectFiles: string[] = [];
/** The text of each file of the open project, as the editor last sent it. */
const openText = new Map<string, string>();
/** One environment per version (by its assets), created once: the compiler and types parsed. */
const environments = new Map<string, Promise<VirtualTypeScriptEnvironment>>();

async function createEnvironment(setup: VersionSetup): Promise<VirtualTypeScriptEnvironment> {
  // The types download while the compiler loads (importScripts blocks until it has run).
  const types = fetch(setup.typesUrl).then(async (response) => {
    if (!response.ok) throw new Error(`${setup.typesUrl}: HTTP ${response.status}`);
    return (await response.json()) as TypesPack;
  });
  if (!(globalThis as { ts?: typeof TS }).ts) importScripts(setup.typescriptUrl);
  const pack = await types;
  // Imported after the compiler is loaded: these modules read it when they are evaluated.
  service ??= await import('./service');
  return service.environment(pack);
}

function environmentFor(setup: VersionSetup): Promise<VirtualTypeScriptEnvironment> {
  const key = `${setup.typescriptUrl} ${setup.typesUrl}`;
  let created = environments.get(key);
  if (!created) {
    created = createEnvironment(setup);
    // A failed load (offline) is tried again on the next open.
    created.catch(() => environments.delete(key));
    environments.set(key, created);
  }
  return created;
}

const api = {
  /** Loads the compiler and parses the version's types, before the reader opens a sample. */
  async prepare(setup: VersionSetup): Promise<void> {
    await environmentFor(setup);
  },
  /** The project the editor shows: `files` replace the previous project's. */
  async open(setup: VersionSetup, files: WorkerFile[]): Promise<void> {
    const next = await environmentFor(setup);
    // Files the last project had with the same text stay, so reopening a page's project (its
    // blocks share it) keeps the compiler's work.
    const kept = new Set(
      next === env
        ? files.filter((file) => openText.get(file.path) === file.content).map((f) => f.path)
        : [],
    );
    for (const path of projectFiles) if (!kept.has(path)) env?.deleteFile(path);
    env = next;
    for (const file of files) if (!kept.has(file.path)) env.createFile(file.path, file.content);
    projectFiles = files.map((file) => file.path);
    openText.clear();
    for (const file of files) openText.set(file.path, file.content);
  },
  updateFile({ path, code }: { path: string; code: string }): void {
    if (env && service) service.writeFile(env, path, code);
    if (openText.has(path)) openText.set(path, code);
  },
  getLints({ path }: { path: string; diagnosticCodesToIgnore?: number[] }): Problem[] {
    return env && service ? service.problems(env, path) : [];
  },
  /** Every file's problems: an edit in one file can break another. */
  projectProblems(): Problem[] {
    if (!env || !service) return [];
    const { problems } = service;
    const current = env;
    return projectFiles.flatMap((path) => problems(current, path));
  },
  /** The project as JavaScript, as the editor last sent it, for the runner. */
  compileProject(): CompiledFile[] {
    if (!service) return [];
    const { compileForRun } = service;
    return projectFiles.map((path) => compileForRun(path, openText.get(path) ?? ''));
  },
  getAutocompletion({
    path,
    context,
  }: {
    path: string;
    context: Pick<CompletionContext, 'pos' | 'explicit'>;
  }) {
    return env && service ? service.completions(env, path, context) : null;
  },
  getHover({ path, pos }: { path: string; pos: number }) {
    return env && service ? service.hover(env, path, pos) : null;
  },
};

export type PlaygroundWorker = typeof api;

Comlink.expose(api);
