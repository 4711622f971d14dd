import { describe, expect, it } from 'vitest';
import { routePath } from '../../src/text/routePath';

describe('routePath', () => {
  it('gives every path that serves a page the same route', () => {
    for (const path of [
      '/docs/v10/router',
      '/docs/v10/router/',
      '/docs/v10/router/index.html',
      '/docs/v10/router.html',
      '/docs//v10/router',
    ]) {
      expect(routePath(path)).toBe('/docs/v10/router');
    }
  });

  it('keeps the root the root', () => {
    expect(routePath('/')).toBe('/');
    expect(routePath('/index.html')).toBe('/');
    expect(routePath('//')).toBe('/');
    expect(routePath('')).toBe('/');
  });
});
