import { expect, test } from '../support/fixtures';
import { gotoHydrated } from '../support/page';

test('the blog post shows its date, author and reading time', async ({ page }) => {
  await gotoHydrated(page, '/blog/introducing-trpc');
  const article = page.locator('article').first();
  await expect(article.locator('time')).toHaveAttribute('datetime', /^2021-05-05/);
  await expect(article.getByText('Alex / KATT')).toBeVisible();
  await expect(article.getByText(/min read/)).toBeVisible();
  // The author's icon-only links are named (by their title) for assistive technology.
  await expect(article.getByRole('link', { name: 'X', exact: true })).toHaveAttribute(
    'href',
    'https://x.com/alexdotjs',
  );
  await expect(article.getByRole('link', { name: 'GitHub', exact: true })).toHaveAttribute(
    'href',
    'https://github.com/KATT',
  );
  await gotoHydrated(page, '/blog/tags/trpc');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('One post tagged with "trpc"');
});

test('feeds are published, well-formed, and each names its own address', async ({
  page,
  request,
}) => {
  await gotoHydrated(page, '/blog');
  for (const feed of ['/blog/rss.xml', '/blog/atom.xml']) {
    const response = await request.get(feed);
    expect(response.status()).toBe(200);
    const xml = await response.text();
    expect(xml).toContain('introducing-trpc');
    // Parsed as XML by the browser: an error, or the self link's address.
    const self = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      if (doc.querySelector('parsererror')) return 'not well-formed';
      const atom = 'http://www.w3.org/2005/Atom';
      const links = [...doc.getElementsByTagNameNS(atom, 'link')];
      return links.find((link) => link.getAttribute('rel') === 'self')?.getAttribute('href');
    }, xml);
    expect(self).toBe(`https://trpc.io${feed}`);
  }
});
