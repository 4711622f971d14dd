// Reading the DocSearch modal of the served build, for the search benchmarks and tests: when
// the answer for a typed query is on screen.
import type { Page } from '@playwright/test';

// Runs in the page: 'hits' once the footer's "See all" link carries exactly this query (the
// footer and the hits come from the same modal state), 'none' once a visible no-results screen
// names it (the site hides DocSearch's own until the search for the typed text has answered).
function answeredScreen(q: string): 'hits' | 'none' | false {
  if (document.querySelector<HTMLInputElement>('.DocSearch-Input')?.value !== q) return false;
  const footer = document.querySelector<HTMLAnchorElement>('.DocSearch-HitsFooter a');
  if (footer) return new URL(footer.href).searchParams.get('q') === q ? 'hits' : false;
  const empty = [...document.querySelectorAll<HTMLElement>('.DocSearch-NoResults')].find(
    (screen) => screen.checkVisibility() && screen.innerText.includes(`No results for`),
  );
  return empty?.innerText.includes(q) ? 'none' : false;
}

/**
 * Waits until the answer for exactly `query` is on screen. Chromium turns each line break of
 * what is pasted or filled into a text input into a space (a pasted stack becomes one line), so
 * a query of several lines is answered as the input holds it.
 */
export async function waitForAnswer(page: Page, query: string): Promise<'hits' | 'none'> {
  const typed = query.replace(/\r?\n/g, ' ');
  const handle = await page.waitForFunction(answeredScreen, typed, { timeout: 15_000 });
  return (await handle.jsonValue()) as 'hits' | 'none';
}
