// What the playground's TypeScript needs in the browser, computed when the site is built: the
// compiler of the sample projects (minified), and for each version the declaration files its
// samples reach in the pinned packages, with the package.json files that resolve them. The
// browser has no node_modules; these files are its virtual one.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { minify } from '@swc/core';
import type * as TS from 'typescript';
import { samplesProgram } from '../../code-samples/model/compile';
import type { SampleBlock } from '../../code-samples/model/extract';
import { VERSIONS } from '../../../content/versions';
import type { TypesPack } from '../shared/typesPack';
import { hashed, type PlaygroundAsset } from './assetFiles';
import { runnerAssets, type RunnerAssets } from './runnerBundle';

// Fields TypeScript reads to resolve a package's types under `moduleResolution: node`.
const RESOLUTION_FIELDS = ['name', 'version', 'types', 'typings', 'typesVersions', 'main'];

function resolutionFields(packageJson: string): string {
  const all = JSON.parse(packageJson) as Record<string, unknown>;
  return JSON.stringify(
    Object.fromEntries(RESOLUTION_FIELDS.filter((key) => key in all).map((key) => [key, all[key]])),
  );
}

/**
 * Which declarations are packed without their doc comments: the platform's (the standard
 * library's `lib.*.d.ts` and @types/node), and every package no sample imports by name.
 * TypeScript 4.8 parses every `/** … *\/` comment it meets, and the platform's 3 MB that every
 * project loads are half documentation: parsing it was a third of a first open's compiler time
 * (about 0.5 s of 1.5 s). A package reached only through another (csstype through React's types,
 * jose through next-auth) is mostly prose a reader never hovers, and it is bytes on a slow line
 * (csstype alone is 54 of its 86 KiB gzip). The types, and so every problem and completion, stay
 * the same; a hover on such a name shows its type without the prose, while the packages the
 * samples import (tRPC, Zod, React) keep theirs.
 */
export function packedWithoutDocs(name: string, imported: ReadonlySet<string>): boolean {
  if (/^\/lib\.[\w.]+\.d\.ts$/.test(name)) return true;
  const owner = /^\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(name)?.[1];
  if (owner === undefined) return false;
  if (owner === '@types/node') return true;
  return !imported.has(owner.startsWith('@types/') ? owner.slice('@types/'.length) : owner);
}

/**
 * The packages `sources` import by name, as their declarations' folder names: `@trpc/server` for
 * `@trpc/server/adapters/next`, and `trpc__server` too, the name its `@types` package would have.
 */
export function importedPackages(ts: typeof TS, sources: readonly string[]): Set<string> {
  const names = new Set<string>();
  for (const text of sources) {
    const { importedFiles, typeReferenceDirectives } = ts.preProcessFile(text, true, true);
    for (const { fileName } of [...importedFiles, ...typeReferenceDirectives]) {
      if (fileName.startsWith('.') || fileName.startsWith('/') || fileName.startsWith('node:'))
        continue;
      const root = /^(?:@[^/]+\/)?[^/]+/.exec(fileName)?.[0];
      if (root === undefined) continue;
      names.add(root);
      if (root.startsWith('@')) names.add(root.slice(1).replace('/', '__'));
    }
  }
  return names;
}

/** `text` without the doc comments before its nodes (found from the syntax tree, so never in a string). */
export function withoutDocComments(ts: typeof TS, text: string): string {
  const file = ts.createSourceFile('file.d.ts', text, ts.ScriptTarget.Latest, false);
  const comments = new Map<number, number>();
  const visit = (node: TS.Node) => {
    // A comment after a line break leads the node; one on the line before it trails the token
    // ahead (`(/** who */ name`).
    const ranges = [
      ...(ts.getLeadingCommentRanges(text, node.pos) ?? []),
      ...(ts.getTrailingCommentRanges(text, node.pos) ?? []),
    ];
    for (const range of ranges)
      if (text.startsWith('/**', range.pos) && !text.startsWith('/**/', range.pos))
        comments.set(range.pos, range.end);
    ts.forEachChild(node, visit);
  };
  visit(file);
  visit(file.endOfFileToken);
  let kept = '';
  let from = 0;
  for (const [start, end] of [...comments].sort(([a], [b]) => a - b)) {
    kept += text.slice(from, start);
    from = end;
  }
  return kept + text.slice(from);
}

// The versions' sample projects share TypeScript, so its library files are stripped once.
const stripped = new Map<string, string>();
function strippedOnce(ts: typeof TS, text: string): string {
  let result = stripped.get(text);
  if (result === undefined) {
    result = withoutDocComments(ts, text);
    stripped.set(text, result);
  }
  return result;
}

/** The declaration files a version's samples compile against, as the browser's file system. */
function typesPack(blocks: SampleBlock[], version: string, samplesRoot: string): TypesPack {
  const { ts, program, projectDir, rawOptions, read, virtual } = samplesProgram(
    blocks.filter((block) => block.version === version && !block.skip),
    version,
    samplesRoot,
  );
  const libDir = path.dirname(ts.getDefaultLibFilePath(program.getCompilerOptions()));
  const nodeModules = path.join(projectDir, 'node_modules');
  const imported = importedPackages(
    ts,
    [...virtual.values()].map((file) => file.content),
  );
  const files: Record<string, string> = {};
  for (const source of program.getSourceFiles()) {
    const file = source.fileName;
    const name = file.startsWith(`${libDir}/`)
      ? `/${path.basename(file)}`
      : file.startsWith(`${nodeModules}/`)
        ? `/node_modules/${path.relative(nodeModules, file)}`
        : undefined;
    if (name === undefined) continue;
    files[name] = packedWithoutDocs(name, imported) ? strippedOnce(ts, source.text) : source.text;
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

/**
 * The sample projects' TypeScript, minified for the browser (one file: every version pins it) by
 * the build's own JavaScript minimizer, SWC, so the bytes recorded here are the bytes served: the
 * asset is emitted as minimized (./emitAssets.ts), and the worker's progress counts to its size.
 */
async function typescriptAsset(samplesRoot: string): Promise<PlaygroundAsset> {
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
  const { code } = await minify(source, {
    compress: true,
    mangle: true,
    format: { comments: false },
  });
  return hashed('typescript', 'js', code);
}

export type PlaygroundAssets = {
  typescript: PlaygroundAsset;
  /** The version of that compiler, which every sample project pins. */
  typescriptVersion: string;
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
  const { version: typescriptVersion } = JSON.parse(
    readFileSync(
      path.join(samplesRoot, VERSIONS[0].sample, 'node_modules/typescript/package.json'),
      'utf8',
    ),
  ) as { version: string };
  return { typescript: await typescriptAsset(samplesRoot), typescriptVersion, types, runners };
}
