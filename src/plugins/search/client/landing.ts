// Where a search result leads, once the page is there: the words the reader searched for are
// marked in the section the result opened at (the whole page for a page's top), and focus moves
// to that section's heading, so the keyboard and a screen reader start where the answer is,
// not on the navbar. Part of the modal's code (it waits for the page the modal opened), so no
// page pays for it until a search is opened.
import { routePath } from '../../../text/routePath';

/** The name the marks are registered under, styled as `::highlight(search-result)`. */
const HIGHLIGHT = 'search-result';

/** A search result on its way: where it opens, and the words to mark there. */
type Landing = { path: string; hash: string; terms: readonly string[] };

/** What the router offers that landing needs: to hear of the next navigation. */
type History = { listen: (listener: () => void) => () => void };

/** The element that holds a page's content: a doc's, or a blog post's. */
const CONTENT = '.theme-doc-markdown, article';

/** How long a result's page may take to arrive before the landing is given up. */
const ARRIVAL_MS = 10_000;

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
 * Marks the searched words and focuses the heading where a result opened the page. Browsers
 * without the CSS Custom Highlight API still get the focus.
 */
function landOn(landing: Landing): void {
  const article = document.querySelector<HTMLElement>(CONTENT);
  const id = decodeURIComponent(landing.hash.slice(1));
  const heading = id ? document.getElementById(id) : article?.querySelector<HTMLElement>('h1');
  if (!heading) return;
  if (typeof CSS !== 'undefined' && CSS.highlights && typeof Highlight !== 'undefined') {
    const roots = id ? sectionNodes(heading) : article ? [article] : [];
    const ranges = rangesOf(roots, landing.terms);
    if (ranges.length > 0) CSS.highlights.set(HIGHLIGHT, new Highlight(...ranges));
  }
  // A heading is not focusable by itself; -1 keeps it out of the Tab order.
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

/**
 * Lands on the result the modal is opening at `url`, for words `terms`, once its page is there:
 * the route is the result's and the page's content has been replaced (at once on the same
 * page). Two frames later, after Docusaurus has scrolled to the section and placed its own focus
 * for the new page, the words are marked and the heading focused; the next navigation clears
 * the marks.
 */
export function landAfterNavigation(url: string, terms: readonly string[], history: History): void {
  const target = new URL(url, window.location.href);
  const landing: Landing = { path: routePath(target.pathname), hash: target.hash, terms };
  const before = document.querySelector(CONTENT);
  const samePage = landing.path === routePath(window.location.pathname);
  const deadline = performance.now() + ARRIVAL_MS;
  const arrived = () =>
    routePath(window.location.pathname) === landing.path &&
    (samePage || document.querySelector(CONTENT) !== before);
  const frame = (then: () => void) => window.requestAnimationFrame(then);
  const wait = () => {
    if (!arrived()) {
      if (performance.now() < deadline) frame(wait);
      return;
    }
    frame(() =>
      frame(() => {
        landOn(landing);
        const stop = history.listen(() => {
          CSS.highlights?.delete(HIGHLIGHT);
          stop();
        });
      }),
    );
  };
  frame(wait);
}
