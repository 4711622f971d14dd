import { describe, expect, it } from 'vitest';
import { problemsRefresher } from '../../src/plugins/playground/client/problemsRefresher';
import type { Problem } from '../../src/plugins/playground/shared/protocol';

/** A worker whose answers arrive when the test says, numbered by the question. */
function slowWorker() {
  const answers: ((problems: Problem[]) => void)[] = [];
  const problem = (n: number): Problem => ({
    path: '/a.ts',
    from: n,
    to: n,
    line: 1,
    column: n,
    message: `answer ${n}`,
    severity: 'error',
    code: 1,
  });
  return {
    ask: () => new Promise<Problem[]>((resolve) => answers.push(resolve)),
    asked: () => answers.length,
    answer: async (n: number) => {
      answers[n]?.([problem(n)]);
      // Let the refresher's promise chain run.
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

describe('the problems after an edit', () => {
  it('are asked at once, and edits made while an answer is on its way cost one more question', async () => {
    const worker = slowWorker();
    const shown: string[] = [];
    const { refresh } = problemsRefresher(worker.ask, (found) =>
      shown.push(found.map((p) => p.message).join()),
    );
    refresh();
    expect(worker.asked()).toBe(1);
    refresh();
    refresh();
    refresh();
    expect(worker.asked()).toBe(1);
    await worker.answer(0);
    expect(shown).toEqual(['answer 0']);
    expect(worker.asked()).toBe(2);
    await worker.answer(1);
    expect(shown).toEqual(['answer 0', 'answer 1']);
    expect(worker.asked()).toBe(2);
  });

  it('show nothing once stopped', async () => {
    const worker = slowWorker();
    const shown: unknown[] = [];
    const { refresh, stop } = problemsRefresher(worker.ask, (found) => shown.push(found));
    refresh();
    stop();
    await worker.answer(0);
    refresh();
    expect(shown).toEqual([]);
    expect(worker.asked()).toBe(1);
  });
});
