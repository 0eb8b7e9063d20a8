// The routes inside mf-static-pages' family as this build declares them: its build writes them into
// build-metadata.json (spec 7.5), and the server and the shell route by the active build's file.
import { pageRoutes, type PageRouteEntry } from '@oap/contracts/routing/routeTable.ts';
import { textPages } from './textPages.ts';

type Declared = Extract<PageRouteEntry, { remote: 'mf-static-pages' }>;

/** Its family's part of the routing table (routing/pageRoutes.ts), where every route is written once; the build ships them in its metadata. */
export const routeRules: readonly Declared[] = pageRoutes.filter((route): route is Declared => route.remote === 'mf-static-pages');

/** The names routes.ts must serve, exactly (checked by the compiler there and by routes.test.ts). */
export type StaticPagesRouteName = Declared['name'];

/**
 * The text pages are prerendered (spec 7.5): their path has no parameter and their text changes only
 * with a release of the content store, so their payload files can be cached.
 */
export const prerendered: readonly string[] = routeRules.filter((route) => (textPages as readonly string[]).includes(route.name)).map((route) => route.path);
