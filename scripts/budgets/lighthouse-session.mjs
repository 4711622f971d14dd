// One Chromium for every Lighthouse run of the budgets: runs come in on stdin, one JSON line
// each ({ id, url, formFactor, categories }), and their reports go out on stdout, one line
// each. Starting Lighthouse and Chromium anew took about 6 of a run's 13 s here. Each run still
// opens its own tab and, as Lighthouse does by default, clears the origin's storage and the
// browser's cache first. Plain JavaScript: Lighthouse evaluates functions in the page by their
// source text, which tsx's transform breaks.
import readline from 'node:readline';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const chrome = await launch({
  chromePath: process.env.CHROME_PATH,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-background-networking',
    '--disable-component-update',
  ],
});

/** The parts of a report the budgets read. */
function summary(lhr) {
  return {
    runtimeError: lhr.runtimeError,
    categories: Object.fromEntries(
      Object.entries(lhr.categories).map(([id, { score, auditRefs }]) => [
        id,
        { score, auditRefs: auditRefs.map(({ id: ref, weight }) => ({ id: ref, weight })) },
      ]),
    ),
    audits: Object.fromEntries(
      Object.entries(lhr.audits).map(([id, { score, title, numericValue }]) => [
        id,
        { score, title, numericValue },
      ]),
    ),
  };
}

try {
  for await (const line of readline.createInterface({ input: process.stdin })) {
    if (!line.trim()) continue;
    const { id, url, formFactor, categories } = JSON.parse(line);
    let answer;
    try {
      const result = await lighthouse(
        url,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: categories,
          // The audit measures the site's own files: anything from another host (an embed a
          // reader starts, a tweet widget) is blocked through DevTools, so whether the machine
          // running the audit can reach it does not change the scores. The site's own files
          // are served over http here, so only third parties use https.
          blockedUrlPatterns: ['https://*'],
          // Screenshots no score reads: leaving them out saves about a second a run.
          disableFullPageScreenshot: true,
          skipAudits: ['screenshot-thumbnails', 'final-screenshot'],
        },
        formFactor === 'desktop' ? desktopConfig : undefined,
      );
      answer = result ? { id, report: summary(result.lhr) } : { id, error: 'no result' };
    } catch (error) {
      answer = { id, error: String(error?.stack ?? error) };
    }
    process.stdout.write(`${JSON.stringify(answer)}\n`);
  }
} finally {
  await chrome.kill();
}
