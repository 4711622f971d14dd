import { expect, test } from '../support/fixtures';
import { gotoHydrated } from '../support/page';

test('pages with media load every image from the site, each with its size known before it loads', async ({
  page,
  externalRequests,
}) => {
  for (const route of [
    '/',
    '/blog/introducing-trpc',
    '/docs/v10/sponsors',
    '/docs/v9/sponsors',
    '/docs/v10',
    '/docs/v9',
  ]) {
    await gotoHydrated(page, route);
    // Lazy images load once they near the viewport.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    const images = await page.locator('main img').evaluateAll((imgs) =>
      imgs.map((img) => ({
        src: (img as HTMLImageElement).currentSrc || (img as HTMLImageElement).src,
        sized:
          (img.hasAttribute('width') && img.hasAttribute('height')) ||
          // Docusaurus's author avatar has no attributes; Infima fixes its box in CSS.
          (img.classList.contains('avatar__photo') &&
            getComputedStyle(img).width === getComputedStyle(img).height &&
            getComputedStyle(img).width !== 'auto'),
        loaded: (img as HTMLImageElement).naturalWidth > 0,
      })),
    );
    for (const image of images) {
      expect(new URL(image.src).origin, `${route}: ${image.src}`).toBe(new URL(page.url()).origin);
      expect(image.sized, `${route}: ${image.src} has no size before it loads`).toBe(true);
      expect(image.loaded, `${route}: ${image.src} did not load`).toBe(true);
    }
  }
  expect(externalRequests).toEqual([]);
});

test('a video loads nothing from YouTube until the reader plays it, then plays in place', async ({
  page,
  externalRequests,
}) => {
  await gotoHydrated(page, '/docs/v9');
  const video = page.getByRole('link', { name: /A deep dive into tRPC/ });
  await video.scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  expect(externalRequests).toEqual([]);
  await expect(video).toHaveAttribute('href', 'https://www.youtube.com/watch?v=-_GZJ3xwYOw');
  const before = await video.boundingBox();
  await video.click();
  await expect(page.locator('iframe[title^="A deep dive into tRPC"]')).toHaveAttribute(
    'src',
    'https://www.youtube-nocookie.com/embed/-_GZJ3xwYOw?autoplay=1',
  );
  // The player takes the poster's box: nothing below it moves.
  const after = await page.locator('iframe[title^="A deep dive into tRPC"]').boundingBox();
  expect(after?.height).toBeCloseTo(before?.height ?? 0, 0);
  expect(page.url()).toMatch(/\/docs\/v9\/?$/);
});

test('no analytics or tweet-widget request without an id or an embed', async ({
  page,
  externalRequests,
}) => {
  await gotoHydrated(page, '/docs/v10/router');
  await page.getByRole('link', { name: 'Define Procedures' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Define Procedures');
  await gotoHydrated(page, '/blog/introducing-trpc');
  expect(
    externalRequests.filter((url) =>
      /googletagmanager|google-analytics|platform\.twitter/.test(url),
    ),
  ).toEqual([]);
});
