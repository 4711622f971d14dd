import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

type Badge = { href: string; src: string; alt: string; width: number };

const badges: Badge[] = [
  {
    href: 'https://codecov.io/gh/trpc/trpc',
    src: 'https://codecov.io/gh/trpc/trpc/branch/main/graph/badge.svg?token=KPPS918B0G',
    alt: 'Test coverage on codecov',
    width: 112,
  },
  {
    href: 'https://github.com/trpc/trpc/blob/main/LICENSE',
    src: 'https://img.shields.io/github/license/trpc/trpc.svg?label=license&style=flat',
    alt: 'License: MIT',
    width: 78,
  },
  {
    href: 'https://github.com/trpc/trpc',
    src: 'https://img.shields.io/github/stars/trpc/trpc.svg?label=%F0%9F%8C%9F%20stars&style=flat',
    alt: 'GitHub stars',
    width: 90,
  },
];

/** The centred logo, tagline and badges that open the docs introduction of each version. */
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
          <li key={badge.alt}>
            <Link href={badge.href}>
              <img src={badge.src} alt={badge.alt} width={badge.width} height={20} loading="lazy" />
            </Link>
          </li>
        ))}
      </ul>
    </header>
  );
}
