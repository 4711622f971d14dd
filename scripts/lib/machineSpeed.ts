// How fast this machine runs the kind of browser work the timing budgets time, measured in the
// same run as they are, so a budget can be judged as a ratio to the machine rather than in
// milliseconds that only hold on the runner its limit was set on.
import type { Browser } from '@playwright/test';
import { median } from './median';

/**
 * One fresh worker's job, shaped like what the timed features do on their first use: a new
 * heap and fresh memory (a worker starting, an index or a compiler loading), then many small
 * objects and strings (a type checker, a search index decoding). A CPU-only loop would miss
 * what makes a runner slow: on a virtual machine that hands memory back to its host, touching
 * fresh pages took five times as long while a plain loop ran only 15% slower.
 */
const WORKLOAD = `
  const started = performance.now();
  const blocks = [];
  for (let i = 0; i < 24; i += 1) {
    const block = new Uint8Array(4 << 20);
    for (let at = 0; at < block.length; at += 4096) block[at] = i;
    blocks.push(block);
  }
  const items = [];
  for (let i = 0; i < 150000; i += 1) items.push({ id: i, name: 'item' + i, parts: [i, i * 2] });
  const copy = JSON.parse(JSON.stringify(items));
  copy.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const ms = performance.now() - started;
  // The results are read after the clock stops, so the engine cannot leave the work out.
  postMessage(blocks.length > 0 && copy.length > 0 ? ms : -1);
`;

/**
 * The workload's median time on the runner the timing limits were set on. Derived once, on a
 * slower runner: there it took 620 ms alone, while the playground's cold open and keystroke
 * took 2.3 to 2.7 times what the reference runner measured; the smallest of those ratios sets
 * the reference, so the factor never grants more than the machine lost (BENCHMARKS.md).
 */
const REFERENCE_MS = 270;

export type MachineSpeed = {
  /** Each run of the workload, in ms. */
  runs: number[];
  /** The median run over the reference: 1 on the reference runner, 2 on one twice as slow. */
  factor: number;
};

/** Runs the workload in `runs` fresh workers of a fresh page, one after another. */
export async function machineSpeed(browser: Browser, runs = 5): Promise<MachineSpeed> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      times.push(
        await page.evaluate(
          (source) =>
            new Promise<number>((resolve, reject) => {
              const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
              const worker = new Worker(url);
              worker.onmessage = (event: MessageEvent<number>) => {
                worker.terminate();
                URL.revokeObjectURL(url);
                resolve(event.data);
              };
              worker.onerror = (event) => reject(new Error(event.message));
            }),
          WORKLOAD,
        ),
      );
    }
    return { runs: times, factor: median(times) / REFERENCE_MS };
  } finally {
    await context.close();
  }
}
