// What TypeScript infers in a page's code samples, computed with the `twoslash` library against
// the same pinned packages the sample checker compiles them with (samples/v10, samples/v9).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { createTwoslasher, type TwoslashInstance } from 'twoslash';
import { isShown, type SampleBlock, type SampleVersion } from '../../../scripts/samples/extract';
import { projectFiles } from '../../../scripts/samples/project';
import { QUERY_LINE } from '../../markdown/sampleSyntax';

const twoslashers = new Map<SampleVersion, TwoslashInstance>();

/** One twoslash environment per sample project: its packages and its compiler options. */
function twoslasherFor(version: SampleVersion): TwoslashInstance {
  const known = twoslashers.get(version);
  if (known) return known;
  // Commands run from the repository root, as the sample checker does.
  const projectDir = path.resolve('samples', version);
  // Without the pinned packages every type would come out as `any`, silently.
  if (!existsSync(path.join(projectDir, 'node_modules', '@trpc', 'server', 'package.json'))) {
    throw new Error(
      `samples/${version} has no packages installed, so its types cannot be shown: run ` +
        `npm ci --prefix samples/${version}`,
    );
  }
  const configPath = path.join(projectDir, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, (file) => readFileSync(file, 'utf8'));
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, projectDir);
  const created = createTwoslasher({ tsModule: ts, vfsRoot: projectDir, compilerOptions: options });
  twoslashers.set(version, created);
  return created;
}

/**
 * The block as one twoslash input: the page's other files it imports first, then its own files,
 * with the cut where the page's shown code starts. What twoslash returns after the cut is then
 * the code the page shows.
 */
function twoslashInput(page: SampleBlock[], index: number): string {
  const block = page[index];
  if (!block) throw new Error(`no block ${index} on the page`);
  const parts: string[] = [];
  for (const [name, { file, own }] of projectFiles(page, index)) {
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

/** The type each `// ^?` line of the block points at, in the order of the lines. */
export function queriedTypes(page: SampleBlock[], index: number): string[] {
  const block = page[index];
  if (!block) throw new Error(`no block ${index} on the page`);
  const result = twoslasherFor(block.version)(twoslashInput(page, index), block.lang, {
    // Whether the samples compile is the sample checker's job, with the TypeScript they pin.
    handbookOptions: { noErrorValidation: true },
  });
  return result.nodes.flatMap((node) => (node.type === 'query' ? [node.text] : []));
}
