import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { gotoHydrated, watchForErrors } from '../support/page';

// Code blocks are coloured when the site is built (src/plugins/code-samples/highlight/tokens.ts): the
// browser renders the build's tokens and never loads Prism.

/** Every token of the page's code blocks: its classes and text, in order. */
function tokensOf(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('.markdown pre code .token')].map(
      (token) => `${token.className}|${token.textContent}`,
    ),
  );
}

test('a page reached by client-side navigation shows the same coloured code as its HTML', async ({
  page,
}) => {
  const { errors } = watchForErrors(page);
  await page.goto('/docs/v10/router');
  const served = await tokensOf(page);
  expect(served.filter((token) => token.startsWith('token keyword')).length).toBeGreaterThan(10);

  await gotoHydrated(page, '/docs/v10');
  await page.locator('nav a[href="/docs/v10/router"]').first().click();
  await expect(page).toHaveURL(/\/docs\/v10\/router$/);
  await expect(page.locator('h1')).toHaveText('Define Routers');
  expect(await tokensOf(page)).toEqual(served);
  expect(errors).toEqual([]);
});

test('no script the site ships carries Prism', () => {
  const dir = path.join('build', 'assets', 'js');
  const withPrism = readdirSync(dir).filter((file) =>
    // Grammars register themselves on `languages`; the tokenizer is `tokenize`.
    /languages\.(?:typescript|javascript|clike)\s*=|\.tokenize\s*=\s*function/.test(
      readFileSync(path.join(dir, file), 'utf8'),
    ),
  );
  expect(withPrism).toEqual([]);
});
