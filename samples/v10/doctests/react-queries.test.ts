// @vitest-environment happy-dom
// Backs docs/reactjs/react-queries.md (useQuery(), 10.x): the page's Greeting component is
// mounted in happy-dom under the providers of Usage with React, against the page's backend router
// served on localhost, where every request is counted.
import type { AnyRouter } from '@trpc/server';
import { createElement, type ComponentType } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadPage } from '../../doctest';
import {
  asServer,
  browseTo,
  mount,
  productionAgain,
  until,
  withProviders,
  type ReactTrpc,
} from './reactRoot';
import type { Served } from './serve';

// act() needs React's development build (see reactRoot.ts).
vi.hoisted(() => {
  process.env.NODE_ENV = 'development';
});
productionAgain();

const page = loadPage('docs/reactjs/react-queries.md');
const GREETING = 'components/Greeting.tsx';

let served: Served;
let trpc: ReactTrpc;
let Greeting: ComponentType;

beforeAll(async () => {
  const serve = await asServer(() => import('./serve'));
  const { appRouter } = await asServer(() =>
    page.import<{ appRouter: AnyRouter }>('server/routers/_app.ts'),
  );
  served = await serve.serveRouter(appRouter);
  browseTo(served.origin);
  ({ Greeting } = await page.import<{ Greeting: ComponentType }>(GREETING));
  // The utils/trpc.ts the component imports, the same module.
  ({ trpc } = await serve.importBeside<{ trpc: ReactTrpc }>(page, GREETING, 'utils/trpc.ts'));
});
afterAll(() => served.close());

/** Mounts Greeting and waits until its queries have settled. */
async function mountGreeting() {
  const before = served.requests.length;
  const { element, queryClient } = withProviders(trpc, createElement(Greeting));
  const view = mount(element);
  await until(() => queryClient.isFetching() === 0, 'the queries to settle');
  return { view, queryClient, requests: served.requests.slice(before) };
}

describe(`${page.page}: Example`, () => {
  it("Greeting shows the backend's greeting for both calls: the one without input as well as the one with { name: 'Imani' }", async () => {
    const { view, requests } = await mountGreeting();
    try {
      // Each <dt> holds a status, each <dd> the text: no data while loading.
      expect(view.texts).toEqual(['loadingloading', 'successHi gardenersuccessHi Imani']);
      expect(requests.map((request) => request.url.split('?')[0])).toEqual([
        '/api/trpc/greet,greet',
      ]);
    } finally {
      view.unmount();
    }
  });
});

describe(`${page.page}: Cache keys`, () => {
  it("trpc.greet.useQuery({ name: 'Imani' }) is cached under [['greet'], { name: 'Imani' }], and the call without input under [['greet']]", async () => {
    const { view, queryClient } = await mountGreeting();
    try {
      const keys = queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey);
      expect(keys).toEqual([[['greet']], [['greet'], { name: 'Imani' }]]);
    } finally {
      view.unmount();
    }
  });
});
