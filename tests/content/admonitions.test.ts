import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONTENT_DIRS, markdownFiles } from '../../src/plugins/code-samples/model/extract';

// With Docusaurus's v4 future flags the MDX 1 compatibility layer is off, so the old
// `:::tip Title` form is no longer an admonition: the page prints it as text. Titles go in
// brackets, `:::tip[Title]`.
const KINDS = ['note', 'tip', 'info', 'warning', 'caution', 'danger'];
const OPENING = /^:::(\w+)(\[.+\])?\s*$/;

function admonitionProblems(markdown: string, page: string): string[] {
  return markdown.split('\n').flatMap((line, index) => {
    if (!line.startsWith(':::') || line.trim() === ':::') return [];
    const match = OPENING.exec(line);
    if (match && KINDS.includes(match[1] ?? '')) return [];
    return [
      `${page}:${index + 1}: "${line}" is not an admonition; write :::kind or :::kind[Title]`,
    ];
  });
}

describe('admonitions', () => {
  it('every page opens them as :::kind or :::kind[Title]', () => {
    const pages = CONTENT_DIRS.flatMap(markdownFiles);
    expect(pages.length).toBeGreaterThan(80);
    expect(pages.flatMap((page) => admonitionProblems(readFileSync(page, 'utf8'), page))).toEqual(
      [],
    );
  });

  it('catches the old title form and an unknown kind', () => {
    expect(admonitionProblems(':::tip Example app\ntext\n:::\n:::hint\n:::', 'p.md')).toEqual([
      'p.md:1: ":::tip Example app" is not an admonition; write :::kind or :::kind[Title]',
      'p.md:4: ":::hint" is not an admonition; write :::kind or :::kind[Title]',
    ]);
  });
});
