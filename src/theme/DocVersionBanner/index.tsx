import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { useVersionCounterpart } from '@site/src/docs/useVersionCounterpart';
import styles from './styles.module.css';

// Replaces the stock banner (which only knows "unreleased" and "unmaintained"). The latest
// version has none: the announcement bar above every page already says it is a pre-release, the
// version dropdown leads to the same page in 9.x, and a page new in it says so beside the
// breadcrumbs (src/theme/DocBreadcrumbs). An older version's pages say which release they
// document, in one line, and link to their counterpart in the latest version: the page with the
// same doc id, as the version dropdown finds it; following the link saves the version as the
// reader's preferred one, as the dropdown does.
export default function DocVersionBanner({ className }: { className?: string }): ReactNode {
  const { version, other, counterpart, preferOther } = useVersionCounterpart();
  if (version.isLast) return null;
  return (
    <div
      className={clsx(
        className,
        ThemeClassNames.docs.docVersionBanner,
        'alert alert--info padding-vert--xs padding-horiz--sm margin-bottom--sm',
        styles.banner,
      )}
      role="note"
      aria-label="About this version"
    >
      <b>{version.label}</b> is the stable release.
      {other && counterpart && (
        <>
          {' '}
          <Link to={counterpart.path} onClick={preferOther}>
            This page in {other.label}
          </Link>
        </>
      )}
    </div>
  );
}
