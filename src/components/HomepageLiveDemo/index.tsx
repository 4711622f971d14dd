import React, { type ReactNode } from 'react';
import HomepageSection from '@site/src/components/HomepageSection';
import LiveCode from '@theme/LiveCode';
import { useLatestDocPath } from '@site/src/docs/docPaths';
import SampleSource from '@site/src/plugins/code-samples/theme/CodeBlock/SampleSource';
import LiveDemo from '@site/docs/landing-intro/LiveDemo.md';
import styles from './styles.module.css';

// The landing page's first code: a router and the client that calls it, side by side. They
// read like any sample of the docs, and turn into editors, checked by TypeScript in the
// browser, when a visitor clicks or types in them.
export default function HomepageLiveDemo(): ReactNode {
  const from = useLatestDocPath('landing-intro/LiveDemo');
  return (
    <HomepageSection
      id="live-demo-heading"
      title="Change the server, and the client knows"
      className={styles.section}
    >
      <p className={styles.lead}>
        Both files are editable. Click into the code and rename <code>inStock</code> on the server:
        TypeScript, running in your browser, underlines its use in the client.
      </p>
      <LiveCode from={from} className={styles.pair}>
        <SampleSource from={from}>
          <LiveDemo />
        </SampleSource>
      </LiveCode>
    </HomepageSection>
  );
}
