// The main navigation (spec 2.9), by route name (which item is the current page) and path. The
// paths are written out rather than looked up in the routing table, which would bring the whole
// table (~250 routes) into every page's first load for these forty links; Header.test.tsx checks
// that each path is its route's path in the table, so the menu cannot point at a route that does
// not exist.
import { subjects } from '@oap/contracts/api/journals.ts';

export interface NavItem {
  label: string;
  routeName: string;
  href: string;
}

export interface NavMenu {
  label: string;
  items: NavItem[];
}

const item = (label: string, routeName: string, href: string): NavItem => ({ label, routeName, href });

export const topicSubjectLinks: NavItem[] = subjects.map((subject) => item(subject.label, 'topics', `/topics?subject=${subject.slug}`));

export const mainMenus: NavMenu[] = [
  {
    label: 'Journals',
    items: [
      item('All Journals', 'about-journals', '/about/journals'),
      item('Journal Finder', 'about-journalfinder', '/about/journalfinder'),
      item('Proceedings Series', 'about-proceedings', '/about/proceedings'),
      item('Propose a Journal', 'about-journals-slug', '/about/journals/proposal'),
    ],
  },
  {
    label: 'Topics',
    items: [
      item('All Topics', 'topics', '/topics'),
      ...topicSubjectLinks,
      item('About Topics', 'topics-about', '/topics/about'),
      item('Topics Awards', 'topics-award', '/topics/award'),
      item('Topics Editors', 'topics-editors', '/topics/editors'),
      item('Propose a Topic', 'topics-proposal', '/topics/proposal'),
    ],
  },
  {
    label: 'Author Services',
    items: [
      item('Author Services', 'authors-english', '/authors/english'),
      item('English Language Editing', 'authors-english-editing', '/authors/english-editing'),
      item('Word Count and Price', 'authors-step-word-count', '/authors/step/word-count'),
      item('Figure Editing and Formatting', 'authors-english-figures-formatting', '/authors/english/figures-formatting'),
      item('LaTeX Editing', 'authors-latex', '/authors/latex'),
      item('Layout and Formatting', 'authors-layout', '/authors/layout'),
      item('Reference Checking', 'authors-references', '/authors/references'),
      item('Manuscript Transfer', 'authors-transfer-service', '/authors/transfer-service'),
      item('Rights and Permissions', 'authors-rights', '/authors/rights'),
      item('Research Funding', 'authors-funding', '/authors/funding'),
      item('Promoting Your Article', 'authors-promoting', '/authors/promoting'),
      item('Avoid Phishing Emails', 'authors-avoid-phishing-emails', '/authors/avoid-phishing-emails'),
    ],
  },
  {
    label: 'Information',
    items: [
      item('For Authors', 'authors', '/authors'),
      item('For Reviewers', 'reviewers', '/reviewers'),
      item('For Editors', 'editors', '/editors'),
      item('For Librarians', 'librarians', '/librarians'),
      item('Publishing Services', 'publishing_services', '/publishing_services'),
      item('Open Access Policy', 'openaccess', '/openaccess'),
      item('Editorial Process', 'editorial_process', '/editorial_process'),
      item('Research and Publication Ethics', 'ethics', '/ethics'),
      item('Special Issues Guidelines', 'special_issues_guidelines', '/special_issues_guidelines'),
      item('Article Processing Charge', 'apc', '/apc'),
      item('Societies', 'societies', '/societies'),
      item('Conference Organizers', 'partnerships-conferences', '/partnerships/conferences'),
      item('Institutional Open Access Program', 'ioap', '/ioap'),
    ],
  },
  {
    label: 'About',
    items: [
      item('Overview', 'about', '/about'),
      item('Mission', 'about-mission', '/about/mission'),
      item('Impact', 'about-impact', '/about/impact'),
      item('History', 'about-history', '/about/history'),
      item('Leadership', 'about-leadership', '/about/leadership'),
      item('Office Locations', 'about-office-locations', '/about/office-locations'),
      item('Awards', 'awards', '/awards'),
      item('Products', 'about-products', '/about/products'),
      item('News', 'news', '/news'),
      item('Contact Us', 'support', '/support'),
      item('Feedback', 'support-option', '/support/feedback'),
    ],
  },
];

/** The home page's own item, first in the top navigation and the drawer (spec 2.9: the route name index). */
export const homeItem = item('Home', 'index', '/');

/**
 * Marks the item of the current route. Items of routes with parameters (Propose a Journal, Feedback)
 * or a query (the topic subjects) match only their own path and query.
 */
export function isCurrent(navItem: NavItem, routeName: string | undefined, pathname: string, search: string): boolean {
  if (navItem.routeName !== routeName) return false;
  const [path, query] = navItem.href.split('?');
  if (path !== pathname) return false;
  const current = new URLSearchParams(search);
  if (query) return [...new URLSearchParams(query)].every(([key, value]) => current.get(key) === value);
  return navItem.routeName !== 'topics' || !current.has('subject');
}
