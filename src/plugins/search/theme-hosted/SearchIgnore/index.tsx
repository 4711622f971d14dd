import React, { type ReactNode } from 'react';

type Props = { className?: string; children: ReactNode };

// With hosted search the page carries no local index marks: a plain element.
export default function SearchIgnore({ className, children }: Props) {
  return <div className={className}>{children}</div>;
}
