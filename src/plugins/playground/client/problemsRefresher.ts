// The project's problems after each edit, for the playground and the landing page's live pair.
import type { Problem } from '../shared/protocol';

/**
 * A function to call after each edit. It asks at once (the worker has the edit already: the
 * editor sends it first), and while an answer is on its way it asks once more after it, so
 * typing faster than TypeScript checks costs one check, not one per key. `stop` ends it.
 */
export function problemsRefresher(
  ask: () => Promise<Problem[]>,
  show: (problems: Problem[]) => void,
): { refresh: () => void; stop: () => void } {
  let stopped = false;
  let asking = false;
  let again = false;
  const refresh = (): void => {
    if (stopped) return;
    if (asking) {
      again = true;
      return;
    }
    asking = true;
    again = false;
    ask()
      .then((found) => {
        if (!stopped) show(found);
      })
      .catch(() => undefined)
      .finally(() => {
        asking = false;
        if (again) refresh();
      });
  };
  return {
    refresh,
    stop: () => {
      stopped = true;
    },
  };
}
