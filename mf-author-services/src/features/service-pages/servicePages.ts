// The author service pages (spec 2.4): which text of the content store each shows, and where its
// order starts, if it is a service one orders.
import type { RouteNameOf } from '@oap/contracts/routing/routeTable.ts';

export interface ServicePageInfo {
  /** server/content/<slug>.md */
  slug: string;
  /**
   * The page's address, written out rather than looked up in the routing table (which would bring the
   * whole table into the page's first load); servicePages.test.ts checks it is its route's path.
   */
  path: string;
  /** The name in the services menu beside the text. */
  label: string;
  order?: { to: string; label: string };
}

export const servicePages = {
  'authors-english': { slug: 'authors-english', path: '/authors/english', label: 'English language editing', order: { to: '/authors/step/word-count', label: 'Count your words and order' } },
  'authors-english-editing': { slug: 'authors-english-editing', path: '/authors/english-editing', label: 'How ordering editing works', order: { to: '/authors/step/word-count', label: 'Start your order' } },
  'authors-english-figures-formatting': { slug: 'authors-english-figures-formatting', path: '/authors/english/figures-formatting', label: 'Figure formatting', order: { to: '/authors/step/figure-editing', label: 'Order figure formatting' } },
  'authors-layout': { slug: 'authors-layout', path: '/authors/layout', label: 'Layout and academic formatting', order: { to: '/authors/step/academic-formatting', label: 'Order formatting' } },
  'authors-latex': { slug: 'authors-latex', path: '/authors/latex', label: 'LaTeX services', order: { to: '/authors/step/academic-formatting?formatting=latex-template', label: 'Order LaTeX services' } },
  'authors-references': { slug: 'authors-references', path: '/authors/references', label: 'Reference checking', order: { to: '/authors/step/academic-formatting?formatting=references', label: 'Order reference checking' } },
  'authors-rights': { slug: 'authors-rights', path: '/authors/rights', label: 'Copyright and licensing' },
  'authors-funding': { slug: 'authors-funding', path: '/authors/funding', label: 'Funding for open access' },
  'authors-promoting': { slug: 'authors-promoting', path: '/authors/promoting', label: 'Promoting your article' },
  'authors-transfer-service': { slug: 'authors-transfer-service', path: '/authors/transfer-service', label: 'Manuscript transfer' },
  'authors-avoid-phishing-emails': { slug: 'authors-avoid-phishing-emails', path: '/authors/avoid-phishing-emails', label: 'Avoiding phishing emails' },
} as const satisfies Partial<Record<RouteNameOf<'mf-author-services'>, ServicePageInfo>>;

export type ServicePageName = keyof typeof servicePages;

/** The address of a service page ("authors-latex" -> "/authors/latex"). */
export function servicePagePath(name: ServicePageName): string {
  return servicePages[name].path;
}
