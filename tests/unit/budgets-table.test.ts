import { describe, expect, it } from 'vitest';
import { BUDGETS, judge, staleKnownMisses, type BudgetName } from '../../scripts/budgets/table';

describe('the budgets table, judged by one function', () => {
  it('passes a value within its limit and fails one past it, for maximums and minimums', () => {
    expect(judge('first-load CSS', 15 * 1024, { subject: '/' }).status).toBe('pass');
    expect(judge('first-load CSS', 22 * 1024, { subject: '/' }).status).toBe('fail');
    expect(judge('Lighthouse desktop seo', 100, { subject: '/' }).status).toBe('pass');
    expect(judge('Lighthouse desktop seo', 99, { subject: '/' }).status).toBe('fail');
  });

  it('names the budget with its subject, and what it was measured over after it', () => {
    const result = judge('search relevance hit@1', 0.97, { of: '182 queries' });
    expect(result).toEqual({
      name: 'search relevance hit@1 (of 182 queries)',
      measured: '97.0%',
      limit: '≥ 95.0%',
      status: 'pass',
    });
    expect(judge('first-load JS', 1, { subject: '/docs/v10' }).name).toBe(
      'first-load JS /docs/v10',
    );
  });

  it('accepts a known miss within its guard, with its reason, and fails one past it', () => {
    const known = judge('first-load JS', 150 * 1024, { subject: '/docs/v10/router' });
    expect(known.status).toBe('not met (known)');
    expect(known.limit).toMatch(/main\.js is 127 KiB/);
    expect(judge('first-load JS', 172 * 1024, { subject: '/docs/v10/router' }).status).toBe('fail');
    // The accepted miss is the subject's own: another route has none.
    expect(judge('first-load JS', 150 * 1024, { subject: '/docs/v11' }).status).toBe('fail');
  });

  it("reports a value within the unit's run-to-run noise as not met, not failed", () => {
    const mobile = BUDGETS['Lighthouse mobile performance'].limit;
    expect(judge('Lighthouse desktop performance', 98, { subject: '/' }).status).toBe(
      'not met (known)',
    );
    expect(judge('Lighthouse desktop performance', 97, { subject: '/' }).status).toBe('fail');
    expect(judge('Lighthouse mobile performance', mobile - 1, { subject: '/x' }).status).toBe(
      'not met (known)',
    );
  });

  it("scales a time by a slower machine's factor, never tighter than the limit", () => {
    const warm = 'playground: click to first problems, warm (median of 3)';
    expect(judge(warm, 900, {}, 2).status).toBe('pass');
    expect(judge(warm, 900, {}, 2).limit).toMatch(/× 2\.00, this machine's factor = 1000 ms/);
    expect(judge(warm, 600, {}, 0.5).status).toBe('fail');
    // Bytes do not scale.
    expect(judge('playground: first open transfers (as served)', 1500 * 1024, {}, 2).status).toBe(
      'fail',
    );
  });

  it('fails each accepted miss whose budget and subject the run did not judge', () => {
    const every = (Object.entries(BUDGETS) as [BudgetName, { known?: object }][]).flatMap(
      ([name, budget]) =>
        Object.keys(budget.known ?? { '': null }).map((subject) => ({ name, subject })),
    );
    expect(staleKnownMisses(every)).toEqual([]);
    const withoutOne = every.filter(
      (b) => !(b.name === 'Lighthouse mobile performance' && b.subject === '/'),
    );
    expect(staleKnownMisses(withoutOne).map((r) => [r.name, r.status])).toEqual([
      ['known miss "Lighthouse mobile performance /"', 'fail'],
    ]);
  });
});
