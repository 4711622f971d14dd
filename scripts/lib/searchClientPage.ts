// The search the modal runs, without the modal: the site's search client (the modal's own
// `createLocalSearchClient`, bundled from the sources) in a page of the served build, its hits
// put in the order the DocSearch modal lists them. The relevance budgets read it instead of
// typing each query into the modal, which took minutes; `tests/e2e/search.spec.ts` checks
// that the modal lists exactly these links for a sample of the relevance suites' queries.
import { buildSync } from 'esbuild';
import type { Browser, Page } from '@playwright/test';
import type { LocalSearchClient } from '../../src/plugins/search/client/client';

export type Version = '10.x' | '9.x';

/** The index tags the modal searches on each version's pages (useSearchVersion). */
const SEARCH_TAGS: Record<Version, string[]> = {
  '10.x': ['default', 'docs-default-current'],
  '9.x': ['default', 'docs-default-9.x'],
};

/** What the modal needs of a hit to place and link it. */
type ClientHit = { url: string; group: string; lvl1: string; title: string };

/**
 * DocSearch 4.7.1's order (its modal's `groupBy`): hits grouped by their highlighted section
 * (lvl0) in order of first appearance, at most `maxResultsPerGroup` (5 by default, which the
 * site keeps) in a group; within a group, by page title (lvl1) the same way.
 */
export function modalOrder<T extends Pick<ClientHit, 'group' | 'lvl1'>>(
  hits: readonly T[],
  maxResultsPerGroup = 5,
): T[] {
  const groupBy = (items: readonly T[], key: (item: T) => string) => {
    const groups = new Map<string, T[]>();
    for (const item of items) {
      const group = groups.get(key(item)) ?? [];
      if (group.length < maxResultsPerGroup) group.push(item);
      groups.set(key(item), group);
    }
    return [...groups.values()];
  };
  return groupBy(hits, (hit) => hit.group).flatMap((section) =>
    groupBy(section, (hit) => hit.lvl1).flat(),
  );
}

/** Weights of the ranking's table (`src/plugins/search/client/weights.ts`) to use instead. */
export type WeightOverrides = Record<string, number>;

/**
 * The client bundled for a page: `window.siteSearch.createLocalSearchClient`. `ranking`, when
 * given, replaces the client's Pagefind ranking options, and `weights` entries of its table of
 * weights (for comparing ranking changes; the site's own code is unchanged).
 */
function clientBundle(ranking?: string, weights?: WeightOverrides): string {
  // The overrides are set on the table when the bundle starts, before any search reads it.
  const entry = [
    "export * from './client';",
    "import { FIELD_WEIGHTS, WEIGHTS } from './weights';",
    `const overrides = ${JSON.stringify(weights ?? {})};`,
    'for (const table of [WEIGHTS, FIELD_WEIGHTS])',
    '  for (const key of Object.keys(table)) if (key in overrides) table[key] = overrides[key];',
  ].join('\n');
  const text = buildSync({
    stdin: { contents: entry, resolveDir: 'src/plugins/search/client', loader: 'js' },
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'siteSearch',
    platform: 'browser',
  }).outputFiles[0]?.text;
  if (!text) throw new Error('the search client did not bundle');
  return ranking ? text.replace(/var RANKING = \{[^;]*\};/, `var RANKING = ${ranking};`) : text;
}

export type SearchClientPage = {
  /** The modal's hits for `query` on a page of `version`, in the modal's order. */
  list: (query: string, version: Version) => Promise<ClientHit[]>;
  close: () => Promise<void>;
};

/** Opens the client in a page of the build served at `origin`. */
export async function openSearchClient(
  browser: Browser,
  origin: string,
  { ranking, weights }: { ranking?: string; weights?: WeightOverrides } = {},
): Promise<SearchClientPage> {
  // The bundle goes in as an inline script, which the site's CSP refuses.
  const context = await browser.newContext({ bypassCSP: true });
  const page: Page = await context.newPage();
  await page.goto(`${origin}/docs/v10`);
  await page.addScriptTag({ content: clientBundle(ranking, weights) });
  return {
    async list(query, version) {
      const hits = await page.evaluate(
        async ({ query, tags }) => {
          type Client = {
            createLocalSearchClient: (options: { baseUrl: string; tags: string[] }) => {
              search: LocalSearchClient['search'];
            };
          };
          const { createLocalSearchClient } = (window as unknown as { siteSearch: Client })
            .siteSearch;
          // As the modal asks: one request with the typed text (the input holds a pasted
          // line break as a space), DocSearch's default page size.
          const typed = query.replace(/\r?\n/g, ' ');
          const { results } = await createLocalSearchClient({ baseUrl: '/', tags }).search({
            requests: [{ query: typed }],
          });
          type Hit = {
            url: string;
            hierarchy: Record<'lvl0' | 'lvl1', string> & { lvl2: string | null };
            _highlightResult: { hierarchy: { lvl0: { value: string } } };
          };
          const [first] = results as { hits: Hit[] }[];
          return (first?.hits ?? []).map((hit) => ({
            url: hit.url,
            group: hit._highlightResult.hierarchy.lvl0.value,
            lvl1: hit.hierarchy.lvl1,
            title: hit.hierarchy.lvl2 ?? hit.hierarchy.lvl1,
          }));
        },
        { query, tags: SEARCH_TAGS[version] },
      );
      return modalOrder(hits);
    },
    close: () => context.close(),
  };
}
