// Backs docs/server/router.md (Define Routers, 10.x): the mistakes listed under "Names to avoid"
// throw the messages the page gives, when the page's own files are loaded.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadPage } from '../../doctest';

const page = loadPage('docs/server/router.md');
const merging = loadPage('docs/server/merging-routers.md');
const { markdown } = page;

describe(`${page.page}: Names to avoid`, () => {
  it('a literal key next to a sub-router with the same path: *Duplicate key: weather.forecast*', async () => {
    const message = 'Duplicate key: weather.forecast';
    expect(markdown).toContain(`*${message}*`);
    await expect(page.import('server/_app.ts', { section: 'Names to avoid' })).rejects.toThrow(
      new Error(message),
    );
  });

  it(`routers merged with t.mergeRouters() that share a top-level key: *Duplicate key weather* (the sample of ${merging.page})`, async () => {
    const message = 'Duplicate key weather';
    expect(markdown).toContain(`*${message}*`);
    await expect(
      merging.import('server/routers/_app.ts', { section: 'What is checked when routers merge' }),
    ).rejects.toThrow(new Error(message));
  });
});

describe(`${page.page}: Options of create()`, () => {
  // Each case loads @trpc/server in a fresh Node process with a `window`, as a browser bundle
  // or a DOM test environment has, because isServer is decided when the package is loaded.
  const createIn = (env: Record<string, string>, setEnvAfterLoad = false) => {
    const script = `
      globalThis.window = {};
      const { initTRPC } = require('@trpc/server');
      ${setEnvAfterLoad ? "process.env.JEST_WORKER_ID = '1';" : ''}
      try { initTRPC.create(); console.log('created'); }
      catch (error) { console.log(error.message); }`;
    const child = spawnSync(process.execPath, ['-e', script], {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'development', ...env },
      encoding: 'utf8',
    });
    return child.stdout.trim();
  };
  const refusal =
    /starts with \*(You're trying to use @trpc\/server in a non-server environment)\*/.exec(
      markdown,
    )?.[1];

  it('with a `window`, create() throws the message the page gives', () => {
    expect(refusal).toBeDefined();
    expect(createIn({}).startsWith(refusal ?? '?')).toBe(true);
  });

  it('isServer is still true when NODE_ENV is test or JEST_WORKER_ID is set', () => {
    expect([createIn({ NODE_ENV: 'test' }), createIn({ JEST_WORKER_ID: '3' })]).toEqual([
      'created',
      'created',
    ]);
  });

  it('JEST_WORKER_ID is checked once, when @trpc/server is loaded: setting it later does not help', () => {
    expect(createIn({}, true).startsWith(refusal ?? '?')).toBe(true);
  });
});
