// What the playground page and its TypeScript worker say to each other.

/** A file of the project as the worker holds it (`/server/router.ts`). */
export type WorkerFile = { path: string; content: string };

export type WorkerSetup = {
  /** The compiler's script (an asset of the build). */
  typescriptUrl: string;
  /** The version's declaration files (./pack.ts's `TypesPack`). */
  typesUrl: string;
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
