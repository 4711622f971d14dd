import React, { type ReactNode } from 'react';
import Heading from '@theme/Heading';
import LiveCode from '@theme/LiveCode';
import MDXContent from '@theme/MDXContent';
import { useLatestDocPath } from '@site/src/docs/docPaths';
import { PlaygroundSourceContext } from '@site/src/plugins/code-samples/theme/CodeBlock/buildContext';
import LiveDemo from '@site/docs/landing-intro/LiveDemo.md';
import styles from './styles.module.css';

// The landing page's first code: a router and the client that calls it, side by side. They
// read like any sample of the docs, and turn into editors, checked by TypeScript in the
// browser, when a visitor clicks or types in them.
export default function HomepageLiveDemo(): ReactNode {
  const from = useLatestDocPath('landing-intro/LiveDemo');
  return (
    <section className={styles.section} aria-labelledby="live-demo-heading">
      <div className="container">
        <Heading as="h2" id="live-demo-heading" className="text--center">
          Change the server, and the client knows
        </Heading>
        <p className={styles.lead}>
          Both files are editable. Click into the code and rename <code>inStock</code> on the
          server: TypeScript, running in your browser, underlines its use in the client.
        </p>
        <PlaygroundSourceContext.Provider value={from}>
          <LiveCode from={from} className={styles.pair}>
            <MDXContent>
              <LiveDemo />
            </MDXContent>
          </LiveCode>
        </PlaygroundSourceContext.Provider>
      </div>
    </section>
  );
}
