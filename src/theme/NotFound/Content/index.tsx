import React, { type ReactNode } from 'react';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type { WrapperProps } from '@docusaurus/types';
import NotFoundHelp from '@site/src/components/NotFoundHelp';

type Props = WrapperProps<typeof ContentType>;

// The stock not-found page, followed by suggestions for where the reader meant to go.
export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <Content {...props} />
      <NotFoundHelp />
    </>
  );
}
