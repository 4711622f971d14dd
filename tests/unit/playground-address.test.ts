import { describe, expect, it } from 'vitest';
import { encodeEdits, readAddress } from '../../src/plugins/playground/client/urlState';

describe('the playground address', () => {
  it('carries edited files through the hash and back', async () => {
    const edits = { 'server/router.ts': "export const greeting = 'héllo ✓';\n".repeat(20) };
    const hash = await encodeEdits(edits);
    expect(hash).toMatch(/^#edits=[\w-]+$/);
    // Deflated: a shared link stays short even for a whole file.
    expect(hash.length).toBeLessThan(JSON.stringify(edits).length / 3);
    const address = await readAddress({
      search: '?from=%2Fdocs%2Fv10%2Fquickstart&block=z6bucz',
      hash,
    });
    expect(address).toEqual({ from: '/docs/v10/quickstart', block: 'z6bucz', file: null, edits });
  });

  it('has no hash without edits', async () => {
    expect(await encodeEdits({})).toBe('');
  });

  it('opens the page\u2019s code when the hash is damaged or not its own', async () => {
    for (const hash of ['#edits=not-deflate', '#edits=', '#section', '#edits=%%%']) {
      expect((await readAddress({ search: '', hash })).edits).toEqual({});
    }
    // Valid JSON of the wrong shape keeps only string contents.
    const odd = await encodeEdits({ 'a.ts': 'ok', 'b.ts': 42 } as unknown as Record<
      string,
      string
    >);
    expect((await readAddress({ search: '', hash: odd })).edits).toEqual({ 'a.ts': 'ok' });
  });
});
