// What the playground page and its TypeScript worker say to each other.

/** A file of the project as the worker holds it (`/server/router.ts`). */
export type WorkerFile = { path: string; content: string };

/** What the playground loads for a version: assets of the build. */
export type VersionSetup = {
  /** The compiler's script. */
  typescriptUrl: string;
  /** The version's declaration files (../pack.ts's `TypesPack`). */
  typesUrl: string;
  /** The sandboxed page that runs a project (../runtime.ts). */
  runnerUrl: string;
  /** The packages it has, by the specifiers a file imports them with. */
  runnerModules: string[];
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
