// What the worker's TypeScript reads for one version, packed by the build (../build/pack.ts).

/** One version's virtual file system: path (`/node_modules/zod/lib/index.d.ts`) -> text. */
export type TypesPack = {
  version: string;
  typescript: string;
  compilerOptions: Record<string, unknown>;
  files: Record<string, string>;
};
