// Recipes and journeys run side by side, except those whose servers listen on the same port: a
// page's port is part of what it prints (the client's URL), so two such runs take turns. The
// recipes and the journeys run in separate test processes at the same time, so a port is held
// through a lock folder every process sees.
//
// Installing and type-checking, most of a run, need no port, so a run takes its ports only
// when its servers are about to start, and keeps them until it ends. A recipe takes all of its
// ports at once or none, so it never holds one while it waits for another; a journey, minutes
// long, takes each port as its first server there starts, so its early pages run beside the
// recipes that use its later pages' ports.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const LOCKS = path.join(tmpdir(), 'trpc-site-port-locks');

/** Whether the process that wrote a lock (or a claim, ./beginnings.ts) is still running. */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const POLL_MS = 250;

/** Takes the lock folder of `port` (creating a folder is atomic); null while another has it. */
function tryLockPort(port: number): (() => void) | null {
  const dir = path.join(LOCKS, String(port));
  mkdirSync(LOCKS, { recursive: true });
  try {
    mkdirSync(dir);
    writeFileSync(path.join(dir, 'pid'), String(process.pid));
    return () => rmSync(dir, { recursive: true, force: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  let owner = Number.NaN;
  try {
    owner = Number(readFileSync(path.join(dir, 'pid'), 'utf8'));
  } catch {
    // Created but not written yet: its owner is about to write it.
  }
  // A lock left by a process that ended without releasing it is free.
  if (Number.isInteger(owner) && !alive(owner)) {
    rmSync(dir, { recursive: true, force: true });
    return tryLockPort(port);
  }
  return null;
}

/** Takes every port in `ports` together, waiting while any of them is taken. */
async function lockPorts(ports: readonly number[]): Promise<() => void> {
  for (;;) {
    const unlocks: (() => void)[] = [];
    for (const port of ports) {
      const unlock = tryLockPort(port);
      if (!unlock) break;
      unlocks.push(unlock);
    }
    const release = () => unlocks.forEach((unlock) => unlock());
    if (unlocks.length === ports.length) return release;
    release();
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

export class PortLocks {
  /**
   * Runs `work`, which calls `take` before its first server starts; `take` resolves once every
   * port in `ports` is free, and they stay the run's until `work` settles.
   */
  async hold<T>(ports: number[], work: (take: () => Promise<void>) => Promise<T>): Promise<T> {
    let taking: Promise<() => void> | undefined;
    const take = async () => {
      taking ??= lockPorts([...new Set(ports)]);
      await taking;
    };
    try {
      return await work(take);
    } finally {
      if (taking) (await taking)();
    }
  }

  /**
   * Runs `work`, which calls `take(port)` before each server starts; each port it takes stays
   * its own until `work` settles. Two such runs at once must not take two ports in opposite
   * orders: each could wait for the other (see `leasesCanDeadlock`).
   */
  async lease<T>(work: (take: (port: number) => Promise<void>) => Promise<T>): Promise<T> {
    const taken = new Map<number, Promise<() => void>>();
    const take = async (port: number) => {
      if (!taken.has(port)) taken.set(port, lockPorts([port]));
      await taken.get(port);
    };
    try {
      return await work(take);
    } finally {
      for (const unlock of taken.values()) (await unlock)();
    }
  }
}

/**
 * Whether runs that take ports in these orders (each a journey's ports by first server) can
 * wait on each other: they can when two orders contradict (`a` before `b` in one, `b` before
 * `a` in another) or around a longer cycle. Otherwise one order of all the ports agrees with
 * every run, and they can lease side by side.
 */
export function leasesCanDeadlock(orders: readonly (readonly number[])[]): boolean {
  const later = new Map<number, Set<number>>();
  for (const order of orders)
    order.forEach((port, at) => {
      const set = later.get(port) ?? new Set<number>();
      for (const next of order.slice(at + 1)) if (next !== port) set.add(next);
      later.set(port, set);
    });
  const state = new Map<number, 'visiting' | 'done'>();
  const cycleFrom = (port: number): boolean => {
    if (state.get(port) === 'done') return false;
    if (state.get(port) === 'visiting') return true;
    state.set(port, 'visiting');
    const found = [...(later.get(port) ?? [])].some(cycleFrom);
    state.set(port, 'done');
    return found;
  };
  return [...later.keys()].some(cycleFrom);
}

/**
 * At most `size` runs at a time. A run that waits for something another run holds (a port)
 * gives its slot up meanwhile, and gets the next free one before any run not started yet.
 */
export class Slots {
  private free: number;
  private readonly queue: (() => void)[] = [];

  constructor(size: number) {
    this.free = size;
  }

  private async acquire(first: boolean): Promise<void> {
    if (this.free > 0) {
      this.free -= 1;
      return;
    }
    await new Promise<void>((resolve) =>
      first ? this.queue.unshift(resolve) : this.queue.push(resolve),
    );
  }

  private release(): void {
    const next = this.queue.shift();
    if (next) next();
    else this.free += 1;
  }

  /** Runs `work` in a slot; `work` may wait outside it through the `away` it is given. */
  async run<T>(work: (away: <U>(wait: () => Promise<U>) => Promise<U>) => Promise<T>): Promise<T> {
    await this.acquire(false);
    const away = async <U>(wait: () => Promise<U>): Promise<U> => {
      this.release();
      try {
        return await wait();
      } finally {
        await this.acquire(true);
      }
    };
    try {
      return await work(away);
    } finally {
      this.release();
    }
  }
}
