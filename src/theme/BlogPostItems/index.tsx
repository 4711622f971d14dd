import React, { type ReactNode } from 'react';
import { useLocation } from '@docusaurus/router';
import Heading from '@theme/Heading';
import BlogPostItems from '@theme-original/BlogPostItems';
import type BlogPostItemsType from '@theme/BlogPostItems';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof BlogPostItemsType>;

const BLOG_LIST = /^\/blog(\/page\/\d+)?\/?$/;

// The stock blog list has no page heading (tag pages have their own); every page should
// have exactly one h1 for screen-reader and outline navigation.
export default function BlogPostItemsWrapper(props: Props): ReactNode {
  const { pathname } = useLocation();
  return (
    <>
      {BLOG_LIST.test(pathname) && (
        <header className="margin-bottom--lg">
          <Heading as="h1">Blog</Heading>
          <p>News and articles from the people who build tRPC.</p>
        </header>
      )}
      <BlogPostItems {...props} />
    </>
  );
}
