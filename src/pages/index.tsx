import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import HomepageFeatures from '@site/src/components/HomepageFeatures';
import { DEFAULT_SEARCH_TAG, searchMarkAttributes } from '@site/src/search/marks';
import styles from './index.module.css';

const landingSearchMarks = searchMarkAttributes({
  title: 'tRPC: end-to-end typesafe APIs',
  section: 'tRPC',
  tag: DEFAULT_SEARCH_TAG,
});

export default function Home(): ReactNode {
  return (
    <Layout description="tRPC lets you build and call fully typesafe APIs in TypeScript, with no schemas and no code generation.">
      <header className={styles.hero}>
        <div className="container">
          <p className={styles.eyebrow}>Move Fast and Break Nothing.</p>
          <Heading as="h1" className={styles.title}>
            End-to-end typesafe APIs made easy.
          </Heading>
          <p className={styles.pitch}>
            Write a function on the server, call it from the client, and let TypeScript check every
            input and output in between.
          </p>
          <div className={styles.buttons}>
            <Link className="button button--primary button--lg" to="/docs/v10/quickstart">
              Get started
            </Link>
            <Link
              className="button button--secondary button--lg"
              href="https://github.com/trpc/trpc"
            >
              GitHub
            </Link>
          </div>
        </div>
      </header>
      <main {...landingSearchMarks}>
        <HomepageFeatures />
      </main>
    </Layout>
  );
}
