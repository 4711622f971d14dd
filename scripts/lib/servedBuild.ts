// Serves build/ (with its deploy headers) on a loopback port and opens Debian's Chromium, for the measuring scripts.
import { spawn } from 'node:child_process';
import { chromium, type Browser } from '@playwright/test';
import { chromiumPath } from '../../tests/support/chromium';

export type ServedBuild = { origin: string; browser: Browser; close: () => Promise<void> };

export async function serveBuild(port: number, dir = 'build'): Promise<ServedBuild> {
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(
    'npx',
    ['tsx', 'scripts/serve.ts', '--port', String(port), '--host', '127.0.0.1', '--dir', dir],
    {
      stdio: 'ignore',
      detached: true, // its own process group, so the whole npx tree can be stopped
    },
  );
  const stopServer = () => {
    if (server.pid) process.kill(-server.pid);
  };
  let ready = false;
  for (let attempt = 0; attempt < 100 && !ready; attempt += 1) {
    try {
      ready = (await fetch(`${origin}/`)).ok;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  if (!ready) {
    stopServer();
    throw new Error(`the build could not be served on ${origin}`);
  }
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--disable-background-networking'],
  });
  return {
    origin,
    browser,
    close: async () => {
      await browser.close();
      stopServer();
    },
  };
}
