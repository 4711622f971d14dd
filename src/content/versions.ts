// The one table of docs versions (samples/versions.json): for each, the sample project its
// code samples compile against (whose package.json pins the packages, `pinnedVersion`), the
// content folders it covers and the refs of tRPC's repository its pages may link to. Everything that needs to know "which
// version is this page, and which packages does it use" asks here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export type DocsVersion = {
  /** The sample project's folder under samples/, and the version's short name (`v10`). */
  sample: string;
  /** Docusaurus's name for the version: `current` for docs/, else its versioned_docs label. */
  docs: string;
  label: string;
  /** The URL segment: /docs/<path>/. */
  path: string;
  /** Content folders whose pages belong to this version (the blog belongs to one of them). */
  content: string[];
  /** The tag of tRPC's repository the pages document, which links into the code should name. */
  tag: string;
  /** Branches links may name as well (a maintenance branch). */
  branches: string[];
};

type VersionsFile = { versions: DocsVersion[] };

const ROOT = path.resolve(__dirname, '../..');

/** The table's file; `SAMPLE_VERSIONS_FILE` names another one (a test's fixture). */
function versionsFile(): string {
  return process.env.SAMPLE_VERSIONS_FILE ?? path.join(ROOT, 'samples', 'versions.json');
}

/** Reads and checks the table: every field present, one `current`, no folder claimed twice. */
export function readVersions(file = versionsFile()): DocsVersion[] {
  const { versions } = JSON.parse(readFileSync(file, 'utf8')) as VersionsFile;
  const problem = (message: string) => new Error(`${file}: ${message}`);
  if (!Array.isArray(versions) || versions.length === 0) throw problem('no versions');
  for (const version of versions) {
    for (const key of ['sample', 'docs', 'label', 'path', 'tag'] as const)
      if (typeof version[key] !== 'string' || !version[key])
        throw problem(`a version has no ${key}`);
    if (!Array.isArray(version.content) || version.content.length === 0)
      throw problem(`${version.sample} names no content folder`);
  }
  if (versions.filter((v) => v.docs === 'current').length !== 1)
    throw problem('exactly one version must be docs: "current"');
  const folders = versions.flatMap((v) => v.content);
  if (new Set(folders).size !== folders.length) throw problem('a content folder is listed twice');
  return versions;
}

export const VERSIONS: readonly DocsVersion[] = readVersions();

/** The version a content file belongs to, by its folder; anything else is the current one. */
export function versionOf(page: string, versions: readonly DocsVersion[] = VERSIONS): DocsVersion {
  const normalised = page.replace(/\\/g, '/');
  const inFolder = (folder: string) =>
    normalised.startsWith(`${folder}/`) || normalised.includes(`/${folder}/`);
  const owners = versions.filter((version) => version.content.some(inFolder));
  // The longest folder wins, so `docs` never claims a page under `versioned_docs/…/docs`.
  const longest = (v: DocsVersion) => Math.max(...v.content.filter(inFolder).map((f) => f.length));
  const owner = owners.sort((a, b) => longest(b) - longest(a))[0];
  return owner ?? versions.find((version) => version.docs === 'current')!;
}

/**
 * The folder, inside a version's first content folder, that its API reference is generated
 * into on every build (src/plugins/api-reference). Its pages are TypeDoc's output, not written
 * content: scans of the written pages leave it out, and the reference has tests of its own.
 */
const REFERENCE_DIR = 'reference';

/** The generated reference folder of a version, from the repository's root. */
export function referenceFolder(version: Pick<DocsVersion, 'content'>): string {
  return path.join(ROOT, version.content[0] ?? 'docs', REFERENCE_DIR);
}

/**
 * A sample project's compiler options, from its tsconfig.json, as the API reference reads its
 * declarations. Read with the config's own path, so `types` resolve in the sample project's
 * node_modules rather than in the site's (a newer @types/node), as the samples' checker does.
 */
export function sampleCompilerOptions(projectDir: string): ts.CompilerOptions {
  const configPath = path.join(projectDir, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, (file) => ts.sys.readFile(file));
  return ts.parseJsonConfigFileContent(config.config, ts.sys, projectDir, undefined, configPath)
    .options;
}

/** The exact version of a package the sample project pins (its package.json). */
export function pinnedVersion(sample: string, name: string): string {
  const manifest = JSON.parse(
    readFileSync(path.join(ROOT, 'samples', sample, 'package.json'), 'utf8'),
  ) as { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
  const pinned = manifest.dependencies?.[name] ?? manifest.devDependencies?.[name];
  if (!pinned) throw new Error(`samples/${sample}/package.json does not pin ${name}`);
  return pinned;
}

/**
 * The docs plugin's `versions` option: each version's label and URL path. No "Version: …"
 * badge, and no stock banner on older versions: the version is said once, by the announcement
 * bar (current) or by the site's own banner (src/theme/DocVersionBanner).
 */
export function docsPluginVersions(versions: readonly DocsVersion[] = VERSIONS) {
  return Object.fromEntries(
    versions.map(({ docs, label, path: urlPath }) => [
      docs,
      docs === 'current'
        ? { label, path: urlPath, badge: false }
        : { label, path: urlPath, badge: false, banner: 'none' as const },
    ]),
  );
}
