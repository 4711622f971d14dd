import React, { useState, type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

// A page that crashes on request, so the end-to-end tests can show that the crash screen
// ('This page crashed.', 'Try again', title 'Page Error') really works. Not indexed.
function Bomb({ armed }: { armed: boolean }): ReactNode {
  if (armed) {
    throw new Error('Crash test: this error was thrown on purpose.');
  }
  return <p>This page is used by the site&apos;s tests. Nothing has crashed yet.</p>;
}

// The state lives inside Layout's error boundary, so 'Try again' remounts it unarmed.
function CrashZone(): ReactNode {
  const [armed, setArmed] = useState(false);
  return (
    <main className="container margin-vert--xl">
      <Heading as="h1">Crash test</Heading>
      <Bomb armed={armed} />
      <button type="button" className="button button--secondary" onClick={() => setArmed(true)}>
        Crash this page
      </button>
    </main>
  );
}

export default function CrashTest(): ReactNode {
  return (
    <Layout title="Crash test" description="A page used by the site's tests.">
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <CrashZone />
    </Layout>
  );
}
