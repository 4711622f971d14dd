// The part of webpack's and Rspack's compiler this plugin uses (the two agree on it).
type Compilation = {
  hooks: {
    processAssets: { tap(options: { name: string; stage: number }, run: () => void): void };
  };
  emitAsset(file: string, source: unknown): void;
};
type Compiler = {
  webpack: {
    Compilation: { PROCESS_ASSETS_STAGE_ADDITIONAL: number };
    sources: { RawSource: new (source: string) => unknown };
  };
  hooks: { thisCompilation: { tap(name: string, run: (compilation: Compilation) => void): void } };
};
import type { PlaygroundAsset } from './assetFiles';

/**
 * Adds files to the browser build's output (webpack or Rspack, the same hooks): the dev server
 * serves them as the build writes them, so the playground works under `npm start` too.
 */
export class EmitAssetsPlugin {
  constructor(private readonly assets: readonly PlaygroundAsset[]) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('code-samples-playground', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'code-samples-playground', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const asset of this.assets)
            compilation.emitAsset(asset.path, new sources.RawSource(asset.content));
        },
      );
    });
  }
}
