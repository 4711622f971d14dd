import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

// Facts about the project as links. They were image badges from shields.io and codecov; the
// site loads no image from another host, and a live star count or coverage figure cannot be
// known when the site is built.
type Badge = { href: string; label: string };

const badges: Badge[] = [
  { href: 'https://github.com/trpc/trpc', label: 'Source on GitHub' },
  { href: 'https://github.com/trpc/trpc/blob/main/LICENSE', label: 'MIT license' },
  { href: 'https://codecov.io/gh/trpc/trpc', label: 'Test coverage' },
];

/** The centred logo, tagline and project links that open the docs introduction of each version. */
export default function DocsIntroHero(): ReactNode {
  const logo = useBaseUrl('/img/logo-text.svg');
  return (
    <header className={styles.hero}>
      <img src={logo} alt="tRPC" width={260} height={80} className={styles.logo} />
      <Heading as="h1" className={styles.tagline}>
        End-to-end typesafe APIs made easy
      </Heading>
      <ul className={styles.badges}>
        {badges.map((badge) => (
          <li key={badge.label}>
            <Link href={badge.href} className={styles.badge}>
              {badge.label}
            </Link>
          </li>
        ))}
      </ul>
    </header>
  );
}
