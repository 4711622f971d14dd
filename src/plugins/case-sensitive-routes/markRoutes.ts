import routes from '@generated/routes';

type Route = { sensitive?: boolean; routes?: Route[] };

/** Marks every route, nested ones included, as matching its path's letter case exactly. */
function matchCaseExactly(list: Route[]): void {
  for (const route of list) {
    route.sensitive = true;
    if (route.routes) matchCaseExactly(route.routes);
  }
}

// Client modules are imported before Docusaurus matches, preloads or renders any route (its
// App imports them first), so every match, the server render's included, sees the flag.
matchCaseExactly(routes);
