// The type of a name in a code sample, shown in a tip while the pointer rests on the name, or
// while a keyboard user steps through the block's names with the arrow keys (the block is one
// tab stop; a screen reader hears each name's type as the block's description and through a
// live region). The name is marked with the CSS Custom Highlight API and the tip lives outside
// the block, so the page's React-rendered markup is never touched.
import siteConfig from '@generated/docusaurus.config';
import { routePath } from '../../../../text/routePath';
import { codeKey } from '../codeKey';
import type { PageTypes } from '../pageData';
import { typesPath } from '../../pageFileUrls';
import { TYPED_BLOCK } from './typedBlock';
import styles from './typeTips.module.css';

type Name = { line: number; column: number; length: number; type: string; docs?: string };

type Shown = { block: HTMLElement; name: Name; range: Range; by: 'pointer' | 'keyboard' };

const HIGHLIGHT = 'code-type';
/** Every name of a block the pointer or focus has reached that has a tip: a dotted underline. */
const MARKED = 'code-type-names';
const KEYS_HINT = 'Left and right arrow keys: the type of each name.';

const pageTypes = new Map<string, Promise<PageTypes | null>>();
const blockNames = new WeakMap<HTMLElement, Promise<Name[]>>();
/** The name each block's keyboard user is on (an index into its names). */
const keyboardAt = new WeakMap<HTMLElement, number>();
/** The blocks whose names have loaded and are not none: they take the arrow keys. */
const blockHasNames = new WeakSet<HTMLElement>();

let tip: HTMLElement;
let tipType: HTMLElement;
let tipDocs: HTMLElement;
let hint: HTMLElement;
let live: HTMLElement;
let shown: Shown | null = null;
/** Where the mouse or pen last was; null after a tap or when it left the block. */
let pointer: { x: number; y: number; target: EventTarget | null } | null = null;
let frame = 0;

function loadPageTypes(): Promise<PageTypes | null> {
  const route = routePath(window.location.pathname);
  let loading = pageTypes.get(route);
  if (!loading) {
    const { baseUrl } = siteConfig;
    const url = `${baseUrl}${typesPath(route, baseUrl)}`;
    loading = fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.json() as Promise<PageTypes>;
      })
      .catch((error: unknown) => {
        // The code stays readable without its types; say why they are missing.
        console.warn(`The types of this page's code samples could not be loaded (${url}).`, error);
        return null;
      });
    pageTypes.set(route, loading);
  }
  return loading;
}

/** The block's lines: each a direct child of its <code>. */
function linesOf(block: HTMLElement): HTMLElement[] {
  const code = block.querySelector(':scope > code');
  return code ? (Array.from(code.children) as HTMLElement[]) : [];
}

function namesOf(block: HTMLElement): Promise<Name[]> {
  let names = blockNames.get(block);
  if (!names) {
    const key = codeKey(
      linesOf(block)
        .map((line) => line.textContent)
        .join('\n'),
    );
    names = loadPageTypes().then((types) =>
      (types?.blocks[key] ?? []).map(([line, column, length, info]) => {
        const [type = '', docs] = types?.infos[info] ?? [];
        return { line, column, length, type, docs };
      }),
    );
    void names.then((found) => {
      if (found.length === 0) return;
      blockHasNames.add(block);
      markNames(block, found);
    });
    blockNames.set(block, names);
  }
  return names;
}

/** The text node and offset at a column of a line. */
function pointIn(line: HTMLElement, column: number): [Node, number] | null {
  const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
  let start = 0;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const length = node.textContent?.length ?? 0;
    if (column <= start + length) return [node, column - start];
    start += length;
  }
  return null;
}

function rangeOf(block: HTMLElement, name: Name): Range | null {
  const line = linesOf(block)[name.line];
  const start = line && pointIn(line, name.column);
  const end = line && pointIn(line, name.column + name.length);
  if (!start || !end) return null;
  const range = document.createRange();
  range.setStart(...start);
  range.setEnd(...end);
  return range;
}

/** Marks the names of a block that have tips, so a reader sees where to point. */
function markNames(block: HTMLElement, names: Name[]): void {
  if (!CSS.highlights) return;
  let marked = CSS.highlights.get(MARKED);
  if (!marked) {
    marked = new Highlight();
    CSS.highlights.set(MARKED, marked);
  }
  // Blocks of a page left behind go with their ranges.
  for (const range of marked) if (!range.startContainer.isConnected) marked.delete(range);
  for (const name of names) {
    const range = rangeOf(block, name);
    if (range) marked.add(range);
  }
}

/** The line (index) and column under a point of the block, or null off its text. */
function positionAt(block: HTMLElement, x: number, y: number): [number, number] | null {
  let node: Node | null = null;
  let offset = 0;
  if (document.caretPositionFromPoint) {
    const caret = document.caretPositionFromPoint(x, y);
    node = caret?.offsetNode ?? null;
    offset = caret?.offset ?? 0;
  } else {
    const caret = document.caretRangeFromPoint(x, y);
    node = caret?.startContainer ?? null;
    offset = caret?.startOffset ?? 0;
  }
  if (!node || node.nodeType !== Node.TEXT_NODE) return null;
  const lines = linesOf(block);
  const line = lines.findIndex((candidate) => candidate.contains(node));
  const lineElement = lines[line];
  if (!lineElement) return null;
  const walker = document.createTreeWalker(lineElement, NodeFilter.SHOW_TEXT);
  let column = 0;
  for (let text = walker.nextNode(); text && text !== node; text = walker.nextNode()) {
    column += text.textContent?.length ?? 0;
  }
  return [line, column + offset];
}

function contains(rects: DOMRectList, x: number, y: number): boolean {
  return Array.from(rects).some(
    (rect) => x >= rect.left - 1 && x <= rect.right + 1 && y >= rect.top && y <= rect.bottom,
  );
}

function createElements(): void {
  tip = document.createElement('div');
  tip.id = 'code-type-tip';
  tip.className = styles.tip ?? '';
  tip.setAttribute('role', 'tooltip');
  tip.hidden = true;
  tipType = document.createElement('code');
  tipType.className = styles.type ?? '';
  tipDocs = document.createElement('p');
  tipDocs.className = styles.docs ?? '';
  tip.append(tipType, tipDocs);
  hint = document.createElement('div');
  hint.id = 'code-type-hint';
  hint.className = styles.hint ?? '';
  hint.textContent = KEYS_HINT;
  hint.hidden = true;
  live = document.createElement('div');
  live.className = 'visually-hidden';
  live.setAttribute('role', 'status');
  document.body.append(tip, hint, live);
}

/**
 * Places `element` above `anchor` (below when there is no room), inside the viewport: above,
 * it leaves the lines after the name readable, which are the ones a reader goes on to.
 */
function place(element: HTMLElement, anchor: DOMRect): void {
  const margin = 8;
  const { offsetWidth: width, offsetHeight: height } = element;
  const above = anchor.top - 4 - height;
  const top = above >= margin ? above : anchor.bottom + 4;
  const left = Math.min(Math.max(anchor.left, margin), window.innerWidth - width - margin);
  element.style.top = `${Math.max(top, margin)}px`;
  element.style.left = `${Math.max(left, margin)}px`;
}

function show(next: Shown): void {
  shown = next;
  CSS.highlights?.set(HIGHLIGHT, new Highlight(next.range));
  tipType.textContent = next.name.type;
  tipDocs.textContent = next.name.docs ?? '';
  tipDocs.hidden = !next.name.docs;
  tip.hidden = false;
  hint.hidden = true;
  place(tip, next.range.getBoundingClientRect());
  if (next.by === 'keyboard') {
    next.block.setAttribute('aria-describedby', tip.id);
    live.textContent = `${next.range.toString()}: ${next.name.type}`;
  }
}

function hide(): void {
  if (!shown) return;
  CSS.highlights?.delete(HIGHLIGHT);
  tip.hidden = true;
  if (shown.by === 'keyboard' && document.activeElement === shown.block) {
    shown.block.setAttribute('aria-describedby', hint.id);
  }
  shown = null;
}

/** Shows the name under a point of the page, or hides the pointer's tip when there is none. */
async function showAt(x: number, y: number, target: EventTarget | null): Promise<void> {
  if (target instanceof Node && tip.contains(target)) return; // the reader is reading the tip
  const block = target instanceof Element ? target.closest<HTMLElement>(TYPED_BLOCK) : null;
  if (!block) {
    if (shown?.by === 'pointer') hide();
    return;
  }
  const names = await namesOf(block);
  if (pointer && (pointer.x !== x || pointer.y !== y)) return; // the pointer moved on meanwhile
  const position = positionAt(block, x, y);
  const found = position
    ? names.find(
        (name) =>
          name.line === position[0] &&
          position[1] >= name.column &&
          position[1] <= name.column + name.length,
      )
    : undefined;
  const range = found && rangeOf(block, found);
  if (found && range && contains(range.getClientRects(), x, y)) {
    if (shown?.name !== found) show({ block, name: found, range, by: 'pointer' });
  } else if (shown?.by === 'pointer') {
    hide();
  }
}

function onPointerMove(event: PointerEvent): void {
  // A touch has no hover: a tap shows the type instead (onClick).
  if (event.pointerType === 'touch') return;
  pointer = { x: event.clientX, y: event.clientY, target: event.target };
  if (frame) return;
  frame = requestAnimationFrame(() => {
    frame = 0;
    if (pointer) void showAt(pointer.x, pointer.y, pointer.target);
  });
}

function onClick(event: MouseEvent): void {
  // A click that ends selecting text is left to the selection.
  if (!window.getSelection()?.isCollapsed) return;
  pointer = null;
  void showAt(event.clientX, event.clientY, event.target);
}

function onPointerOut(event: PointerEvent): void {
  // Leaving the window, or the block for neither the tip nor the block.
  const to = event.relatedTarget;
  if (to instanceof Node && (tip.contains(to) || shown?.block.contains(to))) return;
  if (shown?.by === 'pointer') {
    pointer = null;
    hide();
  }
}

function onFocusIn(event: FocusEvent): void {
  const block = event.target instanceof HTMLElement ? event.target : null;
  if (!block?.matches(TYPED_BLOCK)) return;
  void namesOf(block).then((names) => {
    if (names.length === 0 || document.activeElement !== block) return;
    block.setAttribute('aria-describedby', hint.id);
    if (!block.matches(':focus-visible')) return;
    hint.hidden = false;
    // Above the block's top right corner, clear of its code and its copy button.
    const rect = block.getBoundingClientRect();
    hint.style.top = `${Math.max(rect.top - hint.offsetHeight - 4, 4)}px`;
    hint.style.left = `${Math.max(rect.right - hint.offsetWidth, 4)}px`;
  });
}

function onFocusOut(event: FocusEvent): void {
  const block = event.target instanceof HTMLElement ? event.target : null;
  if (!block?.matches(TYPED_BLOCK)) return;
  block.removeAttribute('aria-describedby');
  hint.hidden = true;
  if (shown?.by === 'keyboard' && shown.block === block) hide();
}

async function step(block: HTMLElement, by: 1 | -1): Promise<void> {
  const names = await namesOf(block);
  if (names.length === 0) return;
  const at = keyboardAt.get(block);
  const next = at === undefined ? (by === 1 ? 0 : names.length - 1) : at + by;
  const index = (next + names.length) % names.length;
  const name = names[index];
  const range = name && rangeOf(block, name);
  if (!name || !range) return;
  keyboardAt.set(block, index);
  const target = range.startContainer.parentElement;
  target?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  show({ block, name, range, by: 'keyboard' });
}

function onKeyDown(event: KeyboardEvent): void {
  if (event.key === 'Escape' && shown) {
    hide();
    return;
  }
  const block = event.target instanceof HTMLElement ? event.target : null;
  if (!block?.matches(TYPED_BLOCK)) return;
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
  // Only a block with types takes the arrow keys; the others keep scrolling with them.
  if (!blockHasNames.has(block)) return;
  event.preventDefault();
  void step(block, event.key === 'ArrowRight' ? 1 : -1);
}

function onViewportChange(): void {
  if (!shown) return;
  if (!shown.block.isConnected) hide();
  else place(tip, shown.range.getBoundingClientRect());
}

/** Starts the tips, answering the event that woke them (a pointer, a tap or focus on a block). */
export function startTypeTips(first: Event): void {
  createElements();
  document.addEventListener('pointermove', onPointerMove, { passive: true });
  document.addEventListener('pointerout', onPointerOut, { passive: true });
  document.addEventListener('click', onClick);
  document.addEventListener('focusin', onFocusIn);
  document.addEventListener('focusout', onFocusOut);
  document.addEventListener('keydown', onKeyDown);
  window.addEventListener('scroll', onViewportChange, { passive: true, capture: true });
  window.addEventListener('resize', onViewportChange, { passive: true });
  // A click is a PointerEvent too in some browsers: tell them apart by type.
  if (first.type === 'click' && first instanceof MouseEvent) onClick(first);
  else if (first instanceof PointerEvent) onPointerMove(first);
  else if (first instanceof FocusEvent) onFocusIn(first);
}
