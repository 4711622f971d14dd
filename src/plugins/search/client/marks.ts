// The attributes that tell the search indexer (Pagefind, at build time) what to index on a
// page and how to file it. One place, shared by every page type that is searchable.
import type { ReactNode } from 'react';
import format from '../indexer/index-format.json';

/** The tag of pages found with every docs version (the blog), as Docusaurus itself names it. */
export const DEFAULT_SEARCH_TAG = 'default';

export type SearchMarks = {
  /** The page's title in results. */
  title: string;
  /** The group a result is listed under (sidebar category, "Blog", ...). */
  section: string;
  /** The version tag the page is filtered by (`docs-default-current`, `docs-default-9.x`, `default`). */
  tag: string;
  /**
   * The page's second-level sections are independent entries (a troubleshooting page), each
   * indexed as a result of its own: front matter `search_entries: true`.
   */
  entries?: boolean;
  /**
   * What a reader sees go wrong, or wants done, when the page is the answer, in the reader's
   * words rather than the page's terms: front matter `symptoms`.
   */
  symptoms?: readonly string[];
};

export function searchMarkAttributes(marks: SearchMarks): Record<string, string> {
  const symptoms = marks.symptoms?.length
    ? marks.symptoms.join(format.symptomsSeparator)
    : undefined;
  // Metadata is read from the element's own attributes, so titles need no escaping.
  return {
    'data-pagefind-body': '',
    'data-pagefind-filter': 'docusaurus_tag[data-search-tag]',
    'data-pagefind-meta': [
      'title[data-search-title]',
      'lvl0[data-search-section]',
      ...(symptoms ? [`${format.symptomsMeta}[${format.symptomsAttribute}]`] : []),
    ].join(', '),
    'data-search-tag': marks.tag,
    'data-search-title': marks.title,
    'data-search-section': marks.section,
    ...(marks.entries ? { [format.entriesAttribute]: '' } : {}),
    ...(symptoms ? { [format.symptomsAttribute]: symptoms } : {}),
  };
}

/** What the search theme's `SearchMarks` takes: the element to render, marked (or, hosted, not). */
export type SearchMarksProps = SearchMarks & {
  as: 'main' | 'div';
  className?: string;
  children: ReactNode;
};
