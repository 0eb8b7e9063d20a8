// The routing table of this source tree as a route set (routeSet.ts): what its builds declare, for
// tests and tools that route without a release. The server and the shell route by the active
// builds' declarations instead (releaseRoutes.ts), and by nothing else.
import type { BuildRedirectRule } from '../federation/buildMetadata.ts';
import { federationName, remoteNames, type ReleaseManifest, type RemoteName, type RemoteRelease } from '../federation/contract.ts';
import { createRouteSet } from './routeSet.ts';
import { buildRouteRules } from './buildRoutes.ts';
import { pageRoutes, redirectRoutes } from './routeTable.ts';

export type { Candidate, PageResolution } from './routeSet.ts';

export const tableRouteSet = createRouteSet(pageRoutes);

/** The table's redirects, as the shell's build-metadata.json states them. */
export const tableRedirectRules = (): BuildRedirectRule[] => redirectRoutes.map(({ path, to }) => ({ path, to }));

/** A manifest's routing part whose builds declare the table (tests that route as a site of this tree's builds). */
export function tableReleases(): Pick<ReleaseManifest, 'remotes' | 'shell'> {
  const remotes = Object.fromEntries(
    remoteNames.map((remote): [RemoteName, RemoteRelease] => [remote, { name: federationName(remote), build: 'table', manifestUrl: `/remotes/${remote}/table/mf-manifest.json`, routes: buildRouteRules(remote) }]),
  ) as ReleaseManifest['remotes'];
  return { remotes, shell: { build: 'table', redirects: tableRedirectRules() } };
}

export const candidates = tableRouteSet.candidates;

/** The table's routes that can match `pathname`, in table order. */
export const candidatesFor = (pathname: string) => tableRouteSet.candidatesFor(pathname);

export const resolvePage = (pathname: string, search = '') => tableRouteSet.resolve(pathname, search);
