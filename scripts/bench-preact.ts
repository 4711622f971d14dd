// The browser bundle on Preact against the same site on React, in one run: first-load bytes are
// in scripts/first-load.ts; this measures what the bytes do not show, the main thread's work
// while a phone loads a page. Each build is served compressed as a CDN would, the CPU is slowed
// 4x, and the long tasks (over 50 ms) from navigation until hydration + 4 s are summed, with
// their blocking part (the time over 50 ms each, what Total Blocking Time adds up). Routes
// alternate between the builds so the machine's load falls on both alike.
// Usage: npm run build && cp -r build /tmp/build-react; SITE_PREACT=1 npm run build;
//        tsx scripts/bench-preact.ts [--runs 5] [--lighthouse] [--react /tmp/build-react] [/route ...]
// --lighthouse adds a Lighthouse mobile run per sample (its score and Total Blocking Time).
import { serveBuild, type ServedBuild } from './lib/servedBuild';
import { median } from './lib/median';
import { lighthouse } from './budgets/lighthouse';

type Sample = {
  longTasks: number;
  blocking: number;
  hydratedAt: number;
  /** Lighthouse mobile, with --lighthouse. */
  score?: number;
  tbt?: number;
};

const argv = process.argv.slice(2);
const flag = (name: string, fallback: string) => {
  const at = argv.indexOf(name);
  return at >= 0 ? (argv.splice(at, 2)[1] ?? fallback) : fallback;
};
const withLighthouse =
  argv.includes('--lighthouse') && Boolean(argv.splice(argv.indexOf('--lighthouse'), 1));
const runs = Number(flag('--runs', '5'));
const reactDir = flag('--react', '/tmp/build-react');
const routes = argv.length > 0 ? argv : ['/docs/v10/router', '/', '/blog/introducing-trpc'];

async function sample(served: ServedBuild, route: string): Promise<Sample> {
  const context = await served.browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const tasks: number[] = [];
    (window as unknown as { longTasks: number[] }).longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const start = Date.now();
  await page.goto(`${served.origin}${route}`);
  await page.waitForSelector('html[data-has-hydrated="true"]', { timeout: 60_000 });
  const hydratedAt = Date.now() - start;
  await page.waitForTimeout(4000);
  const tasks = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
  await context.close();
  const audit = withLighthouse
    ? await lighthouse({
        url: `${served.origin}${route}`,
        formFactor: 'mobile',
        categories: ['performance'],
      })
    : undefined;
  return {
    longTasks: tasks.reduce((sum, d) => sum + d, 0),
    blocking: tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0),
    hydratedAt,
    score: audit?.performance,
    tbt: audit?.totalBlockingTime,
  };
}

async function main(): Promise<void> {
  const builds: [string, ServedBuild][] = [
    ['react', await serveBuild(4193, reactDir)],
    ['preact', await serveBuild(4194, 'build')],
  ];
  try {
    for (const route of routes) {
      const samples = new Map<string, Sample[]>(builds.map(([name]) => [name, []]));
      for (let run = 0; run < runs; run += 1) {
        // Alternate which build goes first, so neither always loads on a warmer machine.
        const order = run % 2 === 0 ? builds : [...builds].reverse();
        for (const [name, served] of order) samples.get(name)?.push(await sample(served, route));
      }
      for (const [name, list] of samples) {
        const of = (key: keyof Sample) => Math.round(median(list.map((s) => s[key] ?? 0)));
        const all = (key: keyof Sample) => list.map((s) => Math.round(s[key] ?? 0)).join(' ');
        const audits = withLighthouse
          ? `  Lighthouse ${of('score')} [${all('score')}]  TBT ${of('tbt')} ms [${all('tbt')}]`
          : '';
        console.log(
          `${route.padEnd(24)} ${name.padEnd(6)} long tasks ${of('longTasks')} ms [${all('longTasks')}]` +
            `  blocking ${of('blocking')} ms [${all('blocking')}]  hydrated at ${of('hydratedAt')} ms${audits}`,
        );
      }
    }
  } finally {
    for (const [, served] of builds) await served.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
