import { describe, expect, it } from 'vitest';
import { modalOrder } from '../../scripts/lib/searchClientPage';

// The relevance budgets rank pages in the order the DocSearch modal lists them; the e2e suite
// checks the whole path against the modal, this the grouping rule on its own.
const hit = (url: string, group: string, lvl1: string) => ({ url, group, lvl1 });

describe('modalOrder', () => {
  it('lists a later hit of an earlier section before the hits of later sections', () => {
    const hits = [
      hit('/a', 'Server', 'Routers'),
      hit('/b', 'Client', 'Links'),
      hit('/c', 'Server', 'Context'),
    ];
    expect(modalOrder(hits).map((h) => h.url)).toEqual(['/a', '/c', '/b']);
  });

  it('keeps a page’s hits together within its section', () => {
    const hits = [
      hit('/a', 'Server', 'Routers'),
      hit('/c', 'Server', 'Context'),
      hit('/a#x', 'Server', 'Routers'),
    ];
    expect(modalOrder(hits).map((h) => h.url)).toEqual(['/a', '/a#x', '/c']);
  });

  it('drops hits past five in one section, as the modal does', () => {
    const hits = Array.from({ length: 7 }, (_, i) => hit(`/p${i}`, 'Server', `Page ${i}`));
    expect(modalOrder([...hits, hit('/z', 'Client', 'Z')]).map((h) => h.url)).toEqual([
      '/p0',
      '/p1',
      '/p2',
      '/p3',
      '/p4',
      '/z',
    ]);
  });
});
