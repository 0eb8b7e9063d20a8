// What mf-static-pages exposes as ./routes: route name -> its page module (architecture contract 2).
// Typed against the routing table: a page missing here, or one the table does not give
// mf-static-pages, is a type error.
import type { RemoteRoutes, RouteModuleLoader } from '@oap/contracts/federation/contract.ts';
import { routeNamesWhere, type RouteNameWhere } from '@oap/contracts/routing/routeTable.ts';
import { placeholderRoutes } from '@oap/shared/federation/PlaceholderPage.tsx';
import { withRecordChecks } from './features/record-pages/recordPageChecks.ts';

/**
 * Information pages whose text comes from the content store: every static-content page (except the
 * catch-all /:id, which is not an information page) plus the about and audience landing pages.
 * A page without content yet still renders, as a placeholder (see contentPageRoute.tsx).
 */
type InformationPage = Exclude<RouteNameWhere<'mf-static-pages', 'static-content'>, 'id'>;
type ContentRouteName = InformationPage | 'about' | 'authors' | 'editors' | 'reviewers' | 'librarians' | 'societies' | 'ioap' | 'partnerships';

const contentRouteNames: readonly ContentRouteName[] = [
  ...routeNamesWhere('mf-static-pages', 'static-content').filter((name): name is InformationPage => name !== 'id'),
  'about',
  'authors',
  'editors',
  'reviewers',
  'librarians',
  'societies',
  'ioap',
  'partnerships',
];

// Object.fromEntries cannot say which keys it makes: the names are contentRouteNames, one each.
const contentRoutes = Object.fromEntries(
  contentRouteNames.map((name) => [name, () => import('./features/content-page/contentPageRoute.tsx').then((module) => module.contentPageRoute(name))]),
) as Record<ContentRouteName, RouteModuleLoader>;

const routes = {
  // Pages not built yet that name something (news item, special issue short link, topic, support
  // option, journal) still answer 404 for one that does not exist.
  ...withRecordChecks(placeholderRoutes('mf-static-pages', ['index', 'id', 'support', 'support-option', 'events-add', 'message-hashKey-hashUserKey', 'editorial-office-submissions', 'editorial-office-submissions-reference', 'subscribe', 'subscribe-verify-hash', 'unsub-managesubscriptions', 'subscribe_ri_email-emailBase64-key-nameSystem', 'unsub_release_email-encodedEmail-key-nameSystem', ...contentRouteNames])),
  ...contentRoutes,
  index: () => import('./features/home/homeRoute.tsx'),
  support: () => import('./features/support/supportRoute.tsx'),
  'support-option': () => import('./features/support/supportOptionRoute.tsx'),
  'events-add': () => import('./features/events/eventProposalRoute.tsx'),
  'message-hashKey-hashUserKey': () => import('./features/message/messageRoute.tsx'),
  subscribe: () => import('./features/subscriptions/subscribeRoute.tsx'),
  'subscribe-verify-hash': () => import('./features/subscriptions/verifyRoute.tsx'),
  'unsub-managesubscriptions': () => import('./features/subscriptions/manageRoute.tsx'),
  'subscribe_ri_email-emailBase64-key-nameSystem': () => import('./features/subscriptions/subscribeRiRoute.tsx'),
  'unsub_release_email-encodedEmail-key-nameSystem': () => import('./features/subscriptions/unsubReleaseRoute.tsx'),
  'editorial-office-submissions': () => import('./features/editorial-office/submissionsRoute.tsx'),
  'editorial-office-submissions-reference': () => import('./features/editorial-office/submissionRoute.tsx'),
  // The catch-all /{id}: a page of the content store by its slug, a 404 when there is none.
  id: () => import('./features/content-page/contentPageRoute.tsx').then((module) => module.catchAllPageRoute),
} satisfies RemoteRoutes<'mf-static-pages'>;

export default routes;
