// Renders the social card (static/img/social-card.png, 1200x630) from the logo and the
// tagline with headless Chromium. Run it again after a brand change: tsx scripts/social-card.ts
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumPath } from '../tests/support/chromium';

async function main(): Promise<void> {
  const logo = readFileSync(path.resolve('static/img/logo.svg'), 'utf8');
  const html = `<!doctype html><html><body style="margin:0">
  <div style="width:1200px;height:630px;box-sizing:border-box;padding:80px 96px;display:flex;flex-direction:column;
    justify-content:center;gap:28px;background:linear-gradient(135deg,#0d3b66 0%,#1f6fb2 100%);color:#fff;
    font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif">
    <div style="display:flex;align-items:center;gap:28px">
      <div style="width:120px;height:120px;border-radius:28px;box-shadow:0 0 0 4px rgba(255,255,255,.35)">${logo.replace('width="64" height="64"', 'width="120" height="120"')}</div>
      <div style="font-size:96px;font-weight:800;letter-spacing:-2px">tRPC</div>
    </div>
    <div style="font-size:58px;font-weight:700;line-height:1.15">End-to-end typesafe APIs made easy.</div>
    <div style="font-size:32px;opacity:.9">Move Fast and Break Nothing. &nbsp;·&nbsp; trpc.io</div>
  </div></body></html>`;
  const browser = await chromium.launch({
    executablePath: chromiumPath,
  });
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.setContent(html);
  await page.screenshot({ path: path.resolve('static/img/social-card.png') });
  await browser.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
