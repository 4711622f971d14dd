// Follows a recipe the way a reader does: in a new empty folder outside the repository, runs
// the page's commands with npm against the registry, writes the files the page shows, type-checks
// with the TypeScript the page installed, and compares what the programs print and answer with
// what the page prints. The first step that fails ends the recipe, named by page and line.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { send } from '../../samples/doctest';
import type { BrowserLook } from './browser';
import type { Beginnings } from './beginnings';
import { portHolder } from './portHolder';
import type { Recipe, Step } from './recipe';

/** How long one command may take: a cold `next build` on a busy two-core runner fits. */
const COMMAND_TIMEOUT_MS = 240_000;
/** How long a server may take to listen. */
const SERVE_TIMEOUT_MS = 60_000;
/** How many lines of a failing command's output the message quotes. */
const TAIL_LINES = 25;

class RecipeFailure extends Error {}

/**
 * npm as a reader runs it, except that downloads come from one cache shared by every recipe
 * (and by the site's own `npm ci`), preferred over the registry when it has the version.
 */
function npmEnvironment(cache: string | undefined): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  // What this test runner sets for itself is not the reader's environment: `npm run` exports
  // the site's own npm settings (its prefix, its package), which would point npm back at this
  // repository. Where to download from stays: the registry, proxies and certificates.
  const kept =
    /^npm_config_(registry|proxy|https_proxy|noproxy|strict_ssl|cafile|ca|userconfig|cache)$/i;
  for (const key of Object.keys(env)) {
    if (/^npm_/i.test(key) && !kept.test(key)) delete env[key];
    if (/^(VITEST|TEST|NODE_ENV|NODE_OPTIONS)($|_)/.test(key)) delete env[key];
  }
  return {
    ...env,
    ...(cache ? { npm_config_cache: cache } : {}),
    npm_config_prefer_offline: 'true',
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
    NEXT_TELEMETRY_DISABLED: '1',
    CI: 'true',
  };
}

type Ran = { code: number | null; output: string; timedOut: boolean };

/**
 * The last lines of a command's output, quoted with a bar: a quoted stack frame must not read
 * as a frame of the failure itself (the test runner would go looking for its source map).
 */
function tail(output: string): string {
  const lines = output.trimEnd().split('\n');
  return lines
    .slice(-TAIL_LINES)
    .map((line) => `  | ${line}`)
    .join('\n');
}

function outputLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '');
}

/** Runs a command in the project; with `expected`, stops it once it has printed those lines. */
function runCommand(
  command: string,
  cwd: string,
  env: NodeJS.ProcessEnv,
  expected?: string[],
): Promise<Ran & { stdout: string }> {
  return new Promise((resolve) => {
    const child = spawn('bash', ['-c', command], { cwd, env, detached: true });
    let output = '';
    let stdout = '';
    let settled = false;
    const finish = (code: number | null, timedOut: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      killGroup(child);
      resolve({ code, output, stdout, timedOut });
    };
    const timer = setTimeout(() => finish(null, true), COMMAND_TIMEOUT_MS);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      stdout += chunk.toString();
      // A program that keeps running (a subscription) has done its part once it printed this.
      if (expected && startsWith(outputLines(stdout), expected)) finish(0, false);
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => finish(code, false));
  });
}

function startsWith(actual: string[], expected: string[]): boolean {
  return expected.every((line, index) => actual[index]?.trim() === line.trim());
}

function killGroup(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

type Server = { child: ChildProcess; port: number; output: () => string };

/** Waits until nothing listens on `port`, for `ms` at most; whether it is free. */
async function waitFree(port: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (await listening(port)) {
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

/** How long a page's port may stay taken by another program before the recipe gives up. */
const PORT_WAIT_MS = 30_000;

async function startServer(
  step: Extract<Step, { kind: 'serve' }>,
  cwd: string,
  env: NodeJS.ProcessEnv,
  fail: (step: Step, message: string) => never,
): Promise<Server> {
  // The page prints its port (the client's URL names it), so another program on it is waited
  // for, then named.
  if (!(await waitFree(step.port, PORT_WAIT_MS)))
    fail(
      step,
      `port ${step.port} is still in use after ${PORT_WAIT_MS / 1000} s (${portHolder(step.port)}), so the page's server cannot listen on it`,
    );
  const child = spawn('bash', ['-c', step.command], { cwd, env, detached: true });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + SERVE_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      fail(
        step,
        `exited with ${child.exitCode} before listening on ${step.port}:\n${tail(output)}`,
      );
    if (await listening(step.port)) return { child, port: step.port, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  killGroup(child);
  fail(
    step,
    `did not listen on port ${step.port} within ${SERVE_TIMEOUT_MS / 1000} s:\n${tail(output)}`,
  );
}

function writeStep(dir: string, file: string, content: string): void {
  const target = path.join(dir, file);
  mkdirSync(path.dirname(target), { recursive: true });
  // A package.json the page shows is what to add to the one npm made, as a reader does.
  if (path.basename(file) === 'package.json' && existsSync(target)) {
    const current = JSON.parse(readFileSync(target, 'utf8')) as Record<string, unknown>;
    const added = JSON.parse(content) as Record<string, unknown>;
    const merged: Record<string, unknown> = { ...current };
    for (const [key, value] of Object.entries(added)) {
      const before = current[key];
      merged[key] =
        typeof value === 'object' && value !== null && typeof before === 'object' && before
          ? { ...before, ...value }
          : value;
    }
    writeFileSync(target, `${JSON.stringify(merged, null, 2)}\n`);
    return;
  }
  writeFileSync(target, content);
}

export type FollowOptions = {
  /** npm's cache folder shared by every recipe; npm's default when absent. */
  npmCache?: string;
  /** Keeps the project folder (for a failing recipe, to look at it); removed by default. */
  keep?: boolean;
  log?: (line: string) => void;
  /** The browser for what a page says its app shows (`shows=PATH`). */
  browser?: BrowserLook;
  /** Called before a server starts on `port`; resolves once the port is the run's to use. */
  takePort?: (port: number) => Promise<void>;
  /** The beginnings this run shares with others in the test run (./beginnings.ts). */
  beginnings?: Beginnings | null;
};

/** Whether the code is type-checked after `steps`: a check or `tsc` since the last file. */
function checkedAfter(steps: readonly Step[]): boolean {
  let checked = false;
  for (const step of steps) {
    if (step.kind === 'check') checked = true;
    else if (step.kind === 'write') checked = false;
    else if (step.kind === 'run' && isTypeCheck(step.command)) checked = true;
  }
  return checked;
}

const isTypeCheck = (command: string) =>
  /^npx\s+(--no-install\s+)?tsc\b/.test(command) && !/--init\b/.test(command);

/** Follows the recipe; throws a RecipeFailure that names the page, the line and what broke. */
export async function follow(recipe: Recipe, options: FollowOptions = {}): Promise<void> {
  const log = options.log ?? (() => {});
  const dir = mkdtempSync(path.join(tmpdir(), `recipe-${path.basename(recipe.page, '.md')}-`));
  const env = npmEnvironment(options.npmCache);
  const servers: Server[] = [];
  // Which fence wrote each file, so a compiler error points back at the page.
  const writtenFrom = new Map<string, Step>();
  const fail = (step: { page?: string; line: number }, message: string): never => {
    const at = `${step.page ?? recipe.page}:${step.line}`;
    const kept = options.keep ? `\n(the project is kept in ${dir})` : '';
    throw new RecipeFailure(`${at}: ${message}${kept}`);
  };
  let ok = false;
  try {
    // Steps another run of this test run has already done the same way: its folder is copied.
    const resumed = (await options.beginnings?.resume(dir)) ?? null;
    const done = resumed?.steps ?? 0;
    if (resumed) {
      const first = recipe.steps[0];
      const last = recipe.steps[done - 1];
      log(
        `${first.page}:${first.line} to ${last.page}:${last.line}: done once for this test run (by ${resumed.from}), its folder copied`,
      );
    }
    for (const step of recipe.steps.slice(0, done))
      if (step.kind === 'write') writtenFrom.set(step.file, step);
    // Whether the page's own `tsc` has checked every file written so far.
    let typeChecked = checkedAfter(recipe.steps.slice(0, done));
    const typeCheck = async (at: { page?: string; line: number }): Promise<void> => {
      if (!existsSync(path.join(dir, 'node_modules/typescript')))
        fail(at, 'TypeScript is never installed, so the code cannot be type-checked');
      if (!existsSync(path.join(dir, 'tsconfig.json')))
        fail(at, 'no tsconfig.json has been created');
      log(`${at.page ?? recipe.page}:${at.line} $ npx tsc --noEmit`);
      const checked = await runCommand('npx --no-install tsc --noEmit', dir, env);
      typeChecked = true;
      if (checked.code === 0) return;
      const culprits = [...writtenFrom].filter(([file]) => checked.output.includes(`${file}(`));
      const sources = culprits.map(
        ([file, from]) => `${file} is the block at ${from.page}:${from.line}`,
      );
      fail(
        culprits[0]?.[1] ?? at,
        `the shown code does not type-check (tsc --noEmit):\n${tail(checked.output)}\n${sources.join('\n')}`,
      );
    };
    for (const [index, step] of recipe.steps.entries()) {
      if (index < done) continue;
      if (index > done) await options.beginnings?.reached(index, dir);
      if (step.kind === 'check') {
        await typeCheck(step);
      } else if (step.kind === 'write') {
        writeStep(dir, step.file, step.content);
        writtenFrom.set(step.file, step);
        typeChecked = false;
      } else if (step.kind === 'shows') {
        const server = [...recipe.steps.slice(0, index)].reverse().find((s) => s.kind === 'serve');
        const browser = options.browser ?? fail(step, 'no browser to open the page in');
        const port = server?.kind === 'serve' ? server.port : 0;
        const url = `http://127.0.0.1:${port}${step.path}`;
        const expected = outputLines(step.text).map((line) => line.trim());
        // What the server printed explains a page that shows the wrong thing (an API that
        // throws at its first request answers 500, and the page waits forever).
        const printed = () => {
          const output = servers
            .find((s) => s.port === port)
            ?.output()
            .trim();
          return output ? `\nthe server printed:\n${tail(output)}` : '';
        };
        const how = [
          step.fill ? `fill "${step.fill.label}" with "${step.fill.value}"` : '',
          step.click ? `click "${step.click}"` : '',
          step.script === false ? 'JavaScript off' : '',
          step.watch ? `read in a second tab opened at ${step.watch.path}` : '',
        ].filter(Boolean);
        log(`${step.page}:${step.line} open ${url}${how.map((h) => `, ${h}`).join('')}`);
        const shown = await browser
          .textShown(url, expected, {
            click: step.click,
            fill: step.fill,
            script: step.script,
            watch: step.watch && {
              url: `http://127.0.0.1:${port}${step.watch.path}`,
              ready: step.watch.ready,
            },
          })
          .catch((error: unknown) =>
            fail(step, `${url}: ${(error as Error).message.split('\n')[0]}${printed()}`),
          );
        const missing = expected.filter((line) => !shown.includes(line));
        if (missing.length > 0)
          fail(
            step,
            `${url} shows\n${tail(shown)}\nwithout ${missing.map((m) => `"${m}"`).join(', ')}${printed()}`,
          );
      } else if (step.kind === 'serve') {
        // A later page's server replaces the one an earlier page started on the same port.
        for (const earlier of servers.filter((server) => server.port === step.port)) {
          killGroup(earlier.child);
          servers.splice(servers.indexOf(earlier), 1);
          await waitFree(step.port, 10_000);
        }
        const asked = Date.now();
        await options.takePort?.(step.port);
        const waited = (Date.now() - asked) / 1000;
        log(
          `${step.page}:${step.line} $ ${step.command} (listens on ${step.port}${waited >= 1 ? `, free after ${waited.toFixed(1)} s` : ''})`,
        );
        servers.push(await startServer(step, dir, env, fail));
      } else if (step.kind === 'run') {
        const next = recipe.steps[index + 1];
        const expected = next?.kind === 'output' ? outputLines(next.text) : undefined;
        log(`${step.page}:${step.line} $ ${step.command}`);
        const started = Date.now();
        const ran = await runCommand(step.command, dir, env, expected);
        log(
          `  ${ran.code === 0 ? 'ok' : 'failed'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
        );
        if (ran.timedOut) fail(step, `\`${step.command}\` did not finish:\n${tail(ran.output)}`);
        if (ran.code !== 0)
          fail(step, `\`${step.command}\` exited with ${ran.code}:\n${tail(ran.output)}`);
        if (isTypeCheck(step.command)) typeChecked = true;
        if (expected && !startsWith(outputLines(ran.stdout), expected))
          fail(
            next ?? step,
            `\`${step.command}\` printed\n${ran.stdout.trimEnd()}\nbut the page says it prints\n${expected.join('\n')}`,
          );
      }
    }
    await options.beginnings?.reached(recipe.steps.length, dir);
    // The page's code must type-check as the reader has it, whether or not the page says so.
    if (!typeChecked) await typeCheck({ line: 1 });
    for (const exchange of recipe.exchanges) {
      const server = servers[0];
      if (!server) fail(exchange, 'the page prints HTTP exchanges but runs no server (serve=PORT)');
      const port = recipe.steps.find((step) => step.kind === 'serve')?.port;
      const answer = await send(`http://127.0.0.1:${port}`, exchange.request, exchange.response);
      if (!isDeepStrictEqual(answer, exchange.response))
        fail(
          exchange,
          `${exchange.request.method} ${exchange.request.target} answered\n${JSON.stringify(answer, null, 2)}\nbut the page prints\n${JSON.stringify(exchange.response, null, 2)}`,
        );
    }
    ok = true;
  } finally {
    options.beginnings?.release();
    for (const server of servers) killGroup(server.child);
    if (ok || !options.keep) rmSync(dir, { recursive: true, force: true });
  }
}
