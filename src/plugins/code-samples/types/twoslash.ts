// What TypeScript infers in a page's code samples, computed with the `twoslash` library against
// the same pinned packages the sample checker compiles them with (samples/v10, samples/v9).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { createTwoslasher, type TwoslashInstance } from 'twoslash';
import { isShown, type SampleBlock, type SampleVersion } from '../model/extract';
import { pageFilesAt } from '../model/project';
import { QUERY_LINE } from '../syntax';
import {
  docsSummary,
  MAX_DOCS_LENGTH,
  MAX_LINE_LENGTH,
  MAX_TYPE_LINES,
  typeLines,
} from './typeText';

const require = createRequire(import.meta.url);
const twoslashers = new Map<SampleVersion, TwoslashInstance>();

/** The sample project's folder, once it is known to have its packages installed. */
function installedProject(version: SampleVersion): string {
  // Commands run from the repository root, as the sample checker does.
  const projectDir = path.resolve('samples', version);
  // Without the pinned packages every type would come out as `any`, silently.
  if (!existsSync(path.join(projectDir, 'node_modules', '@trpc', 'server', 'package.json'))) {
    throw new Error(
      `samples/${version} has no packages installed, so its types cannot be shown: run ` +
        `npm ci --prefix samples/${version}`,
    );
  }
  return projectDir;
}

/** One twoslash environment per sample project: its packages and its compiler options. */
function twoslasherFor(version: SampleVersion): TwoslashInstance {
  const known = twoslashers.get(version);
  if (known) return known;
  const projectDir = installedProject(version);
  const configPath = path.join(projectDir, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, (file) => readFileSync(file, 'utf8'));
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, projectDir);
  const created = createTwoslasher({ tsModule: ts, vfsRoot: projectDir, compilerOptions: options });
  twoslashers.set(version, created);
  return created;
}

/**
 * The block as one twoslash input: the page's other files first, then its own files, with the
 * cut where the page's shown code starts. What twoslash returns after the cut is then the code
 * the page shows. The other files are all the page's files at the block (`pageFilesAt`), of
 * which its project keeps those that fit: the block's code sees only what it imports, which the
 * project always keeps, so its types are the same either way, and the cache keys stay as they
 * were.
 */
function twoslashInput(page: SampleBlock[], index: number): string {
  const block = page[index];
  if (!block) throw new Error(`no block ${index} on the page`);
  const parts: string[] = [];
  for (const [name, { file, own }] of pageFilesAt(page, index)) {
    if (own) continue;
    // Another block's queries are answered with that block, not here.
    const lines = file.content.split('\n').filter((line) => !QUERY_LINE.test(line));
    parts.push(`// @filename: ${name}`, ...lines);
  }
  let cut = false;
  for (const file of block.files) {
    const lines = file.content.split('\n');
    parts.push(`// @filename: ${file.name}`);
    if (!cut && isShown(file)) {
      parts.push(
        ...lines.slice(0, file.hiddenLines),
        '// ---cut---',
        ...lines.slice(file.hiddenLines),
      );
      cut = true;
    } else {
      parts.push(...lines);
    }
  }
  return parts.join('\n');
}

/** What twoslash finds in one block: its shown code and the quick info of names in it. */
export type ComputedTypes = {
  /** The block's code after the cut, without its `// ^?` lines, as the positions count it. */
  code: string;
  /** The type each `// ^?` line points at, in the order of the lines (cut: ./typeText.ts). */
  queries: string[];
  /** Each name's quick info: line and character in `code`, length, type and JSDoc (both cut). */
  hovers: Hover[];
};

type Hover = [line: number, character: number, length: number, text: string, docs?: string];

/** Everything a block's types depend on beyond its text: the compiler and the pinned packages. */
function environmentOf(version: SampleVersion): string {
  const projectDir = installedProject(version);
  // twoslash does not export its package.json; it sits above the entry's dist/ folder.
  const twoslashPackage = path.join(
    path.dirname(require.resolve('twoslash')),
    '..',
    'package.json',
  );
  const twoslashVersion = (JSON.parse(readFileSync(twoslashPackage, 'utf8')) as { version: string })
    .version;
  return [
    `typescript@${ts.version}`,
    `twoslash@${twoslashVersion}`,
    `cut at ${MAX_TYPE_LINES} lines of ${MAX_LINE_LENGTH}, docs at ${MAX_DOCS_LENGTH}`,
    readFileSync(path.join(projectDir, 'package-lock.json'), 'utf8'),
    readFileSync(path.join(projectDir, 'tsconfig.json'), 'utf8'),
  ].join('\n');
}

const environments = new Map<SampleVersion, string>();

/** A block's identity for the cache: equal keys give equal twoslash results. */
export function typesKey(page: SampleBlock[], index: number): string {
  const block = page[index];
  if (!block) throw new Error(`no block ${index} on the page`);
  let environment = environments.get(block.version);
  if (environment === undefined) {
    environment = environmentOf(block.version);
    environments.set(block.version, environment);
  }
  return createHash('sha256')
    .update(environment)
    .update(`\0${block.lang}\0`)
    .update(twoslashInput(page, index))
    .digest('base64url')
    .slice(0, 22);
}

/** Runs twoslash over the block (about 0.2-0.5 s; the first block of a version takes 2 s more). */
export function computeTypes(page: SampleBlock[], index: number): ComputedTypes {
  const block = page[index];
  if (!block) throw new Error(`no block ${index} on the page`);
  const result = twoslasherFor(block.version)(twoslashInput(page, index), block.lang, {
    // Whether the samples compile is the sample checker's job, with the TypeScript they pin.
    handbookOptions: { noErrorValidation: true },
  });
  const queries: string[] = [];
  const hovers: Hover[] = [];
  for (const node of result.nodes) {
    if (node.type === 'query') queries.push(typeLines(node.text).join('\n'));
    if (node.type !== 'hover') continue;
    const hover: Hover = [node.line, node.character, node.length, typeLines(node.text).join('\n')];
    const docs = node.docs ? docsSummary(node.docs) : '';
    if (docs) hover.push(docs);
    hovers.push(hover);
  }
  return { code: result.code, queries, hovers };
}
