// When a reader blocks site data, merely reading `window.localStorage` throws (a SecurityError),
// and so does `sessionStorage`. Docusaurus copes, but DocSearch 4.7.1 reads `window.localStorage`
// unguarded when its modal mounts (algolia/docsearch#2694 covers only the quota and bad-JSON
// cases), which crashed the page on the first search. Every library here treats a missing
// storage as "nothing is kept", so a store that throws on access is made a missing one, once,
// before any of them runs: the site works, remembers nothing, and says so once in the console.

type StorageName = 'localStorage' | 'sessionStorage';
const STORAGES: readonly StorageName[] = ['localStorage', 'sessionStorage'];

/** True when reading the property itself throws (blocked), not when the store is merely full. */
function accessThrows(target: Window, name: StorageName): boolean {
  try {
    void target[name];
    return false;
  } catch {
    return true;
  }
}

/**
 * Replaces each storage whose access throws by `null`, the value libraries already handle,
 * and returns the names of those replaced.
 */
export function neutraliseBlockedStorage(target: Window): StorageName[] {
  const blocked = STORAGES.filter((name) => accessThrows(target, name));
  for (const name of blocked) {
    Object.defineProperty(target, name, { value: null, configurable: true, writable: false });
  }
  return blocked;
}

if (typeof window !== 'undefined') {
  const blocked = neutraliseBlockedStorage(window);
  if (blocked.length > 0) {
    console.warn(
      `Browser storage is blocked (${blocked.join(', ')}): the site works, but does not remember the colour mode, tab and version choices or recent searches.`,
    );
  }
}
