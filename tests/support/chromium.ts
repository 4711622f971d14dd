// Where the browser for the tests, benchmarks and audits is: Debian's Chromium unless
// CHROMIUM_PATH names another (Playwright's own browser download is not used).
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
