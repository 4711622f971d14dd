// Serves a page's router on localhost the way its pages describe, for doc tests.
import type { AddressInfo } from 'node:net';
import type { AnyRouter } from '@trpc/server';
import { createExpressMiddleware } from '@trpc/server/adapters/express';
import express from 'express';

export type Served = { origin: string; close: () => Promise<void> };

/** Mounts the router at `endpoint` with the Express adapter, on a free port. */
export async function serveRouter(
  router: AnyRouter,
  endpoint = '/api/trpc',
  options: Partial<Omit<Parameters<typeof createExpressMiddleware>[0], 'router'>> = {},
): Promise<Served> {
  const app = express();
  app.use(endpoint, createExpressMiddleware({ router, createContext: () => ({}), ...options }));
  const server = app.listen(0);
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
