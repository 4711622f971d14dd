import React from 'react';
import { searchMarkAttributes, type SearchMarksProps } from '../../client/marks';

// An element of a page that is not a doc or a blog post (the landing page) marked for the
// local search index. With hosted search the plugin serves a plain element instead
// (../../theme-hosted/SearchMarks), so that markup carries no marks.
export default function SearchMarks({
  as: Element,
  className,
  children,
  ...marks
}: SearchMarksProps) {
  return (
    <Element className={className} {...searchMarkAttributes(marks)}>
      {children}
    </Element>
  );
}
