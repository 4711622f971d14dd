// Recipes run side by side, except those whose servers listen on the same port: a page's
// port is part of what it prints (the client's URL), so two such recipes take turns.
export class PortLocks {
  private readonly tails = new Map<number, Promise<void>>();

  /** Runs `work` once every port in `ports` is free, holding them until it settles. */
  async hold<T>(ports: number[], work: () => Promise<T>): Promise<T> {
    const sorted = [...new Set(ports)].sort((a, b) => a - b);
    const before = sorted.map((port) => this.tails.get(port) ?? Promise.resolve());
    let release = () => {};
    const done = new Promise<void>((resolve) => (release = resolve));
    for (const port of sorted) this.tails.set(port, done);
    await Promise.all(before);
    try {
      return await work();
    } finally {
      release();
    }
  }
}
