import { sampleWidth } from '../../src/plugins/code-samples/model/width';
import { expect, test } from '../support/fixtures';
import { openDetails } from '../support/layout-checks';
import { gotoHydrated } from '../support/page';

// At 1280 px a reader sees a TypeScript sample whole: no line runs past the block's edge, so
// nothing hides behind a sideways scroll. tests/content/sample-width.test.ts keeps the pages'
// lines within `sampleWidth` characters; this checks those widths against the real layout (and
// the crawl checks every page's samples at that width: tests/e2e/crawl.spec.ts).
test.use({ viewport: { width: 1280, height: 800 } });

// Where each kind of block is shown, a line of `sampleWidth` characters fits without scrolling.
const columns = [
  { route: '/docs/v10/router', page: 'docs/server/router.md', inDetails: false },
  {
    route: '/docs/v9/fastify',
    page: 'versioned_docs/version-9.x/server/adapters/fastify.md',
    inDetails: true,
  },
  {
    route: '/blog/introducing-trpc',
    page: 'blog/2021-05-05-introducing-trpc.md',
    inDetails: false,
  },
  {
    route: '/',
    page: 'docs/landing-intro/Step1.md',
    inDetails: false,
    scope: '[aria-labelledby="steps-heading"]',
  },
  {
    route: '/',
    page: 'docs/landing-intro/LiveDemo.md',
    inDetails: false,
    scope: '[aria-labelledby="live-demo-heading"]',
  },
];

for (const { route, page: source, inDetails, scope = 'main' } of columns) {
  const width = sampleWidth(source, inDetails);
  test(`${route}: a line of ${width} characters fits a block${inDetails ? ' in a <details> box' : ''}`, async ({
    page,
  }) => {
    await gotoHydrated(page, route);
    await openDetails(page);
    const fits = await page.evaluate(
      ([wanted, nested, within]) => {
        const pre = [...document.querySelectorAll<HTMLElement>(`${within} pre.language-ts`)].find(
          (candidate) => (candidate.closest('details') !== null) === nested,
        );
        const code = pre?.querySelector('code');
        if (!pre || !code) return null;
        // The block's own lines may be shorter or longer: only the probe line is left.
        const line = document.createElement('span');
        line.textContent = 'x'.repeat(wanted);
        code.replaceChildren(line);
        return pre.scrollWidth <= pre.clientWidth;
      },
      [width, inDetails, scope] as const,
    );
    expect(fits).toBe(true);
  });
}
