import React, { type ReactNode } from 'react';
import Content from '@theme-init/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import {
  getDocsVersionSearchTag,
  useDoc,
  useDocsVersion,
  useSidebarBreadcrumbs,
} from '@docusaurus/plugin-content-docs/client';
import { searchMarkAttributes } from '../../../client/marks';

type Props = WrapperProps<typeof ContentType>;

/** Front matter `symptoms`: a list of sentences (anything else is ignored, see the content tests). */
function symptomsOf(frontMatter: object): string[] {
  const { symptoms } = frontMatter as { symptoms?: unknown };
  return Array.isArray(symptoms) ? symptoms.filter((s): s is string => typeof s === 'string') : [];
}

// Marks the doc's content for the offline search index with its version tag and sidebar
// category. An unlisted doc (front matter `unlisted: true`, such as the landing-intro steps shown
// inside the landing page) is not for readers to land on: Docusaurus marks it noindex for search
// engines, and it stays out of this index too. (The page's Markdown actions sit beside the
// breadcrumbs: src/theme/DocBreadcrumbs.)
export default function ContentWrapper(props: Props): ReactNode {
  const { metadata, frontMatter } = useDoc();
  const version = useDocsVersion();
  const breadcrumbs = useSidebarBreadcrumbs();
  if (metadata.unlisted) return <Content {...props} />;
  // A doc outside every sidebar has no category to be listed under.
  const section = breadcrumbs?.find((item) => item.type === 'category')?.label ?? 'Docs';
  const marks = searchMarkAttributes({
    title: metadata.title,
    section,
    tag: getDocsVersionSearchTag(version.pluginId, version.version),
    entries: (frontMatter as { search_entries?: unknown }).search_entries === true,
    symptoms: symptomsOf(frontMatter),
  });
  return (
    <div {...marks}>
      <Content {...props} />
    </div>
  );
}
