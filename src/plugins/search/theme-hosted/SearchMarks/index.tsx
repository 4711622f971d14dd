import React, { type ReactNode } from 'react';

type Props = {
  as: 'main' | 'div';
  title: string;
  section: string;
  tag: string;
  className?: string;
  children: ReactNode;
};

// With hosted search the index is built elsewhere, from the page as it is: the element stays,
// with no local index marks (the local theme's SearchMarks adds them).
export default function SearchMarks({ as: Element, className, children }: Props) {
  return <Element className={className}>{children}</Element>;
}
