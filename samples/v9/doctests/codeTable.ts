// The 9.x side of the error code table check (samples/doctest): a router whose
// procedure `<code>` throws that code.
import * as trpc from '@trpc/server';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import { expectCodeTable as expectTable, type CodeColumns } from '../../doctest';
import { serveRouter } from './serve';

type Key = keyof typeof TRPC_ERROR_CODES_BY_KEY;

export function expectCodeTable(
  table: Record<string, string>[] | undefined,
  columns: CodeColumns,
): Promise<void> {
  return expectTable(table, columns, TRPC_ERROR_CODES_BY_KEY, (codes) => {
    let thrower: trpc.AnyRouter = trpc.router();
    for (const code of codes) {
      thrower = thrower.query(code, {
        resolve: () => {
          throw new trpc.TRPCError({ code: code as Key });
        },
      });
    }
    return serveRouter(thrower);
  });
}
