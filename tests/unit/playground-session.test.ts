import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageProjects } from '../../src/plugins/playground/shared/projects';
import type { WorkerFile } from '../../src/plugins/playground/shared/protocol';

// The session model without a browser: the page's projects file answered from memory, and a
// worker that records what it was asked.
const opened: { version: string; files: WorkerFile[] }[] = [];
const prepared: [string, boolean][] = [];
vi.mock('../../src/plugins/playground/client/worker-client', () => ({
  playgroundWorker: () => ({
    open: async (version: string, files: WorkerFile[]) => {
      opened.push({ version, files });
    },
    prepare: async (version: string, jsx: boolean) => {
      prepared.push([version, jsx]);
    },
    projectProblems: async () => [],
    compileProject: async () => [],
  }),
}));

const { pageProject, startSession, warm } =
  await import('../../src/plugins/playground/client/session');

const page: PageProjects = {
  source: { title: 'Router', url: '/docs/v10/router' },
  files: [
    { name: 'server/router.ts', content: 'export const a = 1;', hiddenLines: 0, shown: true },
    { name: 'server/trpc.ts', content: 'export const t = 1;', hiddenLines: 0, shown: false },
    { name: 'client/App.tsx', content: 'export const App = 1;', hiddenLines: 0, shown: true },
  ],
  blocks: {
    first: { version: 'v10', focus: 'server/router.ts', files: [1, 0] },
    react: { version: 'v10', focus: 'client/App.tsx', files: [1, 0, 2] },
  },
};

let fetched: string[];
beforeEach(() => {
  fetched = [];
  opened.length = 0;
  prepared.length = 0;
  (globalThis as { PLAYGROUND_SETUPS?: unknown }).PLAYGROUND_SETUPS = {};
  vi.stubGlobal('fetch', async (url: string) => {
    fetched.push(url);
    return url.includes('nothing')
      ? new Response('', { status: 404 })
      : new Response(JSON.stringify(page));
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('the playground session', () => {
  it("opens a page's block by its key, else the page's first block, with the files in order", async () => {
    const react = await pageProject('/', '/docs/v10/router', 'react');
    expect([react.focus, react.files.map((f) => f.path)]).toEqual([
      'client/App.tsx',
      ['/server/trpc.ts', '/server/router.ts', '/client/App.tsx'],
    ]);
    const first = await pageProject('/', '/docs/v10/router', 'no-such-block');
    expect(first.focus).toBe('server/router.ts');
    expect(first.source?.title).toBe('Router');
  });

  it('says so when a page has no samples, and asks again next time', async () => {
    await expect(pageProject('/', '/docs/v10/nothing')).rejects.toThrow(
      'The page /docs/v10/nothing has no code samples to open.',
    );
    await expect(pageProject('/', '/docs/v10/nothing')).rejects.toThrow();
    expect(fetched.filter((url) => url.includes('nothing'))).toHaveLength(2);
  });

  it("warms a block's version (with React's types for a .tsx file) from the file the open then reuses", async () => {
    await warm('/', '/docs/v10/warmed', 'react');
    expect(prepared).toEqual([['v10', true]]);
    await pageProject('/', '/docs/v10/warmed', 'react');
    expect(fetched).toEqual(['/code-playground/docs/v10/warmed.json']);
  });

  it("opens the project with an address's edits of shown files only, and keeps only real edits", async () => {
    const project = await pageProject('/', '/docs/v10/router', 'first');
    const session = await startSession(project, {
      'server/router.ts': 'export const a = 2;',
      'server/trpc.ts': 'hidden setup is not editable',
    });
    expect(opened[0]?.files).toEqual([
      { path: '/server/trpc.ts', content: 'export const t = 1;' },
      { path: '/server/router.ts', content: 'export const a = 2;' },
    ]);
    expect(session.edits()).toEqual({ 'server/router.ts': 'export const a = 2;' });
    session.edit('/server/router.ts', 'export const a = 1;');
    expect(session.edits()).toEqual({});
    session.edit('/server/router.ts', 'export const a = 3;');
    expect(session.edits()).toEqual({ 'server/router.ts': 'export const a = 3;' });
  });

  it('plans no run for a version this build has no assets for', async () => {
    const session = await startSession(await pageProject('/', '/docs/v10/router'));
    expect(session.project.setup).toBeUndefined();
    expect(await session.plan()).toBeNull();
    expect(await session.run(() => undefined)).toBeNull();
  });
});
