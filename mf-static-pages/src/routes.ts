// What mf-static-pages exposes as ./routes: route name -> its page module (architecture contract 2).
// Typed against its family's routes in the routing table: a page missing here, or one it does
// not declare, is a type error. Each page is a chunk of its own.
import type { RemoteRoutes, RouteModuleLoader } from '@oap/contracts/federation/contract.ts';
import { textPages } from './textPages.ts';

type TextPage = (typeof textPages)[number];

// Object.fromEntries cannot say which keys it makes: they are textPages, one each.
const textRoutes = Object.fromEntries(
  textPages.map((name) => [name, () => import('./features/content-page/contentPageRoute.tsx').then((module) => module.contentPageRoute(name))]),
) as Record<TextPage, RouteModuleLoader>;

/** Information pages that add a list from the API after their text (features/information-pages). */
const withList = (name: keyof typeof import('./features/information-pages/informationPages.ts').informationPages): RouteModuleLoader =>
  () => import('./features/information-pages/informationPages.ts').then((module) => module.informationPages[name]());

const routes = {
  ...textRoutes,
  index: () => import('./features/home/homeRoute.tsx'),
  apc: withList('apc'),
  'apc-apc-updates': withList('apc-apc-updates'),
  'about-impact': withList('about-impact'),
  'about-announcements': withList('about-announcements'),
  awards: withList('awards'),
  societies: withList('societies'),
  societies_journals: withList('societies_journals'),
  'partnerships-conferences': withList('partnerships-conferences'),
  'topics-editors': withList('topics-editors'),
  // Record pages: an address that names nothing is the 404 page.
  'topics-identifier': () => import('./features/topics/topicRoute.tsx'),
  'topics-identifier-journalNameSystem-abstract': () => import('./features/topics/topicAbstractRoute.tsx'),
  news: () => import('./features/news/newsRoute.tsx'),
  'news-id': () => import('./features/news/newsItemRoute.tsx'),
  'si-id': () => import('./features/special-issues/shortLinkRoute.tsx'),
  'auth-login': () => import('./features/auth/loginRoute.tsx'),
  // The catch-all /{id}: a page of the content store by its slug, a 404 when there is none.
  id: () => import('./features/content-page/contentPageRoute.tsx').then((module) => module.catchAllPageRoute),
  // Forms: stored with a reference, confirmed by mail, read by the editorial office.
  'about-journals-slug': () => import('./features/proposals/aboutJournalsSlugRoute.tsx'),
  'about-proceedings-proceedings_submit_proposal': () => import('./features/proposals/pages/aboutProceedingsProceedingsSubmitProposalPage.tsx'),
  'societies-contact-general': () => import('./features/proposals/pages/societiesContactGeneralPage.tsx'),
  'societies-contact-affiliation': () => import('./features/proposals/pages/societiesContactAffiliationPage.tsx'),
  'societies-contact-new-journal': () => import('./features/proposals/pages/societiesContactNewJournalPage.tsx'),
  'societies-contact-journal-transfer': () => import('./features/proposals/pages/societiesContactJournalTransferPage.tsx'),
  'ioap-form': () => import('./features/proposals/pages/ioapFormPage.tsx'),
  'ioap-recommend': () => import('./features/proposals/pages/ioapRecommendPage.tsx'),
  'special-issues-proposal': () => import('./features/proposals/pages/specialIssuesProposalPage.tsx'),
  'topics-proposal': () => import('./features/proposals/pages/topicsProposalPage.tsx'),
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
  profile: () => import('./features/profile/profileRoute.tsx'),
  'release-manager': () => import('./features/release-manager/releaseManagerRoute.tsx'),
  'design-system': () => import('./features/design-system/designSystemRoute.tsx'),
} satisfies RemoteRoutes<'mf-static-pages'>;

export default routes;
