import { Children, cloneElement, isValidElement, type ReactElement } from 'react';
import { renderRoutes as renderWithoutCase } from 'react-router-config';
import type docusaurusRenderRoutes from '@docusaurus/renderRoutes';

/**
 * Stands in for @docusaurus/renderRoutes (see ./index.ts), which re-exports react-router-config
 * 5.1.1's renderRoutes: the same <Switch> of <Route>s, each also given its route's `sensitive`.
 * The original leaves that flag out, so a <Switch> matched every path case-insensitively
 * whatever the route table said.
 */
const renderRoutes: typeof docusaurusRenderRoutes = (routes, extraProps, switchProps) => {
  const switchElement = renderWithoutCase(routes, extraProps, switchProps);
  if (!routes || !isValidElement<{ children: ReactElement[] }>(switchElement)) {
    return switchElement;
  }
  const children = Children.map(switchElement.props.children, (route, index) =>
    cloneElement(route, { sensitive: routes[index]?.sensitive === true } as object),
  );
  return cloneElement(switchElement, undefined, children);
};

export default renderRoutes;
