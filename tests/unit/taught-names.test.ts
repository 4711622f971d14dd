// The generated names part of the relevance suite (scripts/lib/taughtNames.ts): read from the
// pages, each case is a name as a reader types it and the pages that teach it.
import { describe, expect, it } from 'vitest';
import { taughtNameCases } from '../../scripts/lib/taughtNames';

const cases = taughtNameCases();
const expected = (version: string, query: string) =>
  cases.find((c) => c.version === version && c.query === query)?.expect;

describe('the names the pages teach', () => {
  it('are each export a page imports from a tRPC package, taught by the pages that import it', () => {
    expect(expected('10.x', 'createTRPCProxyClient')).toEqual(
      expect.arrayContaining(['/docs/v10/vanilla', '/docs/v10/links']),
    );
    expect(expected('10.x', 'fastifyTRPCPlugin')).toEqual(
      expect.arrayContaining(['/docs/v10/fastify']),
    );
    expect(expected('9.x', 'createReactQueryHooks')).toEqual(
      expect.arrayContaining(['/docs/v9/react']),
    );
    // Aliases count by the exported name: `import { router as r }` teaches `router`.
    expect(cases.every((c) => /^[A-Za-z_$][\w$]*$/.test(c.query))).toBe(true);
  });

  it('include every error code, taught by the pages whose table explains it, not those whose samples only throw it', () => {
    expect(expected('10.x', 'BAD_REQUEST')).toEqual(
      expect.arrayContaining(['/docs/v10/error-handling', '/docs/v10/rpc']),
    );
    expect(expected('9.x', 'UNAUTHORIZED')).toEqual(
      expect.arrayContaining(['/docs/v9/error-handling']),
    );
    expect(expected('9.x', 'UNAUTHORIZED')).not.toContain('/docs/v9/authorization');
  });

  it('on 10.x, include the 9.x names the migration guide maps, but not a name both versions use', () => {
    expect(expected('10.x', 'formatError')).toEqual(['/docs/v10/migrate-from-v9-to-v10']);
    expect(expected('10.x', 'createTRPCClient')).toBeDefined();
    // `useQuery` is the 10.x hook's name too: the 10.x pages teach it, the guide only maps it.
    expect(expected('10.x', 'useQuery')).toBeUndefined();
  });

  it('are each asked once per version, ranked by page', () => {
    const keys = cases.map((c) => `${c.version} ${c.query}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(cases.every((c) => c.kind === 'api' && !c.heldOut)).toBe(true);
    expect(cases.length).toBeGreaterThan(90);
  });
});
