import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { useDocsVersion, useVersions } from '@docusaurus/plugin-content-docs/client';
import { useLocation } from '@docusaurus/router';
import { counterpartPath } from '@site/src/docs/counterpart';

// Replaces the stock banner (which only knows "unreleased" and "unmaintained"): 10.x pages
// say they document a pre-release and link to the same topic in the stable 9.x docs; 9.x
// pages link to their 10.x counterpart.
export default function DocVersionBanner({ className }: { className?: string }): ReactNode {
  const version = useDocsVersion();
  const versions = useVersions(version.pluginId);
  const { pathname } = useLocation();
  const current = versions.find((candidate) => candidate.name === version.version);
  const other = versions.find((candidate) => candidate.name !== version.version);
  const otherPath = current && other ? counterpartPath(pathname, current.path, other) : null;

  return (
    <div
      className={clsx(
        className,
        ThemeClassNames.docs.docVersionBanner,
        'alert alert--info margin-bottom--md',
      )}
      aria-label="About this version"
    >
      {version.isLast ? (
        <>
          You are reading the docs of tRPC <b>{version.label}</b>, a pre-release.{' '}
          {otherPath && other ? (
            <>
              For the stable release, see{' '}
              <Link to={otherPath}>this page in the {other.label} docs</Link>.
            </>
          ) : (
            <>This page is new in {version.label} and has no counterpart in the stable docs.</>
          )}
        </>
      ) : (
        <>
          You are reading the docs of tRPC <b>{version.label}</b>, the stable release.{' '}
          {otherPath && other && (
            <>
              The {other.label} pre-release covers this topic too:{' '}
              <Link to={otherPath}>read it in {other.label}</Link>.
            </>
          )}
        </>
      )}
    </div>
  );
}
