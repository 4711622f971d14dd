import { describe, expect, it } from 'vitest';
import type { Downloads } from '../../src/plugins/playground/client/downloads';
import { downloadsText } from '../../src/plugins/playground/client/downloadsText';

const compiler = (loaded: number) => ({
  part: { kind: 'compiler' as const },
  loaded,
  total: 3_400_000,
});
const types = (version: string, loaded: number) => ({
  part: { kind: 'types' as const, version },
  loaded,
  total: 3_700_000,
});

describe('what a first open says it is loading', () => {
  it('before any progress: names what is loading', () => {
    expect(downloadsText({}, { version: 'v10', label: '10.x' })).toBe(
      "Loading TypeScript and the 10.x packages' types…",
    );
  });

  it('as the files arrive: how much of each, in whole percents of its size', () => {
    const current: Downloads = { compiler: compiler(1_300_000), 'types v10': types('v10', 37_000) };
    expect(downloadsText(current, { version: 'v10', label: '10.x' })).toBe(
      "Loading TypeScript (38% of 3.4 MB) and the 10.x packages' types (1% of 3.7 MB)…",
    );
  });

  it('a file that has arrived says so; both arrived is the check', () => {
    const half: Downloads = { compiler: compiler(3_400_000), 'types v10': types('v10', 0) };
    expect(downloadsText(half, { version: 'v10', label: '10.x' })).toBe(
      "Loading TypeScript (3.4 MB, done) and the 10.x packages' types (0% of 3.7 MB)…",
    );
    const both: Downloads = { ...half, 'types v10': types('v10', 3_700_000) };
    expect(downloadsText(both, { version: 'v10', label: '10.x' })).toBe(
      'Checking the code with TypeScript…',
    );
  });

  it("another version's types are not this one's", () => {
    const current: Downloads = {
      compiler: compiler(3_400_000),
      'types v9': types('v9', 3_700_000),
    };
    expect(downloadsText(current, { version: 'v10', label: '10.x' })).toBe(
      "Loading TypeScript (3.4 MB, done) and the 10.x packages' types…",
    );
  });

  it('without a version, the one downloading, with what the loading is for', () => {
    const current: Downloads = { 'types v10': types('v10', 1_850_000) };
    expect(downloadsText(current, { purpose: ' to check the code as you edit it' })).toBe(
      "Loading TypeScript and the packages' types (50% of 3.7 MB) to check the code as you edit it…",
    );
  });
});
