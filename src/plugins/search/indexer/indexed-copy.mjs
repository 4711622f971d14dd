// Words below are misspelt or run together on purpose, as examples.
// cspell:ignore RPCHTTP
// The copy of a built page that Pagefind indexes. The served page is never changed; only
// what the indexer reads is, so that words are found and ranked as a reader expects.
// @ts-check

import format from './index-format.json' with { type: 'json' };

/**
 * Written where punctuation joins two names (`trpc.useContext`, `useQuery(['post`), so the
 * indexer sees separate words and a search for `useContext` or `post` finds the page. Pagefind
 * keeps it in excerpts; the search client removes it again.
 */
export const MEMBER_SPLIT = format.memberSplit;

// Pagefind joins the text of adjacent table cells, list items and headings with nothing in
// between when the HTML has no whitespace there, and the build's minifier drops both the
// whitespace and the optional closing tags (`<td>a<td>b`), so excerpts read "CodeJSON-RPCHTTP".
// A space before each such element keeps its text a separate word.
const BLOCK_START = /<(td|th|tr|li|dt|dd|h[1-6]|p|pre|caption|figcaption)(?=[\s>])/g;

/** @param {string} html */
export function separateBlocks(html) {
  return html.replace(BLOCK_START, ' <$1');
}

const HEADING = /(<h([1-6])\b[^>]*>)([\s\S]*?)(<\/h\2>)/g;
const ENDS_A_SENTENCE = /[.!?:…]$/;

/**
 * A heading and the paragraph after it are one run of text to Pagefind, so an excerpt read
 * "Create the context The adapter calls…". A full stop after a heading that has none (outside
 * it, so the heading's own text, a result's title, is unchanged) ends it as a sentence.
 *
 * @param {string} html
 */
export function endHeadings(html) {
  return html.replace(
    HEADING,
    (
      /** @type {string} */ whole,
      /** @type {string} */ _open,
      /** @type {string} */ _level,
      /** @type {string} */ inner,
    ) => {
      const text = inner
        .replace(/<[^>]*>/g, '')
        .replace(/[\u200b-\u200d\ufeff]/g, '')
        .trim();
      return text && !ENDS_A_SENTENCE.test(text) ? `${whole}.` : whole;
    },
  );
}

const NAME_START = /[A-Za-z_$]/;
const WORD_CHAR = /[\w$]/;
// A character of text as the HTML writes it: an entity (`&lt;`, `&#x27;`) or one character.
const TEXT_CHAR = /&(?:#\d+|#x[0-9a-f]+|[a-z]+);|[\s\S]/gi;
// An apostrophe between letters is a contraction ("don't", "the router's"), not code.
const APOSTROPHES = new Set(["'", '\u2019', '&#x27;', '&#39;', '&apos;']);

/**
 * Pagefind reads a run of text without spaces as one word with its punctuation removed, so
 * `useQuery(['post.byId'])` is the word `usequerypostbyid` and `createTRPCReact<AppRouter>()`
 * is `createtrpcreactapprouter`: a page whose samples call `useQuery` is found by it only as
 * the beginning of a longer word, and by `AppRouter` not at all, nor by a phrase of names
 * (`"trpc useQuery"`). Marks the start of every name that punctuation joins to the name before
 * it (a dot, a call's parenthesis, a quote, a generic's angle bracket, a slash, in text or
 * across Prism's token spans), except a hyphen and a contraction's apostrophe. Tags and
 * attributes are left alone, and so are numbers (`v1.5`).
 *
 * @param {string} html
 */
export function splitJoinedNames(html) {
  const parts = html.split(/(<[^>]*>)/);
  let afterWord = false;
  let run = '';
  for (let index = 0; index < parts.length; index += 2) {
    let out = '';
    for (const [token] of parts[index].matchAll(TEXT_CHAR)) {
      const char = token.length > 1 ? '&' : token;
      if (afterWord && run && NAME_START.test(char) && !APOSTROPHES.has(run)) out += MEMBER_SPLIT;
      out += token;
      if (WORD_CHAR.test(char)) {
        afterWord = true;
        run = '';
      } else if (/\s/.test(char) || char === '-') {
        afterWord = false;
        run = '';
      } else if (afterWord) {
        run += token;
      }
    }
    parts[index] = out;
  }
  return parts.join('');
}

/**
 * Written in place of the spaces before a token that is only punctuation (`{`, `=>`, `},`), so
 * that token is part of the word before it. The search client shows a space again.
 */
export const PUNCTUATION_JOIN = format.punctuationJoin;

// The indexer's own marks, which stay tokens of their own (see MEMBER_SPLIT and keywordsForIndex).
const INDEX_MARKS = new Set([format.memberSplit.trim(), format.keywordsMark]);
// Entities that stand for punctuation; any other (`&nbsp;`, a letter's) is left alone.
const PUNCTUATION_ENTITY = /^&(?:lt|gt|amp|quot|apos|#x27|#39|#x2F);$/i;

/**
 * Pagefind counts every space-separated token as a word's place, one that is only punctuation
 * too, so `json: { title: 'Hello' }` has `{` between `json` and `title`, and the phrase
 * `"json title"` (a value a reader copied from the console, code the message names) never
 * matches the page that prints it. The spaces before such a token become PUNCTUATION_JOIN, which
 * makes it part of the word before, in text and across Prism's token spans. Tags and
 * attributes are left alone.
 *
 * @param {string} html
 */
export function attachLonePunctuation(html) {
  const parts = html.split(/(<[^>]*>)/);
  /** @type {{ part: number, start: number, end: number, kind: 'space' | 'word' | 'mark' }[]} */
  const units = [];
  for (let part = 0; part < parts.length; part += 2) {
    for (const match of parts[part].matchAll(TEXT_CHAR)) {
      const text = match[0];
      const kind =
        text.length > 1
          ? PUNCTUATION_ENTITY.test(text)
            ? 'mark'
            : 'word'
          : /\s/.test(text)
            ? 'space'
            : /[\p{L}\p{N}_$]/u.test(text) || INDEX_MARKS.has(text)
              ? 'word'
              : 'mark';
      units.push({ part, start: match.index ?? 0, end: (match.index ?? 0) + text.length, kind });
    }
  }
  /** @type {Map<number, { start: number, end: number, join: boolean }[]>} edits, by part */
  const edits = new Map();
  let at = 0;
  while (at < units.length) {
    if (units[at].kind !== 'space') {
      at += 1;
      continue;
    }
    const first = at;
    while (at < units.length && units[at].kind === 'space') at += 1;
    let next = at;
    while (next < units.length && units[next].kind === 'mark') next += 1;
    const lone = next > at && (next === units.length || units[next].kind === 'space');
    if (!lone || first === 0) continue;
    // The run's first space becomes the join; the others go.
    for (let space = first; space < at; space += 1) {
      const { part, start, end } = units[space];
      edits.set(part, [...(edits.get(part) ?? []), { start, end, join: space === first }]);
    }
  }
  for (const [part, spans] of edits) {
    let text = parts[part];
    for (const { start, end, join } of [...spans].sort((a, b) => b.start - a.start)) {
      text = text.slice(0, start) + (join ? PUNCTUATION_JOIN : '') + text.slice(end);
    }
    parts[part] = text;
  }
  return parts.join('');
}

/**
 * Makes the `<meta name=…>` tag named `name` Pagefind metadata `key`, with dotted names split
 * as in the body (the client removes the split where it shows the text).
 *
 * @param {string} html
 * @param {string} name
 * @param {string} key
 */
function metaForSearch(html, name, key) {
  const tag = new RegExp(`<meta([^>]*\\bname="?${name}"?[^>]*\\bcontent=)("[^"]*"|[^\\s>]+)`);
  return html.replace(
    tag,
    (/** @type {string} */ _, /** @type {string} */ attributes, /** @type {string} */ content) =>
      `<meta data-pagefind-meta="${key}[content]"${attributes}${content.replace(/([\w$)\]])\.(?=[A-Za-z_$])/g, `$1.${MEMBER_SPLIT}`)}`,
  );
}

/**
 * The page's own description (written for search results) and its keywords (the words
 * readers use for its topic, names from other versions included: front matter `keywords`)
 * become Pagefind metadata, which the ranking weighs: a query that matches what the page says
 * it is about ranks it above pages that only mention the words.
 *
 * @param {string} html
 */
export function describeForSearch(html) {
  return metaForSearch(
    metaForSearch(html, 'description', format.descriptionMeta),
    'keywords',
    format.keywordsMeta,
  );
}

const KEYWORDS_META = /<meta[^>]*\bname="?keywords"?[^>]*\bcontent=("[^"]*"|[^\s>]+)/;
const BODY_START = /<[a-z]+[^>]*\bdata-pagefind-body\b[^>]*>/;

/**
 * The page's keywords (front matter `keywords`: the words readers use for its topic, names
 * from other major versions included) as weighted text at the start of the indexed body, so a
 * query finds the page by them as by its title. Pagefind matches the words of metadata less
 * reliably than body text (a name such as `createTRPCProxyClient` in a meta tag is not found).
 * The text is fenced by a mark, so an excerpt taken from it can be told apart and replaced.
 *
 * @param {string} html
 */
export function keywordsForIndex(html) {
  const content = html.match(KEYWORDS_META)?.[1]?.replace(/^"|"$/g, '');
  if (!content) return html;
  const phrases = content
    .split(',')
    .map((phrase) => phrase.trim())
    .filter(Boolean);
  const mark = format.keywordsMark;
  const text = `<p data-pagefind-weight="${format.keywordsWeight}">${mark} ${phrases.join('. ')}. ${mark}</p>`;
  return html.replace(BODY_START, (start) => `${start}${text}`);
}

const SYMPTOMS = new RegExp(`\\s${format.symptomsAttribute}=("[^"]*"|[^\\s>]+)`);

/**
 * The page's symptom sentences (front matter `symptoms`, carried by the body's element: what a
 * reader sees go wrong, or wants done, when this page is the answer, in the reader's words) as
 * text at the start of the indexed body, fenced by the keywords' mark. A reader who describes a
 * problem shares few words with the page's own terms; these are the sentences such a reader
 * would type, and all of their words sit near each other. They weigh what the page's own words
 * weigh (`symptomsWeight`): with eight sentences a page, more lifted pages for the everyday words
 * they happen to share with a query.
 *
 * @param {string} html
 */
export function symptomsForIndex(html) {
  const start = html.match(BODY_START);
  const value = start?.[0].match(SYMPTOMS)?.[1]?.replace(/^"|"$/g, '');
  if (!value) return html;
  const sentences = value
    .split(format.symptomsSeparator)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
  const mark = format.keywordsMark;
  const text = `<p data-pagefind-weight="${format.symptomsWeight}">${mark} ${sentences.join('. ')}. ${mark}</p>`;
  return html.replace(BODY_START, (open) => `${open}${text}`);
}

// A name written in camel case (`createTRPCProxyClient`, `QueryClientProvider`): a lower-case
// or capital start, then at least one more capital.
const CAMEL_NAME = /\b[A-Za-z][a-z0-9]*(?:[A-Z]+[a-z0-9]*)+\b/g;
const ENTITY = /&(?:#\d+|#x[0-9a-f]+|[a-z]+);/gi;

/**
 * The words a camel-case name is made of: `createTRPCProxyClient` → create, TRPC, Proxy, Client.
 *
 * @param {string} name
 */
export function nameParts(name) {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(' ')
    .filter((part) => part.length > 1);
}

/**
 * Pagefind indexes `createTRPCProxyClient` as one word, found by its beginning only, so a
 * reader who types the part their app calls it by (`proxyClient`, `ProxyClient`) or the words
 * it is made of (`proxy client`) finds nothing. The parts of the page's camel-case names that
 * the page does not also use as words of their own go into its indexed copy, once each, as
 * text at the start of the body, fenced by the keywords' mark (an excerpt taken from them
 * shows the page's description instead) and weighed less than the page's own words. Only the
 * missing parts: every word added is carried by each result's data the first search loads.
 *
 * @param {string} html
 */
export function namePartsForIndex(html) {
  const start = html.match(BODY_START);
  if (!start || start.index === undefined) return html;
  const text = html
    .slice(start.index)
    .replace(/<[^>]*>/g, ' ')
    .replace(ENTITY, ' ');
  const words = new Set(text.toLowerCase().split(/[^\p{L}\p{N}_]+/u));
  const parts = new Map();
  for (const [name] of text.matchAll(CAMEL_NAME)) {
    const found = nameParts(name);
    if (found.length < 2) continue;
    for (const part of found) {
      const key = part.toLowerCase();
      if (!words.has(key) && !parts.has(key)) parts.set(key, part);
    }
  }
  if (parts.size === 0) return html;
  const mark = format.keywordsMark;
  const block = `<p data-pagefind-weight="${format.namePartsWeight}">${mark} ${[...parts.values()].join(' ')}. ${mark}</p>`;
  return html.replace(BODY_START, (open) => `${open}${block}`);
}

// An install command in a code block: npm's, yarn's or pnpm's.
const INSTALL_COMMAND =
  /\b(?:npm\s+(?:install|i|add)|yarn\s+add|pnpm\s+(?:add|install|i))\s+([^\n]*)/g;
const PRE = /<pre\b[^>]*>([\s\S]*?)<\/pre>/g;
// A sidebar link of Docusaurus's docs sidebar.
const SIDEBAR_LINK = /<a\b[^>]*\bclass="?[^">]*\bmenu__link\b[^>]*\bhref="?([^"\s>]+)/g;

/**
 * The packages a page's install commands install, by name without version (`@trpc/server`,
 * `zod`), in order and once each.
 *
 * @param {string} html
 */
export function installedPackages(html) {
  /** @type {string[]} */
  const names = [];
  for (const [, block] of html.matchAll(PRE)) {
    const text = block.replace(/<[^>]*>/g, '').replace(ENTITY, ' ');
    for (const [, args] of text.matchAll(INSTALL_COMMAND)) {
      for (const arg of args.split(/\s+/)) {
        const name = /^(@[\w.-]+\/[\w.-]+|[\w.-]+)(?:@\S*)?$/.exec(arg)?.[1];
        if (name && !arg.startsWith('-') && !names.includes(name)) names.push(name);
      }
    }
  }
  return names;
}

/**
 * Where a page comes in its docs sidebar, counting from 1 (0 when it is not in one): the order a
 * reader who follows the docs meets the pages in. Read from the page's own sidebar, where its
 * category is open.
 *
 * @param {string} html
 * @param {string} url the page's address (`/docs/v10/quickstart/`, an entry's with its `#id`)
 */
export function readingOrder(html, url) {
  const page = url.replace(/#.*$/, '').replace(/(.)\/$/, '$1');
  const links = [...new Set([...html.matchAll(SIDEBAR_LINK)].map(([, href]) => href))].map((href) =>
    href.replace(/(.)\/$/, '$1'),
  );
  return links.indexOf(page) + 1;
}

/**
 * The packages a page installs, and where it comes in reading order, as result metadata: a
 * pasted "Cannot find module '@trpc/server'" is answered by the first page that installs it.
 *
 * @param {string} html
 * @param {string} url
 */
export function installsForSearch(html, url) {
  const packages = installedPackages(html);
  if (packages.length === 0) return html;
  const meta = `<span hidden data-pagefind-meta="${format.installsMeta}:${packages.join(' ')}"></span><span hidden data-pagefind-meta="${format.readingOrderMeta}:${readingOrder(html, url)}"></span>`;
  return html.replace(BODY_START, (open) => `${open}${meta}`);
}

/**
 * Everything the indexer should read differently from the served page at `url`.
 *
 * @param {string} html
 * @param {string} url
 */
export function indexedCopy(html, url) {
  return attachLonePunctuation(
    splitJoinedNames(
      separateBlocks(
        endHeadings(
          symptomsForIndex(
            keywordsForIndex(namePartsForIndex(describeForSearch(installsForSearch(html, url)))),
          ),
        ),
      ),
    ),
  );
}
