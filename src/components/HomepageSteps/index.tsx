import React, { type ComponentType, type ReactNode } from 'react';
import Heading from '@theme/Heading';
import HomepageSection from '@site/src/components/HomepageSection';
import Link from '@docusaurus/Link';
import { useLatestDocPath } from '@site/src/docs/docPaths';
import SampleSource from '@site/src/plugins/code-samples/theme/CodeBlock/SampleSource';
import Step1 from '@site/docs/landing-intro/Step1.md';
import Step2 from '@site/docs/landing-intro/Step2.md';
import Step3 from '@site/docs/landing-intro/Step3.md';
import styles from './styles.module.css';

// `doc`: the docs page the step's code comes from, which its playground link opens.
type Step = { title: string; body: ReactNode; Code: ComponentType; doc: string };

const steps: Step[] = [
  {
    title: '1. Define procedures',
    body: (
      <>
        <p>
          A procedure is a function the client may call: a query, a mutation or a subscription.
          Routers group them, and a Zod schema checks what the client sends before your code runs.
        </p>
        <p>
          Export only the router&apos;s <em>type</em>. The client gets full types without importing
          a line of server code.
        </p>
      </>
    ),
    Code: Step1,
    doc: 'landing-intro/Step1',
  },
  {
    title: '2. Serve them',
    body: (
      <p>
        One router, many hosts: Next.js, anything that speaks the Fetch API (Astro, Remix,
        SvelteKit, Cloudflare Workers), Express, Fastify, AWS Lambda, or a plain Node HTTP server as
        here.
      </p>
    ),
    Code: Step2,
    doc: 'landing-intro/Step2',
  },
  {
    title: '3. Call them, fully typed',
    body: (
      <p>
        Hand the router type to the client and every call autocompletes: procedure names, inputs and
        results. There is nothing to generate and nothing to keep in sync.
      </p>
    ),
    Code: Step3,
    doc: 'landing-intro/Step3',
  },
];

/** A step's code, whose blocks open the step's page of the latest docs in the playground. */
function StepCode({ doc, Code }: Pick<Step, 'doc' | 'Code'>): ReactNode {
  return (
    <SampleSource from={useLatestDocPath(doc)}>
      <Code />
    </SampleSource>
  );
}

export default function HomepageSteps(): ReactNode {
  // The steps show code from the latest docs (docs/landing-intro), so they lead to the latest
  // quickstart whichever docs version the reader prefers.
  const quickstart = useLatestDocPath('main/quickstart');
  return (
    <HomepageSection
      id="steps-heading"
      title="From server to client in three files"
      className={styles.section}
    >
      <ol className={styles.steps}>
        {steps.map(({ title, body, Code, doc }) => (
          <li key={title} className={styles.step}>
            <div className={styles.text}>
              <Heading as="h3">{title}</Heading>
              {body}
            </div>
            <div className={styles.code}>
              <StepCode doc={doc} Code={Code} />
            </div>
          </li>
        ))}
      </ol>
      <p className="text--center">
        <Link to={quickstart}>Walk through it in the quickstart</Link>
      </p>
    </HomepageSection>
  );
}
