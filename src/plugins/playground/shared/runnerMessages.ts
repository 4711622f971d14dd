// What the playground page and its sandboxed runner frame say to each other.

/** A project file compiled to CommonJS (`/server/router.ts`). */
export type RunnerFile = {
  path: string;
  js: string;
  /** A server entry the runner does not run: the router it serves is answered in memory. */
  standIn: boolean;
};

export type RunRequest = { type: 'run'; files: RunnerFile[] };

export type RunnerReport =
  | { type: 'ready' }
  /** The project's files have run and no request is in flight (later output may still come). */
  | { type: 'idle' }
  | {
      type: 'console';
      level: 'log' | 'info' | 'warn' | 'error' | 'debug';
      text: string;
    }
  | { type: 'error'; text: string }
  | {
      type: 'request';
      method: string;
      url: string;
      requestBody: string | undefined;
      status: number;
      responseBody: string;
    };
