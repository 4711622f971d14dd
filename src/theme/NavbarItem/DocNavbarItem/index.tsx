import React, { type ReactNode } from 'react';
import DocNavbarItem from '@theme-original/NavbarItem/DocNavbarItem';
import type DocNavbarItemType from '@theme/NavbarItem/DocNavbarItem';
import type { WrapperProps } from '@docusaurus/types';
import { useThemeConfig } from '@docusaurus/theme-common';
import { useActiveDocContext } from '@docusaurus/plugin-content-docs/client';

type Props = WrapperProps<typeof DocNavbarItemType>;

// Docusaurus marks a doc item active whenever the page being read is in the same sidebar as the
// item's doc: with all our doc items in one sidebar, every one of them was lit on every docs page.
// Only one may be: the item of the page being read or, on a page no item links to, the item of the
// version's main doc, which stands for the docs as a whole. Every other item keeps its link (to
// the doc in the reader's version) but is drawn and announced as not current.
export default function DocNavbarItemWrapper(props: Props): ReactNode {
  const { docId, docsPluginId } = props;
  const { activeDoc, activeVersion } = useActiveDocContext(docsPluginId);
  const itemDocIds = useThemeConfig().navbar.items.flatMap((item) =>
    item.type === 'doc' && item.docsPluginId === docsPluginId ? [item.docId as string] : [],
  );
  const current =
    activeDoc !== undefined &&
    (activeDoc.id === docId ||
      (docId === activeVersion?.mainDocId && !itemDocIds.includes(activeDoc.id)));
  if (current) return <DocNavbarItem {...props} />;
  return <DocNavbarItem {...props} activeClassName="" aria-current={false} />;
}
