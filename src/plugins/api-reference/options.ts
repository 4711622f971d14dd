// The options of one docusaurus-plugin-typedoc instance per docs version: TypeDoc reads the
// declaration files of the modules the version's guides import, from its sample project, and
// typedoc-plugin-markdown writes one page per module into the version's `reference` folder,
// which the version's sidebar lists as a category of its own. The site's TypeDoc plugin
// (typedoc-plugin.mjs) names the modules, links the sources and the guides.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { referenceFolder, type DocsVersion } from '../../content/versions';
import { referenceModules, type ReferenceModule } from './entryPoints';

const ROOT = path.resolve(__dirname, '../../..');

/**
 * A tsconfig of the sample project's options whose program is the modules' declaration files:
 * TypeDoc documents an entry point only when the program holds it, and the sample project's own
 * tsconfig holds its doc tests instead.
 */
function programOf(version: DocsVersion, files: readonly string[]): string {
  const dir = path.join(ROOT, 'node_modules', '.cache', 'api-reference');
  mkdirSync(dir, { recursive: true });
  const extended = path.join(ROOT, 'samples', version.sample, 'tsconfig.json');
  const text = JSON.stringify({ extends: extended, files, include: [] }, null, 2);
  // Named by its contents: TypeDoc reads a tsconfig once per process.
  const hash = createHash('sha256').update(text).digest('hex').slice(0, 12);
  const file = path.join(dir, `tsconfig.${version.sample}.${hash}.json`);
  writeFileSync(file, text);
  return file;
}

/**
 * docusaurus-plugin-typedoc's options for `version` (its own and TypeDoc's): the modules its
 * guides import, into its reference folder, unless a test names others.
 */
export function referenceOptions(
  version: DocsVersion,
  {
    modules = referenceModules(version),
    out = referenceFolder(version),
  }: { modules?: ReferenceModule[]; out?: string } = {},
): Record<string, unknown> {
  const entryPoints = modules.map((module) => module.declarations);
  return {
    id: `reference-${version.sample}`,
    entryPoints,
    tsconfig: programOf(version, entryPoints),
    out,
    plugin: [path.join(__dirname, 'typedoc-plugin.mjs')],
    referenceSite: { modules, tag: version.tag, label: version.label },
    // The declarations are the packages' build output: checked by the code samples, not here.
    skipErrorChecking: true,
    // The packages are not a git checkout: TypeDoc wants a link template then, and the site's
    // plugin replaces each link with the declaration map's source at the tag.
    disableGit: true,
    sourceLinkTemplate: `https://github.com/trpc/trpc/blob/${version.tag}/{path}#L{line}`,
    readme: 'none',
    excludeExternals: false,
    excludePrivate: true,
    // An export the package marks `@internal` is still one a reader can import, and the guides
    // import some (9.x's `DefaultErrorShape`): each export gets its entry, its tag shown.
    excludeInternal: false,
    outputFileStrategy: 'modules',
    entryFileName: 'index.md',
    // The title is the page's front matter; each heading carries TypeDoc's own anchor, which its
    // links use, so Docusaurus gives the heading that id (two exports on a page may share a slug).
    hidePageTitle: true,
    useCustomAnchors: true,
    customAnchorsFormat: 'curlyBrace',
    sidebar: { autoConfiguration: false },
    logLevel: 'Warn',
  };
}
