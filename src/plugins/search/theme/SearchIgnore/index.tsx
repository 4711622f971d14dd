import React, { type ReactNode } from 'react';

type Props = { className?: string; children: ReactNode };

// A part of a page the local search index leaves out (controls, not content). With hosted
// search the plugin serves a plain element instead (../../theme-hosted/SearchIgnore).
export default function SearchIgnore({ className, children }: Props) {
  return (
    <div className={className} data-pagefind-ignore="all">
      {children}
    </div>
  );
}
