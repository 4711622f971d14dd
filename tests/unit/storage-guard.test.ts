import { describe, expect, it } from 'vitest';
import { neutraliseBlockedStorage } from '../../src/clientModules/storageGuard';

function fakeWindow(access: { local: () => unknown; session: () => unknown }): Window {
  const target = {};
  Object.defineProperty(target, 'localStorage', { get: access.local, configurable: true });
  Object.defineProperty(target, 'sessionStorage', { get: access.session, configurable: true });
  return target as Window;
}

const blocked = () => {
  throw new DOMException('Access is denied for this document.', 'SecurityError');
};

describe('blocked browser storage', () => {
  it('turns a storage that throws on access into a missing one', () => {
    const target = fakeWindow({ local: blocked, session: blocked });
    expect(neutraliseBlockedStorage(target)).toEqual(['localStorage', 'sessionStorage']);
    expect(() => target.localStorage).not.toThrow();
    expect(target.localStorage).toBeNull();
    expect(target.sessionStorage).toBeNull();
  });

  it('leaves a working storage alone, even one whose writes fail (a full quota)', () => {
    const full = {
      setItem() {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    };
    const session = {};
    const target = fakeWindow({ local: () => full, session: () => session });
    expect(neutraliseBlockedStorage(target)).toEqual([]);
    expect(target.localStorage).toBe(full);
    expect(target.sessionStorage).toBe(session);
  });
});
