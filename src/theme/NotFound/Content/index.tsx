import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Translate, { translate } from '@docusaurus/Translate';
import { PageMetadata } from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import type { Props } from '@theme/NotFound/Content';
import NotFoundHelp from '@site/src/components/NotFoundHelp';

// The stock not-found content (same texts, same translation ids) with the suggestions for
// where the reader meant to go inside the page's one <main>, not after it. It also names the
// page: under a docs version the docs plugin shows this content alone, without the NotFound
// page that sets the title, and the tab fell back to the site title once hydrated.
export default function NotFoundContent({ className }: Props): ReactNode {
  const title = translate({ id: 'theme.NotFound.title', message: 'Page Not Found' });
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <PageMetadata title={title} />
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            <Translate id="theme.NotFound.title" description="The title of the 404 page">
              Page Not Found
            </Translate>
          </Heading>
          <p>
            <Translate id="theme.NotFound.p1" description="The first paragraph of the 404 page">
              We could not find what you were looking for.
            </Translate>
          </p>
          <p>
            <Translate id="theme.NotFound.p2" description="The 2nd paragraph of the 404 page">
              Please contact the owner of the site that linked you to the original URL and let them
              know their link is broken.
            </Translate>
          </p>
          <NotFoundHelp />
        </div>
      </div>
    </main>
  );
}
