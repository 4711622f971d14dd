import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  absoluteSiteLinks,
  exportDoc,
  markdownUrl,
  rewriteDocLinks,
  stripFrontMatter,
  stripMdxAndSetup,
} from '../../src/markdown/cleanMarkdown';
import { renderLlmsTxt, sidebarSections } from '../../src/plugins/llms-txt';

const page = `---
id: router
title: Define Routers
slug: /router
---

import Tabs from '@theme/Tabs';

{/* a note for authors */}

Routers group procedures. See [context](./context.md#typing) and [the client](../client/vanilla.md).

\`\`\`ts title="server.ts" nocheck=partial-snippet
const hidden = 1;
// ---cut---
export const shown = 2;
\`\`\`

\`\`\`bash npm2yarn
npm install @trpc/server@next
\`\`\`
`;

describe('Markdown export', () => {
  it("leaves out components and writes the pages' layout HTML as Markdown", () => {
    const source = [
      '<DocsIntroHero />',
      '',
      '<a className="button button--primary" href="https://github.com/sponsors/KATT">Sponsor</a>',
      '',
      '<ul className="sponsor-list">',
      '  <li><a href="https://render.com"><img src="x.png" alt="" /><span>Render</span></a></li>',
      '</ul>',
      '',
      '```tsx',
      '<a className="kept" href="/in-code">code stays as written</a>',
      '```',
    ].join('\n');
    const cleaned = stripMdxAndSetup(source);
    expect(cleaned).toBe(
      [
        '[Sponsor](https://github.com/sponsors/KATT)',
        '',
        '- [Render](https://render.com)',
        '',
        '```tsx',
        '<a className="kept" href="/in-code">code stays as written</a>',
        '```',
      ].join('\n'),
    );
  });

  it('writes a video as a link to it', () => {
    expect(
      stripMdxAndSetup('<VideoEmbed youtubeId="-_GZJ3xwYOw" title="A deep dive into tRPC" />'),
    ).toBe('[Video: A deep dive into tRPC](https://www.youtube.com/watch?v=-_GZJ3xwYOw)');
  });

  it('makes links to the site absolute, outside code', () => {
    const text = 'See [9.x](/docs/v9) and <a href="/blog">the blog</a>.\n```ts\nfetch("/api")\n```';
    expect(absoluteSiteLinks(text, 'https://trpc.io')).toBe(
      'See [9.x](https://trpc.io/docs/v9) and <a href="https://trpc.io/blog">the blog</a>.\n```ts\nfetch("/api")\n```',
    );
  });

  it('drops front matter, MDX imports and comments', () => {
    const cleaned = stripMdxAndSetup(stripFrontMatter(page));
    expect(cleaned).not.toContain('slug: /router');
    expect(cleaned).not.toContain("import Tabs from '@theme/Tabs'");
    expect(cleaned).not.toContain('a note for authors');
    expect(cleaned.startsWith('Routers group procedures.')).toBe(true);
  });

  it('removes sample setup above the cut line and checker-only meta', () => {
    const cleaned = stripMdxAndSetup(page);
    expect(cleaned).toContain('```ts title="server.ts"\nexport const shown = 2;\n```');
    expect(cleaned).not.toContain('hidden');
    expect(cleaned).not.toContain('nocheck');
    expect(cleaned).toContain('```bash npm2yarn\nnpm install @trpc/server@next\n```');
  });

  it('keeps a cut-like line inside non-TypeScript blocks', () => {
    const text = '```text\n// ---cut---\nkeep\n```';
    expect(stripMdxAndSetup(text)).toBe(text);
  });

  it('points links to other pages at their Markdown exports', () => {
    const root = '/site/docs';
    const map = new Map([
      [path.join(root, 'server/context.md'), '/docs/v10/context'],
      [path.join(root, 'client/vanilla.md'), '/docs/v10/vanilla'],
      [path.join(root, 'server/error-handling.md'), '/docs/v10/error-handling'],
    ]);
    const out = rewriteDocLinks(
      'See [context](./context.md#typing), [client](../client/vanilla.md), [errors](error-handling.md#codes) and [gone](./gone.md).',
      path.join(root, 'server/router.md'),
      map,
      'https://trpc.io',
    );
    expect(out).toBe(
      'See [context](https://trpc.io/docs/v10/context.md#typing), [client](https://trpc.io/docs/v10/vanilla.md), [errors](https://trpc.io/docs/v10/error-handling.md#codes) and [gone](./gone.md).',
    );
  });

  it('names each export after its page URL', () => {
    expect(markdownUrl('/docs/v10/router')).toBe('/docs/v10/router.md');
    expect(markdownUrl('/docs/v10/')).toBe('/docs/v10.md');
    const doc = exportDoc({
      source: page,
      sourceFile: '/site/docs/server/router.md',
      title: 'Define Routers',
      permalink: '/docs/v10/router',
      siteUrl: 'https://trpc.io',
      permalinkBySource: new Map(),
    });
    expect(
      doc.markdown.startsWith(
        '# Define Routers\n\nSource: https://trpc.io/docs/v10/router\n\nRouters',
      ),
    ).toBe(true);
  });
});

describe('llms.txt', () => {
  const sidebar = [
    { type: 'category', label: 'tRPC', items: [{ type: 'doc', id: 'main/introduction' }] },
    {
      type: 'category',
      label: '@trpc/server',
      items: [
        { type: 'doc', id: 'server/router' },
        {
          type: 'category',
          label: 'Adapters',
          items: [{ type: 'doc', id: 'server/adapters/express' }],
        },
      ],
    },
    { type: 'doc', id: 'migration/guide' },
  ];

  it('groups the sidebar by top-level category, in order', () => {
    expect(sidebarSections(sidebar)).toEqual([
      { title: 'tRPC', docIds: ['main/introduction'] },
      { title: '@trpc/server', docIds: ['server/router', 'server/adapters/express'] },
      { title: 'Guides', docIds: ['migration/guide'] },
    ]);
  });

  it('follows the llmstxt.org layout: title, summary, sections of links', () => {
    const docs = [
      {
        id: 'main/introduction',
        title: 'tRPC',
        description: 'What it is.',
        permalink: '/docs/v10/',
      },
      {
        id: 'server/router',
        title: 'Define Routers',
        description: 'Routers.',
        permalink: '/docs/v10/router',
      },
      {
        id: 'server/adapters/express',
        title: 'Express',
        description: '',
        permalink: '/docs/v10/express',
      },
      {
        id: 'migration/guide',
        title: 'Migrate',
        description: 'Moving.',
        permalink: '/docs/v10/migrate',
      },
    ];
    const text = renderLlmsTxt({
      heading: 'tRPC',
      siteUrl: 'https://trpc.io',
      exports: {
        version: { label: '10.x', isLast: true, path: '/docs/v10', docs } as never,
        sections: sidebarSections(sidebar),
        docs: new Map(),
      },
      otherVersions: [{ label: '9.x', url: 'https://trpc.io/docs/v9/llms.txt' }],
    });
    const lines = text.split('\n');
    expect(lines[0]).toBe('# tRPC');
    expect(lines[2]?.startsWith('> ')).toBe(true);
    expect(text).toContain(
      '## @trpc/server\n\n- [Define Routers](https://trpc.io/docs/v10/router.md): Routers.',
    );
    expect(text).toContain('- [Express](https://trpc.io/docs/v10/express.md)\n');
    expect(text).toContain('- [tRPC](https://trpc.io/docs/v10.md): What it is.');
    expect(text).toContain('## Optional\n\n- [tRPC 9.x docs](https://trpc.io/docs/v9/llms.txt)');
  });
});
