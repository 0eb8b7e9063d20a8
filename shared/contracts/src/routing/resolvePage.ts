// The compiled routing table as a route set (routeSet.ts): what the site routes by when no build has
// told it its routes (tests, and a remote whose active build predates build-metadata.json). The
// server and the shell route by the active builds' routes instead (releaseRoutes.ts).
import type { LegacyRoutes } from './releaseRoutes.ts';
import { createRouteSet } from './routeSet.ts';
import { pageRoutes, type PageRoute } from './routeTable.ts';

export type { Candidate, PageResolution } from './routeSet.ts';

export const tableRouteSet = createRouteSet(pageRoutes);

/** The compiled table's routes of one remote: for a build that predates build-metadata.json (releaseRoutes.ts). */
export const tableRoutesOf: LegacyRoutes = (remote) => (pageRoutes as readonly PageRoute[]).filter((route) => route.remote === remote);

export const candidates = tableRouteSet.candidates;

/** The table's routes that can match `pathname`, in table order. */
export const candidatesFor = (pathname: string) => tableRouteSet.candidatesFor(pathname);

export const resolvePage = (pathname: string, search = '') => tableRouteSet.resolve(pathname, search);
