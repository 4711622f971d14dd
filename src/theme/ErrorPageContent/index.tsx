import React, { type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import ErrorPageContent from '@theme-original/ErrorPageContent';
import type ErrorPageContentType from '@theme/ErrorPageContent';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof ErrorPageContentType>;

// The spec titles every crash screen 'Page Error'; the stock in-layout crash screen keeps
// the crashed page's title, so we wrap it to set one.
export default function ErrorPageContentWrapper(props: Props): ReactNode {
  return (
    <>
      <Head>
        <title>Page Error</title>
      </Head>
      <ErrorPageContent {...props} />
    </>
  );
}
