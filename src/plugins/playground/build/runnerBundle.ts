// What a playground project runs on, built per version when the site is: the sandbox's runner
// (../runner/runner.ts) bundled with the version's pinned packages that work in a browser, and
// the page that runs it in its frame. Under its own Content-Security-Policy (in the page, and
// from src/config/securityHeaders.ts), the only page of the site that may evaluate code.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { hashed, type PlaygroundAsset } from './assetFiles';

// What a browser can run of the versions' packages (subpaths a version lacks are left out).
const BROWSER_MODULES = [
  '@trpc/server',
  '@trpc/server/adapters/fetch',
  '@trpc/server/observable',
  '@trpc/server/rpc',
  '@trpc/client',
  '@trpc/client/links/httpBatchLink',
  '@trpc/client/links/httpLink',
  '@trpc/client/links/splitLink',
  '@trpc/client/links/loggerLink',
  'zod',
  'yup',
  'superstruct',
  'superjson',
  'devalue',
  // Node's, which routers use for subscriptions: ../runner/nodeShims.ts's emitter.
  'events',
];

/** Node's modules a browser package still imports, as ../runner/nodeShims.ts has them. */
function nodeShims(): Plugin {
  const shims = path.join(__dirname, '..', 'runner', 'nodeShims.ts');
  const contents: Record<string, string> = {
    http: `import { http } from ${JSON.stringify(shims)}; export default http;`,
    url: `import { url } from ${JSON.stringify(shims)}; export default url; export const URLSearchParams = url.URLSearchParams;`,
    events: `export { EventEmitter, EventEmitter as default } from ${JSON.stringify(shims)};`,
  };
  return {
    name: 'node-shims',
    setup(build) {
      build.onResolve({ filter: /^(http|url|events)$/ }, (args) => ({
        path: args.path,
        namespace: 'node-shim',
      }));
      build.onLoad({ filter: /.*/, namespace: 'node-shim' }, (args) => ({
        contents: contents[args.path],
        resolveDir: path.dirname(shims),
        loader: 'ts',
      }));
    },
  };
}

export type RunnerAssets = { page: PlaygroundAsset; modules: string[] };

/**
 * The runner's page, with its script inline. The frame's origin is opaque, so a script file,
 * even the site's own, would be a cross-origin load: one that runs only where the host sends
 * `Access-Control-Allow-Origin` (a plain static server or bucket sends none), or one whose
 * uncaught errors the browser hides. Inline, it runs on any host and its errors reach the
 * reader. The page carries its own policy, so any host enforces it: this script (by its hash)
 * and `eval` of the reader's code, and no network.
 */
function runnerPage(label: string, code: string): string {
  if (/<!--|<\/script/i.test(code))
    throw new Error('the runner bundle holds <!-- or </script, which would end its inline script');
  const digest = createHash('sha256').update(code).digest('base64');
  const policy = [
    "default-src 'none'",
    `script-src 'sha256-${digest}' 'unsafe-eval'`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta http-equiv="Content-Security-Policy" content="${policy}">` +
    `<title>tRPC ${label} playground runner</title>` +
    `<script>${code}</script></head><body></body></html>\n`
  );
}

function entrySource(modules: string[]): string {
  const runnerDir = path.join(__dirname, '..', 'runner');
  const imports = modules.map((name, i) => `import * as m${i} from ${JSON.stringify(name)};`);
  // TypeScript's CommonJS output reads a default import as `.default` of a module marked
  // `__esModule`, which a bundle's namespace object is not.
  const table = modules.map((name, i) => `${JSON.stringify(name)}: { ...m${i}, __esModule: true }`);
  const standIn = modules.includes('@trpc/server/adapters/fetch')
    ? `fetchAdapterStandIn(packages['@trpc/server/adapters/fetch'].fetchRequestHandler)`
    : `resolveResponseStandIn(packages['@trpc/server'].resolveHTTPResponse)`;
  return [
    `import { startRunner } from ${JSON.stringify(path.join(runnerDir, 'runner.ts'))};`,
    `import { fetchAdapterStandIn, resolveResponseStandIn } from ${JSON.stringify(path.join(runnerDir, 'standIns.ts'))};`,
    ...imports,
    `const packages = { ${table.join(', ')} };`,
    `startRunner(packages, ${standIn});`,
  ].join('\n');
}

/** The runner of one sample project (`samples/v10`): its script and the page that loads it. */
export async function runnerAssets(
  sample: string,
  projectDir: string,
  label: string,
): Promise<RunnerAssets> {
  const resolveFrom = createRequire(path.join(projectDir, 'package.json'));
  const modules = BROWSER_MODULES.filter((name) => {
    try {
      resolveFrom.resolve(name);
      return true;
    } catch {
      return false;
    }
  });
  const { outputFiles } = await build({
    stdin: { contents: entrySource(modules), resolveDir: projectDir, loader: 'ts' },
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    logLevel: 'silent',
    plugins: [nodeShims()],
    define: {
      'process.env.NODE_ENV': '"production"',
      // 9.x's server refuses to load where `window` exists unless it runs under a test runner;
      // the sandbox plays the server's part, so it says it is one.
      'process.env.JEST_WORKER_ID': '"playground"',
    },
  });
  const page = hashed(`runner/${sample}`, 'html', runnerPage(label, outputFiles[0].text));
  return { page, modules };
}
