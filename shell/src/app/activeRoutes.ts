// The routes this page's builds declare (issue 22): the release manifest the server puts in the page
// carries each remote's routes from its build's metadata, so a page a team adds to its family is
// routed here as soon as its build is promoted, without a new shell. Until the manifest is read (and
// in tests), the routing table the shell was built with.
import type { ReleaseManifest } from '@oap/contracts/federation/contract.ts';
import { routeSetForReleases } from '@oap/contracts/routing/releaseRoutes.ts';
import { tableRouteSet } from '@oap/contracts/routing/resolvePage.ts';
import type { RouteSet } from '@oap/contracts/routing/routeSet.ts';

let active: RouteSet = tableRouteSet;

/** Routes by the manifest's builds from now on (bootstrap, before the router is made). */
export function routeByReleases(releases: Pick<ReleaseManifest, 'remotes' | 'shell'>): void {
  active = routeSetForReleases(releases);
}

export function activeRouteSet(): RouteSet {
  return active;
}
