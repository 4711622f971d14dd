import React, { type ReactNode } from 'react';
import Content from '@theme-original/DocSidebar/Desktop/Content';
import type ContentType from '@theme/DocSidebar/Desktop/Content';
import type { WrapperProps } from '@docusaurus/types';
import { DESKTOP_SIDEBAR, useRevealActiveLink } from '@site/src/docs/revealActiveLink';

type Props = WrapperProps<typeof ContentType>;

// The sidebar scrolls to the current page's link when a page opens (src/docs/revealActiveLink).
export default function ContentWrapper(props: Props): ReactNode {
  useRevealActiveLink(DESKTOP_SIDEBAR, props.path);
  return <Content {...props} />;
}
