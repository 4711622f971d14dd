import { expect, type ConsoleMessage, type Locator, type Page } from '@playwright/test';

/**
 * Collects what a reader would call "the page is broken": uncaught errors and console errors.
 * `expectedStatusOf` names a document path whose own error status (a 404 page) is intended.
 */
export function watchForErrors(
  page: Page,
  { expectedStatusOf }: { expectedStatusOf?: string } = {},
): { errors: string[]; stop: () => void } {
  const errors: string[] = [];
  const onPageError = (error: Error) => errors.push(`pageerror: ${error.message}`);
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    const source = message.location().url;
    const intended =
      expectedStatusOf !== undefined &&
      source !== '' &&
      message.text().startsWith('Failed to load resource') &&
      new URL(source).pathname === expectedStatusOf;
    if (!intended) errors.push(`console: ${message.text()}`);
  };
  page.on('pageerror', onPageError);
  page.on('console', onConsole);
  // For a page that outlives the test (one reused from test to test).
  const stop = () => {
    page.off('pageerror', onPageError);
    page.off('console', onConsole);
  };
  return { errors, stop };
}

/** Opens a path and waits until React has hydrated, so clicks and keys reach handlers. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
}

/** The value of the first localStorage key that starts with a prefix (Docusaurus namespaces keys). */
export async function storageValue(page: Page, prefix: string): Promise<string | null> {
  return page.evaluate((keyPrefix) => {
    for (let i = 0; i < window.localStorage.length; i += 1) {
      const key = window.localStorage.key(i);
      if (key?.startsWith(keyPrefix)) return window.localStorage.getItem(key);
    }
    return null;
  }, prefix);
}

/** One click on the colour toggle, which must turn a light page dark. */
export async function switchToDarkMode(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
}

/**
 * Docusaurus suffixes its storage keys per site (`theme-a4b`). The suffix is read from the
 * inline colour-mode script of the served page, so a test can seed a key before load.
 */
async function storageKeySuffix(page: Page): Promise<string> {
  const html = await (await page.request.get('/')).text();
  return html.match(/localStorage\.getItem\("theme(-[\w-]+)?"\)/)?.[1] ?? '';
}

/** Seeds a namespaced localStorage entry before any page script runs. */
export async function seedStorage(page: Page, key: string, value: string): Promise<void> {
  const fullKey = `${key}${await storageKeySuffix(page)}`;
  await page.addInitScript(([k, v]) => window.localStorage.setItem(k, v), [fullKey, value]);
}

/** The middle of the first occurrence of `text` inside an element, in viewport pixels. */
export async function pointOfText(
  locator: Locator,
  text: string,
  occurrence = 0,
): Promise<{ x: number; y: number }> {
  await locator.scrollIntoViewIfNeeded();
  const point = await locator.evaluate(
    (element, [wanted, skip]) => {
      let seen = 0;
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const content = node.textContent ?? '';
        for (let at = content.indexOf(wanted); at >= 0; at = content.indexOf(wanted, at + 1)) {
          if (seen++ < skip) continue;
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + wanted.length);
          const box = range.getBoundingClientRect();
          return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
        }
      }
      return null;
    },
    [text, occurrence] as const,
  );
  if (!point) throw new Error(`"${text}" is not in the element`);
  return point;
}
