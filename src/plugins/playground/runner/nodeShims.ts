// The three Node modules 9.x's `@trpc/server` imports when it loads. What it uses of them in
// the sandbox is `URLSearchParams` and an event emitter (its subscriptions); starting a server
// is what the runner stands in for, so that says so.

export const url = {
  URLSearchParams,
  parse: (address: string) => new URL(address, 'http://localhost'),
};

export const http = {
  createServer(): never {
    throw new Error('A server cannot listen in the browser; the playground answers in memory.');
  },
};

type Listener = (...args: unknown[]) => void;

export class EventEmitter {
  private listeners = new Map<string | symbol, Listener[]>();

  on(event: string | symbol, listener: Listener): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }

  addListener(event: string | symbol, listener: Listener): this {
    return this.on(event, listener);
  }

  once(event: string | symbol, listener: Listener): this {
    const once: Listener = (...args) => {
      this.off(event, once);
      listener(...args);
    };
    return this.on(event, once);
  }

  off(event: string | symbol, listener: Listener): this {
    this.listeners.set(
      event,
      (this.listeners.get(event) ?? []).filter((l) => l !== listener),
    );
    return this;
  }

  removeListener(event: string | symbol, listener: Listener): this {
    return this.off(event, listener);
  }

  removeAllListeners(event?: string | symbol): this {
    if (event === undefined) this.listeners.clear();
    else this.listeners.delete(event);
    return this;
  }

  emit(event: string | symbol, ...args: unknown[]): boolean {
    const listeners = this.listeners.get(event) ?? [];
    for (const listener of listeners) listener(...args);
    return listeners.length > 0;
  }

  listenerCount(event: string | symbol): number {
    return this.listeners.get(event)?.length ?? 0;
  }

  setMaxListeners(): this {
    return this;
  }
}
