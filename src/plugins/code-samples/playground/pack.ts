// What the playground's TypeScript needs in the browser, computed when the site is built: the
// compiler of the sample projects (minified), and for each version the declaration files its
// samples reach in the pinned packages, with the package.json files that resolve them. The
// browser has no node_modules; these files are its virtual one.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { transformSync } from 'esbuild';
import { samplesProgram } from '../model/compile';
import type { SampleBlock } from '../model/extract';
import { VERSIONS } from '../versions';
import { hashed, type PlaygroundAsset } from './assetFiles';
import { runnerAssets, type RunnerAssets } from './runtime';

/** One version's virtual file system: path (`/node_modules/zod/lib/index.d.ts`) -> text. */
export type TypesPack = {
  version: string;
  typescript: string;
  compilerOptions: Record<string, unknown>;
  files: Record<string, string>;
};

// Fields TypeScript reads to resolve a package's types under `moduleResolution: node`.
const RESOLUTION_FIELDS = ['name', 'version', 'types', 'typings', 'typesVersions', 'main'];

function resolutionFields(packageJson: string): string {
  const all = JSON.parse(packageJson) as Record<string, unknown>;
  return JSON.stringify(
    Object.fromEntries(RESOLUTION_FIELDS.filter((key) => key in all).map((key) => [key, all[key]])),
  );
}

/** The declaration files a version's samples compile against, as the browser's file system. */
function typesPack(blocks: SampleBlock[], version: string, samplesRoot: string): TypesPack {
  const { ts, program, projectDir, rawOptions, read } = samplesProgram(
    blocks.filter((block) => block.version === version && !block.skip),
    version,
    samplesRoot,
  );
  const libDir = path.dirname(ts.getDefaultLibFilePath(program.getCompilerOptions()));
  const nodeModules = path.join(projectDir, 'node_modules');
  const files: Record<string, string> = {};
  for (const source of program.getSourceFiles()) {
    const file = source.fileName;
    if (file.startsWith(`${libDir}/`)) {
      files[`/${path.basename(file)}`] = source.text;
    } else if (file.startsWith(`${nodeModules}/`)) {
      files[`/node_modules/${path.relative(nodeModules, file)}`] = source.text;
    }
  }
  // The package.json files resolution read: package roots, and subpath folders such as 9.x's
  // @trpc/server/adapters/standalone/package.json.
  for (const file of read) {
    if (!file.startsWith(`${nodeModules}/`) || path.basename(file) !== 'package.json') continue;
    files[`/node_modules/${path.relative(nodeModules, file)}`] = resolutionFields(
      readFileSync(file, 'utf8'),
    );
  }
  return { version, typescript: ts.version, compilerOptions: rawOptions, files };
}

/** The sample projects' TypeScript, minified for the browser (one file: every version pins it). */
function typescriptAsset(samplesRoot: string): PlaygroundAsset {
  const sources = new Set(
    VERSIONS.map((v) =>
      readFileSync(
        path.join(samplesRoot, v.sample, 'node_modules/typescript/lib/typescript.js'),
        'utf8',
      ),
    ),
  );
  if (sources.size !== 1)
    throw new Error(
      'The sample projects pin different TypeScript versions; the playground loads one.',
    );
  const [source = ''] = sources;
  const { code } = transformSync(source, { minify: true, legalComments: 'none' });
  return hashed('typescript', 'js', code);
}

export type PlaygroundAssets = {
  typescript: PlaygroundAsset;
  /** Per sample version (`v10`). */
  types: Record<string, PlaygroundAsset>;
  /** Per sample version: what runs a project in the browser. */
  runners: Record<string, RunnerAssets>;
};

export async function playgroundAssets(
  blocks: SampleBlock[],
  samplesRoot: string,
): Promise<PlaygroundAssets> {
  const types: Record<string, PlaygroundAsset> = {};
  const runners: Record<string, RunnerAssets> = {};
  for (const { sample, label } of VERSIONS) {
    runners[sample] = await runnerAssets(sample, path.join(samplesRoot, sample), label);
    types[sample] = hashed(
      `types-${sample}`,
      'json',
      JSON.stringify(typesPack(blocks, sample, samplesRoot)),
    );
  }
  return { typescript: typescriptAsset(samplesRoot), types, runners };
}
