// The main navigation (spec 2.9), by route name: paths come from the routing table, so the menu
// can never point at a route that does not exist.
import { subjects } from '@oap/contracts/api/journals.ts';
import { routeByName } from '@oap/contracts/routing/routeTable.ts';

export interface NavItem {
  label: string;
  routeName: string;
  href: string;
}

export interface NavMenu {
  label: string;
  items: NavItem[];
}

/** Fills a route's parameters to make its path: ('support-option', { option: 'feedback' }) -> /support/feedback. */
export function pathOfRoute(routeName: string, params: Record<string, string> = {}, query = ''): string {
  const route = routeByName(routeName);
  if (!route) throw new Error(`No route named ${routeName}`);
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '').replace('*', params['*'] ?? '');
  return `${path}${query}`;
}

const item = (label: string, routeName: string, params?: Record<string, string>, query?: string): NavItem => ({
  label,
  routeName,
  href: pathOfRoute(routeName, params, query),
});

export const topicSubjectLinks: NavItem[] = subjects.map((subject) => item(subject.label, 'topics', {}, `?subject=${subject.slug}`));

export const mainMenus: NavMenu[] = [
  {
    label: 'Journals',
    items: [
      item('All Journals', 'about-journals'),
      item('Journal Finder', 'about-journalfinder'),
      item('Proceedings Series', 'about-proceedings'),
      item('Propose a Journal', 'about-journals-slug', { '*': 'proposal' }),
    ],
  },
  {
    label: 'Topics',
    items: [
      item('All Topics', 'topics'),
      ...topicSubjectLinks,
      item('About Topics', 'topics-about'),
      item('Topics Awards', 'topics-award'),
      item('Topics Editors', 'topics-editors'),
      item('Propose a Topic', 'topics-proposal'),
    ],
  },
  {
    label: 'Author Services',
    items: [item('Author Services', 'authors-english')],
  },
  {
    label: 'Information',
    items: [
      item('For Authors', 'authors'),
      item('For Reviewers', 'reviewers'),
      item('For Editors', 'editors'),
      item('For Librarians', 'librarians'),
      item('Publishing Services', 'publishing_services'),
      item('Open Access Policy', 'openaccess'),
      item('Editorial Process', 'editorial_process'),
      item('Research and Publication Ethics', 'ethics'),
      item('Special Issues Guidelines', 'special_issues_guidelines'),
      item('Article Processing Charge', 'apc'),
      item('Societies', 'societies'),
      item('Conference Organizers', 'partnerships-conferences'),
      item('Institutional Open Access Program', 'ioap'),
    ],
  },
  {
    label: 'About',
    items: [
      item('Overview', 'about'),
      item('Mission', 'about-mission'),
      item('Impact', 'about-impact'),
      item('History', 'about-history'),
      item('Leadership', 'about-leadership'),
      item('Office Locations', 'about-office-locations'),
      item('Awards', 'awards'),
      item('Products', 'about-products'),
      item('News', 'news'),
      item('Contact Us', 'support'),
      item('Feedback', 'support-option', { option: 'feedback' }),
    ],
  },
];

export const homeItem = item('Home', 'index');

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
