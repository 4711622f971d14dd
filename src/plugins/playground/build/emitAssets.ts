// The part of webpack's and Rspack's compiler this plugin uses (the two agree on it).
type Source = { buffer(): Buffer };
type Compilation = {
  hooks: {
    processAssets: {
      tap(options: { name: string; stage: number }, run: () => void): void;
      tapPromise(options: { name: string; stage: number }, run: () => Promise<void>): void;
    };
  };
  emitAsset(file: string, source: Source, info?: { minimized?: boolean }): void;
  getAsset(file: string): { source: Source } | undefined;
};
type Compiler = {
  webpack: {
    Compilation: {
      PROCESS_ASSETS_STAGE_ADDITIONAL: number;
      PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER: number;
    };
    sources: { RawSource: new (source: string | Buffer) => Source };
  };
  hooks: { thisCompilation: { tap(name: string, run: (compilation: Compilation) => void): void } };
};
import type { PlaygroundAsset } from './assetFiles';
import { PRECOMPRESSED_EXTENSION, precompressed } from './precompress';

const NAME = 'code-samples-playground';

/**
 * Adds files to the browser build's output (webpack or Rspack, the same hooks): the dev server
 * serves them as the build writes them, so the playground works under `npm start` too. With a
 * `cacheDir` (a production build), each asset `precompress` names also gets its `.br` sibling.
 */
export class EmitAssetsPlugin {
  constructor(
    private readonly assets: readonly PlaygroundAsset[],
    private readonly precompress: { assets: readonly PlaygroundAsset[]; cacheDir?: string },
  ) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          // Minimized already (the compiler, ./pack.ts) or not JavaScript: the build's minimizer
          // would rewrite the compiler and change the size the worker's progress counts to.
          for (const asset of this.assets)
            compilation.emitAsset(asset.path, new sources.RawSource(asset.content), {
              minimized: true,
            });
        },
      );
      const { cacheDir } = this.precompress;
      if (cacheDir === undefined) return;
      compilation.hooks.processAssets.tapPromise(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async () => {
          await Promise.all(
            this.precompress.assets.map(async ({ path }) => {
              const written = compilation.getAsset(path)?.source.buffer();
              if (written === undefined) return;
              const compressed = await precompressed(written, cacheDir);
              compilation.emitAsset(
                path + PRECOMPRESSED_EXTENSION,
                new sources.RawSource(compressed),
              );
            }),
          );
        },
      );
    });
  }
}
