// The playground's TypeScript, off the page's main thread: the sample projects' compiler over a
// virtual file system holding the version's declaration files (@typescript/vfs), answering the
// editor's questions (problems, completions, hover) through Comlink. The shape of the answers is
// @valtown/codemirror-ts's, whose editor extensions ask them.
import * as Comlink from 'comlink';
import type * as TS from 'typescript';
import type { VirtualTypeScriptEnvironment } from '@typescript/vfs';
import type { CompletionContext } from '@codemirror/autocomplete';
import type { TypesPack } from '../pack';
import type { Problem, WorkerFile, WorkerSetup } from './protocol';
import type * as ServiceModule from './service';

declare function importScripts(...urls: string[]): void;

type Service = typeof ServiceModule;

let env: VirtualTypeScriptEnvironment | undefined;
let service: Service | undefined;
let ts: typeof TS | undefined;
let setupKey: string | undefined;
let projectFiles: string[] = [];

async function start(setup: WorkerSetup, files: WorkerFile[]): Promise<void> {
  const key = `${setup.typescriptUrl} ${setup.typesUrl}`;
  if (setupKey !== key) {
    if (!ts) {
      importScripts(setup.typescriptUrl);
      ts = (globalThis as { ts?: typeof TS }).ts;
    }
    const response = await fetch(setup.typesUrl);
    if (!response.ok) throw new Error(`${setup.typesUrl}: HTTP ${response.status}`);
    const pack = (await response.json()) as TypesPack;
    // Imported after the compiler is loaded: these modules read it when they are evaluated.
    service ??= await import('./service');
    env = service.environment(pack, files);
    setupKey = key;
  } else {
    for (const path of projectFiles) env?.deleteFile(path);
    for (const file of files) env?.createFile(file.path, file.content);
  }
  projectFiles = files.map((file) => file.path);
}

const api = {
  /** Loads the compiler and the version's types once, then holds `files` as the project. */
  async open(setup: WorkerSetup, files: WorkerFile[]): Promise<void> {
    await start(setup, files);
  },
  updateFile({ path, code }: { path: string; code: string }): void {
    if (env && service) service.writeFile(env, path, code);
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
