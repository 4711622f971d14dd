import { readFileSync } from 'node:fs';
import path from 'node:path';
import { visit } from 'unist-util-visit';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import {
  CONTENT_DIRS,
  contentFences,
  markdownFiles,
  parsedPage,
  versionOfPage,
  type SampleVersion,
} from '../../src/plugins/code-samples/model/extract';
import { pinnedVersion } from '../../src/content/versions';
import { fetchRegistry, registryUrl, Unreachable } from '../support/registry';

const root = path.join(__dirname, '../..');

// The versions the pages document: the ones their sample projects pin.
const V10 = pinnedVersion('v10', '@trpc/server');
const V9 = pinnedVersion('v9', '@trpc/server');

type Spec = { name: string; range: string | null };
type InstallLine = {
  page: string;
  line: number;
  version: SampleVersion;
  command: string;
  specs: Spec[];
};

// `npm install`, `npm i`, `yarn add`, `pnpm add`... up to the end of the command.
const INSTALL = /(?<![\w/.-])(?:npm|pnpm|yarn|bun)\s+(?:install|add|i)(?![\w-])[^;&|#`<\n]*/g;
const SPEC = /^((?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*)(?:@(.+))?$/i;

/** The packages a command installs; flags are dropped, quotes removed. */
function parseInstall(command: string): Spec[] {
  return command
    .trim()
    .split(/\s+/)
    .slice(2)
    .filter((token) => token !== '' && !token.startsWith('-'))
    .map((token) => {
      const bare = token.replace(/^['"]|['"]$/g, '');
      const match = SPEC.exec(bare);
      // Anything else (a URL, a path, an alias) is reported with its whole text as the name.
      return match ? { name: match[1], range: match[2] ?? null } : { name: bare, range: null };
    });
}

function commandsIn(text: string): string[] {
  return [...text.matchAll(INSTALL)].map((match) => match[0].trim());
}

function toLines(page: string, line: number, text: string): InstallLine[] {
  return commandsIn(text).flatMap((command) => {
    const specs = parseInstall(command);
    return specs.length === 0 ? [] : [{ page, line, version: versionOfPage(page), command, specs }];
  });
}

const pages = () => CONTENT_DIRS.flatMap((dir) => markdownFiles(path.join(root, dir)));
const relativePage = (file: string) => path.relative(root, file);

/** Install commands in prose: inline code and plain text, wherever the MDX puts them. */
function proseLines(file: string): InstallLine[] {
  const tree = parsedPage(readFileSync(file, 'utf8'));
  const found: InstallLine[] = [];
  visit(tree, (node) => {
    if (node.type !== 'inlineCode' && node.type !== 'text') return;
    found.push(...toLines(relativePage(file), node.position?.start.line ?? 1, node.value));
  });
  return found;
}

/** Every install line of every page: in code fences and in prose. */
function installLines(): InstallLine[] {
  const fenced = contentFences(root).flatMap((fence) =>
    fence.value
      .split('\n')
      .flatMap((text, index) => toLines(relativePage(fence.file), fence.line + 1 + index, text)),
  );
  return [...fenced, ...pages().flatMap(proseLines)];
}

const isTrpc = (name: string) => name.startsWith('@trpc/');
const majorOf = (range: string) => /^[\^~]?(\d+)(?:\.|$)/.exec(range)?.[1];

/** What can be said from the page alone: every tRPC and React Query package names its version. */
function staticProblems(line: InstallLine): string[] {
  const where = `${line.page}:${line.line} \`${line.command}\``;
  return line.specs.flatMap(({ name, range }): string[] => {
    const tanstack = name === '@tanstack/react-query';
    const legacy = name === 'react-query';
    if (!isTrpc(name) && !tanstack && !legacy) return [];
    if (range === null)
      return [`${where}: ${name} has no version, so it installs the latest major`];
    if (line.version === 'v10') {
      if (isTrpc(name) && range !== V10)
        return [`${where}: ${name}@${range} is not ${name}@${V10}`];
      if (legacy) return [`${where}: 10.x uses @tanstack/react-query@4, not react-query`];
      if (tanstack && majorOf(range) !== '4') return [`${where}: ${name}@${range} is not 4.x`];
      return [];
    }
    if (isTrpc(name) && majorOf(range) !== '9') return [`${where}: ${name}@${range} is not 9.x`];
    if (tanstack) return [`${where}: 9.x uses react-query@3, not @tanstack/react-query`];
    if (legacy && majorOf(range) !== '3') return [`${where}: ${name}@${range} is not 3.x`];
    return [];
  });
}

/**
 * npm saves what it installs as a caret range (`^10.0.0-proxy-beta.18`, which also matches the
 * stable 10.x releases), so a later install without the lock file moves the reader's project
 * off the version the page documents: every npm line saves exactly.
 */
function savedLoosely(line: InstallLine): string[] {
  if (!/^npm\s/.test(line.command) || /\s(--save-exact|-E)(\s|$)/.test(line.command)) return [];
  return [`${line.page}:${line.line} \`${line.command}\`: add --save-exact`];
}

/** npm's own rules (semver) for whether `version` is in `range`; pre-releases only by name. */
function satisfies(version: string, range: string): boolean {
  return semver.satisfies(version, range);
}

// --- The registry ---

type Manifest = { peerDependencies?: Record<string, string> };
type PackageDoc = { 'dist-tags': Record<string, string>; versions: Record<string, Manifest> };

/** npm's own choice for `name@spec`: a version, a dist-tag, or the range's best match. */
function resolve(doc: PackageDoc, spec: string | null): string | null {
  const wanted = spec ?? 'latest';
  if (doc.versions[wanted]) return wanted;
  const tagged = doc['dist-tags'][wanted];
  if (tagged) return tagged;
  if (semver.validRange(wanted) === null) return null;
  // Like npm, prefer the `latest` tag when it is in range, else the highest match.
  const latest = doc['dist-tags'].latest;
  if (latest && satisfies(latest, wanted)) return latest;
  return semver.maxSatisfying(Object.keys(doc.versions), wanted);
}

async function fetchPackageDoc(registry: string, name: string): Promise<PackageDoc | null> {
  const url = `${registry}${name.replace('/', '%2f')}`;
  // The abbreviated document has versions, dist-tags and peers, at a fraction of the size.
  const response = await fetchRegistry(url, {
    headers: { accept: 'application/vnd.npm.install-v1+json; q=1.0, application/json; q=0.8' },
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as PackageDoc;
}

describe('install lines', () => {
  const lines = installLines();

  it('are found on the pages of both versions', () => {
    expect(lines.filter((line) => line.version === 'v10').length).toBeGreaterThan(5);
    expect(lines.filter((line) => line.version === 'v9').length).toBeGreaterThan(5);
    // Every install command in a page's raw text was read as a fence line or as prose, so a
    // command in a fence without a language, say, cannot slip past the checks below.
    for (const file of pages()) {
      const raw = commandsIn(readFileSync(file, 'utf8')).filter((c) => parseInstall(c).length > 0);
      const read = lines.filter((line) => line.page === relativePage(file)).map((l) => l.command);
      expect(read.sort(), relativePage(file)).toEqual(raw.sort());
    }
  });

  it('name the exact tRPC and React Query versions their page documents', () => {
    expect(lines.flatMap(staticProblems)).toEqual([]);
  });

  it('save what they install exactly (npm --save-exact)', () => {
    expect(lines.flatMap(savedLoosely)).toEqual([]);
  });

  it('resolve in the registry, with the peers of each tRPC package on the same line', async (context) => {
    const registry = registryUrl(root);
    const names = [...new Set(lines.flatMap((line) => line.specs.map((spec) => spec.name)))];
    const skip = (why: string) => {
      const reason = `registry not reachable, install lines not resolved: ${why}`;
      console.warn(`[install-lines] skipped: ${reason}`);
      return context.skip(reason);
    };
    let packageDocs: Map<string, PackageDoc | null>;
    try {
      packageDocs = new Map(
        await Promise.all(
          names.map(async (name) => [name, await fetchPackageDoc(registry, name)] as const),
        ),
      );
    } catch (error) {
      if (!(error instanceof Unreachable)) throw error;
      return skip(error.message);
    }
    // A host that answers 404 to everything (a captive proxy, a wrong URL) is not a registry.
    if ([...packageDocs.values()].every((doc) => doc === null))
      return skip(`${registry} knows none of the ${names.length} packages on the pages`);

    const problems: string[] = [];
    const resolved = (spec: Spec) => {
      const doc = packageDocs.get(spec.name);
      return doc ? resolve(doc, spec.range) : null;
    };
    for (const line of lines) {
      const where = `${line.page}:${line.line} \`${line.command}\``;
      for (const spec of line.specs) {
        const label = `${spec.name}@${spec.range ?? 'latest'}`;
        const doc = packageDocs.get(spec.name);
        const version = resolved(spec);
        if (!doc) problems.push(`${where}: ${spec.name} is not in the registry`);
        else if (!version) problems.push(`${where}: ${label} matches no version or dist-tag`);
        if (!doc || !version || !isTrpc(spec.name)) continue;
        const pinned = pinnedVersion(line.version, '@trpc/server');
        if (version !== pinned)
          problems.push(`${where}: ${label} installs ${version}, not ${pinned}`);
        const peers = doc.versions[version]?.peerDependencies ?? {};
        for (const [peer, range] of Object.entries(peers)) {
          const sibling = line.specs.find((other) => other.name === peer);
          if (!sibling) {
            if (isTrpc(peer)) problems.push(`${where}: ${label} needs ${peer}@${range} beside it`);
            continue;
          }
          const siblingVersion = resolved(sibling);
          if (siblingVersion && !satisfies(siblingVersion, range))
            problems.push(
              `${where}: ${label} needs ${peer}@${range}, the line gives ${siblingVersion}`,
            );
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('the install-line checks themselves', () => {
  const line = (page: string, command: string): InstallLine => ({
    page,
    line: 1,
    version: versionOfPage(page),
    command,
    specs: parseInstall(command),
  });

  it('parse scoped and plain packages, with and without a version', () => {
    expect(parseInstall('npm install --save-dev @trpc/server@next zod "express@4"')).toEqual([
      { name: '@trpc/server', range: 'next' },
      { name: 'zod', range: null },
      { name: 'express', range: '4' },
    ]);
  });

  it('reject an npm line that saves a range, on either version', () => {
    expect(savedLoosely(line('docs/a.md', `npm install @trpc/server@${V10}`))).toHaveLength(1);
    expect(savedLoosely(line('docs/a.md', `npm install -E @trpc/server@${V10}`))).toEqual([]);
    expect(
      savedLoosely(line('versioned_docs/version-9.x/a.md', 'npm i --save-dev --save-exact x@1')),
    ).toEqual([]);
  });

  it('reject a dist-tag, a bare package and the wrong React Query on a 10.x page', () => {
    const problems = staticProblems(
      line('docs/a.md', 'npm install @trpc/server@next @trpc/client react-query@3'),
    );
    expect(problems).toHaveLength(3);
  });

  it('reject a 10.x package and the TanStack React Query on a 9.x page', () => {
    const page = 'versioned_docs/version-9.x/a.md';
    expect(
      staticProblems(line(page, `npm i @trpc/react@${V10} @tanstack/react-query@4`)),
    ).toHaveLength(2);
    expect(
      staticProblems(line(page, `npm i @trpc/react@${V9} @trpc/client@9 react-query@3`)),
    ).toEqual([]);
  });

  it('resolve as npm does: exact, dist-tag, range preferring latest, no stray pre-releases', () => {
    const doc: PackageDoc = {
      'dist-tags': { latest: '11.0.0', beta: '10.0.0-beta.2' },
      versions: Object.fromEntries(
        ['9.27.3', '9.27.4', '10.0.0-beta.1', '10.0.0-beta.2', '10.0.0', '11.0.0'].map((v) => [
          v,
          {},
        ]),
      ),
    };
    expect(resolve(doc, '10.0.0-beta.1')).toBe('10.0.0-beta.1');
    expect(resolve(doc, 'beta')).toBe('10.0.0-beta.2');
    expect(resolve(doc, 'next')).toBeNull();
    expect(resolve(doc, '9')).toBe('9.27.4');
    expect(resolve(doc, '^10.0.0-beta.1')).toBe('10.0.0');
    expect(resolve(doc, null)).toBe('11.0.0');
    expect(satisfies('4.44.0', '^4.3.8')).toBe(true);
    expect(satisfies('5.0.0', '^4.3.8')).toBe(false);
    expect(satisfies('10.0.0-proxy-beta.18', '10.0.0-proxy-beta.18')).toBe(true);
    expect(satisfies('10.0.0-proxy-beta.18', '>=9')).toBe(false);
  });
});
