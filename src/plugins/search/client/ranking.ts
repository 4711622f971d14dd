// Words below are misspelt or run together on purpose, as examples.
// cspell:ignore quer
// Reorders the best few results of a query by where its words appear on each page: in the
// title, the keywords, the symptoms, a heading or the page's description. Pagefind weighs each word by where it occurs
// but cannot tell that one page has every word of the query in its title while another has
// them scattered through its body; the data needed for that is the page data the results
// list loads anyway.
import type { PagefindResultData } from './pagefind';
import indexFormat from '../indexer/index-format.json';
import { wordsMeaningTheSame } from './readersWords';
import { FIELD_WEIGHTS, WEIGHTS } from './weights';

/** A word's leading letters, enough to match its other forms ("queries" → "quer", "query"). */
export function wordRoot(term: string): string {
  const word = term.toLowerCase().replace(/[^\p{L}\p{N}_]/gu, '');
  return word.slice(0, Math.max(4, word.length - 3));
}

/** The words of `text` in lower case, split at anything but letters, digits and `_`. */
function wordsOf(text: string): string[] {
  return text.toLowerCase().split(/[^\p{L}\p{N}_]+/u);
}

/** The share of `roots` that begin a word of `text`. */
export function coverage(roots: readonly string[], text: string): number {
  if (roots.length === 0) return 0;
  const words = wordsOf(text);
  return roots.filter((root) => words.some((word) => word.startsWith(root))).length / roots.length;
}

/**
 * The share of `terms` that a word of `text` says, in the same words or in words meaning the
 * same (readersWords.ts): a symptom sentence is written in a reader's words, but not in this
 * reader's.
 */
export function coverageByMeaning(terms: readonly string[], text: string): number {
  if (terms.length === 0) return 0;
  const words = wordsOf(text);
  const says = (term: string) =>
    [term, ...wordsMeaningTheSame(term)]
      .map(wordRoot)
      .some((root) => root && words.some((word) => word.startsWith(root)));
  return terms.filter(says).length / terms.length;
}

export type Ranked = {
  score: number;
  data: PagefindResultData;
  /** The page has the code a pasted message names (`trpc.useQuery`), names side by side. */
  showsCode?: boolean;
};

/**
 * A page's sections with the ones whose heading holds most of the query first (Pagefind lists
 * them in page order): a pasted message finds its troubleshooting entry's heading, and the
 * modal shows the first few sections of each page.
 */
export function sectionsByHeading(
  data: PagefindResultData,
  roots: readonly string[],
  pasted: Pasted | null = null,
): PagefindResultData {
  const sections = data.sub_results.map((sub, at) => ({
    sub,
    at,
    cover: coverage(roots, sub.title) + (quotes(sub.title, pasted) ? 1 : 0),
  }));
  sections.sort((a, b) => b.cover - a.cover || a.at - b.at);
  return { ...data, sub_results: sections.map(({ sub }) => sub) };
}

/** Text as a phrase compares: lower case, words separated by single spaces. */
export function phraseText(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;
}

/** A pasted message: its opening words (see messagePhrase) and its whole text. */
export type Pasted = { phrase: string | null; text: string };

/**
 * Whether a heading quotes a pasted message: it holds the message's opening words, or the
 * message holds the whole heading (`Duplicate key` in `Duplicate key post`) and the heading is
 * more than one word.
 */
function quotes(heading: string, pasted: Pasted | null): boolean {
  if (!pasted) return false;
  const title = phraseText(heading);
  if (pasted.phrase && title.includes(phraseText(pasted.phrase))) return true;
  return title.trim().includes(' ') && phraseText(pasted.text).includes(title);
}

/**
 * The headings of a result: its sections', and for an entry of a page of entries (indexed as a
 * result of its own, see the indexer's entries.mjs) the entry's heading.
 */
function headingsOf(data: PagefindResultData): string[] {
  const entry = data.meta[indexFormat.entryMeta];
  return [...data.sub_results.map((sub) => sub.title), ...(entry ? [entry] : [])];
}

/**
 * What a result says a message is: its headings, and for an entry, each wording of the message
 * it opens with (an entry's heading says in plain words what its message says as printed).
 */
function messagesOf(data: PagefindResultData): string[] {
  const printed = data.meta[indexFormat.messageMeta];
  return [
    ...headingsOf(data),
    ...(printed ? printed.split(indexFormat.messageSeparator).filter(Boolean) : []),
  ];
}

/** Whether a result says `query` exactly, as one of its headings or inside a message it prints. */
function saysExactly(data: PagefindResultData, query: string): boolean {
  const said = phraseText(query);
  if (said.trim().split(' ').length < WEIGHTS.exactWords) return false;
  const headings = headingsOf(data);
  return (
    headings.some((heading) => phraseText(heading) === said) ||
    messagesOf(data).some(
      (message) => !headings.includes(message) && phraseText(message).includes(said),
    )
  );
}

/**
 * How well a heading quotes a pasted message, in words: 0 when it does not (see quotes), else
 * its words the message holds less those it does not. Two entries can both quote a message by
 * its opening words ("You seem to have double …"); the one that says more of it is its entry.
 */
export function quoteStrength(heading: string, pasted: Pasted | null): number {
  if (!pasted || !quotes(heading, pasted) || quotesAnotherCase(heading, pasted)) return 0;
  const message = new Set(phraseText(pasted.text).trim().split(' '));
  const words = phraseText(heading).trim().split(' ');
  const held = words.filter((word) => message.has(word)).length;
  return Math.max(1, held - (words.length - held));
}

// A name a message quotes: `'@trpc/react-query'`, `"post.byID"`, not a quoted fragment of text
// or code (`'<'`, `"<!DOCTYPE "`, an elided `'{ mutate: …`).
const QUOTED_NAME = /'([\w@$.][^'\s…]*)'|"([\w@$.][^"\s…]*)"/g;

/**
 * Whether a heading is the pasted message's template about another name: it starts with the
 * message's opening words up to a quoted name (`Cannot find module '@trpc/react-query'`), and
 * the pasted message does not quote that name (`Cannot find module '@trpc/server'`). Such an
 * entry explains a different case (another package, property or field) whose fix is not the
 * reader's, although the message's opening words find it first.
 */
export function quotesAnotherCase(heading: string, pasted: Pasted | null): boolean {
  if (!pasted?.phrase) return false;
  const first = QUOTED_NAME.exec(heading);
  QUOTED_NAME.lastIndex = 0;
  if (!first) return false;
  const lead = phraseText(heading.slice(0, first.index)).trim();
  if (lead.split(' ').length < 2 || !phraseText(pasted.phrase).startsWith(` ${lead} `))
    return false;
  const text = pasted.text.toLowerCase();
  return [...heading.matchAll(QUOTED_NAME)].some(
    ([, single, double]) => !text.includes((single ?? double ?? '').toLowerCase()),
  );
}

/**
 * The address of the page, among `pages`, that installs `name` and comes first in reading
 * order (result metadata written by the indexer's installsForSearch), or null.
 */
export function firstInstaller(pages: readonly Ranked[], name: string | null): string | null {
  if (!name) return null;
  let first: { url: string; order: number } | null = null;
  for (const { data } of pages) {
    const installs = (data.meta[indexFormat.installsMeta] ?? '').split(' ');
    const order = Number(data.meta[indexFormat.readingOrderMeta]) || Infinity;
    if (installs.includes(name) && (!first || order < first.order))
      first = { url: data.url, order };
  }
  return first?.url ?? null;
}

/**
 * The pages in their new order: the index's score, raised by full matches in the fields, and
 * for a pasted message, by a heading that quotes it (and lowered by one that is the same
 * message about another name), by the code it names, and for a missing package, on the first
 * page that installs it.
 */
export function rerank<T extends Ranked>(
  pages: readonly T[],
  terms: readonly string[],
  pasted: Pasted | null = null,
  missingPackage: string | null = null,
  query = '',
): T[] {
  const roots = [...new Set(terms.map(wordRoot).filter(Boolean))];
  // A name typed alone (`useUtils`, `BAD_REQUEST`) asks where it is taught.
  const nameAlone = !pasted && terms.length === 1;
  const uniqueTerms = [...new Set(terms.filter((term) => wordRoot(term)))];
  // A module inside the package (`@trpc/server/adapters/next`) is looked for among the pages that
  // import it (showsCode), when some do: the first of those that installs the package.
  const importing = pages.filter((page) => page.showsCode);
  const installer = firstInstaller(importing.length > 0 ? importing : pages, missingPackage);
  const boosted = pages.map((page) => {
    const title = coverage(roots, page.data.meta.title ?? '');
    const description = coverage(roots, page.data.meta.description ?? '');
    // Keywords are phrases ("cors error", "useUtils"): the best-covered one counts.
    const keywords = Math.max(
      0,
      ...(page.data.meta.keywords ?? '').split(',').map((phrase) => coverage(roots, phrase)),
    );
    // Symptoms are sentences ("list still shows the old item after I add one"): the
    // best-covered one counts. A pasted message is found by the heading that quotes it; a
    // symptom that names the same error only describes the page's own case of it.
    const symptoms = pasted
      ? 0
      : Math.max(
          0,
          ...(page.data.meta[indexFormat.symptomsMeta] ?? '')
            .split(indexFormat.symptomsSeparator)
            .map((sentence) => coverageByMeaning(uniqueTerms, sentence)),
        );
    const heading = Math.max(0, ...headingsOf(page.data).map((text) => coverage(roots, text)));
    const messages = messagesOf(page.data);
    const quoted = Math.max(0, ...messages.map((text) => quoteStrength(text, pasted)));
    const otherCase = quoted === 0 && messages.some((text) => quotesAnotherCase(text, pasted));
    const quoting =
      quoted > 0 ? WEIGHTS.quotingHeading * Math.max(1, quoted / WEIGHTS.quotedWords) : 0;
    const boost =
      Math.max(quoting, saysExactly(page.data, query) ? WEIGHTS.exact : 0) +
      (page.showsCode ? WEIGHTS.showsCode : 0) +
      (page.data.url === installer ? WEIGHTS.installsFirst : 0) +
      FIELD_WEIGHTS.title * title ** 2 +
      FIELD_WEIGHTS.keywords * keywords ** 2 +
      FIELD_WEIGHTS.symptoms * symptoms ** 2 +
      FIELD_WEIGHTS.heading * heading ** 2 +
      FIELD_WEIGHTS.description * description ** 2;
    return {
      page: { ...page, data: sectionsByHeading(page.data, roots, pasted) },
      score:
        page.score *
        (1 + boost) *
        (otherCase ? WEIGHTS.otherCase : 1) *
        (nameAlone && page.data.meta[indexFormat.entryMeta] ? WEIGHTS.entryForAName : 1),
    };
  });
  return boosted.sort((a, b) => b.score - a.score).map(({ page }) => page);
}
