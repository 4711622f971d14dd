// Words below are misspelt or run together on purpose, as examples.
// cspell:ignore RPCHTTP
// The copy of a built page that Pagefind indexes. The served page is never changed; only
// what the indexer reads is, so that words are found and ranked as a reader expects.
// @ts-check

import format from './index-format.json' with { type: 'json' };

/**
 * Written after a dot that joins two names (`trpc.useContext`), so the indexer sees two words
 * and a search for `useContext` finds the page. Pagefind keeps it in excerpts; the search
 * client removes it again.
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

/**
 * `appRouter.createCaller` is one word to Pagefind, which then finds it only by its first
 * name. Splits every dot in text that is followed by a name (possibly in the next text
 * node, as in Prism's token spans). Tags and attributes are left alone.
 *
 * @param {string} html
 */
export function splitMemberAccess(html) {
  const parts = html.split(/(<[^>]*>)/);
  const isText = (/** @type {number} */ index) => index % 2 === 0;
  /** The last character of text before part `index`, skipping tags. */
  const previousChar = (/** @type {number} */ index) => {
    for (let previous = index - 2; previous >= 0; previous -= 2) {
      if (parts[previous].length > 0) return parts[previous].slice(-1);
    }
    return '';
  };
  /** The first character of text after position `at` of part `index`, skipping tags. */
  const nextChar = (/** @type {number} */ index, /** @type {number} */ at) => {
    const rest = parts[index].slice(at);
    if (rest.length > 0) return rest[0];
    for (let next = index + 2; next < parts.length; next += 2) {
      if (parts[next].length > 0) return parts[next][0];
    }
    return '';
  };
  for (let index = 0; index < parts.length; index += 1) {
    if (!isText(index) || !parts[index].includes('.')) continue;
    const text = parts[index];
    let out = '';
    for (let at = 0; at < text.length; at += 1) {
      const char = text[at];
      out += char;
      const before = at > 0 ? text[at - 1] : previousChar(index);
      if (char === '.' && /[\w$)\]]/.test(before) && NAME_START.test(nextChar(index, at + 1))) {
        out += MEMBER_SPLIT;
      }
    }
    parts[index] = out;
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
 * weighted text at the start of the indexed body, fenced by the keywords' mark. A reader who
 * describes a problem shares few words with the page's own terms; these are the sentences
 * such a reader would type, and all of their words sit near each other.
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

/**
 * Everything the indexer should read differently from the served page.
 *
 * @param {string} html
 */
export function indexedCopy(html) {
  return splitMemberAccess(
    separateBlocks(
      endHeadings(symptomsForIndex(keywordsForIndex(namePartsForIndex(describeForSearch(html))))),
    ),
  );
}
