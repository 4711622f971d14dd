import React, { type ReactNode } from 'react';
import MDXContent from '@theme/MDXContent';
import { PlaygroundSourceContext } from './buildContext';

/**
 * A docs page's code shown somewhere else (the landing page shows the landing-intro docs):
 * MDXContent maps its fences to the site's code block, and each block's "Open in playground"
 * opens the project of `from`, the page the code belongs to.
 */
export default function SampleSource({
  from,
  children,
}: {
  from: string;
  children: ReactNode;
}): ReactNode {
  return (
    <PlaygroundSourceContext.Provider value={from}>
      <MDXContent>{children}</MDXContent>
    </PlaygroundSourceContext.Provider>
  );
}
