import React from 'react';
import type { SearchMarksProps } from '../../client/marks';

// With hosted search the index is built elsewhere, from the page as it is: the element stays,
// with no local index marks (the local theme's SearchMarks adds them).
export default function SearchMarks({ as: Element, className, children }: SearchMarksProps) {
  return <Element className={className}>{children}</Element>;
}
