import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import HomepageFeatures from '@site/src/components/HomepageFeatures';
import HomepageSteps from '@site/src/components/HomepageSteps';
import HomepageLiveDemo from '@site/src/components/HomepageLiveDemo';
import HomepageCommunity from '@site/src/components/HomepageCommunity';
import { usePreferredDocPath } from '@site/src/docs/docPaths';
import { usePreferredVersionFromQuery } from '@site/src/docs/usePreferredVersionFromQuery';
import SearchMarks from '@theme/SearchMarks';
import { getDocsVersionSearchTag, useLatestVersion } from '@docusaurus/plugin-content-docs/client';
import styles from './index.module.css';

// The docs-version hooks need the providers that Layout sets up, so the page body is its
// own component rendered inside Layout.
export default function Home(): ReactNode {
  return (
    <Layout
      title="End-to-end typesafe APIs made easy"
      description="tRPC lets you build and call fully typesafe APIs in TypeScript, with no schemas and no code generation."
    >
      <HomeContent />
    </Layout>
  );
}

function HomeContent(): ReactNode {
  usePreferredVersionFromQuery();
  const quickstart = usePreferredDocPath('main/quickstart');
  const starters = usePreferredDocPath('nextjs/starter-projects');
  const examples = usePreferredDocPath('main/example-apps');
  // The page's samples and links are the latest version's, so it is found with that version's
  // docs and not with an older one's.
  const latest = useLatestVersion('default');
  return (
    <SearchMarks
      as="main"
      title="tRPC: end-to-end typesafe APIs"
      section="tRPC"
      tag={getDocsVersionSearchTag('default', latest.name)}
    >
      {/* Inside main, not a <header>: the navbar is the page's one banner landmark. */}
      <div className={styles.hero}>
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
            <Link className="button button--primary button--lg" to={quickstart}>
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
      </div>
      <HomepageLiveDemo />
      <HomepageFeatures />
      <HomepageSteps />
      <section className={styles.try} aria-labelledby="try-heading">
        <div className="container text--center">
          {/* Plain headings, as in HomepageSection: no "Direct link" Tab stop. */}
          {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading -- see above */}
          <h2 id="try-heading">Try it in a minute</h2>
          <p>
            Clone a starter project with a router, a client and a database already wired together,
            or browse the example apps for your framework.
          </p>
          <div className={styles.buttons}>
            <Link className="button button--primary button--outline" to={starters}>
              Starter projects
            </Link>
            <Link className="button button--secondary button--outline" to={examples}>
              Example apps
            </Link>
          </div>
        </div>
      </section>
      <HomepageCommunity />
      <section className={styles.cta} aria-labelledby="cta-heading">
        <div className="container text--center">
          {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading -- as above */}
          <h2 id="cta-heading">Stop writing API types by hand</h2>
          <p>Your server already knows its types. Let the client read them.</p>
          <Link className="button button--primary button--lg" to={quickstart}>
            Read the quickstart
          </Link>
        </div>
      </section>
    </SearchMarks>
  );
}
