import { describe, expect, it } from 'vitest';
import {
  describeForSearch,
  endHeadings,
  indexedCopy,
  MEMBER_SPLIT,
  separateBlocks,
  splitMemberAccess,
} from '../../src/plugins/search/indexer/indexed-copy.mjs';
import { vocabularyOf } from '../../src/plugins/search/indexer/vocabulary.mjs';
import { safeExcerpt } from '../../src/plugins/search/client/adapter';

describe('the copy of a page the index reads', () => {
  it('splits member access in prose and across Prism token spans, not in tags', () => {
    expect(splitMemberAccess('<code>trpc.useContext()</code>')).toBe(
      `<code>trpc.${MEMBER_SPLIT}useContext()</code>`,
    );
    const prism =
      '<span class="token plain"> trpc</span><span class="token punctuation">.</span><span class="token method">useContext</span>';
    expect(splitMemberAccess(prism)).toBe(prism.replace('>.<', `>.${MEMBER_SPLIT}<`));
    const untouched = '<a href="https://trpc.io/docs">v1.5 is out. Then</a>';
    expect(splitMemberAccess(untouched)).toBe(untouched);
  });

  it('hides the split again in excerpts, also where a highlight ends at the dot', () => {
    expect(safeExcerpt(`call trpc.${MEMBER_SPLIT}<mark>useContext</mark>()`, 'useContext')).toBe(
      'call trpc.<mark>useContext</mark>()',
    );
    expect(safeExcerpt(`<mark>trpc.${MEMBER_SPLIT.trim()}</mark> useContext()`, 'trpc')).toBe(
      '<mark>trpc</mark>.useContext()',
    );
  });

  it('ends a heading as a sentence, so an excerpt does not run it into the next paragraph', () => {
    const heading = '<h2 id="x">Create the context<a href="#x" class="hash-link">\u200b</a></h2>';
    expect(endHeadings(`${heading}<p>The adapter`)).toBe(`${heading}.<p>The adapter`);
    expect(endHeadings('<h3>What is a link?</h3><p>x')).toBe('<h3>What is a link?</h3><p>x');
  });

  it('keeps table cells and list items apart', () => {
    expect(separateBlocks('<tr><td>PARSE_ERROR<td>-32700')).toBe(
      ' <tr> <td>PARSE_ERROR <td>-32700',
    );
  });

  it("makes the page's description searchable metadata, with dotted names split", () => {
    const html = '<meta data-rh=true name=description content="Helpers on trpc.useContext.">';
    expect(describeForSearch(html)).toBe(
      '<meta data-pagefind-meta="description[content]" data-rh=true name=description content="Helpers on trpc. useContext.">',
    );
    expect(indexedCopy(html)).toContain('data-pagefind-meta="description[content]"');
  });
});

describe('the vocabulary written with the index', () => {
  it('lists each word once, most used first, in the spelling pages use most', () => {
    const words = vocabularyOf([
      'useQuery(input) and useQuery again; middleware',
      'const x = trpc.useQuery(); the usequery hook',
      'middleware, middleware',
    ]);
    expect(words.slice(0, 2)).toEqual(['middleware', 'useQuery']);
    expect(words).not.toContain('the'); // shorter than any word that is corrected
    expect(words).toContain('trpc');
  });
});
