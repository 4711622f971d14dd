import React, { type ReactNode } from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import type DocBreadcrumbsType from '@theme/DocBreadcrumbs';
import type { WrapperProps } from '@docusaurus/types';
import { useActiveDocContext } from '@docusaurus/plugin-content-docs/client';
import { useVersionCounterpart } from '@site/src/docs/useVersionCounterpart';
import CopyPageButton from '@site/src/components/CopyPageButton';
import styles from './styles.module.css';

type Props = WrapperProps<typeof DocBreadcrumbsType>;

/** A page of the latest version that the older one lacks says so, in a word. */
function NewInVersion(): ReactNode {
  const { version, other, counterpart } = useVersionCounterpart();
  if (!version.isLast || !other || counterpart) return null;
  return (
    <span
      className="badge badge--secondary"
      role="note"
      aria-label="About this version"
      title={`This page has no counterpart in the ${other.label} docs.`}
    >
      New in {version.label}
    </span>
  );
}

// The breadcrumbs share their row with what used to stack above the title on rows of its own:
// the page's Markdown actions and, on a page new in the latest version, a note saying so.
export default function DocBreadcrumbsWrapper(props: Props): ReactNode {
  const { activeDoc } = useActiveDocContext(undefined);
  return (
    <>
      <div className={styles.trail}>
        <DocBreadcrumbs {...props} />
        <NewInVersion />
      </div>
      {activeDoc && <CopyPageButton permalink={activeDoc.path} className={styles.actions} />}
    </>
  );
}
