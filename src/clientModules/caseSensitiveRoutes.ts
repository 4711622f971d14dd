import routes from '@generated/routes';

type Route = { sensitive?: boolean; routes?: Route[] };

/** Marks every route, nested ones included, as matching its path's letter case exactly. */
function matchCaseExactly(list: Route[]): void {
  for (const route of list) {
    route.sensitive = true;
    if (route.routes) matchCaseExactly(route.routes);
  }
}

// The static host serves a page only at the exact case of its path (`/docs/v10/Router` gets
// the not-found page with status 404), but React Router matches routes case-insensitively
// unless a route says `sensitive`, so the browser turned that not-found page into the router
// page, after a hydration error and with a wrong-case address. Docusaurus writes no such flag
// and has no option for one; every consumer of the route table (renderRoutes, matchRoutes, the
// docs plugin's matchPath on its routes) reads it from the route objects, so it is set on them
// here. Client modules are imported before Docusaurus renders or preloads any route (App
// imports them first), so the flag is there for the first match, on the server render too.
matchCaseExactly(routes);
