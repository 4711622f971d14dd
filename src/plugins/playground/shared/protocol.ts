// What the playground page and its TypeScript worker say to each other.

/** A file of the project as the worker holds it (`/server/router.ts`). */
export type WorkerFile = { path: string; content: string };

/** What the playground loads for a version: assets of the build. */
export type VersionSetup = {
  /** Where the version's docs pages are (`/docs/v10/`): a page there is this version's. */
  docsPath: string;
  /** The compiler's script. */
  typescriptUrl: string;
  /** Its version (`4.8.4`), the sample projects' TypeScript, which the page names. */
  typescriptVersion: string;
  /** Its size as the script reads it (uncompressed), for the progress a first open shows. */
  typescriptBytes: number;
  /** The version's declaration files (./typesPack.ts). */
  typesUrl: string;
  /** Their size, uncompressed. */
  typesBytes: number;
  /** The sandboxed page that runs a project (../build/runnerBundle.ts). */
  runnerUrl: string;
  /** The packages it has, by the specifiers a file imports them with. */
  runnerModules: string[];
};

/**
 * Whether a project's compiler needs the samples' `jsx` option: it has a .tsx file. With `jsx`
 * set, TypeScript gives every module an implicit import of `react/jsx-runtime`, so a project of
 * .ts files alone would parse React's declarations and csstype's (1.1 MB, a quarter of what a
 * first open parses) only to make the global names `JSX` and `React` visible, which no .ts-only
 * project of the docs uses (tests/unit/playground-jsx.test.ts).
 */
export const needsJsx = (paths: string[]): boolean => paths.some((p) => p.endsWith('.tsx'));

/** Sent once per version as the worker starts, outside Comlink's calls: load this version now. */
export type PreloadMessage = { preload: string };

/** What a first open downloads: the compiler, or a version's declaration files. */
export type DownloadPart = { kind: 'compiler' } | { kind: 'types'; version: string };

/** Sent by the worker, outside Comlink's calls, as a download goes: bytes read of `total`. */
export type ProgressMessage = {
  progress: { part: DownloadPart; loaded: number; total: number };
};

/** A problem TypeScript reports, as the editor and the problems list show it. */
export type Problem = {
  path: string;
  from: number;
  to: number;
  line: number;
  column: number;
  message: string;
  severity: 'error' | 'warning' | 'info';
  code: number;
};

/** A project file compiled for the runner: CommonJS, and the modules it requires. */
export type CompiledFile = { path: string; js: string; requires: string[] };
