import { readdirSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from '@playwright/test';
import serveHandler from 'serve-handler';
import { wcagViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { overflowingElements } from '../support/layout-checks';
import { gotoHydrated, pointOfText, switchToDarkMode, watchForErrors } from '../support/page';

// The playground: a compiled sample's project in an editor with TypeScript 4.8.4 and the
// declaration files of its version's pinned packages, running in a worker.

const editorContent = (page: Page) => page.locator('.cm-content');
const problems = (page: Page) => page.getByRole('region', { name: 'Problems' });

async function openFromPage(page: Page, route: string, nth = 0): Promise<void> {
  await gotoHydrated(page, route);
  await page.getByRole('link', { name: 'Open in playground' }).nth(nth).click();
  await expect(page).toHaveURL(/\/playground\?from=/);
  await expect(page.locator('[data-state="ready"]')).toBeVisible({ timeout: 20_000 });
}

/** Replaces the open file's whole text the way a paste does. */
async function replaceText(page: Page, text: string): Promise<void> {
  await editorContent(page).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(text);
}

/** Types `text` at the top of the open file. */
async function insertAtTop(page: Page, text: string): Promise<void> {
  await editorContent(page).click();
  await page.keyboard.press('ControlOrMeta+Home');
  await page.keyboard.insertText(text);
}

/** A file of a page's project as the build serves it (the editor renders only what is in view). */
async function projectFile(page: Page, route: string, name: string): Promise<string> {
  const response = await page.request.get(`/code-playground${route}.json`);
  const { files } = (await response.json()) as { files: { name: string; content: string }[] };
  const file = files.find((f) => f.name === name);
  if (!file) throw new Error(`${route} has no file ${name}`);
  return file.content;
}

test('every "Open in playground" link in the build names a project the build wrote, and back', () => {
  const linked = new Set<string>();
  const pages = readdirSync('build', { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.html') && !file.startsWith('pagefind'),
  );
  for (const file of pages) {
    const html = readFileSync(path.join('build', file), 'utf8');
    for (const [, href = ''] of html.matchAll(/href="?\/playground\?([^"\s>]+)/g)) {
      const query = new URLSearchParams(href.replaceAll('&amp;', '&'));
      // The page's address as the reader has it: `/docs/v9/` and `/docs/v9` share a file.
      const from = (query.get('from') ?? '').replace(/(.)\/$/, '$1');
      linked.add(`${from} ${query.get('block')}`);
    }
  }
  const written = new Set<string>();
  const projectFiles = readdirSync('build/code-playground', { recursive: true, encoding: 'utf8' });
  for (const file of projectFiles.filter((f) => f.endsWith('.json'))) {
    const route = `/${file
      .split(path.sep)
      .join('/')
      .replace(/\.json$/, '')}`;
    const { blocks } = JSON.parse(
      readFileSync(path.join('build/code-playground', file), 'utf8'),
    ) as {
      blocks: Record<string, unknown>;
    };
    for (const key of Object.keys(blocks)) written.add(`${route} ${key}`);
  }
  // About 290 compiled blocks across both versions and the blog.
  expect(written.size).toBeGreaterThan(250);
  expect([...linked].sort()).toEqual([...written].sort());
});

test('each project names the page its samples are read on, by title; a landing sample names the home page, never an unlisted part', () => {
  const projectFiles = readdirSync('build/code-playground', { recursive: true, encoding: 'utf8' });
  const sources = projectFiles
    .filter((file) => file.endsWith('.json'))
    .map((file) => {
      const { source } = JSON.parse(
        readFileSync(path.join('build/code-playground', file), 'utf8'),
      ) as { source?: { title: string; url: string } };
      return { file, source };
    });
  for (const { file, source } of sources) {
    expect(source?.title, file).toBeTruthy();
    expect(source?.url, file).not.toMatch(/landing-intro/);
  }
  const landing = sources.filter(({ file }) => file.includes('landing-intro'));
  expect(landing.length).toBeGreaterThan(0);
  for (const { source } of landing) expect(source).toEqual({ title: 'the home page', url: '/' });
});

test('a quickstart block opens its project; renaming a field on the server breaks the client, and `client.` completes the procedures', async ({
  page,
}) => {
  const { errors } = watchForErrors(page);
  await openFromPage(page, '/docs/v10/quickstart');
  await expect(page.getByRole('tab', { name: 'server/router.ts' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(problems(page).getByRole('status')).toHaveText('No problems');
  const sourceLink = page.getByRole('main').getByRole('link', { name: 'Quickstart', exact: true });
  await expect(sourceLink).toHaveAttribute('href', /^\/docs\/v10\/quickstart\/?$/);
  // The compiler the sample project pins, as the build recorded it, not a number in the page.
  const { version: typescript } = JSON.parse(
    readFileSync('samples/v10/node_modules/typescript/package.json', 'utf8'),
  ) as { version: string };
  await expect(sourceLink.locator('xpath=..')).toContainText(
    `checked with TypeScript ${typescript} and`,
  );

  const router = await projectFile(page, '/docs/v10/quickstart', 'server/router.ts');
  expect(router).toContain('inStock');
  await replaceText(page, router.replaceAll('inStock', 'copies'));
  // The server's own file stays correct: the problems are the client's uses of the old name
  // (reading it, and sending it to addBook).
  // Heard with the first problem, not only the count.
  await expect(problems(page).getByRole('status')).toHaveText(
    /^2 errors; first: client\/index\.ts line \d+, Property 'inStock' does not exist/,
  );
  // The client's tab says so; the router's, whose file is fine, does not.
  await expect(page.getByRole('tab', { name: 'client/index.ts' })).toHaveAccessibleName(
    'client/index.ts (2 errors)',
  );
  await expect(page.getByRole('tab', { name: 'server/router.ts' })).toHaveAccessibleName(
    'server/router.ts',
  );
  const listed = problems(page).getByRole('listitem');
  await expect(listed.filter({ hasText: 'client/index.ts' })).toHaveCount(2);
  const clientProblem = listed.filter({ hasText: "Property 'inStock' does not exist" });
  await expect(clientProblem).toHaveCount(1);

  // The problem's location opens the client, with the error underlined.
  await clientProblem.getByRole('button').click();
  await expect(page.getByRole('tab', { name: 'client/index.ts' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.locator('.cm-lintRange-error').first()).toBeVisible();
  // With the caret on the problem: what the reader types goes there.
  await page.keyboard.type('zz');
  await expect(editorContent(page)).toContainText('zzinStock');
  await page.keyboard.press('ControlOrMeta+z');
  await expect(editorContent(page)).not.toContainText('zzinStock');

  // In the client, typing `client.` lists the router's procedures.
  await editorContent(page).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('client.');
  const completions = page.locator('.cm-tooltip-autocomplete');
  await expect(completions).toContainText('bookById');
  await expect(completions).toContainText('addBook');
  expect(errors).toEqual([]);
});

test('the editor takes typing while TypeScript loads, and the first problems include it', async ({
  page,
}) => {
  const { errors } = watchForErrors(page);
  // The version's types held back for a moment, so the typing surely comes first.
  await page.route('**/assets/playground/types-*.json', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await gotoHydrated(page, '/docs/v10/quickstart');
  await page.getByRole('link', { name: 'Open in playground' }).first().click();
  await expect(editorContent(page)).toBeVisible();
  await expect(page.locator('[data-state="loading"]')).toBeVisible();
  await insertAtTop(page, 'const early: number = "typed before TypeScript was ready";\n');
  await expect(page.locator('[data-state="ready"]')).toBeVisible({ timeout: 20_000 });
  await expect(problems(page).getByRole('status')).toHaveText(
    /^1 error: \S+ line 1, Type 'string' is not assignable to type 'number'/,
  );
  await expect(problems(page).getByRole('listitem')).toContainText(
    "Type 'string' is not assignable to type 'number'",
  );
  expect(errors).toEqual([]);
});

test('a first open on a slow line shows the code at once and says what is loading and how much; each file is downloaded once', async ({
  browser,
}) => {
  // A host that sends no caching headers but a Last-Modified, as most static servers do, and a
  // slow line: the compiler and the types arrive in 32 KB pieces, 40 ms apart.
  // A context of its own, on this test's server: its HTTP cache starts empty, and what that
  // cache keeps between the two opens is what this test is about.
  test.slow();
  const served = new Map<string, number>();
  let holdScripts = false;
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const slow = /^\/assets\/playground\/(typescript|types-v10)\.[^/]+$/.test(url.pathname);
    if (!slow) {
      const wait = holdScripts && url.pathname.startsWith('/assets/js/') ? 800 : 0;
      setTimeout(
        () =>
          void serveHandler(request, response, {
            public: path.resolve('build'),
            cleanUrls: true,
            directoryListing: false,
          }),
        wait,
      );
      return;
    }
    const file = path.join('build', url.pathname);
    const modified = statSync(file).mtime.toUTCString();
    if (request.headers['if-modified-since'] === modified) {
      response.writeHead(304).end();
      return;
    }
    served.set(url.pathname, (served.get(url.pathname) ?? 0) + 1);
    const body = readFileSync(file);
    response.writeHead(200, {
      'Content-Type': url.pathname.endsWith('.js') ? 'text/javascript' : 'application/json',
      'Content-Length': body.length,
      'Last-Modified': modified,
    });
    let at = 0;
    const next = () => {
      if (response.destroyed) return;
      if (at >= body.length) return void response.end();
      response.write(body.subarray(at, at + 32_768));
      at += 32_768;
      setTimeout(next, 40);
    };
    next();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  try {
    await gotoHydrated(page, '/docs/v10/quickstart');
    // The editor's code held back too: until it comes, the file is there as text.
    holdScripts = true;
    await page.getByRole('link', { name: 'Open in playground' }).first().click();
    const preview = page.getByLabel(/\(loading\)$/);
    const router = await projectFile(page, '/docs/v10/quickstart', 'server/router.ts');
    await expect(preview).toContainText(router.split('\n').filter(Boolean).at(-1) ?? '', {
      timeout: 20_000,
    });
    const status = page.locator('[data-state="loading"] [role="status"]');
    const seen = new Set<string>();
    const started = Date.now();
    while (await page.locator('[data-state="loading"]').isVisible()) {
      if (Date.now() - started > 40_000) throw new Error([...seen].join('\n'));
      // The line goes when the project is ready: a read that finds none is not waited for.
      const text = await status.textContent({ timeout: 200 }).catch(() => null);
      if (text) seen.add(text);
      await page.waitForTimeout(100);
    }
    await expect(page.locator('[data-state="ready"]')).toBeVisible();
    const percents = [...seen].filter((text) =>
      /^Loading TypeScript \((\d+% of [\d.]+ MB|[\d.]+ MB, done)\) and the 10\.x packages' types \((\d+% of [\d.]+ MB|[\d.]+ MB, done)\)…$/.test(
        text,
      ),
    );
    // The numbers move: a line that never changes is what a hang looks like.
    expect(new Set(percents).size, [...seen].join('\n')).toBeGreaterThan(3);
    expect(served.size).toBe(2);
    for (const [file, times] of served) expect(times, file).toBe(1);
  } finally {
    await context.close();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

test('an edited project is in the address: opening it elsewhere shows the same code', async ({
  page,
  browser,
}) => {
  await openFromPage(page, '/docs/v10/quickstart');
  await insertAtTop(page, '// Shared by link\n');
  await expect(page).toHaveURL(/#edits=/);
  const shared = page.url();

  const other = await browser.newPage();
  await other.goto(shared);
  await expect(other.locator('[data-state="ready"]')).toBeVisible({ timeout: 20_000 });
  await expect(other.locator('.cm-content')).toContainText('// Shared by link');
  await other.close();

  // Back leaves the playground for the page the sample came from.
  await page.goBack();
  await expect(page).toHaveURL(/\/docs\/v10\/quickstart$/);
});

test('the page says the address holds the edits; Copy link copies it, Reset opens the sample, Back brings the edits back', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openFromPage(page, '/docs/v10/quickstart');
  await expect(
    page.getByText('Edits you make are kept in this page\u2019s address.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reset to the sample' })).toHaveCount(0);
  await insertAtTop(page, '// Mine\n');
  await expect(page.getByText('Your edits are kept in this page\u2019s address.')).toBeVisible();
  await expect(page).toHaveURL(/#edits=/);

  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(page.url());

  await page.getByRole('button', { name: 'Reset to the sample' }).click();
  await expect(page.locator('[data-state="ready"]')).toBeVisible({ timeout: 20_000 });
  await expect(editorContent(page)).not.toContainText('// Mine');
  await expect(page).not.toHaveURL(/#edits=/);
  await page.goBack();
  await expect(page.locator('[data-state="ready"]')).toBeVisible({ timeout: 20_000 });
  await expect(editorContent(page)).toContainText('// Mine');
});

test('a 9.x sample has 9.x\u2019s API: createReactQueryHooks resolves, createTRPCReact does not; nothing leaves the site', async ({
  page,
  externalRequests,
}) => {
  await openFromPage(page, '/docs/v9/react', 2);
  await expect(page.getByText('the packages of tRPC 9.x')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'utils/trpc.ts' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(editorContent(page)).toContainText('createReactQueryHooks<AppRouter>()');
  await expect(problems(page).getByRole('status')).toHaveText('No problems');
  await insertAtTop(page, "import { createTRPCReact } from '@trpc/react';\n");
  await expect(problems(page)).toContainText("has no exported member 'createTRPCReact'");
  // The compiler and the types are the build's own files.
  expect(externalRequests).toEqual([]);
});

test('a troubleshooting entry whose cause is strict mode off opens with that mode, and shows its errors', async ({
  page,
}) => {
  await gotoHydrated(page, '/docs/v9/troubleshooting');
  // The entry's first block: its setup sets `// @strict: false` for its project.
  const block = page.locator(
    'xpath=//h3[@id="is-not-assignable-to-type-undefined"]/following-sibling::div[contains(@class, "theme-code-block")][1]',
  );
  await block.getByRole('link', { name: 'Open in playground' }).click();
  await expect(page.locator('[data-state="ready"]')).toBeVisible({ timeout: 20_000 });
  // With the sample project's own `strict: true` the same code has no problems.
  await expect(problems(page).getByRole('status')).toHaveText(
    /^2 errors; first: loose-post\.tsx line \d+, Type '\{ id: string; \}' is not assignable to type 'undefined'/,
    { timeout: 30_000 },
  );
});

const output = (page: Page) => page.getByRole('region', { name: 'Output' });

test('Run: the client prints its lines, each request and answer is listed, an edit runs', async ({
  page,
  externalRequests,
}) => {
  const { errors } = watchForErrors(page);
  await openFromPage(page, '/docs/v10/quickstart');
  // The page's standalone server cannot listen in a browser, and the playground says so.
  await expect(
    page.getByText(/standalone server in server\/index\.ts cannot listen/),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  const entries = output(page).getByRole('listitem');
  await expect(entries).toHaveCount(4);
  const texts = await entries.allInnerTexts();
  // In the order they happen: the query, its line, the mutation, its line.
  expect(texts[0]).toMatch(/^GET http:\/\/localhost:2022\/bookById\?batch=1&input=\S+ → 200/);
  expect(texts[0]).toContain('input: {"0":"b1"}');
  expect(texts[0]).toContain('"title": "Dune"');
  expect(texts[1]).toBe('Dune: 2 left');
  expect(texts[2]).toMatch(/^POST http:\/\/localhost:2022\/addBook\?batch=1 → 200/);
  expect(texts[3]).toBe('Added b2');

  // The edited code is what runs, in a frame that cannot reach the site's storage.
  const router = await projectFile(page, '/docs/v10/quickstart', 'server/router.ts');
  await replaceText(
    page,
    router.replace("title: 'Dune'", "title: 'Solaris'") +
      "\ntry { localStorage.getItem('theme'); console.log('storage read'); }" +
      " catch { console.log('storage blocked'); }\n",
  );
  await page.getByRole('button', { name: 'Run again' }).click();
  await expect(output(page)).toContainText('Solaris: 2 left');
  await expect(output(page)).toContainText('storage blocked');
  await expect(output(page)).not.toContainText('storage read');
  await expect(output(page)).not.toContainText('Dune');
  expect(errors).toEqual([]);
  expect(externalRequests).toEqual([]);
});

test('Run works from a build on a plain static server that sends no headers of its own', async ({
  page,
}) => {
  // No `_headers`: no Access-Control-Allow-Origin, no Content-Security-Policy, as from a bucket.
  const server = http.createServer((request, response) => {
    void serveHandler(request, response, {
      public: path.resolve('build'),
      cleanUrls: true,
      directoryListing: false,
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    await openFromPage(page, `${origin}/docs/v10/quickstart`);
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await expect(output(page)).toContainText('Dune: 2 left', { timeout: 15_000 });
    await expect(output(page)).toContainText('Added b2');
    // An error thrown later by the reader's code reaches the output with its message: the
    // browser hides nothing of a script that is the page's own.
    const router = await projectFile(page, '/docs/v10/quickstart', 'server/router.ts');
    await replaceText(
      page,
      `${router}\nsetTimeout(() => {\n  throw new Error('late failure');\n}, 0);\n`,
    );
    await page.getByRole('button', { name: 'Run again' }).click();
    await expect(output(page)).toContainText(/Uncaught Error: late failure/);
    const runner = await page.request.get(
      `${origin}/assets/playground/runner/${readdirSync('build/assets/playground/runner')[0]}`,
    );
    expect(runner.headers()['access-control-allow-origin']).toBeUndefined();
    expect(runner.headers()['content-security-policy']).toBeUndefined();
    // The runner's page carries its own policy, which any host applies.
    expect(await runner.text()).toMatch(
      /<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'sha256-[^']+' 'unsafe-eval'/,
    );
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

test('Run brings its output into view on a phone, and says when the run is over', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openFromPage(page, '/docs/v10/quickstart');
  const section = output(page);
  await expect(section).not.toBeInViewport();
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(section).toBeInViewport();
  await expect(section.getByRole('status')).toHaveText(
    'Run finished: 2 lines printed, 2 requests.',
  );
});

test('Run: a 9.x project answers through 9.x\u2019s own request handler', async ({ page }) => {
  await openFromPage(page, '/docs/v9/vanilla');
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  const request = output(page).locator('[data-kind="request"]').first();
  await expect(request).toContainText('→ 200');
  // 9.x's answer envelope names its type; 10.x's has no `type` for data.
  await expect(request).toContainText('"type": "data"');
});

test('a project that needs Node.js or React says it shows types only', async ({ page }) => {
  await openFromPage(page, '/docs/v10/nextjs');
  // It names what cannot run and why, not that a browser library "does not run in a browser".
  await expect(
    page.getByText(/^Types only: .+ imports .+, which renders React components: the playground/),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Run', exact: true })).toHaveCount(0);
  // Its .tsx files compile with React's JSX runtime, which .ts-only projects go without.
  await expect(page.getByRole('tab', { name: /\.tsx$/ }).first()).toBeVisible();
  await expect(problems(page).getByRole('status')).toHaveText('No problems');
});

test('the setup a page hides is there to read, not to edit', async ({ page }) => {
  // Landing step 3 shows only the client; the router it imports is step 1's, hidden here.
  await openFromPage(page, '/docs/v10/landing-intro/Step3');
  await expect(page.getByRole('tab')).toHaveText(['client/index.ts']);
  await expect(problems(page).getByRole('status')).toHaveText('No problems');
  await page.getByRole('button', { name: 'Show the setup files the page hides (1)' }).click();
  const setupTab = page.getByRole('tab', { name: 'server/router.ts (setup, read-only)' });
  await setupTab.click();
  await expect(editorContent(page)).toContainText('export const appRouter');
  await expect(editorContent(page)).toHaveAttribute('aria-readonly', 'true');
  await insertAtTop(page, 'typed into the setup ');
  await expect(editorContent(page)).not.toContainText('typed into the setup');
});

test('setup above a shown file\u2019s cut is folded until the reader asks for it', async ({
  page,
}) => {
  const response = await page.request.get('/code-playground/docs/v9/vanilla.json');
  const { files, blocks } = (await response.json()) as {
    files: { name: string; content: string; hiddenLines: number }[];
    blocks: Record<string, { focus: string; files: number[] }>;
  };
  const [key, block] = Object.entries(blocks).find(([, b]) =>
    b.files.some((i) => files[i]?.name === b.focus && (files[i]?.hiddenLines ?? 0) > 0),
  ) ?? ['', undefined];
  const file = files.find((f, i) => block?.files.includes(i) && f.name === block.focus);
  if (!block || !file) throw new Error('no 9.x vanilla block with setup above its cut');
  const setupLine = file.content.split('\n')[0] ?? '';
  await gotoHydrated(page, `/playground?from=%2Fdocs%2Fv9%2Fvanilla&block=${key}`);
  await expect(page.locator('[data-state="ready"]')).toBeVisible({ timeout: 20_000 });
  await expect(editorContent(page)).not.toContainText(setupLine);
  await page.getByRole('button', { name: /^Show 1 line of setup the page hides$/ }).click();
  await expect(editorContent(page)).toContainText(setupLine);
});

test('keyboard: Escape then Tab leaves the editor', async ({ page }) => {
  await openFromPage(page, '/docs/v10/quickstart');
  await editorContent(page).click();
  await page.keyboard.press('Tab');
  // Inside the editor Tab indents...
  await expect(editorContent(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Tab');
  // ...and after Escape it moves on, as CodeMirror documents.
  await expect(editorContent(page)).not.toBeFocused();
  // The page says so, and the editor's description is what a screen reader hears.
  await expect(editorContent(page)).toHaveAccessibleDescription(
    'In the editor, Tab indents: press Esc, then Tab, to move on.',
  );
  await expect(page.getByText('press Esc, then Tab, to move on')).toBeVisible();
});

test('a page that is not the site\u2019s says so', async ({ page }) => {
  await gotoHydrated(page, '/playground?from=https://example.com/x&block=1');
  await expect(page.getByRole('alert')).toContainText('is not a page of this site');
});

test('axe finds nothing in light or dark mode, with a problem listed and a type tip open', async ({
  page,
}) => {
  await openFromPage(page, '/docs/v10/quickstart', 2);
  await insertAtTop(page, 'const broken: number = "text";\n');
  await expect(problems(page).getByRole('listitem')).toHaveCount(1);
  const call = page.locator('.cm-line', { hasText: 'createTRPCProxyClient<AppRouter>' });
  for (const mode of ['light', 'dark'] as const) {
    if (mode === 'dark') await switchToDarkMode(page);
    const name = await pointOfText(call, 'createTRPCProxyClient');
    await page.mouse.move(name.x, name.y);
    await expect(page.locator('.cm-tooltip-hover')).toContainText('createTRPCProxyClient');
    expect(await wcagViolations(page), `${mode} mode`).toEqual([]);
    await page.mouse.move(0, 0);
    await expect(page.locator('.cm-tooltip-hover')).toHaveCount(0);
  }
});

test('axe finds nothing with a run\u2019s output listed, nor on a 9.x Next.js project', async ({
  page,
}) => {
  // Two projects opened and run, and axe over each: past 30 s on a loaded two-core runner.
  test.slow();
  await openFromPage(page, '/docs/v10/quickstart');
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(output(page).getByRole('listitem')).toHaveCount(4);
  expect(await wcagViolations(page), 'output').toEqual([]);
  await openFromPage(page, '/docs/v9/nextjs');
  await page.getByRole('tab').last().click();
  expect(await wcagViolations(page), '9.x Next.js').toEqual([]);
});

test('keyboard: the file tabs are one Tab stop, and the arrow keys, Home and End move along them', async ({
  page,
}) => {
  await openFromPage(page, '/docs/v10/quickstart');
  const tabs = page.getByRole('tab');
  const names = await tabs.allInnerTexts();
  expect(names.length).toBeGreaterThan(2);
  const selected = page.getByRole('tab', { selected: true });
  await expect(selected).toHaveText(names[0] ?? '');
  await selected.focus();
  await page.keyboard.press('ArrowRight');
  await expect(selected).toHaveText(names[1] ?? '');
  await expect(selected).toBeFocused();
  await expect(editorContent(page)).toHaveAttribute('aria-label', `Code of ${names[1]}`);
  await page.keyboard.press('End');
  await expect(selected).toHaveText(names.at(-1) ?? '');
  await page.keyboard.press('ArrowRight');
  await expect(selected).toHaveText(names[0] ?? '');
  await page.keyboard.press('ArrowLeft');
  await expect(selected).toHaveText(names.at(-1) ?? '');
  await page.keyboard.press('Home');
  await expect(selected).toHaveText(names[0] ?? '');
  // Only the selected tab takes Tab; each controls the editor.
  for (const tab of await tabs.all()) {
    const isSelected = (await tab.getAttribute('aria-selected')) === 'true';
    await expect(tab).toHaveAttribute('tabindex', isSelected ? '0' : '-1');
    const panel = await tab.getAttribute('aria-controls');
    await expect(page.locator(`[id="${panel}"]`)).toHaveAttribute('role', 'tabpanel');
  }
});

test('at 390 px the files are tabs and nothing sticks out of the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openFromPage(page, '/docs/v10/quickstart');
  await expect(page.getByRole('tab')).toHaveCount(3);
  await page.getByRole('tab', { name: 'client/index.ts' }).click();
  await expect(editorContent(page)).toContainText('createTRPCProxyClient');
  expect(await overflowingElements(page)).toEqual([]);
});

/**
 * Opens `address` with a layout-shift observer from the first paint; once the project is ready
 * and its Run button is there, the shifts the page made on its own (none within half a second
 * of an input), summed: a stricter figure than CLS, which takes the worst window only.
 */
async function shiftsWhileOpening(page: Page, address: string): Promise<number> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(address);
  await expect(page.locator('[data-state="ready"]')).toBeVisible({ timeout: 40_000 });
  await expect(page.getByRole('button', { name: 'Run', exact: true })).toBeVisible();
  // The late arrivals (problems, the note on what Run does) have had their frame.
  await page.waitForTimeout(500);
  return page.evaluate(() =>
    (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
  );
}

const QUICKSTART_CLIENT = '/playground?from=/docs/v10/quickstart&block=client%2Findex.ts';

test('the playground keeps its place while it loads: on a laptop', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(await shiftsWhileOpening(page, QUICKSTART_CLIENT)).toBeLessThanOrEqual(0.05);
});

test('the playground keeps its place while it loads: on a phone with a 4× slower CPU', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  try {
    expect(await shiftsWhileOpening(page, QUICKSTART_CLIENT)).toBeLessThanOrEqual(0.05);
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  }
});

test('Run puts the output at the top of the screen, every line wrapped, nothing to scroll sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openFromPage(page, '/docs/v10/quickstart');
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  const section = output(page);
  await expect(section.getByRole('listitem')).toHaveCount(4);
  // Scrolled there smoothly: wait for the heading to come to rest near the top.
  await expect.poll(async () => (await section.boundingBox())?.y ?? -1).toBeLessThan(844 / 3);
  const sideways = await section.evaluate((element) =>
    [...element.querySelectorAll('*')]
      // A region that scrolls sideways: one a keyboard could not scroll unless focusable.
      .filter(
        (child) =>
          ['auto', 'scroll'].includes(getComputedStyle(child).overflowX) &&
          child.scrollWidth > child.clientWidth + 1,
      )
      .map((child) => `${child.tagName} ${(child.textContent ?? '').slice(0, 40)}`),
  );
  expect(sideways).toEqual([]);
  // However long a body's line (a stack, a long input), it wraps rather than scrolls.
  const bodies = await section
    .locator('pre')
    .evaluateAll((pres) =>
      pres.map(
        (pre) => `${getComputedStyle(pre).whiteSpace} ${getComputedStyle(pre).overflowWrap}`,
      ),
    );
  expect(bodies.length).toBeGreaterThan(0);
  for (const body of bodies) expect(body).toBe('pre-wrap anywhere');
});

test('the buttons above the editor are at least 24 px each way with 14 px text, on a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openFromPage(page, '/docs/v10/quickstart');
  await insertAtTop(page, '// Mine\n');
  for (const name of ['Copy link', 'Reset to the sample', 'Run']) {
    const button = page.getByRole('button', { name, exact: true });
    const box = await button.boundingBox();
    expect(box?.height, name).toBeGreaterThanOrEqual(24);
    expect(box?.width, name).toBeGreaterThanOrEqual(24);
    const size = await button.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    expect(size, name).toBeGreaterThanOrEqual(14);
  }
});
