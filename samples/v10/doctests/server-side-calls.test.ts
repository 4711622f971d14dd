// Backs docs/server/server-side-calls.md (Server Side Calls, 10.x): the page's scripts run as they
// are, and what they log must be what the comments next to their console.log calls say; the
// test files of "Test a router" pass when run with the command the page gives.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { TRPCError, type AnyRouter } from '@trpc/server';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPage } from '../../doctest';

const page = loadPage('docs/server/server-side-calls.md');
const { markdown } = page;

/** A value the page's prose gives, such as an error message. */
function said(pattern: RegExp): string {
  const value = pattern.exec(markdown)?.[1];
  if (!value) throw new Error(`${page.page} says nothing like ${pattern}`);
  return value;
}

const logged: unknown[][] = [];
vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
  logged.push(args);
});
beforeEach(() => {
  logged.length = 0;
});
afterAll(() => {
  vi.restoreAllMocks();
});

/** What the page says each console.log prints: the `// value` comment after the call. */
function printedLogs(section: string): unknown[][] {
  return page
    .fences('ts', { section })
    .flatMap((fence) =>
      [...fence.value.matchAll(/console\.log\(.*\);\s*\/\/ (.+)$/gm)].map((match) => [
        JSON.parse((match[1] ?? '').replace(/'/g, '"')) as unknown,
      ]),
    );
}

/** Runs a script the page shows and waits until it has logged what the page says. */
async function runScript<T>(file: string, section: string): Promise<T> {
  const expected = printedLogs(section);
  expect(expected.length).toBeGreaterThan(0);
  const module = await page.import<T>(file, { section });
  await vi.waitFor(() => expect(logged).toEqual(expected));
  return module;
}

type ShippingCaller = { shipping: (input: { weightKg: number }) => Promise<{ priceEur: number }> };

describe(`${page.page}: Create a caller`, () => {
  it('scripts/report.ts logs what its comment says', async () => {
    await runScript('scripts/report.ts', 'Create a caller');
  });

  it('caller.shipping({ weightKg: -1 }) rejects with a BAD_REQUEST error', async () => {
    const { appRouter } = await page.import<{ appRouter: AnyRouter }>('scripts/report.ts');
    const caller = appRouter.createCaller({}) as unknown as ShippingCaller;
    const failure = await caller.shipping({ weightKg: -1 }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(TRPCError);
    expect((failure as TRPCError).code).toBe('BAD_REQUEST');
  });
});

describe(`${page.page}: Nested routers and mutations`, () => {
  it('scripts/seed.ts logs what its comment says', async () => {
    await runScript('scripts/seed.ts', 'Nested routers and mutations');
  });
});

describe(`${page.page}: Run as a given user`, () => {
  it('server/admin.test.ts logs the TRPCError code, then the plan, as its comments say', async () => {
    await runScript('server/admin.test.ts', 'Run as a given user');
  });

  // That the call does not compile (TS2554) is the sample checker's job: a hidden file of the
  // block makes the call under `// @ts-expect-error`. This is what JavaScript, or a cast, gets.
  it('appRouter.secretPlan(), past a cast, does not run the procedure: its promise rejects with a plain Error "If you want to call this function on the server…"', async () => {
    const { appRouter } = await page.import<{ appRouter: AnyRouter }>('server/admin.test.ts');
    const direct = (appRouter as unknown as { secretPlan: () => Promise<unknown> }).secretPlan();
    expect(direct).toBeInstanceOf(Promise);
    const failure = await direct.then(
      () => null,
      (error: Error) => error,
    );
    expect(failure?.constructor).toBe(Error);
    const start = said(/whose message starts with \*([^*]+)\*/);
    expect(failure?.message.slice(0, start.length)).toBe(start);
  });

  it("caller.call('secretPlan') throws a TypeError: Cannot read properties of undefined (reading '_def')", async () => {
    const { appRouter } = await page.import<{ appRouter: AnyRouter }>('server/admin.test.ts');
    const caller = appRouter.createCaller({}) as unknown as { call: (path: string) => unknown };
    expect(() => caller.call('secretPlan')).toThrow(
      new TypeError(said(/throws a `TypeError` \(\*([^*]+)\*\)/)),
    );
  });
});

describe(`${page.page}: Test a router`, () => {
  const tsx = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));

  it('the test files of "With a caller" and "Over HTTP" pass under node:test with the command the page gives', async () => {
    const commands = page.fences('bash', { section: 'Over HTTP' });
    expect(commands).toHaveLength(1);
    const command = /^npx tsx --test((?: \S+\.test\.ts)+)$/.exec(commands[0]?.value.trim() ?? '');
    const files = command?.[1]?.trim().split(' ') ?? [];
    // Each file is a block of the page, titled with its path; count the tests it declares.
    const declared = files.map((file) => {
      const fence = page.fences('ts').find((f) => f.meta.includes(`title="${file}"`));
      return fence?.value.match(/^test\(/gm)?.length ?? 0;
    });
    expect(files).toEqual(['test/caller.test.ts', 'test/http.test.ts']);
    expect(declared.every((count) => count > 0)).toBe(true);
    // The page's project on disk, every shown file beside the others, as a reader has it.
    const root = page.file(files[0] ?? '').slice(0, -(files[0] ?? '').length);
    const run = await new Promise<{ code: number; stdout: string }>((resolve) => {
      execFile(
        tsx,
        ['--test', '--test-reporter=tap', ...files],
        { cwd: root, timeout: 60_000 },
        (error, stdout) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout }),
      );
    });
    const total = declared.reduce((sum, count) => sum + count, 0);
    expect(
      [run.code, /^# pass (\d+)$/m.exec(run.stdout)?.[1], /^# fail (\d+)$/m.exec(run.stdout)?.[1]],
      run.stdout,
    ).toEqual([0, String(total), '0']);
  });
});
