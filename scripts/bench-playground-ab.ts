// Two builds' cold playground opens side by side: the same browser opens the quickstart's
// project from each in turn (a new browser context each time), so both see the same machine
// load. On a 2-core machine one build's median moves by 0.3 s from run to run; compared this way,
// a change of 0.1 s shows.
// Usage: tsx scripts/bench-playground-ab.ts DIR_A DIR_B [runs, default 8]
import { serveBuild } from './lib/servedBuild';
import { median } from './lib/median';
import { openMs, SAMPLE_PAGE } from './bench-playground';

async function main(): Promise<void> {
  const [dirA, dirB, runsArg] = process.argv.slice(2);
  if (!dirA || !dirB)
    throw new Error('Usage: tsx scripts/bench-playground-ab.ts DIR_A DIR_B [runs]');
  const runs = Number(runsArg ?? 8);
  const builds = [
    { dir: dirA, served: await serveBuild(4187, dirA), coldMs: [] as number[] },
    { dir: dirB, served: await serveBuild(4188, dirB), coldMs: [] as number[] },
  ];
  // One browser for both, so neither build gets a warmer one.
  const { browser } = builds[0].served;
  try {
    for (let run = 0; run < runs; run += 1) {
      for (const build of builds) {
        const context = await browser.newContext();
        const page = await context.newPage();
        await page.goto(build.served.origin + SAMPLE_PAGE);
        await page.waitForSelector('html[data-has-hydrated="true"]');
        build.coldMs.push(await openMs(page, 0));
        await context.close();
      }
    }
    for (const { dir, coldMs } of builds)
      console.log(
        `${dir}: cold open ${coldMs.map(Math.round).join(', ')} ms (median ${Math.round(median(coldMs))})`,
      );
  } finally {
    await Promise.all(builds.map(({ served }) => served.close()));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
