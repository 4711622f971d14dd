import React, { type ReactNode } from 'react';
import Heading from '@theme/Heading';
import HomepageSection from '@site/src/components/HomepageSection';
import styles from './styles.module.css';

type Feature = { title: string; description: string };

const features: Feature[] = [
  {
    title: 'No code generation',
    description:
      'Your router is the API contract. The client reads its type directly, so there is no generator to run and no generated file to commit.',
  },
  {
    title: 'No schemas to keep in sync',
    description:
      'Rename a field on the server and the client stops compiling where it used it. Inputs, outputs and errors are all typed end to end.',
  },
  {
    title: 'A light footprint',
    description:
      'The server package has zero dependencies and the client adds only a few kilobytes. Nothing runs at build time.',
  },
  {
    title: 'Adapters for your stack',
    description:
      'Serve the same router from Next.js, Express, Fastify, AWS Lambda, a Fetch-based runtime or a plain Node HTTP server.',
  },
  {
    title: 'Subscriptions',
    description:
      'Push events to clients over WebSockets with typed subscriptions that use the same router as your queries.',
  },
  {
    title: 'Request batching',
    description:
      'Calls made in the same tick are merged into one HTTP request and answered together, with no change to your code.',
  },
];

export default function HomepageFeatures(): ReactNode {
  return (
    <HomepageSection id="features-heading" title="Why teams pick tRPC" className={styles.features}>
      <ul className={styles.grid}>
        {features.map((feature) => (
          <li key={feature.title} className={styles.card}>
            <Heading as="h3">{feature.title}</Heading>
            <p>{feature.description}</p>
          </li>
        ))}
      </ul>
    </HomepageSection>
  );
}
