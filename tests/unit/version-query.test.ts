import { describe, expect, it } from 'vitest';
import { versionNameForQuery } from '../../src/docs/versionQuery';

// The versions as the docs plugin names and labels them (docusaurus.config.ts).
const versions = [
  { name: 'current', label: '10.x' },
  { name: '9.x', label: '9.x' },
];

describe('?v= on the landing page', () => {
  it('names a version by its label or major number, in any case', () => {
    for (const value of ['9', '9.x', '9.X'])
      expect(versionNameForQuery(value, versions)).toBe('9.x');
    for (const value of ['10', '10.x'])
      expect(versionNameForQuery(value, versions)).toBe('current');
  });

  it('names no version for anything else', () => {
    for (const value of ['', '1', '11', 'v9', 'current', '9.']) {
      expect(versionNameForQuery(value, versions)).toBeUndefined();
    }
  });

  it('knows a new version from its label alone', () => {
    const withNext = [{ name: 'current', label: '11.x' }, ...versions];
    expect(versionNameForQuery('11', withNext)).toBe('current');
  });
});
