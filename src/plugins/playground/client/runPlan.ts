// Whether a playground project can run in the browser, and how: which files run, and which
// start a server the runner stands in for (it answers the client's requests in memory with the
// router those files would serve).
import type { RunnerFile } from '../shared/runnerMessages';
import type { CompiledFile } from '../shared/protocol';

/** Modules that start a server: a file that imports one is stood in for, not run. */
const SERVER_MODULES: Record<string, string> = {
  '@trpc/server/adapters/standalone': 'standalone server',
  '@trpc/server/adapters/express': 'Express server',
  '@trpc/server/adapters/fastify': 'Fastify server',
  '@trpc/server/adapters/aws-lambda': 'AWS Lambda handler',
  '@trpc/server/adapters/lambda': 'AWS Lambda handler',
  '@trpc/server/adapters/next': 'Next.js API handler',
  '@trpc/server/adapters/node-http': 'Node.js HTTP server',
  express: 'Express server',
  fastify: 'Fastify server',
  http: 'Node.js HTTP server',
  'node:http': 'Node.js HTTP server',
};

export type RunPlan =
  | {
      kind: 'run';
      files: RunnerFile[];
      /** The server entries stood in for: file and what it starts (`standalone server`). */
      standIns: { path: string; server: string }[];
    }
  | {
      kind: 'types-only';
      module: string;
      path: string;
      /** Why the runner cannot run it, said after "which": "renders React components, …". */
      reason: string;
    };

/**
 * Why the runner leaves out a module, by what it does. The runner is a sandboxed frame with
 * tRPC's server and client and no network: it cannot render a UI, open a socket or use Node.
 */
const REASONS: { test: RegExp; reason: string }[] = [
  {
    test: /^(react|react-dom|next|@tanstack\/react-query|@trpc\/(react|react-query|next))(\/|$)|^next-auth\/react$/,
    reason: 'renders React components: the playground checks their types but renders no UI',
  },
  {
    test: /(^|\/)(wsLink|ws)$|^isomorphic-ws$/,
    reason: 'opens a WebSocket, and the sandbox the code runs in has no network',
  },
  {
    test: /^node:|^(fs|path|os|net|https?|crypto|stream|child_process|url|zlib)$/,
    reason: 'is part of Node.js, which a browser does not have',
  },
];

/** Why a module cannot run in the playground's sandbox. */
export function whyNotRun(module: string): string {
  return (
    REASONS.find(({ test }) => test.test(module))?.reason ??
    'is not one of the packages the playground runs'
  );
}

export function runPlan(files: CompiledFile[], runnerModules: readonly string[]): RunPlan {
  const available = new Set(runnerModules);
  const standIns: { path: string; server: string }[] = [];
  for (const file of files) {
    const server = file.requires.map((name) => SERVER_MODULES[name]).find(Boolean);
    if (server) {
      standIns.push({ path: file.path, server });
      continue;
    }
    const missing = file.requires.find((name) => !name.startsWith('.') && !available.has(name));
    if (missing)
      return { kind: 'types-only', module: missing, path: file.path, reason: whyNotRun(missing) };
  }
  const stood = new Set(standIns.map((s) => s.path));
  return {
    kind: 'run',
    files: files.map(({ path, js }) => ({ path, js, standIn: stood.has(path) })),
    standIns,
  };
}
