// A page of independent entries (a troubleshooting page: one error per section) indexed as one
// result per entry. As one long page it holds nearly every word of every error, so it ranked
// first for queries none of its entries answers, and each search that listed it loaded its
// whole text. Each entry is now a small page of its own, at the page's address with the
// entry's anchor; the page itself keeps its title, description and introduction.
// @ts-check

import format from './index-format.json' with { type: 'json' };

const ENTRIES = new RegExp(`\\b${format.entriesAttribute}\\b`);
const CONTENT_START = /<div\b[^>]*\bclass="?theme-doc-markdown\b[^>]*>/;
const HEADING_2 = /<h2\b[^>]*>[\s\S]*?<\/h2>/g;
const HEADING_2_OR_3 = /<h([23])\b[^>]*>[\s\S]*?<\/h\1>/g;
const FIRST_PARAGRAPH = /^\s*<p\b[^>]*>([\s\S]*?)<\/p>/;
const PRINTED_PRE = /<pre\b[^>]*\bclass="[^"]*\blanguage-(?:text|http)\b[^>]*>([\s\S]*?)<\/pre>/g;
const DIV_TAG = /<div\b[^>]*>|<\/div>/g;

/**
 * Where the `</div>` that closes the `<div …>` ending at `from` starts, or -1.
 *
 * @param {string} html
 * @param {number} from
 */
function closingDiv(html, from) {
  let depth = 1;
  DIV_TAG.lastIndex = from;
  for (let match = DIV_TAG.exec(html); match; match = DIV_TAG.exec(html)) {
    depth += match[0].startsWith('</') ? -1 : 1;
    if (depth === 0) return match.index;
  }
  return -1;
}

/**
 * An element's text as a reader sees it: without tags, the zero-width characters of
 * Docusaurus's hash links and the minifier's entities.
 *
 * @param {string} html
 */
export function textOf(html) {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/[\u200b-\u200d\ufeff]/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}

/**
 * Text as a quoted attribute value. Angle brackets are escaped too: a message quotes types
 * (`Record<{ greeting: … }>`), and the indexer's later passes read the page with patterns for
 * tags, which a bare `<` in an attribute would open.
 *
 * @param {string} text
 */
function attribute(text) {
  return `"${text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}"`;
}

/**
 * @typedef {{ url: string, html: string }} IndexedPage
 */

/**
 * The entries of a page's content: its second-level sections, or, on a page that groups its
 * entries under second-level headings (errors by where they show up), its third-level ones,
 * each up to the next heading of either level. A group's own few lines are in no entry.
 *
 * @param {string} content
 * @returns {{ heading: string, id: string, html: string }[]}
 */
function entrySections(content) {
  const headings = [...content.matchAll(HEADING_2_OR_3)];
  const grouped = headings.some((heading) => heading[1] === '3');
  return headings.flatMap((heading, at) => {
    const id = /\bid="?([^"\s>]+)"?/.exec(heading[0])?.[1];
    if ((grouped && heading[1] !== '3') || !id || heading.index === undefined) return [];
    const end = headings[at + 1]?.index ?? content.length;
    return [{ heading: heading[0], id, html: content.slice(heading.index, end) }];
  });
}

/**
 * The pages to index for one built page: the page itself, or for a page marked as entries, its
 * introduction and each of its entries apart (see entrySections). An entry's copy is the page
 * with only that entry in its content, under the page's title, with the entry's heading as
 * metadata `entry` (the heading keeps no anchor: the entry is one result, not a page with a
 * section) and what it quotes as printed (its `text` and `http` blocks: the message and its
 * other wordings) as metadata `message`, so a pasted message finds the entry whose heading
 * says it in plain words, and the sentence under its heading, what a reader notices, as
 * metadata `noticed` (Pagefind searches metadata, so the reader's words find the entry); without the page's
 * description and keywords, which describe every entry at once; and weighed less than a
 * page's own words: an entry is short, and Pagefind ranks a short page with a word in its
 * heading high, so an entry quoting an error that names `useUtils` would otherwise outrank the
 * page about it.
 *
 * @param {string} html
 * @param {string} url
 * @returns {IndexedPage[]}
 */
export function entryPages(html, url) {
  const start = html.match(CONTENT_START);
  if (!ENTRIES.test(html) || !start || start.index === undefined) return [{ url, html }];
  const contentStart = start.index + start[0].length;
  const contentEnd = closingDiv(html, contentStart);
  if (contentEnd < 0) return [{ url, html }];
  const content = html.slice(contentStart, contentEnd);
  const firstHeading = content.search(HEADING_2);
  if (firstHeading < 0) return [{ url, html }];
  const withContent = (/** @type {string} */ page, /** @type {string} */ inner) =>
    page.slice(0, contentStart) + inner + page.slice(contentEnd);
  const intro = { url, html: withContent(html, content.slice(0, firstHeading)) };
  const entries = entrySections(content).map(({ heading, id, html: section }) => {
    const withoutAnchor = section.replace(heading, (tag) => tag.replace(/\s\bid="?[^"\s>]+"?/, ''));
    // The sentence under the heading says what the reader notices, in a reader's words.
    const noticed = textOf(FIRST_PARAGRAPH.exec(section.slice(heading.length))?.[1] ?? '');
    const messages = [...section.matchAll(PRINTED_PRE)].map(([, pre]) =>
      textOf((pre ?? '').replace(/<br\s*\/?>/g, '\n')),
    );
    const entry = withContent(
      html,
      `<div data-pagefind-weight="${format.entryWeight}">${withoutAnchor}</div>`,
    )
      .replace(/<meta\b[^>]*\bname="?(?:description|keywords)"?[^>]*>/g, '')
      .replace(
        /\bdata-pagefind-meta="([^"]*)"/,
        `data-pagefind-meta="$1, ${format.entryMeta}[${format.entryAttribute}], ${format.messageMeta}[${format.messageAttribute}], ${format.noticedMeta}[${format.noticedAttribute}]" ${format.entryAttribute}=${attribute(textOf(heading))} ${format.messageAttribute}=${attribute(messages.join(format.messageSeparator))} ${format.noticedAttribute}=${attribute(noticed)}`,
      );
    return { url: `${url}#${id}`, html: entry };
  });
  return [intro, ...entries];
}
