// The routes inside mf-author-services's family as this build declares them: its build writes them into
// build-metadata.json (spec 7.5), and the server and the shell route by the active build's file.
import { pageRoutes, type PageRouteEntry } from '@oap/contracts/routing/routeTable.ts';

type Declared = Extract<PageRouteEntry, { remote: 'mf-author-services' }>;

/** Its family's part of the routing table (routing/pageRoutes.ts), where every route is written once; the build ships them in its metadata. */
export const routeRules: readonly Declared[] = pageRoutes.filter((route): route is Declared => route.remote === 'mf-author-services');

/** The names routes.ts must serve, exactly (checked by the compiler there and by routes.test.ts). */
export type AuthorServicesRouteName = Declared['name'];

/** No page of mf-author-services is the same for every reader between releases and catalogue changes. */
export const prerendered: readonly string[] = [];
