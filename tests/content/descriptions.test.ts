import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  contentDescriptions,
  DESCRIPTION_LENGTH,
  descriptionProblems,
  versionOfContent,
  type PageDescription,
} from './descriptions';
import config from '../../docusaurus.config';

const root = path.resolve(__dirname, '../..');

const entry = (page: string, version: string, description: string): PageDescription => ({
  page,
  version,
  description,
});

describe('description rules', () => {
  const ok = 'Define routers once with initTRPC and export their type for the client.';

  it('accepts distinct descriptions of a sensible length', () => {
    expect(
      descriptionProblems([
        entry('docs/a.md', 'current', ok),
        entry('docs/b.md', 'current', `${ok} Nested routers too.`),
      ]),
    ).toEqual([]);
  });

  it('names the page of each broken rule', () => {
    const problems = descriptionProblems([
      { page: 'docs/missing.md', version: 'current', description: undefined },
      entry('docs/short.md', 'current', 'Routers.'),
      entry('docs/long.md', 'current', 'x'.repeat(DESCRIPTION_LENGTH.max + 1)),
      entry('docs/first.md', 'current', ok),
      entry('docs/copy.md', 'current', ok),
      entry('versioned_docs/version-9.x/copy.md', '9.x', ok),
      entry(
        'docs/markdown.md',
        'current',
        `Call \`createTRPCProxyClient\` from ${'any code. '.repeat(4).trim()}`,
      ),
      entry('docs/spaces.md', 'current', `${ok} `),
    ]);
    expect(problems).toEqual([
      'docs/missing.md: no description in its front matter',
      'docs/short.md: description too short (8 < 50)',
      'docs/long.md: description too long (161 > 160)',
      'docs/copy.md: same description as docs/first.md in version current',
      'versioned_docs/version-9.x/copy.md: same description as docs/first.md (current) across versions',
      'docs/markdown.md: description contains Markdown',
      'docs/spaces.md: description has surrounding whitespace or a line break',
    ]);
  });

  it('sorts pages into versions by their folder', () => {
    expect(versionOfContent('docs/server/router.md')).toBe('current');
    expect(versionOfContent('versioned_docs/version-9.x/server/router.md')).toBe('9.x');
    expect(versionOfContent('blog/2021-05-05-introducing-trpc.md')).toBe('blog');
  });
});

describe('the site', () => {
  it('gives every docs page and blog post its own description', async () => {
    const pages = await contentDescriptions(root);
    // Both docs versions and the blog are walked, not an empty folder by mistake.
    expect(new Set(pages.map((page) => page.version))).toEqual(new Set(['current', '9.x', 'blog']));
    expect(pages.length).toBeGreaterThan(80);
    expect(descriptionProblems(pages)).toEqual([]);
  });

  it('describes the blog index in its own words, not the default "Blog"', async () => {
    // The blog plugin is configured on its own (wrapped in src/plugins/blog), not in the preset.
    const entry = config.plugins?.find(
      (item) => Array.isArray(item) && item[0] === './src/plugins/blog/index.ts',
    );
    const blog = (entry as [string, { blogDescription?: string }] | undefined)?.[1];
    const blogIndex: PageDescription = {
      page: 'docusaurus.config.ts (blogDescription)',
      version: 'blog',
      description: blog?.blogDescription,
    };
    // Checked last among all pages, so only its own problems name it: distinct from the post
    // it lists and from every docs page.
    const problems = descriptionProblems([...(await contentDescriptions(root)), blogIndex]);
    expect(problems.filter((problem) => problem.startsWith(blogIndex.page))).toEqual([]);
  });
});
