// A page not yet built: it names its route, so readers and tests can tell which page they are on.
import type { RemoteName, RemoteRoutes, LoadedRouteModule } from '@oap/contracts/federation/contract.ts';
import { routeNamesOf, type RouteNameOf } from '@oap/contracts/routing/routeTable.ts';

function placeholderModule(routeName: string): LoadedRouteModule {
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

/**
 * A placeholder page for every route the table gives `remote`, except the `built` ones. The built
 * names are listed on purpose (not taken from the map they sit beside): the remote's route map must
 * then serve each of them itself, so deleting a built page is a type error, not a silent placeholder.
 */
export function placeholderRoutes<Remote extends RemoteName, Built extends RouteNameOf<Remote>>(
  remote: Remote,
  built: readonly Built[],
): RemoteRoutes<Remote, Exclude<RouteNameOf<Remote>, Built>> {
  const skip = new Set<string>(built);
  return Object.fromEntries(
    routeNamesOf(remote)
      .filter((name) => !skip.has(name))
      .map((name) => [name, async () => placeholderModule(name)]),
  ) as RemoteRoutes<Remote, Exclude<RouteNameOf<Remote>, Built>>;
}
