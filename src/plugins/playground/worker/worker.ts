// The playground's TypeScript, off the page's main thread: the sample projects' compiler over a
// virtual file system holding the version's declaration files (@typescript/vfs), answering the
// editor's questions (problems, completions, hover) through Comlink. The shape of the answers is
// @valtown/codemirror-ts's, whose editor extensions ask them.
import * as Comlink from 'comlink';
import type * as TS from 'typescript';
import type { VirtualTypeScriptEnvironment } from '@typescript/vfs';
import type { CompletionContext } from '@codemirror/autocomplete';
import type { TypesPack } from '../shared/typesPack';
import {
  needsJsx,
  type CompiledFile,
  type DownloadPart,
  type PreloadMessage,
  type ProgressMessage,
  type Problem,
  type VersionSetup,
  type WorkerFile,
} from '../shared/protocol';
import { versionSetup } from '../shared/setups';
import { compilerFlags, compilerFlagsKey } from '../../code-samples/syntax';
import type * as ServiceModule from './service';

declare function importScripts(...urls: string[]): void;

type Service = typeof ServiceModule;

let env: VirtualTypeScriptEnvironment | undefined;
let service: Service | undefined;
let projectFiles: string[] = [];
/** The text of each file of the open project, as the editor last sent it. */
const openText = new Map<string, string>();
/**
 * One environment per version, `jsx` and the compiler options a project's lines set (`// @strict:
 * false`, a troubleshooting entry's cause), created once: the compiler and types parsed.
 */
const environments = new Map<string, Promise<VirtualTypeScriptEnvironment>>();
/** Each version's declaration files, downloading or parsed. */
const packs = new Map<string, Promise<TypesPack>>();
/** The compiler, downloading or run. */
const compilers = new Map<string, Promise<void>>();

function setupOf(version: string): VersionSetup {
  const setup = versionSetup(version);
  if (!setup) throw new Error(`No types for ${version}.`);
  return setup;
}

/** `create()`'s promise, made once per key; a failed one (offline) is made again next time. */
function once<T>(made: Map<string, Promise<T>>, key: string, create: () => Promise<T>): Promise<T> {
  let promise = made.get(key);
  if (!promise) {
    promise = create();
    promise.catch(() => made.delete(key));
    made.set(key, promise);
  }
  return promise;
}

/**
 * A file's text, read as it arrives so the page can say how much of it has (a first open on a
 * slow network takes minutes, and a line that never changes reads as a hang). `total` is the
 * file's size uncompressed, as the build recorded it: the bytes read here are decompressed.
 */
async function download(url: string, part: DownloadPart, total: number): Promise<string> {
  const response = await fetch(url);
  if (!response.ok || !response.body) throw new Error(`${url}: HTTP ${response.status}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let loaded = 0;
  let told = -1;
  const tell = () => {
    told = loaded;
    const message: ProgressMessage = { progress: { part, loaded, total } };
    self.postMessage(message);
  };
  tell();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    loaded += value.byteLength;
    // About a hundred messages for the whole file, however it is chunked.
    if (loaded - told >= total / 100) tell();
  }
  if (told !== loaded) tell();
  return text + decoder.decode();
}

function typesPack(setup: VersionSetup, version: string): Promise<TypesPack> {
  return once(packs, setup.typesUrl, async () => {
    const text = await download(setup.typesUrl, { kind: 'types', version }, setup.typesBytes);
    return JSON.parse(text) as TypesPack;
  });
}

/**
 * Runs the compiler, unless it has run. It is read once with `download` for its progress, then
 * run with importScripts, which the HTTP cache that read filled answers (the build's assets are
 * immutable; on a host that sends no caching headers, Chromium still reuses or revalidates it).
 */
function loadCompiler(setup: VersionSetup): Promise<void> {
  return once(compilers, setup.typescriptUrl, async () => {
    if ((globalThis as { ts?: typeof TS }).ts) return;
    await download(setup.typescriptUrl, { kind: 'compiler' }, setup.typescriptBytes);
    importScripts(setup.typescriptUrl);
  });
}

type Flags = Record<string, boolean>;

async function createEnvironment(
  version: string,
  jsx: boolean,
  flags: Flags,
): Promise<VirtualTypeScriptEnvironment> {
  const setup = setupOf(version);
  // The types download while the compiler loads.
  const types = typesPack(setup, version);
  await loadCompiler(setup);
  const pack = await types;
  // Imported after the compiler is loaded: these modules read it when they are evaluated.
  service ??= await import('./service');
  return service.environment(pack, jsx, flags);
}

function environmentFor(
  version: string,
  jsx: boolean,
  flags: Flags = {},
): Promise<VirtualTypeScriptEnvironment> {
  const key = `${version} ${jsx} ${compilerFlagsKey(flags)}`;
  return once(environments, key, () => createEnvironment(version, jsx, flags));
}

// The page's first word, before any call (../client/startWorker.ts): the version to load now. Not a
// Comlink call, so Comlink's listener, added after this one, never sees it.
self.addEventListener('message', (event: MessageEvent) => {
  const { preload } = (event.data ?? {}) as Partial<PreloadMessage>;
  if (typeof preload !== 'string') return;
  event.stopImmediatePropagation();
  const setup = versionSetup(preload);
  if (!setup) return;
  // Offline: the first open tries again, and says so if it fails.
  typesPack(setup, preload).catch(() => undefined);
  loadCompiler(setup).catch(() => undefined);
});

/**
 * The last `open`, settled or not. The editor is created while the compiler loads, so its edits
 * and questions can arrive first: each waits here and then finds the project (or, if the open
 * failed, none).
 */
let opening: Promise<unknown> = Promise.resolve();
const opened = () => opening.catch(() => undefined);

const api = {
  /** Loads the compiler and parses the version's types, before the reader opens a sample. */
  async prepare(version: string, jsx: boolean): Promise<void> {
    await environmentFor(version, jsx);
  },
  /** The project the editor shows: `files` replace the previous project's. */
  open(version: string, files: WorkerFile[]): Promise<void> {
    const previous = opened();
    const next = (async () => {
      const created = await environmentFor(
        version,
        needsJsx(files.map((file) => file.path)),
        compilerFlags(files.map((file) => file.content)),
      );
      await previous;
      // Files the last project had with the same text stay, so reopening a page's project (its
      // blocks share it) keeps the compiler's work.
      const kept = new Set(
        created === env
          ? files.filter((file) => openText.get(file.path) === file.content).map((f) => f.path)
          : [],
      );
      for (const path of projectFiles) if (!kept.has(path)) env?.deleteFile(path);
      env = created;
      for (const file of files) if (!kept.has(file.path)) env.createFile(file.path, file.content);
      projectFiles = files.map((file) => file.path);
      openText.clear();
      for (const file of files) openText.set(file.path, file.content);
    })();
    opening = next;
    return next;
  },
  async updateFile({ path, code }: { path: string; code: string }): Promise<void> {
    await opened();
    if (env && service) service.writeFile(env, path, code);
    if (openText.has(path)) openText.set(path, code);
  },
  async getLints({
    path,
  }: {
    path: string;
    diagnosticCodesToIgnore?: number[];
  }): Promise<Problem[]> {
    await opened();
    return env && service ? service.problems(env, path) : [];
  },
  /** Every file's problems: an edit in one file can break another. */
  async projectProblems(): Promise<Problem[]> {
    await opened();
    if (!env || !service) return [];
    const { problems } = service;
    const current = env;
    return projectFiles.flatMap((path) => problems(current, path));
  },
  /** The project as JavaScript, as the editor last sent it, for the runner. */
  async compileProject(): Promise<CompiledFile[]> {
    await opened();
    if (!service) return [];
    const { compileForRun } = service;
    return projectFiles.map((path) => compileForRun(path, openText.get(path) ?? ''));
  },
  async getAutocompletion({
    path,
    context,
  }: {
    path: string;
    context: Pick<CompletionContext, 'pos' | 'explicit'>;
  }) {
    await opened();
    return env && service ? service.completions(env, path, context) : null;
  },
  async getHover({ path, pos }: { path: string; pos: number }) {
    await opened();
    return env && service ? service.hover(env, path, pos) : null;
  },
};

export type PlaygroundWorker = typeof api;

Comlink.expose(api);
