import React, { type ReactNode } from 'react';
import Layout from '@theme-original/DocItem/Layout';
import type LayoutType from '@theme/DocItem/Layout';
import type { WrapperProps } from '@docusaurus/types';
import { useDoc } from '@docusaurus/plugin-content-docs/client';

type Props = WrapperProps<typeof LayoutType>;

// Docusaurus's "Last updated" line marks its date as `itemprop="dateModified"`, which is only
// valid inside an item (`itemscope`). Blog posts are one (a BlogPosting); a doc page was not,
// so the date was a property of nothing. The page is now a TechArticle with its headline.
export default function LayoutWrapper(props: Props): ReactNode {
  const { metadata } = useDoc();
  return (
    <div itemScope itemType="https://schema.org/TechArticle">
      <meta itemProp="headline" content={metadata.title} />
      <Layout {...props} />
    </div>
  );
}
