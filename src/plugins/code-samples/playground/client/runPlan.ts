// Whether a playground project can run in the browser, and how: which files run, and which
// start a server the runner stands in for (it answers the client's requests in memory with the
// router those files would serve).
import type { RunnerFile } from '../runner/messages';
import type { CompiledFile } from './protocol';

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
  | { kind: 'types-only'; module: string; path: string };

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
    if (missing) return { kind: 'types-only', module: missing, path: file.path };
  }
  const stood = new Set(standIns.map((s) => s.path));
  return {
    kind: 'run',
    files: files.map(({ path, js }) => ({ path, js, standIn: stood.has(path) })),
    standIns,
  };
}
