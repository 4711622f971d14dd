import { expect, test } from '../support/fixtures';
import { gotoHydrated } from '../support/page';

const POST = '/blog/introducing-trpc';

test('the blog index shows an excerpt of the post and a link to read the rest', async ({
  page,
}) => {
  // What the whole post holds, read from the post's own page.
  await gotoHydrated(page, POST);
  const post = page.getByRole('article');
  const opening = (await post.locator('.markdown > p').first().innerText()).trim();
  const sections = await post.locator('.markdown h2').allInnerTexts();
  expect(sections.length).toBeGreaterThan(2);

  await gotoHydrated(page, '/blog');
  const entry = page.getByRole('article');
  await expect(entry).toHaveCount(1);
  await expect(entry.locator('.markdown')).toContainText(opening);
  // None of the post's sections: the index is a way into the post, not a copy of it.
  for (const section of sections) {
    await expect(entry.getByRole('heading', { name: section, exact: true })).toHaveCount(0);
  }
  const readMore = entry.getByRole('link', { name: /Read more/ });
  await expect(readMore).toHaveAttribute('href', POST);
  await readMore.click();
  await expect(page).toHaveURL(new RegExp(`${POST}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introducing tRPC');
});
