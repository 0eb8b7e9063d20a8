// The routes inside mf-article's family as this build declares them: its build writes them into
// build-metadata.json (spec 7.5), and the server and the shell route by the active build's file.
import { pageRoutes, type PageRouteEntry } from '@oap/contracts/routing/routeTable.ts';

type Declared = Extract<PageRouteEntry, { remote: 'mf-article' }>;

/** Its family's part of the routing table (routing/pageRoutes.ts), where every route is written once; the build ships them in its metadata. */
export const routeRules: readonly Declared[] = pageRoutes.filter((route): route is Declared => route.remote === 'mf-article');

/** The names routes.ts must serve, exactly (checked by the compiler there and by routes.test.ts). */
export type ArticleRouteName = Declared['name'];

/** No page of mf-article is the same for every reader between releases and catalogue changes. */
export const prerendered: readonly string[] = [];
