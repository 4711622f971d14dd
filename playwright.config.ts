import { execFileSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';
import { headlessShellPath } from './tests/support/chromium';

// The servers take two ports the system says are free, unless E2E_PORT names them (then that
// port and the next, and a server already there is used): another app on a fixed port (a
// `vite preview` on 4173) must not fail or answer the suite. Chosen once, in the runner; its
// workers read the same config with the choice in their environment.
const chosenHere = !process.env.E2E_PORT;
if (chosenHere) {
  const [first, second] = execFileSync(process.execPath, [
    '-e',
    `const net = require('node:net');
     const a = net.createServer().listen(0, '127.0.0.1', () => {
       const b = net.createServer().listen(0, '127.0.0.1', () => {
         console.log(a.address().port, b.address().port);
         a.close(); b.close();
       });
     });`,
  ])
    .toString()
    .trim()
    .split(' ');
  process.env.E2E_PORT = first;
  process.env.E2E_HOSTED_PORT = second;
  // Said by the test runner only: other tools read this file too (knip), and serve nothing.
  if (process.argv.some((arg) => arg.includes('playwright')))
    console.log(
      `e2e: serving build/ on 127.0.0.1:${first} and build-hosted/ on 127.0.0.1:${second}`,
    );
}
const port = Number(process.env.E2E_PORT);
// The build with hosted search (`npm run build:hosted`), served beside the default one.
const hostedPort = Number(process.env.E2E_HOSTED_PORT ?? port + 1);
const hostedSpec = /hosted-search\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Twice Playwright's defaults (30 s a test, 5 s an assertion): on a 2-core runner with both
  // test workers busy, a first search or type check in a new browser context took 5-12 s, and
  // the playground's tests that open and check a project 30 s. How fast they are is for the
  // timing budgets (scripts/budgets.ts), which run alone; a test waits only while the answer
  // is wrong, so the longer limits cost nothing when it passes.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: headlessShellPath,
      // Without the first three, Chromium calls Google's hosts in the background: requests the
      // tests did not make, which fail or hang where the network is closed. The last resolves
      // no host but the test servers', so a page's request to another host fails at once, here
      // as on a machine without a network (tests/support/fixtures.ts records each).
      args: [
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: hostedSpec,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'hosted-search',
      testMatch: hostedSpec,
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        baseURL: `http://127.0.0.1:${hostedPort}`,
      },
    },
  ],
  // Our static server applies the build's `_headers` (CSP included): every test runs under them.
  webServer: [
    {
      command: `npx tsx scripts/serve.ts --port ${port} --host 127.0.0.1`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !chosenHere && !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `npx tsx scripts/serve.ts --dir build-hosted --port ${hostedPort} --host 127.0.0.1`,
      url: `http://127.0.0.1:${hostedPort}/`,
      reuseExistingServer: !chosenHere && !process.env.CI,
      timeout: 60_000,
    },
  ],
});
