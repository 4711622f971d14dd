// One check for every page that prints the error code table (code, JSON-RPC number, HTTP
// status): each code is thrown by a real procedure and the server's answer must match the row.
import * as trpc from '@trpc/server';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import { expect } from 'vitest';
import { serveRouter } from './serve';

type Key = keyof typeof TRPC_ERROR_CODES_BY_KEY;
export type CodeColumns = { code: string; jsonRpc: string; http: string };

export async function expectCodeTable(
  table: Record<string, string>[] | undefined,
  columns: CodeColumns,
): Promise<void> {
  const rows = (table ?? []).map((row) => ({
    key: row[columns.code] as Key,
    jsonRpc: Number(row[columns.jsonRpc]),
    http: Number(row[columns.http]),
  }));
  // Every code the package knows is listed, and nothing else.
  expect(rows.map((row) => row.key).sort()).toEqual(Object.keys(TRPC_ERROR_CODES_BY_KEY).sort());
  let thrower: trpc.AnyRouter = trpc.router();
  for (const row of rows) {
    thrower = thrower.query(row.key, {
      resolve: () => {
        throw new trpc.TRPCError({ code: row.key });
      },
    });
  }
  const server = await serveRouter(thrower);
  try {
    for (const row of rows) {
      const response = await fetch(`${server.origin}/api/trpc/${row.key}`);
      const body = (await response.json()) as { error: { code: number } };
      expect([row.key, response.status, body.error.code]).toEqual([row.key, row.http, row.jsonRpc]);
    }
  } finally {
    await server.close();
  }
}
