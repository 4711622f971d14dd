import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  compileProjects,
  type SampleProblem,
  type SourceProject,
} from '../../src/plugins/code-samples/model/compile';
import { problemCode } from '../../src/plugins/code-samples/model/expectedErrors';
import {
  CONTENT_DIRS,
  extractBlocks,
  markdownFiles,
} from '../../src/plugins/code-samples/model/extract';
import { keyedBlocks, pageProjects } from '../../src/plugins/playground/build/projects';
import type { PageProjects } from '../../src/plugins/playground/shared/projects';
import { VERSIONS } from '../../src/content/versions';

// A reader who opens a block in the playground gets the block's project as the build writes it
// (build/code-playground/<route>.json), its files picked by index as the playground page does
// (theme/Playground/Session.tsx), and sees the problems of every file. Each block must open
// with none: the reader has not typed anything yet. A block that shows an error on purpose
// (`errors=2307`, a troubleshooting entry's mistake) opens with exactly that error.

type OpenedProject = SourceProject & { version: string };

/** Every block's project of a page, as the playground opens it from the page's JSON. */
function openedProjects(source: string, page: string): OpenedProject[] {
  const written = JSON.parse(JSON.stringify(pageProjects(source, page))) as PageProjects;
  const lineOf = new Map<string, number>();
  for (const [block, key] of keyedBlocks(source, page))
    if (key !== undefined && !lineOf.has(key)) lineOf.set(key, block.line);
  return Object.entries(written.blocks).map(([key, project]) => ({
    page,
    line: lineOf.get(key) ?? 0,
    version: project.version,
    files: project.files.flatMap((index) => {
      const file = written.files[index];
      // The playground lists the problems of every file it opens, setup files included.
      return file ? [{ name: file.name, content: file.content }] : [];
    }),
  }));
}

/** Per block with problems: its page and line, how many, and the first three. */
function byBlock(problems: SampleProblem[]): string[] {
  const blocks = new Map<string, string[]>();
  for (const { page, line, message } of problems) {
    const at = `${page}:${line}`;
    blocks.set(at, [...(blocks.get(at) ?? []), message]);
  }
  return [...blocks].map(
    ([at, messages]) =>
      `${at}: ${messages.length} problem${messages.length === 1 ? '' : 's'}, first ${messages
        .slice(0, 3)
        .map((message) => message.split('\n')[0])
        .join(' | ')}`,
  );
}

/**
 * The problems of each project, compiled with the sample checker's compiler (one program per
 * version). Blocks of a page that open the same files are compiled once, and each is named.
 */
function compileOpened(projects: OpenedProject[]): SampleProblem[] {
  /** The lines of the blocks that open the same files as the first of them, by its line. */
  const alike = new Map<string, { first: OpenedProject; lines: number[] }>();
  for (const project of projects) {
    const key = JSON.stringify([project.version, project.page, project.files]);
    const known = alike.get(key);
    if (known) known.lines.push(project.line);
    else alike.set(key, { first: project, lines: [project.line] });
  }
  const linesOf = new Map(
    [...alike.values()].map(({ first, lines }) => [`${first.page}:${first.line}`, lines]),
  );
  const compiled = [...alike.values()].map(({ first }) => first);
  return VERSIONS.flatMap(({ sample }) =>
    compileProjects(
      compiled.filter((project) => project.version === sample),
      sample,
    ),
  ).flatMap((problem) =>
    (linesOf.get(`${problem.page}:${problem.line}`) ?? [problem.line]).map((line) => ({
      ...problem,
      line,
    })),
  );
}

describe('every block opens in the playground without problems', () => {
  const pages = CONTENT_DIRS.flatMap((dir) => markdownFiles(dir)).sort();
  const projects = pages.flatMap((page) => openedProjects(readFileSync(page, 'utf8'), page));

  it('in both versions, about 300 blocks', () => {
    for (const { sample } of VERSIONS)
      expect(projects.filter((project) => project.version === sample).length).toBeGreaterThan(50);
    expect(projects.length).toBeGreaterThan(250);
  });

  it('compiles every file of every block against its version’s packages', () => {
    const expected = new Map(
      pages.flatMap((page) =>
        extractBlocks(readFileSync(page, 'utf8'), page)
          .filter((block) => block.expectErrors.length > 0)
          .map((block) => [`${page}:${block.line}`, block.expectErrors] as const),
      ),
    );
    const problems = compileOpened(projects).filter((problem) => {
      const code = problemCode(problem);
      return !(code !== null && expected.get(`${problem.page}:${problem.line}`)?.includes(code));
    });
    expect(byBlock(problems)).toEqual([]);
  });
});

describe("a block's project in the playground", () => {
  // A page that changes its router: a client is shown once, for the second version; a third,
  // standalone router comes after it.
  const page = 'docs/example-router-steps.md';
  const source = [
    '```ts title="server/router.ts"',
    "import { initTRPC } from '@trpc/server';",
    'const t = initTRPC.create();',
    "export const appRouter = t.router({ ping: t.procedure.query(() => 'pong') });",
    'export type AppRouter = typeof appRouter;',
    '```',
    '',
    '```ts title="server/router.ts"',
    "import { initTRPC } from '@trpc/server';",
    'const t = initTRPC.create();',
    'export const appRouter = t.router({',
    "  ping: t.procedure.query(() => 'pong'),",
    '  count: t.procedure.query(() => 3),',
    '});',
    'export type AppRouter = typeof appRouter;',
    '```',
    '',
    '```ts title="client.ts"',
    "import { createTRPCProxyClient, httpBatchLink } from '@trpc/client';",
    "import type { AppRouter } from './server/router';",
    'const client = createTRPCProxyClient<AppRouter>({',
    "  links: [httpBatchLink({ url: 'http://localhost:2022' })],",
    '});',
    'export const count: Promise<number> = client.count.query();',
    '```',
    '',
    '```ts title="server/router.ts"',
    "import { initTRPC } from '@trpc/server';",
    'const t = initTRPC.create();',
    "export const appRouter = t.router({ hello: t.procedure.query(() => 'hi') });",
    '```',
    '',
  ].join('\n');
  const opened = openedProjects(source, page);
  const names = (line: number) =>
    opened
      .find((project) => project.line === line)
      ?.files.map((file) => file.name)
      .sort();

  it('leaves out a later file written against a later version of the block’s own file', () => {
    expect(names(1)).toEqual(['server/router.ts']);
  });

  it('leaves out an earlier file written against an earlier version of the block’s own file', () => {
    expect(names(27)).toEqual(['server/router.ts']);
  });

  it('keeps the files written against the versions the block has', () => {
    expect(names(8)).toEqual(['client.ts', 'server/router.ts']);
    expect(names(18)).toEqual(['client.ts', 'server/router.ts']);
  });

  it('and each of them compiles', () => {
    expect(byBlock(compileOpened(opened))).toEqual([]);
  });
});

describe('a block of a page of standalone entries', () => {
  // Two entries, each with a router and a client; the second's client imports its own server.
  const body = [
    '## Group',
    '',
    '### First entry',
    '',
    '```ts title="first.ts"',
    "export const first = 'one';",
    '```',
    '',
    '### Second entry',
    '',
    '```ts title="server/router.ts"',
    "import { initTRPC } from '@trpc/server';",
    'const t = initTRPC.create();',
    "export const appRouter = t.router({ ping: t.procedure.query(() => 'pong') });",
    'export type AppRouter = typeof appRouter;',
    '```',
    '',
    '```ts title="client.ts"',
    "import { createTRPCProxyClient, httpBatchLink } from '@trpc/client';",
    "import type { AppRouter } from './server/router';",
    'const client = createTRPCProxyClient<AppRouter>({',
    "  links: [httpBatchLink({ url: 'http://localhost:2022' })],",
    '});',
    'export const pong: Promise<string> = client.ping.query();',
    '```',
    '',
  ].join('\n');
  const page = 'docs/example-entries.md';
  const withFrontMatter = (frontMatter: string) => `---\ntitle: T\n${frontMatter}---\n\n${body}`;
  const fileNames = (source: string) =>
    openedProjects(source, page).map((project) => project.files.map((file) => file.name).sort());

  it('opens with its entry’s files only: what it imports, and the files its entry shows', () => {
    expect(fileNames(withFrontMatter('search_entries: true\n'))).toEqual([
      ['first.ts'],
      ['client.ts', 'server/router.ts'],
      ['client.ts', 'server/router.ts'],
    ]);
  });

  it('where sections are not entries, opens with the page’s other files that fit as well', () => {
    expect(fileNames(withFrontMatter(''))).toEqual([
      ['client.ts', 'first.ts', 'server/router.ts'],
      ['client.ts', 'first.ts', 'server/router.ts'],
      ['client.ts', 'first.ts', 'server/router.ts'],
    ]);
  });
});
