// @vitest-environment happy-dom
// Backs docs/reactjs/query-invalidation.md (Query Invalidation, 10.x): the page's EditNote is
// mounted in happy-dom under the providers of Usage with React, next to the queries the page's
// table and illustration have on screen (note.all, note.byId for ids 1 and 2), against the page's
// router served on localhost. Every request the server receives is read back as the procedure
// calls in it, so a test sees which queries were fetched again.
import type * as TrpcReact from '@trpc/react';
import type { AnyRouter } from '@trpc/server';
import { createElement, Fragment, type ComponentType } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadPage } from '../../doctest';
import {
  asServer,
  browseTo,
  inAct,
  mount,
  productionAgain,
  type Mounted,
  until,
  withProviders,
  type ReactTrpc,
} from './reactRoot';
import type { Received, Served } from './serve';

// act() needs React's development build (see reactRoot.ts).
const harness = vi.hoisted(() => {
  process.env.NODE_ENV = 'development';
  return { withoutOverrides: false };
});
productionAgain();

// createTRPCReact as the page calls it; `withoutOverrides` makes every mutation behave as without
// the page's unstable_overrides (only the component's own onSuccess runs), as if the reader had
// created the hooks with a plain `createTRPCReact<AppRouter>()`.
vi.mock('@trpc/react', async (importOriginal) => {
  const actual = await importOriginal<typeof TrpcReact>();
  const createTRPCReact = ((options?: Parameters<typeof actual.createTRPCReact>[0]) => {
    const onSuccess = options?.unstable_overrides?.useMutation?.onSuccess;
    if (!onSuccess) return actual.createTRPCReact(options);
    return actual.createTRPCReact({
      ...options,
      unstable_overrides: {
        useMutation: {
          onSuccess: (opts) => (harness.withoutOverrides ? opts.originalFn() : onSuccess(opts)),
        },
      },
    });
  }) as typeof actual.createTRPCReact;
  return { ...actual, createTRPCReact };
});

const page = loadPage('docs/reactjs/query-invalidation.md');
const EDIT_NOTE = 'components/EditNote.tsx';
const LEVELS = 'Three levels';

type Invalidate = (input?: object) => Promise<void>;
type Utils = { invalidate: Invalidate; note: { byId: { fetch(input: object): Promise<unknown> } } };
type UseQuery = { useQuery(input?: object): unknown };

let served: Served;
let queryPaths: string[];
let trpc: ReactTrpc & { useContext(): Utils };
let EditNote: ComponentType<{ id: number }>;

beforeAll(async () => {
  const serve = await asServer(() => import('./serve'));
  const { appRouter } = await asServer(() =>
    serve.importBeside<{ appRouter: AnyRouter }>(page, EDIT_NOTE, 'utils/server.ts'),
  );
  queryPaths = Object.keys(appRouter._def.queries);
  served = await serve.serveRouter(appRouter);
  browseTo(served.origin);
  ({ EditNote } = await page.import<{ EditNote: ComponentType<{ id: number }> }>(EDIT_NOTE));
  // The utils/trpc.ts the component imports, the same module.
  ({ trpc } = await serve.importBeside<{ trpc: typeof trpc }>(page, EDIT_NOTE, 'utils/trpc.ts'));
});
afterEach(() => {
  harness.withoutOverrides = false;
});
afterAll(() => served.close());

/** An input as the page writes it (`{ id: 1 }`), or undefined for none. */
function parseInput(text: string): object | undefined {
  const source = text.trim();
  if (source === '') return undefined;
  return JSON.parse(source.replace(/([{,]\s*)(\w+)\s*:/g, '$1"$2":')) as object;
}

/** What `trpc` or `utils` holds at a dotted path (`note.byId`; '' is the object itself). */
function at<T>(root: unknown, path: string): T {
  return path
    .split('.')
    .filter(Boolean)
    .reduce((node, key) => (node as Record<string, unknown>)[key], root) as T;
}

/** A call the page prints: `utils.note.byId.invalidate({ id: 1 })`. */
function invalidation(code: string): { path: string; input: object | undefined } {
  const match = /^utils((?:\.\w+)*)\.invalidate\((.*)\);?$/.exec(code.trim());
  if (!match) throw new Error(`not an invalidate call: ${code}`);
  return { path: (match[1] ?? '').slice(1), input: parseInput(match[2] ?? '') };
}
const invalidate = (utils: Utils, code: string) => {
  const { path, input } = invalidation(code);
  return at<{ invalidate: Invalidate }>(utils, path).invalidate(input);
};

/** A query as the page puts it on screen, in its own component. */
const Query = ({ path, input }: { path: string; input?: object }) => {
  at<UseQuery>(trpc, path).useQuery(input);
  return null;
};

type OnScreen = { path: string; input?: object };
const label = ({ path, input }: OnScreen) => (input ? `${path} ${JSON.stringify(input)}` : path);

// The queries on screen in the page's illustration, with the labels of the calls that hit them.
const illustration = (page.fences('tsx', { section: LEVELS })[0]?.value ?? '').split('\n');
const shown = illustration.flatMap((line) => {
  const match = /^trpc\.([\w.]+)\.useQuery\((.*)\);\s*\/\/ hit by (.+)$/.exec(line.trim());
  return match
    ? [{ path: match[1] ?? '', input: parseInput(match[2] ?? ''), hitBy: match[3] ?? '' }]
    : [];
});
const labelled = illustration.flatMap((line) => {
  const match = /^(utils\..*?);\s*\/\/ ([A-Z])$/.exec(line.trim());
  return match ? [{ code: match[1] ?? '', name: match[2] ?? '' }] : [];
});

/** The procedure calls in one request, e.g. `note.byId {"id":1}` (inputs of GET requests only). */
function calls(request: Received): string[] {
  const url = new URL(request.url, 'http://localhost');
  const inputs = JSON.parse(url.searchParams.get('input') ?? '{}') as Record<string, object>;
  return url.pathname
    .replace('/api/trpc/', '')
    .split(',')
    .map((path, index) => {
      const call = label({ path, input: inputs[index] });
      return request.method === 'POST' ? `POST ${call}` : call;
    })
    .sort();
}

/**
 * Mounts the illustration's queries that the page's router has (it has no `user` router) and
 * EditNote for note 1, waits until they have loaded (and, with `offScreen`, fetches note 3 without
 * showing it), then runs `act` and returns the calls of each request it caused, request by
 * request.
 */
async function onScreen(
  act: (screen: { utils: Utils; view: Mounted }) => unknown,
  { offScreen = false } = {},
) {
  const queries = shown.filter((query) => queryPaths.includes(query.path));
  let utils: Utils | undefined;
  const Screen = () => {
    utils = trpc.useContext();
    return createElement(
      Fragment,
      null,
      ...queries.map((query) => createElement(Query, { key: label(query), ...query })),
      createElement(EditNote, { id: 1 }),
    );
  };
  const { element, queryClient } = withProviders(trpc, createElement(Screen));
  const view = mount(element);
  const idle = () => queryClient.isFetching() === 0 && queryClient.isMutating() === 0;
  try {
    await until(idle, 'the queries to load');
    // A note fetched earlier that is not on screen (any more).
    if (offScreen) await inAct(() => utils?.note.byId.fetch({ id: 3 }));
    const before = served.requests.length;
    await inAct(() => act({ utils: utils as Utils, view }));
    await until(idle, 'the queries to settle');
    return { queries, requests: served.requests.slice(before).map(calls), queryClient };
  } finally {
    view.unmount();
  }
}

const clickSave = ({ view }: { view: Mounted }) =>
  (view.container.querySelector('button') as HTMLButtonElement).click();

const ALL = 'note.all';
const ONE = 'note.byId {"id":1}';
const TWO = 'note.byId {"id":2}';

describe(`${page.page}: After a mutation`, () => {
  it("EditNote's onSuccess gets the saved note (id 1): note.all, then note.byId({ id: 1 }) are fetched again; note.byId({ id: 2 }) is not", async () => {
    harness.withoutOverrides = true;
    const { requests } = await onScreen(clickSave);
    expect(requests).toEqual([['POST note.edit'], [ALL], [ONE]]);
  });
});

describe(`${page.page}: ${LEVELS}`, () => {
  const [table] = page.tables({ section: LEVELS });
  // What each row's call fetches again, in the table's order, with note.all and note.byId for
  // ids 1 and 2 on screen.
  const refetched = [[ONE], [ONE, TWO], [ALL, ONE, TWO], [ALL, ONE, TWO]];

  it('the table has a row for each level', () => {
    expect(table?.map((row) => invalidation(row['Call'] ?? '').path)).toEqual([
      'note.byId',
      'note.byId',
      'note',
      '',
    ]);
  });

  for (const [index, row] of (table ?? []).entries()) {
    it(`${row['Call']}: ${row['Invalidates']}`, async () => {
      const { requests } = await onScreen(({ utils }) => invalidate(utils, row['Call'] ?? ''));
      expect(requests).toEqual([refetched[index]]);
    });
  }

  it('the illustration: each call fetches again exactly the queries it says it hits', async () => {
    expect(labelled.map((call) => call.name)).toEqual(['A', 'B', 'C']);
    for (const { code, name } of labelled) {
      const { queries, requests } = await onScreen(({ utils }) => invalidate(utils, code));
      const hit = queries.filter((query) => query.hitBy.split(/\W+/).includes(name));
      expect({ name, requests }).toEqual({ name, requests: [hit.map(label).sort()] });
    }
  });
});

describe(`${page.page}: Invalidate everything after every mutation`, () => {
  it("with the page's unstable_overrides, the component's own onSuccess runs first; then only the queries on screen are fetched again, in one request", async () => {
    const { requests, queryClient } = await onScreen(clickSave, { offScreen: true });
    expect(requests).toEqual([['POST note.edit'], [ALL], [ONE], [ALL, ONE, TWO]]);
    // Note 3 is invalidated too, but not fetched.
    expect(queryClient.getQueryState([['note', 'byId'], { id: 3 }])?.isInvalidated).toBe(true);
  });
});
