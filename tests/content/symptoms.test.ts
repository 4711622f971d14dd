// Every page a reader can land on says, in front matter `symptoms`, what a reader sees go wrong
// or wants done when it is the answer, in the reader's words: search indexes those sentences
// (src/plugins/search/indexer/indexed-copy.mjs, symptomsForIndex) so a described problem finds
// the page whose terms the reader does not know. A page without them is found only by its own
// words.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentFrontMatter, type PageFrontMatter } from './descriptions';

const root = path.resolve(__dirname, '../..');
const SENTENCES = { min: 2, max: 8 };
const WORDS = { min: 5, max: 18 };
const MARKDOWN = /`|\*\*|__|\[[^\]]*\]\(|<\/?[a-z]/i;

type Page = PageFrontMatter;

/** The docs pages (the blog's posts are not pages a symptom leads to). */
async function docsPages(): Promise<Page[]> {
  return (await contentFrontMatter(root)).filter(({ version }) => version !== 'blog');
}

/** One message per broken rule, naming the page. */
function symptomProblems(pages: Page[]): string[] {
  const problems: string[] = [];
  const firstPageOf = new Map<string, string>();
  for (const { page, version, frontMatter } of pages) {
    // Unlisted steps are shown inside another page; a page of entries has its own headings.
    if (frontMatter.unlisted === true || frontMatter.search_entries === true) continue;
    const { symptoms } = frontMatter;
    if (!Array.isArray(symptoms) || !symptoms.every((s) => typeof s === 'string')) {
      problems.push(`${page}: no list of symptom sentences in its front matter`);
      continue;
    }
    if (symptoms.length < SENTENCES.min || symptoms.length > SENTENCES.max)
      problems.push(`${page}: ${symptoms.length} symptoms (${SENTENCES.min} to ${SENTENCES.max})`);
    for (const sentence of symptoms) {
      const words = sentence.trim().split(/\s+/).length;
      if (words < WORDS.min || words > WORDS.max)
        problems.push(`${page}: "${sentence}" has ${words} words (${WORDS.min} to ${WORDS.max})`);
      if (MARKDOWN.test(sentence)) problems.push(`${page}: "${sentence}" contains Markdown`);
      if (sentence.includes('|')) problems.push(`${page}: "${sentence}" contains "|"`);
      const key = `${version} ${sentence.toLowerCase().trim()}`;
      const first = firstPageOf.get(key);
      if (first) problems.push(`${page}: "${sentence}" is also a symptom of ${first}`);
      else firstPageOf.set(key, page);
    }
  }
  return problems;
}

describe('symptom sentences', () => {
  it('name the page and the rule', () => {
    const page = (name: string, frontMatter: Record<string, unknown>): Page => ({
      page: name,
      version: 'current',
      frontMatter,
    });
    const fine = ['list shows the old item after I add one', 'the form keeps stale data'];
    expect(
      symptomProblems([
        page('docs/a.md', { symptoms: fine }),
        page('docs/none.md', {}),
        page('docs/step.md', { unlisted: true }),
        page('docs/short.md', { symptoms: ['too short'] }),
        page('docs/copy.md', { symptoms: [fine[0], 'a `code` span is not plain words'] }),
      ]),
    ).toEqual([
      'docs/none.md: no list of symptom sentences in its front matter',
      'docs/short.md: 1 symptoms (2 to 8)',
      'docs/short.md: "too short" has 2 words (5 to 18)',
      `docs/copy.md: "${fine[0]}" is also a symptom of docs/a.md`,
      'docs/copy.md: "a `code` span is not plain words" contains Markdown',
    ]);
  });

  it('are on every docs page a reader can land on', async () => {
    const pages = await docsPages();
    expect(pages.length).toBeGreaterThan(80);
    expect(symptomProblems(pages)).toEqual([]);
  });
});
