// One Chromium for every recipe that says what its page shows in a browser, launched on first
// use. Each look gets its own context, so no recipe sees another one's storage.
import { chromium, type Browser } from '@playwright/test';
import { chromiumPath } from '../support/chromium';

/** How long a page may take to show what the recipe says: a first Next.js render compiles. */
const SHOW_TIMEOUT_MS = 30_000;

export class RecipeBrowser {
  private browser: Promise<Browser> | null = null;

  /**
   * The text a reader sees at `url` once every one of `lines` is on the page, or after the
   * timeout, whichever comes first; the caller compares.
   */
  async textShown(url: string, lines: string[]): Promise<string> {
    this.browser ??= chromium.launch({
      executablePath: chromiumPath,
      args: ['--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    const context = await (await this.browser).newContext();
    try {
      const page = await context.newPage();
      await page.goto(url);
      const body = page.locator('body');
      const deadline = Date.now() + SHOW_TIMEOUT_MS;
      let text = await body.innerText();
      while (!lines.every((line) => text.includes(line)) && Date.now() < deadline) {
        await page.waitForTimeout(250);
        text = await body.innerText();
      }
      return text;
    } finally {
      await context.close();
    }
  }

  async close(): Promise<void> {
    if (this.browser) await (await this.browser).close();
  }
}
