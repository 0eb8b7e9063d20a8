// A page not yet built: it names its route, so readers and tests can tell which page they are on.
import type { RemoteName, RemoteRouteMap, RouteModule } from './contract.ts';
import { pageRoutes } from '../routing/routeTable.ts';

function placeholderModule(routeName: string): RouteModule {
  function PlaceholderPage() {
    return (
      <section>
        <h1>{routeName}</h1>
        <p>This page is on its way. Meanwhile, the search and journal pages are a good place to start.</p>
      </section>
    );
  }
  return { Component: PlaceholderPage };
}

/** A route map that answers every route the table gives this remote with a placeholder page. */
export function placeholderRoutes(remote: RemoteName): RemoteRouteMap {
  return Object.fromEntries(
    pageRoutes.filter((route) => route.remote === remote).map((route) => [route.name, async () => placeholderModule(route.name)]),
  );
}
