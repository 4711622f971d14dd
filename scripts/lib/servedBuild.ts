// Serves build/ (with its deploy headers) on a loopback port and opens Debian's Chromium, for the measuring scripts.
import { spawn } from 'node:child_process';
import net from 'node:net';
import { chromium, type Browser } from '@playwright/test';
import { chromiumPath } from '../../tests/support/chromium';

export type ServedBuild = { origin: string; browser: Browser; close: () => Promise<void> };

/** `preferred` if nothing listens there, else a port the system says is free. */
function freePort(preferred: number): Promise<number> {
  const tryListen = (port: number) =>
    new Promise<number | null>((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(null));
      server.listen(port, '127.0.0.1', () => {
        const { port: taken } = server.address() as net.AddressInfo;
        server.close(() => resolve(taken));
      });
    });
  return tryListen(preferred).then(async (port) => {
    if (port !== null) return port;
    const other = await tryListen(0);
    if (other === null) throw new Error('no free port on 127.0.0.1');
    // Another app holds the usual port; answering from it would measure that app.
    console.error(`serveBuild: 127.0.0.1:${preferred} is taken; serving on 127.0.0.1:${other}`);
    return other;
  });
}

/** Serves `dir` on `preferred`, or on a free port when another process holds that one. */
export async function serveBuild(preferred: number, dir = 'build'): Promise<ServedBuild> {
  const port = await freePort(preferred);
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
