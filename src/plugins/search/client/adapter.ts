// Maps Pagefind results to the hit shape the DocSearch modal renders. Pure functions: the
// modal injects titles and snippets as HTML, so everything from the index or the query is
// escaped here, and only our own <mark> tags survive.
import type { PagefindResultData } from './pagefind';
import indexFormat from '../indexer/index-format.json';
import { routePath } from '../../../text/routePath';
import { isStopWord } from './spelling';

// The indexer splits `a.b` into two words with a marker and a space the reader must not
// see; Pagefind may close a highlight between the two.
const MEMBER_SPLIT = new RegExp(`${indexFormat.memberSplit.trim()}(</mark>)? ?`, 'g');
// The indexer joins a token that is only punctuation to the word before (`json:{`); shown as
// the space it replaced.
const PUNCTUATION_JOIN = new RegExp(indexFormat.punctuationJoin, 'g');

type HitType = 'lvl1' | 'lvl2' | 'content';

type Highlighted = {
  value: string;
  matchLevel: 'full' | 'partial' | 'none';
  matchedWords: string[];
};
type Levels = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';

export type SearchHit = {
  objectID: string;
  type: HitType;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  content: string | null;
  hierarchy: Record<'lvl0' | 'lvl1', string> &
    Record<Exclude<Levels, 'lvl0' | 'lvl1'>, string | null>;
  _highlightResult: {
    content: Highlighted;
    hierarchy: Record<Levels, Highlighted>;
    hierarchy_camel: Record<Levels, Highlighted>[];
  };
  _snippetResult: {
    content: { value: string; matchLevel: 'full' | 'partial' | 'none' };
    hierarchy: Record<Levels, Highlighted>;
    hierarchy_camel: Record<Levels, Highlighted>[];
  };
};

/** The longest query the index is asked; longer input is still shown as typed. */
export const MAX_QUERY_LENGTH = 200;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&');
}

/** The text the index is searched for: trimmed, collapsed, capped. */
export function normaliseQuery(query: string): string {
  return query.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH);
}

/**
 * The query's words to mark, as the index has them: lower case, without punctuation, and
 * without the words a query is phrased with ("is", "not", "the"), which would light up every
 * line, unless those are all it has.
 */
export function queryTerms(query: string): string[] {
  const words = normaliseQuery(query)
    .toLowerCase()
    .split(/[^\p{L}\p{N}_$]+/u)
    .filter(Boolean);
  const content = words.filter((word) => !isStopWord(word));
  return [...new Set(content.length > 0 ? content : words)].slice(0, 12);
}

// A word, as readers and the index see one: `server/context.ts` is three.
const WORD = /[\p{L}\p{N}_$]+/gu;

/** How many leading letters a word must share with a term it is a form of ("query", "queries"). */
const STEM_LENGTH = 4;

/**
 * True when `word` is what the reader searched for: it begins with a query term (the index
 * finds words by their beginning), or shares a term's first letters (another form of it).
 * A word is never matched from its middle: a one-letter query lights up no letter inside words.
 */
function wordMatches(word: string, terms: readonly string[]): boolean {
  const lower = word.toLowerCase();
  return terms.some(
    (term) =>
      lower.startsWith(term) ||
      (term.length >= STEM_LENGTH && lower.startsWith(term.slice(0, STEM_LENGTH))),
  );
}

/** `text` is what Pagefind marked (`marked`) or not. */
type Segment = { text: string; marked: boolean };

/**
 * Escapes `segments` and marks whole words: those that match a term, outside Pagefind's marks
 * only where they begin with one. Pagefind marks a space-separated token (`server/context.ts`
 * for "context"): only its words that match are marked, or all of them when none does (the
 * index matched it some other way, for instance by a corrected spelling).
 */
function markWords(segments: readonly Segment[], terms: readonly string[]): Highlighted {
  let value = '';
  const matched = new Set<string>();
  for (const { text, marked } of segments) {
    const words = [...text.matchAll(WORD)];
    const matching = words.filter(([word]) =>
      marked ? wordMatches(word, terms) : terms.some((term) => word.toLowerCase().startsWith(term)),
    );
    const toMark = marked && matching.length === 0 ? words : matching;
    let last = 0;
    for (const match of toMark) {
      const [word] = match;
      value += `${escapeHtml(text.slice(last, match.index))}<mark>${escapeHtml(word)}</mark>`;
      matched.add(word.toLowerCase());
      last = match.index + word.length;
    }
    value += escapeHtml(text.slice(last));
  }
  const found = terms.filter((term) => [...matched].some((word) => word.startsWith(term)));
  const matchLevel =
    matched.size === 0 ? 'none' : found.length >= terms.length ? 'full' : 'partial';
  return { value, matchLevel, matchedWords: [...matched] };
}

/** Escapes `text` and marks each word that begins with a query term. */
export function highlight(text: string, terms: readonly string[]): Highlighted {
  return markWords([{ text, marked: false }], terms.filter(Boolean));
}

/**
 * A Pagefind excerpt as safe HTML with the query's words marked. Pagefind marks whole
 * space-separated tokens (`server/context.ts` for "context"); the words within them that the
 * reader searched for are marked instead. Anything but the marks is escaped.
 */
export function safeExcerpt(excerpt: string, query: string): string {
  const segments: Segment[] = [];
  let marked = false;
  const shown = excerpt.replace(MEMBER_SPLIT, '$1').replace(PUNCTUATION_JOIN, ' ');
  for (const part of shown.split(/(<mark>|<\/mark>)/)) {
    if (part === '<mark>' || part === '</mark>') marked = part === '<mark>';
    else if (part) segments.push({ text: decodeEntities(part), marked });
  }
  return markWords(segments, queryTerms(query)).value;
}

/**
 * The text shown under a page's result: Pagefind's excerpt, or the page's description when
 * the excerpt came from the keywords the indexer adds (see keywordsForIndex in the indexer).
 */
export function pageExcerpt(page: Pick<PagefindResultData, 'excerpt' | 'meta'>): string {
  if (!page.excerpt.includes(indexFormat.keywordsMark)) return page.excerpt;
  return escapeHtml(page.meta.description ?? '');
}

/**
 * What an entry of a page of entries shows under its heading: the wording of the message it
 * prints that holds most of the query's words, so a reader who pasted a message sees it
 * again, marked, beside the entry's plain-words heading; its excerpt when no wording holds one.
 */
export function entryExcerpt(
  page: Pick<PagefindResultData, 'excerpt' | 'meta'>,
  terms: readonly string[],
): string {
  const wordings = (page.meta[indexFormat.messageMeta] ?? '')
    .split(indexFormat.messageSeparator)
    .filter(Boolean);
  const held = (text: string) =>
    terms.filter((term) => text.toLowerCase().includes(term.toLowerCase())).length;
  const best = wordings.reduce<string | null>(
    (kept, wording) => (held(wording) > (kept === null ? 0 : held(kept)) ? wording : kept),
    null,
  );
  return best === null ? pageExcerpt(page) : escapeHtml(best.replace(/\s+/g, ' '));
}

/** Heading text without the zero-width characters of Docusaurus's hash links. */
export function cleanTitle(title: string): string {
  return title
    .replace(MEMBER_SPLIT, '$1')
    .replace(PUNCTUATION_JOIN, ' ')
    .replace(/\u200b|\u200c|\u200d|\ufeff/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A result's title and the group it is listed under: the page's title and sidebar category, or
 * for an entry of a page of entries (see the indexer's entries.mjs), the entry's heading under
 * the page's title.
 */
export function resultLabels(page: Pick<PagefindResultData, 'meta' | 'url'>): {
  title: string;
  section: string | null;
  /** Both in one line, for a list without a group line: "Troubleshooting: fetch failed". */
  label: string;
} {
  const title = cleanTitle(page.meta.title ?? '') || normaliseUrl(page.url);
  const entry = page.meta[indexFormat.entryMeta];
  if (entry) {
    const heading = cleanTitle(entry);
    return { title: heading, section: title, label: `${title}: ${heading}` };
  }
  return { title, section: page.meta.lvl0 ? cleanTitle(page.meta.lvl0) : null, label: title };
}

/** `/docs/v10/router/` and `/docs/v10/router/index.html` are the route `/docs/v10/router`. */
export function normaliseUrl(url: string): string {
  const [rawPath = '/', hash] = url.split('#');
  const pathname = routePath(rawPath);
  return hash ? `${pathname}#${hash}` : pathname;
}

function emptyLevels(): Record<Levels, Highlighted> {
  const none = (): Highlighted => ({ value: '', matchLevel: 'none', matchedWords: [] });
  return {
    lvl0: none(),
    lvl1: none(),
    lvl2: none(),
    lvl3: none(),
    lvl4: none(),
    lvl5: none(),
    lvl6: none(),
  };
}

type HitInput = {
  type: HitType;
  url: string;
  /** What the hit is known by, when it leads somewhere on its page (see excerptSection). */
  id?: string;
  section: string;
  pageTitle: string;
  heading: string | null;
  excerpt: string;
  terms: string[];
};

function makeHit({
  type,
  url,
  id,
  section,
  pageTitle,
  heading,
  excerpt,
  terms,
}: HitInput): SearchHit {
  const normalised = normaliseUrl(url);
  const [withoutAnchor = normalised, anchor = null] = normalised.split('#');
  const levels = emptyLevels();
  levels.lvl0 = highlight(section, terms);
  levels.lvl1 = highlight(pageTitle, terms);
  if (heading) levels.lvl2 = highlight(heading, terms);
  const snippet = safeExcerpt(excerpt, terms.join(' '));
  const contentText = decodeEntities(snippet.replace(/<\/?mark>/g, ''));
  return {
    objectID: id ?? normalised,
    type,
    url: normalised,
    url_without_anchor: withoutAnchor,
    anchor,
    content: contentText || null,
    hierarchy: {
      lvl0: section,
      lvl1: pageTitle,
      lvl2: heading,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    _highlightResult: {
      content: {
        value: snippet,
        matchLevel: snippet.includes('<mark>') ? 'full' : 'none',
        matchedWords: terms,
      },
      hierarchy: levels,
      hierarchy_camel: [levels],
    },
    _snippetResult: {
      content: { value: snippet, matchLevel: snippet.includes('<mark>') ? 'full' : 'none' },
      hierarchy: levels,
      hierarchy_camel: [levels],
    },
  };
}

/** How many words Pagefind's excerpts hold, around the matched words they show. */
const EXCERPT_WORDS = 30;

/**
 * The address of the section that holds a page's excerpt: where its matched words weigh most
 * within an excerpt's length, as Pagefind cuts the excerpt. A page-level hit leads there, not
 * to the top of a long page; null when that place is above the page's first section.
 */
export function excerptSection(
  page: Pick<PagefindResultData, 'url' | 'weighted_locations' | 'sub_results'>,
): string | null {
  const found = [...(page.weighted_locations ?? [])].sort((a, b) => a.location - b.location);
  let best: { start: number; score: number } | null = null;
  for (const { location } of found) {
    const score = found
      .filter((other) => other.location >= location && other.location < location + EXCERPT_WORDS)
      .reduce((sum, other) => sum + other.balanced_score, 0);
    if (!best || score > best.score) best = { start: location, score };
  }
  if (!best) return null;
  const start = best.start;
  const holder = page.sub_results.find(
    (sub) =>
      sub.anchor &&
      normaliseUrl(sub.url) !== normaliseUrl(page.url) &&
      (sub.locations ?? []).includes(start),
  );
  return holder?.url ?? null;
}

/**
 * Where a result leads: an entry of a page of entries to its own anchor, a page to the section
 * that holds its excerpt (excerptSection), or to its top.
 */
export function resultAddress(
  page: Pick<PagefindResultData, 'url' | 'meta' | 'weighted_locations' | 'sub_results'>,
): string {
  if (page.meta[indexFormat.entryMeta]) return normaliseUrl(page.url);
  return normaliseUrl(excerptSection(page) ?? page.url);
}

/** The text shown under a result: an entry's message as printed, or the page's excerpt. */
export function resultExcerpt(
  page: Pick<PagefindResultData, 'excerpt' | 'meta'>,
  terms: readonly string[],
): string {
  return page.meta[indexFormat.entryMeta] ? entryExcerpt(page, terms) : pageExcerpt(page);
}

/**
 * One hit for the page and up to `maxSections` for its best-matching sections, in the
 * order the page's results came in (Pagefind's ranking).
 */
export function toHits(pages: PagefindResultData[], query: string, maxSections = 3): SearchHit[] {
  const terms = queryTerms(query);
  return pages.flatMap((page) => {
    const pageTitle = cleanTitle(page.meta.title ?? '') || normaliseUrl(page.url);
    const section = cleanTitle(page.meta.lvl0 ?? '') || 'Docs';
    // An entry of a page of entries (see the indexer's entries.mjs) is one result: its
    // heading under the page's title, at its anchor.
    const entry = page.meta[indexFormat.entryMeta];
    if (entry) {
      return [
        makeHit({
          type: 'lvl2',
          url: page.url,
          section,
          pageTitle,
          heading: cleanTitle(entry),
          excerpt: resultExcerpt(page, terms),
          terms,
        }),
      ];
    }
    const sections = page.sub_results
      .filter((sub) => sub.anchor && normaliseUrl(sub.url) !== normaliseUrl(page.url))
      .slice(0, maxSections)
      .map((sub) =>
        makeHit({
          type: 'lvl2',
          url: sub.url,
          section,
          pageTitle,
          heading: cleanTitle(sub.title),
          excerpt: sub.excerpt,
          terms,
        }),
      );
    const pageHit = makeHit({
      type: 'lvl1',
      url: resultAddress(page),
      id: normaliseUrl(page.url),
      section,
      pageTitle,
      heading: null,
      excerpt: resultExcerpt(page, terms),
      terms,
    });
    return [pageHit, ...sections];
  });
}
