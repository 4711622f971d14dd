// Backs docs/server/data-transformers.md (Data Transformers, 10.x): routers of two `t` instances
// that both use superjson cannot be merged, as the page's caution says.
import { describe, expect, it } from 'vitest';
import { loadPage } from '../../../scripts/samples/doctest';

const page = loadPage('docs/server/data-transformers.md');
const { markdown } = page;

describe(`${page.page}: The interfaces`, () => {
  it('routers from two `t` instances that both use superjson: mergeRouters throws *You seem to have several transformers*', async () => {
    const message = 'You seem to have several transformers';
    expect(markdown).toContain(`*${message}*`);
    await expect(page.import('server/routers.ts')).rejects.toThrow(new Error(message));
  });
});
