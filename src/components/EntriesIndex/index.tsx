import React, { type ReactNode } from 'react';
import TOCInline, { type Props as TOCInlineProps } from '@theme/TOCInline';
import SearchIgnore from '@theme/SearchIgnore';
import styles from './styles.module.css';

type Props = {
  /** The page's own table of contents (MDX's `toc`), so the index cannot drift from the page. */
  toc: TOCInlineProps['toc'];
  /** What the index lists, for screen readers (the page's sections by where an error shows). */
  label: string;
};

/**
 * A page of entries grouped under second-level headings, indexed at its top: each group on a
 * line of its own, its entries after it on the same lines. The page's sidebar lists the same
 * headings one per line, which on a phone is a column longer than a screen; this is the list a
 * reader scans first. Left out of the search index, which has each entry already.
 */
export default function EntriesIndex({ toc, label }: Props): ReactNode {
  return (
    <SearchIgnore className={styles.index}>
      <nav aria-label={label}>
        <TOCInline toc={toc} minHeadingLevel={2} maxHeadingLevel={3} />
      </nav>
    </SearchIgnore>
  );
}
