// Where a search result leads, once the page is there: the words the reader searched for are
// marked in the section the result opened at (the whole page for a page's top), and focus moves
// to that section's heading, so the keyboard and a screen reader start where the answer is,
// not on the navbar. The modal notes the result it opens (noteLanding); the page applies it
// when the route has changed (landOnResult, from this plugin's client module).

/** The name the marks are registered under, styled as `::highlight(search-result)`. */
const HIGHLIGHT = 'search-result';

type Landing = { path: string; hash: string; terms: readonly string[] };

let pending: Landing | null = null;

/** Notes that the modal is opening `url` for words `terms`, for the page to mark on arrival. */
export function noteLanding(url: string, terms: readonly string[]): void {
  const target = new URL(url, window.location.href);
  pending = { path: target.pathname.replace(/\/$/, ''), hash: target.hash, terms };
}

/** The element a section starts at, and where it ends: at the next heading of its level or above. */
function sectionNodes(heading: HTMLElement): HTMLElement[] {
  const level = Number(/^H(\d)$/.exec(heading.tagName)?.[1] ?? 7);
  const nodes: HTMLElement[] = [heading];
  for (let next = heading.nextElementSibling; next; next = next.nextElementSibling) {
    const nextLevel = /^H(\d)$/.exec(next.tagName)?.[1];
    if (nextLevel && Number(nextLevel) <= level) break;
    nodes.push(next as HTMLElement);
  }
  return nodes;
}

/** Ranges over each whole-word occurrence of `terms` in the text under `roots`. */
function rangesOf(roots: readonly HTMLElement[], terms: readonly string[]): Range[] {
  const words = terms.filter((term) => term.length >= 2).map((term) => term.toLowerCase());
  if (words.length === 0) return [];
  const escaped = words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}_])(?:${escaped.join('|')})(?![\\p{L}\\p{N}_])`,
    'giu',
  );
  const ranges: Range[] = [];
  for (const root of roots) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? '').matchAll(pattern)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        ranges.push(range);
      }
    }
  }
  return ranges;
}

/**
 * Marks the searched words and focuses the heading where a result opened `location`, when the
 * modal noted that result; clears the marks of an earlier landing either way. Browsers without
 * the CSS Custom Highlight API still get the focus.
 */
export function landOnResult(location: { pathname: string; hash: string }): void {
  const highlights = typeof CSS !== 'undefined' ? CSS.highlights : undefined;
  highlights?.delete(HIGHLIGHT);
  const landing = pending;
  pending = null;
  if (!landing || landing.path !== location.pathname.replace(/\/$/, '')) return;
  const article = document.querySelector<HTMLElement>('.theme-doc-markdown, article');
  const id = decodeURIComponent(landing.hash.slice(1));
  const heading = id ? document.getElementById(id) : article?.querySelector<HTMLElement>('h1');
  if (!heading) return;
  if (highlights && typeof Highlight !== 'undefined') {
    const roots = id ? sectionNodes(heading) : article ? [article] : [];
    const ranges = rangesOf(roots, landing.terms);
    if (ranges.length > 0) highlights.set(HIGHLIGHT, new Highlight(...ranges));
  }
  // A heading is not focusable by itself; -1 keeps it out of the Tab order.
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}
