import { expect, test } from '../support/fixtures';
import { gotoHydrated } from '../support/page';

// `// ^?` in a sample shows what TypeScript infers, computed when the page is built.
test('a "// ^?" line shows the inferred type on the page and in its Markdown copy', async ({
  page,
  request,
}) => {
  await gotoHydrated(page, '/docs/v10/infer-types');
  const block = page.locator('pre', { hasText: 'export type NewPost' }).first();
  // Line by line, as the reader sees them.
  const code = (await block.innerText()).replace(/\n+/g, '\n');
  expect(code).toMatch(
    /\^\? type NewPost = \{\n\/\/ +title: string;\n\/\/ +body: string;\n\/\/ +\}/,
  );
  const created = /\^\? type CreatedPost = \{\n((?:\/\/ +\w+: \w+;\n)+)/.exec(code)?.[1] ?? '';
  expect(
    created
      .replace(/\/\/ +/g, '')
      .split('\n')
      .filter(Boolean)
      .sort(),
  ).toEqual(['body: string;', 'id: string;', 'title: string;', 'votes: number;']);

  const copy = await (await request.get('/docs/v10/infer-types.md')).text();
  expect(copy).toContain('^? type NewPost = {');
  // The copy is plain Markdown: no markup around the types.
  expect(copy).not.toMatch(/<span|data-/);
});
