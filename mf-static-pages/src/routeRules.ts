// The routes inside mf-static-pages' family as this build declares them: its build writes them into
// build-metadata.json (spec 7.5), and the server and the shell route by the active build's file.
import { pageRoutes, type RouteNameOf } from '@oap/contracts/routing/routeTable.ts';

export const routeRules = pageRoutes.filter((route) => route.remote === 'mf-static-pages');

/** Information pages that are their text alone (server/content/<slug>.md). */
export const textPages = [
  'about',
  'about-history',
  'about-history-grosspeteranlage',
  'about-history-former-headquarters',
  'about-mission',
  'about-payment',
  'about-privacy',
  'about-products',
  'about-integrity',
  'about-leadership',
  'about-termsofuse',
  'about-terms-and-conditions',
  'about-proceedings',
  'about-annual-reports',
  'about-author-support',
  'about-office-locations',
  'about-apc_faq',
  'about-article_types',
  'about-article_types-registered_reports',
  'about-controversial-articles',
  'societies_partnership',
  'ioap',
  'partnerships',
  'ethics',
  'guidelines',
  'openaccess',
  'publishing',
  'publishing_services',
  'editorial_process',
  'special_issues_guidelines',
  'authors',
  'editors',
  'reviewers',
  'librarians',
  'topics-about',
  'topics-award',
] as const satisfies readonly RouteNameOf<'mf-static-pages'>[];

/**
 * The text pages are prerendered (spec 7.5): their path has no parameter and their text changes only
 * with a release of the content store, so their payload files can be cached.
 */
export const prerendered: readonly string[] = routeRules.filter((route) => (textPages as readonly string[]).includes(route.name)).map((route) => route.path);
