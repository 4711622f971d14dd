// Recipes and journeys run side by side, except those whose servers listen on the same port: a
// page's port is part of what it prints (the client's URL), so two such runs take turns. The
// recipes and the journeys run in separate test processes at the same time, so a port is held
// through a lock folder every process sees, besides the order kept inside one process.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const LOCKS = path.join(tmpdir(), 'trpc-site-port-locks');

/** Whether the process that wrote a lock is still running. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock folder of `port` (creating a folder is atomic), waiting while another has it. */
async function lockPort(port: number): Promise<() => void> {
  const dir = path.join(LOCKS, String(port));
  mkdirSync(LOCKS, { recursive: true });
  for (;;) {
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
    if (Number.isInteger(owner) && !alive(owner)) rmSync(dir, { recursive: true, force: true });
    else await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export class PortLocks {
  private readonly tails = new Map<number, Promise<void>>();

  /** Runs `work` once every port in `ports` is free, holding them until it settles. */
  async hold<T>(ports: number[], work: () => Promise<T>): Promise<T> {
    const sorted = [...new Set(ports)].sort((a, b) => a - b);
    const before = sorted.map((port) => this.tails.get(port) ?? Promise.resolve());
    let release = () => {};
    const done = new Promise<void>((resolve) => (release = resolve));
    for (const port of sorted) this.tails.set(port, done);
    const unlocks: (() => void)[] = [];
    try {
      await Promise.all(before);
      // In ascending order, as every holder takes them: two runs never wait on each other.
      for (const port of sorted) unlocks.push(await lockPort(port));
      return await work();
    } finally {
      for (const unlock of unlocks) unlock();
      release();
    }
  }
}
