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

/** @param {string} text */
function attribute(text) {
  return `"${text.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`;
}

/**
 * @typedef {{ url: string, html: string }} IndexedPage
 */

/**
 * The pages to index for one built page: the page itself, or for a page marked as entries, its
 * introduction and each of its second-level sections apart. An entry's copy is the page with
 * only that section in its content, under the page's title, with the section's heading as
 * metadata `entry` (the heading keeps no anchor: the entry is one result, not a page with a
 * section), without the page's description and keywords, which describe every entry at once,
 * and weighed less than a page's own words: an entry is short, and Pagefind ranks a short page
 * with a word in its heading high, so an entry quoting an error that names `useUtils` would
 * otherwise outrank the page about it.
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
  const headings = [...content.matchAll(HEADING_2)];
  if (headings.length === 0) return [{ url, html }];
  const withContent = (/** @type {string} */ page, /** @type {string} */ inner) =>
    page.slice(0, contentStart) + inner + page.slice(contentEnd);
  const intro = { url, html: withContent(html, content.slice(0, headings[0]?.index ?? 0)) };
  const entries = headings.flatMap((heading, at) => {
    const id = /\bid="?([^"\s>]+)"?/.exec(heading[0])?.[1];
    if (!id || heading.index === undefined) return [];
    const end = headings[at + 1]?.index ?? content.length;
    const section = content
      .slice(heading.index, end)
      .replace(heading[0], (tag) => tag.replace(/\s\bid="?[^"\s>]+"?/, ''));
    const entry = withContent(
      html,
      `<div data-pagefind-weight="${format.entryWeight}">${section}</div>`,
    )
      .replace(/<meta\b[^>]*\bname="?(?:description|keywords)"?[^>]*>/g, '')
      .replace(
        /\bdata-pagefind-meta="([^"]*)"/,
        `data-pagefind-meta="$1, ${format.entryMeta}[${format.entryAttribute}]" ${format.entryAttribute}=${attribute(textOf(heading[0]))}`,
      );
    return [{ url: `${url}#${id}`, html: entry }];
  });
  return [intro, ...entries];
}
