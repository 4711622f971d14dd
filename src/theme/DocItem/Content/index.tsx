import React, { type ReactNode } from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import {
  getDocsVersionSearchTag,
  useDoc,
  useDocsVersion,
  useSidebarBreadcrumbs,
} from '@docusaurus/plugin-content-docs/client';
import { searchMarkAttributes } from '@site/src/plugins/search/client/marks';
import CopyPageButton from '@site/src/components/CopyPageButton';

type Props = WrapperProps<typeof ContentType>;

// Adds the "Copy page as Markdown" action, and marks the doc's content for the offline
// search index with its version tag and sidebar category. An unlisted doc (front matter
// `unlisted: true`, such as the landing-intro steps shown inside the landing page) is not for
// readers to land on: Docusaurus marks it noindex for search engines, and it stays out of this
// index too.
export default function ContentWrapper(props: Props): ReactNode {
  const { metadata } = useDoc();
  const version = useDocsVersion();
  const breadcrumbs = useSidebarBreadcrumbs();
  const actions = <CopyPageButton permalink={metadata.permalink} />;
  if (metadata.unlisted) {
    return (
      <>
        {actions}
        <Content {...props} />
      </>
    );
  }
  // A doc outside every sidebar has no category to be listed under.
  const section = breadcrumbs?.find((item) => item.type === 'category')?.label ?? 'Docs';
  const marks = searchMarkAttributes({
    title: metadata.title,
    section,
    tag: getDocsVersionSearchTag(version.pluginId, version.version),
  });
  return (
    <div {...marks}>
      {actions}
      <Content {...props} />
    </div>
  );
}
