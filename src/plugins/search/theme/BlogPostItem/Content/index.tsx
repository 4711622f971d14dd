import React, { type ReactNode } from 'react';
import Content from '@theme-init/BlogPostItem/Content';
import type ContentType from '@theme/BlogPostItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import { DEFAULT_SEARCH_TAG, searchMarkAttributes } from '../../../client/marks';

type Props = WrapperProps<typeof ContentType>;

// Marks a blog post for the search index on its own page only, so list pages that repeat
// the post do not become duplicate results.
export default function ContentWrapper(props: Props): ReactNode {
  const { metadata, isBlogPostPage } = useBlogPost();
  if (!isBlogPostPage) return <Content {...props} />;
  const marks = searchMarkAttributes({
    title: metadata.title,
    section: 'Blog',
    tag: DEFAULT_SEARCH_TAG,
  });
  return (
    <div {...marks}>
      <Content {...props} />
    </div>
  );
}
