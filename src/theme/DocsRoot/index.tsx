import React, { type ReactNode } from 'react';
import { matchPath, useLocation } from '@docusaurus/router';
import DocsRoot from '@theme-original/DocsRoot';
import type DocsRootType from '@theme/DocsRoot';
import NotFound from '@theme/NotFound';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof DocsRootType>;

// A path under /docs that is in no version (`/docs/router`) matches the docs root route but
// none of its versions, and the stock root then renders an empty page. Show the not-found
// page instead, as the server already does (404.html). Upstream:
// https://github.com/facebook/docusaurus/issues/9688 (the same blank page with other paths).
export default function DocsRootWrapper(props: Props): ReactNode {
  const { pathname } = useLocation();
  const routes = props.route.routes ?? [];
  const matched = routes.some((route) =>
    matchPath(pathname, {
      path: route.path,
      exact: route.exact,
      sensitive: route.sensitive === true,
    }),
  );
  return matched ? <DocsRoot {...props} /> : <NotFound />;
}
