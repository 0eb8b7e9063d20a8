// What a remote's build declares in its build-metadata.json (spec 7.5): the routes of its family as
// the table writes them (pageRoutes.ts, the one place a route is written), and the one page a build
// may have alone. The build tools write it (shared/rspack-config/buildMetadata.mjs) as they write the
// shell's redirects from the same table; each remote's routes test checks its route map against it.
// At run time the site routes by what the active builds declare (releaseRoutes.ts), so a page added
// to the table ships with a promote of its remote alone.
import type { BuildRouteRule } from '../federation/buildMetadata.ts';
import type { RemoteName } from '../federation/contract.ts';
import { pageRoutes } from './pageRoutes.ts';
import { journalPage } from './routeNames.ts';
import type { PageRoute } from './routeTable.ts';

/**
 * A journal's page that only a build made with OAP_RELEASE_CHECK_ROUTE=1 has: e2e's releaseRoutes
 * spec publishes such a build of mf-journal and promotes it, to see that a page the running server,
 * shell and other remotes have never seen ships with that promote alone.
 */
export const releaseCheckRoute = journalPage('release-check', 'journal-with-toc');

export interface BuildRouteOptions {
  /** A release check build (OAP_RELEASE_CHECK_ROUTE=1): mf-journal's build adds releaseCheckRoute. */
  releaseCheck?: boolean;
}

/** The routes `remote`'s build declares, as plain data (name, path, layout, parameter rules). */
export function buildRouteRules(remote: RemoteName, { releaseCheck = false }: BuildRouteOptions = {}): BuildRouteRule[] {
  const routes: PageRoute[] = pageRoutes.filter((route) => route.remote === remote);
  if (releaseCheck && remote === releaseCheckRoute.remote) routes.push(releaseCheckRoute);
  return routes.map(({ name, path, layout, params }) => (params && Object.keys(params).length > 0 ? { name, path, layout, params: { ...params } } : { name, path, layout }));
}

/** The paths of the named routes of a build, for its list of prerendered pages. */
export function routePaths(rules: readonly BuildRouteRule[], names: readonly string[]): string[] {
  return rules.filter((rule) => names.includes(rule.name)).map((rule) => rule.path);
}
