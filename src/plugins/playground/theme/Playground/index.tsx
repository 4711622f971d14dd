import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import type { PlaygroundRouteData } from '../../shared/routeData';
import PlaygroundSession from './Session';

// `/playground?from=<page>&block=<key>`: a code sample's project in an editor with the types of
// its version's packages. Everything it needs loads with this route, never with a docs page.
export default function Playground({ playground }: { playground: PlaygroundRouteData }): ReactNode {
  return (
    <Layout
      title="Playground"
      description="Edit a tRPC code sample in the browser, with the types of its version's packages."
      noFooter
    >
      <main className="container container--fluid margin-vert--md">
        <PlaygroundSession labels={playground.labels} />
      </main>
    </Layout>
  );
}
