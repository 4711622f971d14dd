import React, { type ReactNode } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import OriginalSearchBar from '@theme-original/SearchBar';
import LocalSearchBar from '@site/src/components/LocalSearchBar';

// With Algolia configured at build time (hosted mode) the stock DocSearch bar is used;
// otherwise the same modal runs over the local Pagefind index.
export default function SearchBar(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  if (siteConfig.themeConfig.algolia) return <OriginalSearchBar />;
  return <LocalSearchBar />;
}
