import React, { type ReactNode } from 'react';
import Heading from '@theme/Heading';

/** A section of the landing page: a centred second-level heading that names the section. */
export default function HomepageSection({
  id,
  title,
  className,
  children,
}: {
  /** The heading's id, unique on the page; the section is labelled by it. */
  id: string;
  title: ReactNode;
  className?: string;
  children: ReactNode;
}): ReactNode {
  return (
    <section className={className} aria-labelledby={id}>
      <div className="container">
        <Heading as="h2" id={id} className="text--center">
          {title}
        </Heading>
        {children}
      </div>
    </section>
  );
}
