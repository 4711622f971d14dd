// Runs a playground project inside its sandboxed frame (an opaque origin with its own CSP: no
// network, no storage of the site). The packages that work in a browser are bundled with this
// file for each version (../build/runnerBundle.ts); the project's files arrive compiled to CommonJS. The
// server entry a page shows (a standalone, Express or Fastify server) cannot listen here, so
// every `fetch` the client makes is answered in memory by the project's router, through the
// version's own request handler.
import type { RunnerReport, RunRequest } from '../shared/runnerMessages';

/** The project's exported `createContext`, if it has one. */
type CreateContext = ((options: unknown) => unknown) | undefined;

/** A request handler of the version's packages, given the project's router and context. */
export type StandIn = (options: {
  router: unknown;
  request: Request;
  createContext: CreateContext;
}) => Promise<Response>;

type Module = { exports: Record<string, unknown> };

// Samples await at their top level (they are ES modules), which CommonJS output keeps: each
// file runs as an async function. Until its first `await` it runs at once, as `require` expects.
// eslint-disable-next-line @typescript-eslint/require-await -- only its constructor is wanted
const AsyncFunction = (async () => undefined).constructor as new (
  ...params: string[]
) => (...args: unknown[]) => Promise<void>;

const report = (message: RunnerReport) => window.parent.postMessage(message, '*');

/** Console arguments as one line, close to how Node prints them. */
function formatArgs(args: unknown[]): string {
  return args
    .map((arg) => {
      if (typeof arg === 'string') return arg;
      if (arg instanceof Error) return `${arg.name}: ${arg.message}`;
      if (typeof arg === 'function') return `[Function ${arg.name || 'anonymous'}]`;
      if (typeof arg === 'bigint') return `${arg}n`;
      if (typeof arg !== 'object' || arg === null) return String(arg);
      try {
        return JSON.stringify(arg, null, 1).replace(/\n\s*/g, ' ');
      } catch {
        return Object.prototype.toString.call(arg);
      }
    })
    .join(' ');
}

function captureConsole(): void {
  for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    console[level] = (...args: unknown[]) =>
      report({ type: 'console', level, text: formatArgs(args) });
  }
}

/** `a/b/../c` -> `a/c` */
function normalise(path: string): string {
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return `/${parts.join('/')}`;
}

const isRouter = (value: unknown): value is { _def: Record<string, unknown> } =>
  typeof value === 'object' &&
  value !== null &&
  '_def' in value &&
  typeof value._def === 'object' &&
  value._def !== null &&
  // 10.x marks its routers; a 9.x router keeps its queries and mutations apart.
  ('router' in value._def || ('queries' in value._def && 'mutations' in value._def));

function procedureCount(router: { _def: Record<string, unknown> }): number {
  const def = router._def;
  const count = (record: unknown) =>
    typeof record === 'object' && record !== null ? Object.keys(record).length : 0;
  return count(def.procedures) + count(def.queries) + count(def.mutations);
}

function run(request: RunRequest, packages: Record<string, unknown>, standIn: StandIn): void {
  const cache = new Map<string, Module>();
  const sources = new Map(request.files.map((file) => [file.path, file]));

  function resolve(specifier: string, from: string): string | undefined {
    const base = normalise(`${from.slice(0, from.lastIndexOf('/'))}/${specifier}`).replace(
      /\.js$/,
      '',
    );
    return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find(
      (candidate) => sources.has(candidate),
    );
  }

  /** Each file's run, until its last top-level `await` settles. */
  const runs: Promise<void>[] = [];
  const reportFailure = (path: string) => (error: unknown) =>
    report({ type: 'error', text: `${path.slice(1)}: ${formatArgs([error])}` });

  function load(path: string): Module {
    const cached = cache.get(path);
    if (cached) return cached;
    const file = sources.get(path)!;
    const module: Module = { exports: {} };
    cache.set(path, module);
    if (file.standIn)
      throw new Error(`${path.slice(1)} starts a server, which the playground stands in for.`);
    const requireFrom = (specifier: string): unknown => {
      if (specifier.startsWith('.')) {
        const target = resolve(specifier, path);
        if (!target) throw new Error(`${path.slice(1)}: no file "${specifier}" in the project.`);
        return load(target).exports;
      }
      if (specifier in packages) return packages[specifier];
      throw new Error(`"${specifier}" does not run in the browser.`);
    };
    // The sandbox's whole purpose: its policy allows this, and nothing else of the site does.
    const body = new AsyncFunction(
      'require',
      'module',
      'exports',
      `${file.js}\n//# sourceURL=${path}`,
    );
    runs.push(body(requireFrom, module, module.exports).catch(reportFailure(path)));
    return module;
  }

  let answer: (router: unknown, createContext: CreateContext) => void = () => undefined;
  const served = new Promise<{ router: unknown; createContext: CreateContext }>((resolved) => {
    answer = (router, createContext) => resolved({ router, createContext });
  });

  let inFlight = 0;
  let evaluated = false;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  // A client's follow-up request starts right after the previous answer: wait a moment before
  // calling the run quiet.
  const reportIdle = () => {
    clearTimeout(idleTimer);
    if (evaluated && inFlight === 0)
      idleTimer = setTimeout(() => inFlight === 0 && report({ type: 'idle' }), 250);
  };

  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    inFlight += 1;
    clearTimeout(idleTimer);
    try {
      const httpRequest = new Request(input, init);
      const requestBody =
        httpRequest.method === 'GET' ? undefined : await httpRequest.clone().text();
      const { router, createContext } = await served;
      if (!router)
        throw new TypeError(
          `The project exports no router, so nothing answers ${httpRequest.method} ${httpRequest.url}.`,
        );
      const response = await standIn({ router, request: httpRequest, createContext });
      report({
        type: 'request',
        method: httpRequest.method,
        url: httpRequest.url,
        requestBody,
        status: response.status,
        responseBody: await response.clone().text(),
      });
      return response;
    } finally {
      inFlight -= 1;
      reportIdle();
    }
  };

  for (const file of request.files) {
    if (file.standIn) continue;
    try {
      load(file.path);
    } catch (error) {
      // A syntax error, or a `require` that failed before the file's first `await`.
      reportFailure(file.path)(error);
    }
  }
  const exported = [...cache.values()].flatMap((module) => Object.entries(module.exports));
  const routers = exported.filter((entry): entry is [string, { _def: Record<string, unknown> }] =>
    isRouter(entry[1]),
  );
  const router =
    routers.find(([name]) => name === 'appRouter')?.[1] ??
    routers.sort((a, b) => procedureCount(b[1]) - procedureCount(a[1]))[0]?.[1];
  const createContext = exported.find(
    ([name, value]) => name === 'createContext' && typeof value === 'function',
  )?.[1] as CreateContext;
  // The router answers as soon as the files have run up to their first `await`: a client
  // awaiting its first answer at the top level needs it then.
  answer(router, createContext);
  void Promise.allSettled(runs).then(() => {
    evaluated = true;
    reportIdle();
  });
}

/** Waits for the project from the page that made this frame, runs it once. */
export function startRunner(packages: Record<string, unknown>, standIn: StandIn): void {
  captureConsole();
  window.addEventListener('unhandledrejection', (event) =>
    report({ type: 'error', text: `Uncaught (in promise) ${formatArgs([event.reason])}` }),
  );
  window.addEventListener('error', (event) =>
    report({ type: 'error', text: `Uncaught ${formatArgs([event.error ?? event.message])}` }),
  );
  let started = false;
  window.addEventListener('message', (event: MessageEvent<RunRequest>) => {
    if (event.source !== window.parent || started || event.data?.type !== 'run') return;
    started = true;
    run(event.data, packages, standIn);
  });
  report({ type: 'ready' });
}
