// Backs docs/server/router.md (Define Routers, 10.x): the mistakes listed under "Names to avoid"
// throw the messages the page gives, when the page's own files are loaded.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadPage } from '../../../scripts/samples/doctest';

const page = loadPage('docs/server/router.md');
const merging = loadPage('docs/server/merging-routers.md');
const markdown = readFileSync(new URL(`../../../${page.page}`, import.meta.url), 'utf8');

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
