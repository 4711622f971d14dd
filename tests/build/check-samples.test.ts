import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPages, type CheckResult } from '../../src/plugins/code-samples/model/check';
import { compileProjects } from '../../src/plugins/code-samples/model/compile';
import { extractBlocks, versionOfPage } from '../../src/plugins/code-samples/model/extract';

// Real compilation against samples/v10 and samples/v9 (installed by the test command).
const dir = mkdtempSync(path.join(tmpdir(), 'sample-pages-'));
const page = (name: string, body: string) => {
  const file = path.join(dir, name);
  writeFileSync(file, `---\ntitle: Test\n---\n\n${body}`);
  return file;
};

const broken = page(
  'broken.md',
  `Some prose.

\`\`\`ts title="server.ts"
import { initTRPC } from '@trpc/server';

const t = initTRPC.create();
export const appRouter = t.router({
  ping: t.procedur.query(() => 'pong'),
});
\`\`\`
`,
);
const correct = page(
  'correct.md',
  `\`\`\`ts
// @filename: router.ts
import { initTRPC } from '@trpc/server';
import { z } from 'zod';

type Shelf = { id: string; books: number };
const t = initTRPC.create();
export const appRouter = t.router({
  shelf: t.procedure.input(z.string()).query(({ input }): Shelf => ({ id: input, books: 3 })),
});
export type AppRouter = typeof appRouter;

// @filename: client.ts
// ---cut---
import { createTRPCProxyClient, httpBatchLink } from '@trpc/client';
import type { AppRouter } from './router';

const client = createTRPCProxyClient<AppRouter>({ links: [httpBatchLink({ url: '/api' })] });
export const count: Promise<number> = client.shelf.query('a').then((shelf) => shelf.books);
\`\`\`
`,
);
const skipped = page(
  'skipped.md',
  '```ts nocheck=shows-a-type-error\nconst x: number = "nope";\n```\n',
);
const bare = page('bare.md', '```ts nocheck\nconst y = 1;\n```\n');
const v9 = page(
  'v9.md',
  `\`\`\`ts samples=v9
import * as trpc from '@trpc/server';
export const appRouter = trpc.router().query('hello', { resolve: () => 'world' });
\`\`\`
`,
);
const badMdx = page('bad.mdx', 'Text\n\n<div>\nunclosed\n');

let result: CheckResult;
beforeAll(() => {
  result = checkPages([broken, correct, skipped, bare, v9, badMdx]);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('sample checker', () => {
  it('fails a wrong property name with its file, markdown line and compiler message', () => {
    const problems = result.problems.filter((p) => p.page === broken);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.line).toBe(12);
    expect(problems[0]?.message).toMatch(/^TS2551: Property 'procedur' does not exist/);
  });

  it('passes a correct multi-file sample whose setup sits above the cut', () => {
    expect(result.problems.filter((p) => p.page === correct)).toEqual([]);
  });

  it('skips a nocheck block with a reason and counts it', () => {
    expect(result.skipped.map((b) => [path.basename(b.page), b.skip?.reason])).toContainEqual([
      'skipped.md',
      'shows-a-type-error',
    ]);
    expect(result.problems.filter((p) => p.page === skipped)).toEqual([]);
  });

  it('fails a nocheck block without a reason', () => {
    expect(result.problems.filter((p) => p.page === bare).map((p) => p.message)).toEqual([
      'nocheck needs a reason, e.g. `nocheck=partial-snippet`',
    ]);
  });

  it('compiles a samples=v9 block against the 9.x packages', () => {
    expect(result.problems.filter((p) => p.page === v9)).toEqual([]);
    expect(result.checked.v9).toBe(1);
    expect(result.checked.v10).toBe(2);
  });

  it('reports MDX that does not parse', () => {
    const problems = result.problems.filter((p) => p.page === badMdx);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.message).toMatch(/^MDX does not parse/);
  });
});

describe('sample extraction', () => {
  it('maps pages to versions', () => {
    expect(versionOfPage('docs/server/router.md')).toBe('v10');
    expect(versionOfPage('versioned_docs/version-9.x/server/router.md')).toBe('v9');
    expect(versionOfPage('blog/2021-05-05-introducing-trpc.md')).toBe('v9');
  });

  it('splits @filename files and keeps markdown line numbers', () => {
    const [block] = extractBlocks(
      '```tsx\n// @filename: a.ts\nexport const a = 1;\n// @filename: b.tsx\n// ---cut---\nexport const b = <p />;\n```\n',
      'x.md',
    );
    expect(block?.files.map((f) => [f.name, f.content, f.lineMap])).toEqual([
      ['a.ts', 'export const a = 1;', [3]],
      ['b.tsx', '\nexport const b = <p />;', [5, 6]],
    ]);
  });
});

describe('the blocks of a page form one project', () => {
  const fixtures = path.resolve('tests/fixtures/sample-project');
  const fixture = (name: string) => path.join(fixtures, name);
  let project: CheckResult;
  beforeAll(() => {
    project = checkPages(
      [
        'coherent.md',
        'shown-mismatch.md',
        'hidden-file.md',
        'hidden-name.md',
        'title-mismatch.md',
      ].map(fixture),
    );
  });
  const problemsOf = (name: string) =>
    project.problems.filter((p) => p.page === fixture(name)).map((p) => `${p.line}: ${p.message}`);

  it('resolves an import of a shown file to the latest version shown above the block', () => {
    expect(problemsOf('coherent.md')).toEqual([]);
  });

  it('compiles a block against the file the page shows, so a contradiction is a type error', () => {
    const problems = problemsOf('shown-mismatch.md');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^22: TS2322: Type 'Promise<\{ text: string; \}>' is not assignable/,
    );
  });

  it('checks every file of a block’s project, and says a problem of a page file once', () => {
    // Two blocks' projects as the checker builds them, each with the page's server and client in
    // the versions that block has. The client's last line fails in both projects, and is said
    // once; its second line fails only with the first block's server, whose block is named.
    const client = {
      name: 'client.ts',
      content: [
        "import { count } from './server';",
        'export const shown: number = count;',
        "export const broken: number = 'x';",
      ].join('\n'),
      lineMap: [20, 21, 22],
    };
    const problems = compileProjects(
      [
        {
          page: 'page.md',
          line: 5,
          files: [
            { name: 'server.ts', content: "export const count = 'three';", lineMap: [6] },
            { ...client, note: 'in the project of the block at line 5' },
          ],
        },
        {
          page: 'page.md',
          line: 19,
          files: [
            {
              name: 'server.ts',
              content: 'export const count = 3;',
              lineMap: [12],
              note: 'in the project of the block at line 19',
            },
            client,
          ],
        },
      ],
      'v10',
    );
    expect(problems.map((p) => `${p.line}: ${p.message}`).sort()).toEqual([
      "21: TS2322: Type 'string' is not assignable to type 'number'. (in the project of the block at line 5)",
      "22: TS2322: Type 'string' is not assignable to type 'number'.",
    ]);
  });

  it('fails hidden setup that defines a file the page shows, naming page, block and file', () => {
    expect(problemsOf('hidden-file.md')).toEqual([
      '17: block at line 15 hides its own "server.ts", but the page shows "server.ts" at line 5: import the shown file instead',
    ]);
  });

  it('fails a top-level name declared above the cut that the page shows elsewhere', () => {
    expect(problemsOf('hidden-name.md')).toEqual([
      '14: block at line 12 declares "t" above the cut, but the page shows "t" at line 9: use the shown one',
    ]);
  });

  it('fails a title that names another file than the code shown', () => {
    expect(problemsOf('title-mismatch.md')).toEqual([
      '5: block titled "server/router.ts" shows file "router.ts": make the title and the @filename line agree',
    ]);
  });
});
