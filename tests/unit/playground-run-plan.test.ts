import { describe, expect, it } from 'vitest';
import { runPlan, whyNotRun } from '../../src/plugins/playground/client/runPlan';

const file = (path: string, ...requires: string[]) => ({ path, js: `// ${path}`, requires });
const runner = ['@trpc/server', '@trpc/client', 'zod'];

describe('what a playground project runs', () => {
  it('runs the router and the client, and stands in for the file that starts a server', () => {
    const plan = runPlan(
      [
        file('/server/router.ts', '@trpc/server', 'zod'),
        file('/server/index.ts', '@trpc/server/adapters/standalone', './router'),
        file('/client.ts', '@trpc/client'),
      ],
      runner,
    );
    expect(plan).toEqual({
      kind: 'run',
      files: [
        { path: '/server/router.ts', js: '// /server/router.ts', standIn: false },
        { path: '/server/index.ts', js: '// /server/index.ts', standIn: true },
        { path: '/client.ts', js: '// /client.ts', standIn: false },
      ],
      standIns: [{ path: '/server/index.ts', server: 'standalone server' }],
    });
  });

  it('names the first module the browser cannot run, and the file that imports it', () => {
    expect(
      runPlan(
        [file('/server/router.ts', '@trpc/server'), file('/pages/index.tsx', 'react', 'next')],
        runner,
      ),
    ).toEqual({
      kind: 'types-only',
      module: 'react',
      path: '/pages/index.tsx',
      reason: 'renders React components: the playground checks their types but renders no UI',
    });
  });

  it('says why by what the module does: a UI, a socket, Node.js, or a package it lacks', () => {
    for (const module of ['@trpc/react', '@trpc/next', '@tanstack/react-query', 'next-auth/react'])
      expect(whyNotRun(module)).toMatch(/^renders React components/);
    expect(whyNotRun('@trpc/client/links/wsLink')).toMatch(/^opens a WebSocket/);
    expect(whyNotRun('ws')).toMatch(/^opens a WebSocket/);
    expect(whyNotRun('node:fs')).toBe('is part of Node.js, which a browser does not have');
    expect(whyNotRun('superjson')).toBe('is not one of the packages the playground runs');
  });

  it('takes an Express server for a server entry, not for a module it lacks', () => {
    const plan = runPlan([file('/server.ts', 'express', '@trpc/server/adapters/express')], runner);
    expect(plan.kind === 'run' && plan.standIns).toEqual([
      { path: '/server.ts', server: 'Express server' },
    ]);
  });
});
