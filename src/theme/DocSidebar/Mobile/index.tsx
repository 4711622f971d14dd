import React, { type ReactNode } from 'react';
import Mobile from '@theme-original/DocSidebar/Mobile';
import type MobileType from '@theme/DocSidebar/Mobile';
import type { WrapperProps } from '@docusaurus/types';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import { MOBILE_SIDEBAR, useRevealActiveLink } from '@site/src/docs/revealActiveLink';

type Props = WrapperProps<typeof MobileType>;

// The menu opens with the current page's link in view (src/docs/revealActiveLink).
export default function MobileWrapper(props: Props): ReactNode {
  const { shown } = useNavbarMobileSidebar();
  useRevealActiveLink(MOBILE_SIDEBAR, props.path, shown);
  return <Mobile {...props} />;
}
