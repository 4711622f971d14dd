// Recipes and journeys that begin with the same steps (the quickstart's TypeScript setup, a
// Next.js app up to its first build) do that work once per test run. The first run to reach a
// shared beginning claims it and, once past it, keeps a copy of its folder; every other run
// with that beginning waits for the copy and goes on from a copy of it. A beginning is shared
// only up to the first server or browser step, so the folder is the whole state the later
// steps see, and steps are the same when their commands, files and expected output are (where
// a page prints them does not matter).
//
// The recipes and the journeys run in separate test processes, so claims and copies live in a
// folder both see: one per test run, given to both by ./beginningsSetup.ts and removed when the
// run ends. A claim names its process; a claim whose process is gone,
// or a run that fails before its copy is made, leaves the waiters to do the steps themselves.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { alive } from './portLocks';
import type { Recipe, Step } from './recipe';

const POLL_MS = 500;
/** How long a run waits for another to finish a beginning before doing the steps itself. */
const WAIT_MS = 600_000;

/** The steps a run can share: those before its first server or browser. */
function shareable(steps: readonly Step[]): Step[] {
  const end = steps.findIndex((step) => step.kind === 'serve' || step.kind === 'shows');
  return end === -1 ? [...steps] : steps.slice(0, end);
}

const stepKey = ({ page: _page, line: _line, ...what }: Step) => JSON.stringify(what);

/** The first `count` steps' identity: equal for two runs whose folders end up the same. */
function beginningId(steps: readonly Step[], count: number): string {
  const hash = createHash('sha256');
  for (const step of steps.slice(0, count)) hash.update(`${stepKey(step)}\n`);
  return hash.digest('hex').slice(0, 16);
}

function commonLength(a: readonly Step[], b: readonly Step[]): number {
  let n = 0;
  while (n < a.length && n < b.length && stepKey(a[n]) === stepKey(b[n])) n += 1;
  // A command whose printed lines differ between the two is not shared: each run checks its own.
  if (n > 0 && (a[n]?.kind === 'output' || b[n]?.kind === 'output')) n -= 1;
  return n;
}

/**
 * For each run (by page), the step counts after which its folder is one another run also
 * reaches: each is the length of the steps it shares with some other run, before servers.
 */
export function sharedBeginnings(runs: readonly Recipe[]): Map<string, number[]> {
  const out = new Map<string, number[]>();
  for (const run of runs) {
    const mine = shareable(run.steps);
    const counts = new Set<number>();
    for (const other of runs) {
      if (other === run) continue;
      const n = commonLength(mine, shareable(other.steps));
      // A beginning with no command (files only) is cheaper to write than to copy.
      if (mine.slice(0, n).some((step) => step.kind === 'run')) counts.add(n);
    }
    out.set(
      run.page,
      [...counts].sort((a, b) => a - b),
    );
  }
  return out;
}

function copyFolder(from: string, to: string): Promise<void> {
  return new Promise((resolve, reject) => {
    mkdirSync(to, { recursive: true });
    const child = spawn('cp', ['-a', `${from}/.`, to], { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`cp -a ${from} ${to}: ${errors.trim()}`)),
    );
  });
}

type Resumed = { steps: number; from: string } | null;

/** One test run's shared beginnings, for one recipe or journey. */
export class Beginnings {
  /** The step counts this run claimed and has not copied yet, by id. */
  private readonly claimed = new Map<number, string>();

  constructor(
    private readonly store: string,
    private readonly run: Recipe,
    private readonly counts: readonly number[],
  ) {}

  private paths(id: string) {
    const base = path.join(this.store, id);
    return { copy: base, claim: `${base}.claim`, failed: `${base}.failed` };
  }

  /** Whoever claimed the beginning; null when nobody has, or its process is gone. */
  private claimant(id: string): string | null {
    const { claim } = this.paths(id);
    if (!existsSync(claim)) return null;
    let owner = '';
    try {
      owner = readFileSync(path.join(claim, 'owner'), 'utf8');
    } catch {
      return 'a run starting';
    }
    const pid = Number(owner.split(' ')[0]);
    return Number.isInteger(pid) && !alive(pid) ? null : owner.slice(owner.indexOf(' ') + 1);
  }

  private tryClaim(id: string): boolean {
    try {
      mkdirSync(this.paths(id).claim);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    }
    writeFileSync(path.join(this.paths(id).claim, 'owner'), `${process.pid} ${this.run.page}`);
    return true;
  }

  /** Waits for the copy of a claimed beginning; false if it will not come. */
  private async copied(id: string): Promise<boolean> {
    const { copy, failed } = this.paths(id);
    const deadline = Date.now() + WAIT_MS;
    while (Date.now() < deadline) {
      if (existsSync(copy)) return true;
      if (existsSync(failed) || this.claimant(id) === null) return false;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    return false;
  }

  /**
   * Before the first step: fills `dir` from the longest beginning another run has reached or
   * is reaching, and claims the longer ones nobody has. How many steps are done, and by whom.
   */
  async resume(dir: string): Promise<Resumed> {
    mkdirSync(this.store, { recursive: true });
    let resumed: Resumed = null;
    for (const count of [...this.counts].reverse()) {
      const id = beginningId(this.run.steps, count);
      const by = this.claimant(id);
      if (by === null) continue;
      if (await this.copied(id)) {
        await copyFolder(this.paths(id).copy, dir);
        resumed = { steps: count, from: by };
      }
      break;
    }
    for (const count of this.counts) {
      if (count <= (resumed?.steps ?? 0)) continue;
      const id = beginningId(this.run.steps, count);
      if (this.tryClaim(id)) this.claimed.set(count, id);
    }
    return resumed;
  }

  /** After `done` steps: keeps a copy of `dir` if this run claimed that beginning. */
  async reached(done: number, dir: string): Promise<void> {
    const id = this.claimed.get(done);
    if (id === undefined) return;
    this.claimed.delete(done);
    const { copy } = this.paths(id);
    const partial = `${copy}.partial`;
    await copyFolder(dir, partial);
    renameSync(partial, copy);
  }

  /** When the run ends: the beginnings it claimed and never reached will not be copied. */
  release(): void {
    for (const id of this.claimed.values())
      writeFileSync(this.paths(id).failed, `${this.run.page} ended before this point`);
    this.claimed.clear();
  }
}

/** The run's shared beginnings, kept in the test run's `store`; null if it shares none. */
export function beginningsFor(
  run: Recipe,
  counts: ReadonlyMap<string, number[]>,
  store: string,
): Beginnings | null {
  const mine = counts.get(run.page) ?? [];
  return mine.length > 0 ? new Beginnings(store, run, mine) : null;
}

/** The store of the test run whose main process is `pid`. */
export const storeOf = (pid: number) => path.join(tmpdir(), `trpc-site-recipe-beginnings-${pid}`);

/** Removes a test run's store (its copies are whole projects: hundreds of megabytes). */
export function removeStore(store: string): void {
  rmSync(store, { recursive: true, force: true });
}
