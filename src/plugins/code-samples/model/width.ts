// How wide a code sample may be: a line wider than its block scrolls sideways, and a reader of
// the docs column sees it cut. The widths are measured on the built site at 1280x800: a block's
// `pre` has a 16 px padding on each side, and its font (15.2 px, a 0.6 em monospace face such as
// Menlo, Liberation Mono or DejaVu Sans Mono) is 9.12 px a character.
import { visit } from 'unist-util-visit';
import { codeFences, parsedPage } from './extract';
import { CUT_LINE, isCheckedLang } from '../syntax';

const CHAR_PX = 15.2 * 0.6;
const CODE_PADDING_PX = 2 * 16;

/** The `pre` clientWidth of a block where each kind of page shows it, at 1280 px. */
const COLUMN_PX = {
  /** A docs page of either version (beside its table of contents). */
  docs: 703,
  /** The blog post (between the post list and the table of contents). */
  blog: 633,
  /** docs/landing-intro: the steps the landing page shows in its own column. */
  landing: 646,
  /** docs/landing-intro/LiveDemo.md: the landing page's server and client, side by side. */
  landingPair: 542,
};

/** What a `<details>` box takes from the column (its border and padding). */
const DETAILS_INSET_PX = 34;

/**
 * The characters that fit, less one: 72 in the docs column where 73 fit exactly, so a face a
 * little wider than 0.6 em (or another rounding of the column) does not make the block scroll.
 */
function charsThatFit(px: number): number {
  return Math.floor((px - CODE_PADDING_PX) / CHAR_PX) - 1;
}

function columnOf(page: string): keyof typeof COLUMN_PX {
  const normalised = page.replace(/\\/g, '/');
  if (/(^|\/)blog\//.test(normalised)) return 'blog';
  if (/(^|\/)docs\/landing-intro\/LiveDemo\.md$/.test(normalised)) return 'landingPair';
  if (/(^|\/)docs\/landing-intro\//.test(normalised)) return 'landing';
  return 'docs';
}

/** How many characters a line of a sample on `page` may have. */
export function sampleWidth(page: string, inDetails = false): number {
  return charsThatFit(COLUMN_PX[columnOf(page)] - (inDetails ? DETAILS_INSET_PX : 0));
}

/** The Markdown lines (first, last) of each `<details>` element of a page. */
function detailsRanges(markdown: string): [number, number][] {
  const tree = parsedPage(markdown);
  const ranges: [number, number][] = [];
  visit(tree, 'mdxJsxFlowElement', (node) => {
    if (node.name === 'details' && node.position) {
      ranges.push([node.position.start.line, node.position.end.line]);
    }
  });
  return ranges;
}

export type ShownLine = { line: number; text: string };

export type ShownSample = {
  page: string;
  /** Markdown line of the opening fence. */
  line: number;
  lang: 'ts' | 'tsx';
  meta: string;
  value: string;
  /** The characters a line may have where the block is shown. */
  width: number;
  /** The block's lines a reader sees (those below its cut), by Markdown line. */
  shown: ShownLine[];
};

/** Every ts/tsx sample of a page, with the lines it shows and the width they must fit in. */
export function shownSamples(markdown: string, page: string): ShownSample[] {
  const details = detailsRanges(markdown);
  return codeFences(markdown).flatMap(({ lang, meta, value, line }) => {
    if (!isCheckedLang(lang)) return [];
    const inDetails = details.some(([first, last]) => line > first && line < last);
    const lines = value.split('\n');
    const cut = lines.findIndex((text) => CUT_LINE.test(text));
    // The code starts on the line after the fence.
    const shown = lines.map((text, index) => ({ line: line + 1 + index, text })).slice(cut + 1);
    return [{ page, line, lang, meta, value, width: sampleWidth(page, inDetails), shown }];
  });
}

/** The shown lines of a sample that are wider than its block. */
export function tooWide(sample: ShownSample): ShownLine[] {
  return sample.shown.filter(({ text }) => columns(text) > sample.width);
}

/** The characters of a line as a monospace block shows them (code points, not UTF-16 units). */
export function columns(text: string): number {
  return [...text].length;
}
