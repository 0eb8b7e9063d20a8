// The routes this page's builds declare: the release manifest the server puts in the page
// carries each remote's routes from its build's metadata, so a page a team adds to its family is
// routed here as soon as its build is promoted, without a new shell (tests route by builds that
// declare this tree's table: tableRoutesForTests.ts).
import type { ReleaseManifest } from '@oap/contracts/federation/contract.ts';
import { routeSetForReleases } from '@oap/contracts/routing/releaseRoutes.ts';
import type { RouteSet } from '@oap/contracts/routing/routeSet.ts';

let active: RouteSet | undefined;

/** Routes by the manifest's builds from now on (bootstrap, before the router is made). */
export function routeByReleases(releases: Pick<ReleaseManifest, 'remotes' | 'shell'>): void {
  active = routeSetForReleases(releases);
}

export function activeRouteSet(): RouteSet {
  if (!active) throw new Error('The shell routes by the release manifest: routeByReleases comes first.');
  return active;
}
