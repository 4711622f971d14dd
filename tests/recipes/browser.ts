// One Chromium (its headless shell, as in the end-to-end tests) for every recipe and journey
// that says what its page shows in a browser, launched on first use. A recipe's each look gets
// its own context, so no recipe sees another one's storage; a journey looks through one
// session, as one reader's browser keeps the storage of an app across pages (a token saved at
// sign-in is there on the next page).
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { headlessShellPath } from '../support/chromium';

/** How long a page may take to show what the recipe says: a first Next.js render compiles. */
const SHOW_TIMEOUT_MS = 30_000;

/**
 * How a step looks: with the field labelled `fill.label` filled with `fill.value`, then after a
 * click on the button, link or checkbox named `click`; or with JavaScript off (`script: false`),
 * so the text is what the server rendered and nothing the browser added.
 */
export type LookOptions = {
  click?: string;
  fill?: { label: string; value: string };
  script?: boolean;
  /**
   * A second tab of the same browser, opened at `url` before the fill and click, once it
   * shows `ready`; the lines are then looked for there: what reached it without a reload.
   */
  watch?: { url: string; ready: string };
};

/** What a step needs of a browser: the text at `url`. */
export type BrowserLook = {
  textShown(url: string, lines: string[], options?: LookOptions): Promise<string>;
};

/** Opens `url` in `context`, fills and clicks, and reads the page until `lines` are all shown. */
async function look(
  context: BrowserContext,
  url: string,
  lines: string[],
  { click, fill, watch }: LookOptions,
): Promise<string> {
  const page = await context.newPage();
  const watcher = watch ? await context.newPage() : null;
  try {
    if (watch && watcher) {
      await watcher.goto(watch.url);
      await watcher
        .getByText(watch.ready, { exact: true })
        .first()
        .waitFor({ timeout: SHOW_TIMEOUT_MS })
        .catch(async () => {
          throw new Error(
            `the second tab at ${watch.url} never showed "${watch.ready}"; it shows:\n${await watcher.locator('body').innerText()}`,
          );
        });
    }
    await page.goto(url);
    const body = page.locator('body');
    if (fill !== undefined) {
      await page
        .getByLabel(fill.label, { exact: true })
        .fill(fill.value, { timeout: SHOW_TIMEOUT_MS })
        .catch(async () => {
          throw new Error(
            `no field labelled "${fill.label}" to fill; the page shows:\n${await body.innerText()}`,
          );
        });
    }
    if (click !== undefined) {
      const target = page
        .getByRole('button', { name: click, exact: true })
        .or(page.getByRole('link', { name: click, exact: true }))
        .or(page.getByRole('checkbox', { name: click, exact: true }));
      await target.click({ timeout: SHOW_TIMEOUT_MS }).catch(async () => {
        throw new Error(
          `no button or link "${click}" to click; the page shows:\n${await body.innerText()}`,
        );
      });
    }
    const shown = (watcher ?? page).locator('body');
    const deadline = Date.now() + SHOW_TIMEOUT_MS;
    let text = await shown.innerText();
    while (!lines.every((line) => text.includes(line)) && Date.now() < deadline) {
      await page.waitForTimeout(250);
      text = await shown.innerText();
    }
    return text;
  } finally {
    await page.close();
    await watcher?.close();
  }
}

export class RecipeBrowser implements BrowserLook {
  private browser: Promise<Browser> | null = null;

  private launched(): Promise<Browser> {
    this.browser ??= chromium.launch({
      executablePath: headlessShellPath,
      args: ['--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    return this.browser;
  }

  /**
   * The text a reader sees at `url` once every one of `lines` is on the page, or after the
   * timeout, whichever comes first; the caller compares. A new context each time.
   */
  async textShown(url: string, lines: string[], options: LookOptions = {}): Promise<string> {
    const context = await (
      await this.launched()
    ).newContext({ javaScriptEnabled: options.script !== false });
    try {
      return await look(context, url, lines, options);
    } finally {
      await context.close();
    }
  }

  /**
   * One reader's browser: every look shares its storage until `close`. A look with JavaScript
   * off gets a copy of that storage (its cookies go with the page request), in a context of its
   * own, since a context's JavaScript cannot be turned off once it is open.
   */
  session(): BrowserLook & { close(): Promise<void> } {
    let context: Promise<BrowserContext> | null = null;
    return {
      textShown: async (url, lines, options = {}) => {
        context ??= this.launched().then((browser) => browser.newContext());
        if (options.script !== false) return look(await context, url, lines, options);
        const storageState = await (await context).storageState();
        const scriptless = await (
          await this.launched()
        ).newContext({ javaScriptEnabled: false, storageState });
        try {
          return await look(scriptless, url, lines, options);
        } finally {
          await scriptless.close();
        }
      },
      close: async () => {
        if (context) await (await context).close();
      },
    };
  }

  async close(): Promise<void> {
    if (this.browser) await (await this.browser).close();
  }
}
