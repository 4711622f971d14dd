// Backs docs/server/merging-routers.md (Merging Routers, 10.x): the page's own routers load, and
// the merge the page shows failing throws the message its table gives.
import type { AnyRouter } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { loadPage } from '../../doctest';

const page = loadPage('docs/server/merging-routers.md');

describe(`${page.page}: What is checked when routers merge`, () => {
  const section = 'What is checked when routers merge';

  it('two routers that both have a `weather` sub-router cannot be merged: *Duplicate key weather*', async () => {
    const [row] = page.tables({ section })[0] ?? [];
    expect(row?.['Error message']).toContain('Duplicate key weather');
    await expect(page.import('server/routers/_app.ts', { section })).rejects.toThrow(
      new Error('Duplicate key weather'),
    );
  });

  it('the routers of the other sections merge and nest without an error', async () => {
    for (const section of ['Nest routers under keys', 'Merge routers side by side']) {
      const { appRouter } = await page.import<{ appRouter: AnyRouter }>('server/routers/_app.ts', {
        section,
      });
      expect(Object.keys(appRouter._def.procedures).length).toBeGreaterThan(0);
    }
  });
});
