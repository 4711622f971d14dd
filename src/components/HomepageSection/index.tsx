import React, { type ReactNode } from 'react';

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
        {/* A plain heading: Docusaurus's adds a "Direct link" anchor to any heading with an id,
            one more Tab stop per section on a page read from top to bottom, and the id is what
            labels the section. */}
        {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading -- see above */}
        <h2 id={id} className="text--center">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
