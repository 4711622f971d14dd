import React, { type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import ErrorPageContent from '@theme-original/ErrorPageContent';
import type ErrorPageContentType from '@theme/ErrorPageContent';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof ErrorPageContentType>;

// Every crash screen is titled 'Page Error', as the full-page one already is; the stock
// in-layout crash screen keeps the crashed page's title, so it is wrapped to set one.
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
