import React, { type ReactNode } from 'react';
import { searchMarkAttributes, type SearchMarks as Marks } from '../../client/marks';

type Props = Marks & { as: 'main' | 'div'; className?: string; children: ReactNode };

// An element of a page that is not a doc or a blog post (the landing page) marked for the
// local search index. With hosted search the plugin serves a plain element instead
// (../../theme-hosted/SearchMarks), so that markup carries no marks.
export default function SearchMarks({ as: Element, className, children, ...marks }: Props) {
  return (
    <Element className={className} {...searchMarkAttributes(marks)}>
      {children}
    </Element>
  );
}
