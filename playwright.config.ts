import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './tests/support/chromium';

const port = Number(process.env.E2E_PORT ?? 4173);
// The build with hosted search (`npm run build:hosted`), served beside the default one.
const hostedPort = port + 1;
const hostedSpec = /hosted-search\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: chromiumPath,
      // Without these, Chromium calls Google's hosts in the background: requests the tests
      // did not make, which fail or hang where the network is closed.
      args: ['--disable-background-networking', '--disable-component-update', '--disable-sync'],
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
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `npx tsx scripts/serve.ts --dir build-hosted --port ${hostedPort} --host 127.0.0.1`,
      url: `http://127.0.0.1:${hostedPort}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
