import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { ThemeClassNames } from '@docusaurus/theme-common';
import {
  useActiveDocContext,
  useDocsPreferredVersion,
  useDocsVersion,
  useVersions,
} from '@docusaurus/plugin-content-docs/client';

// Replaces the stock banner (which only knows "unreleased" and "unmaintained"): 10.x pages
// say they document a pre-release and link to the same topic in the stable 9.x docs; 9.x
// pages link to their 10.x counterpart. The counterpart is the page with the same doc id, as
// the navbar's version dropdown finds it, and following the link saves the version as the
// reader's preferred one, as the dropdown does.
export default function DocVersionBanner({ className }: { className?: string }): ReactNode {
  const version = useDocsVersion();
  const versions = useVersions(version.pluginId);
  const { alternateDocVersions } = useActiveDocContext(version.pluginId);
  const { savePreferredVersionName } = useDocsPreferredVersion(version.pluginId);
  const other = versions.find((candidate) => candidate.name !== version.version);
  const counterpart = other ? alternateDocVersions[other.name] : undefined;
  const otherLink = (text: string) =>
    other && counterpart ? (
      <Link to={counterpart.path} onClick={() => savePreferredVersionName(other.name)}>
        {text}
      </Link>
    ) : null;

  return (
    <div
      className={clsx(
        className,
        ThemeClassNames.docs.docVersionBanner,
        'alert alert--info margin-bottom--md',
      )}
      role="note"
      aria-label="About this version"
    >
      {version.isLast ? (
        <>
          You are reading the docs of tRPC <b>{version.label}</b>, a pre-release.{' '}
          {other && counterpart ? (
            <>For the stable release, see {otherLink(`this page in the ${other.label} docs`)}.</>
          ) : (
            <>This page is new in {version.label} and has no counterpart in the stable docs.</>
          )}
        </>
      ) : (
        <>
          You are reading the docs of tRPC <b>{version.label}</b>, the stable release.{' '}
          {other && counterpart && (
            <>
              The {other.label} pre-release covers this topic too:{' '}
              {otherLink(`read it in ${other.label}`)}.
            </>
          )}
        </>
      )}
    </div>
  );
}
