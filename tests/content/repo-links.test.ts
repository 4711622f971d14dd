import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CONTENT_DIRS,
  markdownFiles,
  versionOfPage,
  type SampleVersion,
} from '../../src/plugins/code-samples/model/extract';
import { VERSIONS } from '../../src/content/versions';

const root = path.join(__dirname, '../..');

// The repository's default branch holds a later major, so every link into it names the ref of
// the version its page documents (samples/versions.json): the release tag, or a maintenance
// branch such as 9.x's.
const REFS: Record<SampleVersion, string[]> = Object.fromEntries(
  VERSIONS.map((version) => [version.sample, [...version.branches, version.tag]]),
);

// Hosts that open a folder of a GitHub repository: GitHub itself and the sandboxes.
const HOSTS = String.raw`(?:github\.com|githubbox\.com|codesandbox\.io/[sp]/github|stackblitz\.com/github)`;
const END = String.raw`[^\s)"'\`<>\]]`;
// `tree/<ref>` or `blob/<ref>` (also raw, blame, edit) in a link into trpc/trpc.
const REF_LINK = new RegExp(
  String.raw`${HOSTS}/trpc/trpc/(?:tree|blob|raw|blame|edit)/([^/\s)"'\`<>#?\]]+)${END}*`,
  'gi',
);
const RAW_LINK = new RegExp(
  String.raw`raw\.githubusercontent\.com/trpc/trpc/([^/\s)"'\`<>\]]+)${END}*`,
  'gi',
);
// A sandbox of the repository without a ref opens the default branch.
const SANDBOX_WITHOUT_REF = new RegExp(
  String.raw`(?:githubbox\.com|codesandbox\.io/[sp]/github|stackblitz\.com/github)/trpc/trpc(?!/(?:tree|blob)/)(?![\w.-])${END}*`,
  'gi',
);
// The standalone example repositories have no version tags and follow the default branch.
const EXAMPLES_REPO = new RegExp(String.raw`${HOSTS}/trpc/(examples-[\w.-]+)${END}*`, 'gi');
// create-next-app's --example takes a repository URL; only /tree/<ref> picks the branch.
const EXAMPLE_OPTION = /--example[=\s]+(\S+)/g;
// A clone of the repository, options allowed, on one line.
const CLONE =
  /git clone[^\S\n]+(?:\S+[^\S\n]+)*?(?:git@github\.com:|https:\/\/github\.com\/)trpc\/trpc(?:\.git)?(?![\w.-])/g;

type LinkProblem = { line: number; text: string; message: string };

/** Links into tRPC's repository that do not name the ref of `version`, with their lines. */
function repoLinkProblems(text: string, version: SampleVersion): LinkProblem[] {
  const refs = REFS[version];
  const lineOf = (index: number) => text.slice(0, index).split('\n').length;
  const problems: LinkProblem[] = [];
  const report = (match: RegExpMatchArray, message: string) =>
    problems.push({ line: lineOf(match.index ?? 0), text: match[0], message });

  for (const pattern of [REF_LINK, RAW_LINK]) {
    for (const match of text.matchAll(pattern)) {
      if (!refs.includes(match[1] ?? ''))
        report(match, `points at "${match[1]}", not ${refs.join(' or ')}`);
    }
  }
  for (const match of text.matchAll(SANDBOX_WITHOUT_REF))
    report(match, `opens the default branch; add /tree/${refs[0]}`);
  for (const match of text.matchAll(EXAMPLES_REPO))
    report(match, `${match[1]} has no version ref; link the example at ${refs[0]} instead`);
  for (const match of text.matchAll(EXAMPLE_OPTION)) {
    if (/^https:\/\/github\.com\/trpc\/trpc(?:\.git)?\/?$/i.test(match[1] ?? ''))
      report(match, `create-next-app takes the default branch; use .../tree/${refs[0]}`);
  }
  for (const match of text.matchAll(CLONE)) {
    // The clone line itself (--branch) or one of the next lines must switch to the ref.
    const from = match.index ?? 0;
    const after = text.slice(from).split('\n').slice(0, 6).join('\n');
    const switched = refs.some((ref) =>
      new RegExp(
        String.raw`(?:git (?:checkout|switch)|--branch|-b)\s+${ref.replace(/\./g, '\\.')}(?![\w.-])`,
      ).test(after),
    );
    if (!switched) report(match, `a fresh clone is on the default branch; check out ${refs[0]}`);
  }
  return problems.sort((a, b) => a.line - b.line);
}

/** How many links into the repository name a ref, so the scan is seen to find them. */
function refLinkCount(text: string): number {
  return [...text.matchAll(REF_LINK), ...text.matchAll(RAW_LINK)].length;
}

const pages = CONTENT_DIRS.flatMap((dir) => markdownFiles(path.join(root, dir)));

describe("links into tRPC's repository", () => {
  it('name the ref of their page’s version, in prose, code fences and JSX alike', () => {
    const problems = pages.flatMap((file) => {
      const page = path.relative(root, file);
      return repoLinkProblems(readFileSync(file, 'utf8'), versionOfPage(page)).map(
        ({ line, text, message }) => `${page}:${line} ${text}: ${message}`,
      );
    });
    expect(problems).toEqual([]);
  });

  it('are found on the pages of both versions', () => {
    const count = (version: SampleVersion) =>
      pages
        .filter((file) => versionOfPage(path.relative(root, file)) === version)
        .reduce((sum, file) => sum + refLinkCount(readFileSync(file, 'utf8')), 0);
    expect(count('v10')).toBeGreaterThan(10);
    expect(count('v9')).toBeGreaterThan(10);
  });
});

describe('the repository-link check itself', () => {
  it('fails a tree/main link on a 9.x page', () => {
    const page =
      'See [the server](https://github.com/trpc/trpc/tree/main/examples/standalone-server).';
    const problems = repoLinkProblems(page, 'v9');
    expect(problems.map((p) => p.line)).toEqual([1]);
    expect(problems[0]?.message).toContain('"main"');
    expect(repoLinkProblems(page.replace('tree/main', 'tree/v9.x'), 'v9')).toEqual([]);
  });

  it('fails a blob/next link on a 10.x page, in a JSX prop as in Markdown', () => {
    const page = [
      'Intro.',
      '<a href="https://github.com/trpc/trpc/blob/next/packages/client/src/links/httpLink.ts">link</a>',
    ].join('\n');
    const problems = repoLinkProblems(page, 'v10');
    expect(problems.map((p) => p.line)).toEqual([2]);
    expect(problems[0]?.message).toContain('"next"');
    const fixed = page.replace('blob/next', 'blob/v10.0.0-proxy-beta.18');
    expect(repoLinkProblems(fixed, 'v10')).toEqual([]);
    // The 10.x tag is wrong on a 9.x page.
    expect(repoLinkProblems(fixed, 'v9')).toHaveLength(1);
  });

  it('fails create-next-app without a ref, sandboxes without one, example repos and bare clones', () => {
    const page = [
      '```bash',
      'yarn create next-app --example https://github.com/trpc/trpc --example-path examples/next-prisma-starter app',
      '```',
      '[sandbox](https://githubbox.com/trpc/trpc) and [code](https://github.com/trpc/examples-next-prisma-starter)',
      '```bash',
      'git clone git@github.com:trpc/trpc.git',
      'cd trpc',
      '```',
    ].join('\n');
    expect(repoLinkProblems(page, 'v9').map((problem) => problem.line)).toEqual([2, 4, 4, 6]);

    const fixed = [
      'yarn create next-app --example https://github.com/trpc/trpc/tree/v9.x --example-path examples/next-prisma-starter app',
      '[sandbox](https://githubbox.com/trpc/trpc/tree/v9.x/examples/standalone-server)',
      'git clone git@github.com:trpc/trpc.git',
      'cd trpc',
      'git checkout v9.x',
    ].join('\n');
    expect(repoLinkProblems(fixed, 'v9')).toEqual([]);
  });
});
