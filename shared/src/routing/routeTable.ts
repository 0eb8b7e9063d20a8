// The site's routing table (spec sections 2.1 to 2.8 and 5). The shell builds its router from it
// and the server uses it to answer unknown paths with 404 and legacy paths with redirects, so the
// two can never disagree about which URLs exist.
import type { LayoutName, RemoteName } from '../federation/contract.ts';

/** A parameter rule of spec section 5: the value must match, otherwise the page is a 404. */
export const paramRules = {
  issn: /^[\dxX]{4}-[\dxX]{4}$/,
  volume: /^[\d_-]+$/,
  issue: /^[\d_-]+$/,
  identifier: /^[\w.]+$/,
  digits: /^\d+$/,
} as const;

type ParamRuleName = keyof typeof paramRules;

export interface PageRoute {
  /** The spec's route name (Nuxt style: path segments joined by "-", parameters by their name). */
  name: string;
  /** react-router path pattern. */
  path: string;
  layout: LayoutName;
  remote: RemoteName;
  /** Parameters that must satisfy a rule of spec section 5. */
  params?: Readonly<Record<string, ParamRuleName>>;
}

export interface RedirectRoute {
  path: string;
  /** Target for the matched parameters; a leading "/" is an internal path. */
  to: (params: Readonly<Record<string, string | undefined>>) => string;
}

const article = { issn: 'issn', volume: 'volume', issue: 'issue', identifier: 'identifier' } as const;

function page(name: string, path: string, layout: LayoutName, remote: RemoteName, params?: PageRoute['params']): PageRoute {
  return params ? { name, path, layout, remote, params } : { name, path, layout, remote };
}

const S = 'mf-static-pages';
const J = 'mf-journal';

/** Journal subpages (spec 2.5), all under /journal/:slug. */
const journalSubpages: Array<[suffix: string, layout: LayoutName, params?: PageRoute['params']]> = [
  ['societies', 'journal-with-toc'],
  ['apc', 'journal-with-toc'],
  ['about', 'journal-with-toc'],
  ['stats', 'journal-with-toc'],
  ['history', 'journal-with-toc'],
  ['imprint', 'journal-with-toc'],
  ['indexing', 'journal-with-toc'],
  ['exhibition', 'journal-with-toc'],
  ['guidelines', 'journal-with-toc'],
  ['anniversary', 'journal-with-toc'],
  ['conferences', 'journal-with-toc'],
  ['issues', 'journal-with-toc'],
  ['editorial_office', 'journal-with-toc'],
  ['editors', 'journal-with-toc'],
  ['publication_committee', 'journal-with-toc'],
  ['topical_advisory_panel', 'journal-with-toc'],
  ['awards', 'journal-with-toc'],
  ['awards/:awardGroupId', 'journal-with-toc', { awardGroupId: 'digits' }],
  ['awards/submit/:awardGroupId/thesis', 'form', { awardGroupId: 'digits' }],
  ['travel', 'journal-with-toc'],
  ['young-investigator', 'journal-with-toc'],
  ['sections', 'journal-with-toc'],
  ['sections/:nameSystem', 'journal-with-toc'],
  ['open-for-submission', 'journal-with-toc'],
  ['news-and-conferences', 'journal-with-toc'],
  ['news-and-conferences/news/:id', 'journal-with-toc', { id: 'digits' }],
  ['news-and-conferences/conferences/:id', 'journal-with-toc'],
  ['most-cited', 'journal-with-toc'],
  ['most-recent', 'journal-with-toc'],
  ['most-viewed', 'journal-with-toc'],
  ['editors_choice', 'journal-with-toc'],
  ['society-collaborations', 'journal-with-toc'],
  ['events', 'journal-with-toc'],
  ['events/:id', 'journal-with-toc'],
  ['special_issues', 'journal-with-toc'],
  ['special_issues/:identifier', 'journal'],
  ['special_issues/:identifier/abstract', 'journal'],
  ['special_issues/:identifier/ge_instructions', 'journal'],
  ['instructions', 'journal-with-toc'],
  ['instructions_for_editors', 'journal-with-toc'],
  ['instruction_for_conference_organizers', 'journal-with-toc'],
  ['submission_reviewers', 'journal-with-toc'],
  ['announcements', 'journal-with-toc'],
  ['announcements/:id', 'journal-with-toc'],
  ['topical_collections', 'journal-with-toc'],
  ['topical_collections/:identifier', 'journal'],
];

/** Builds the spec's route name from a path: "/journal/:slug/awards" -> "journal-slug-awards". */
export function routeNameFromPath(path: string): string {
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.replace(/^:/, '').replace(/\?$/, ''))
    .filter((segment) => segment !== '*');
  return segments.length === 0 ? 'index' : segments.join('-');
}

function named(path: string, layout: LayoutName, remote: RemoteName, params?: PageRoute['params']): PageRoute {
  return page(routeNameFromPath(path), path, layout, remote, params);
}

const staticContent = (paths: string[]): PageRoute[] => paths.map((path) => named(path, 'static-content', S));

export const pageRoutes: readonly PageRoute[] = [
  // 2.1 Public routes
  named('/', 'static-landing', S),
  named('/search', 'default', 'mf-search'),
  named('/topics', 'topics', 'mf-search'),
  named('/topics/about', 'topics', S),
  named('/topics/award', 'topics', S),
  named('/topics/editors', 'topics', S),
  named('/topics/proposal', 'form', S),
  named('/topics/:identifier', 'topics', S),
  named('/topics/:identifier/:journalNameSystem/abstract', 'topics', S),
  named('/support', 'static-landing', S),
  named('/support/:option', 'form', S),
  named('/subscribe', 'form', S),
  named('/subscribe/verify/:hash', 'form', S),
  named('/subscribe_ri_email/:emailBase64/:key/:nameSystem', 'form', S),
  named('/unsub/managesubscriptions', 'form', S),
  named('/unsub_release_email/:encodedEmail/:key/:nameSystem', 'form', S),
  named('/events/add', 'form', S),
  named('/auth/login', 'auth', S),
  named('/news', 'with-right-aside', S),
  named('/news/:id', 'with-right-aside', S, { id: 'digits' }),
  named('/si/:id', 'default', S),
  named('/message/:hashKey/:hashUserKey', 'default', S),
  named('/:id', 'static-content', S),

  // 2.2 About pages
  named('/about', 'static-landing', S),
  ...staticContent([
    '/about/impact',
    '/about/history',
    '/about/history/grosspeteranlage',
    '/about/history/former-headquarters',
    '/about/mission',
    '/about/payment',
    '/about/privacy',
    '/about/products',
    '/about/integrity',
    '/about/leadership',
    '/about/termsofuse',
    '/about/terms-and-conditions',
    '/about/proceedings',
    '/about/announcements',
    '/about/annual-reports',
    '/about/author-support',
    '/about/office-locations',
    '/about/apc_faq',
    '/about/article_types',
    '/about/article_types/registered_reports',
    '/about/controversial-articles',
  ]),
  named('/about/journals', 'default', 'mf-search'),
  page('about-journals-slug', '/about/journals/*', 'form', S),
  named('/about/proceedings/proceedings_submit_proposal', 'form', S),
  named('/about/journalfinder', 'default', 'mf-search'),

  // 2.3 Other information pages
  named('/awards', 'awards', S),
  named('/awards/search', 'awards', 'mf-search'),
  named('/societies', 'static-landing', S),
  named('/societies_journals', 'static-content', S),
  named('/societies_partnership', 'static-content', S),
  named('/societies/contact/general', 'form', S),
  named('/societies/contact/affiliation', 'form', S),
  named('/societies/contact/new-journal', 'form', S),
  named('/societies/contact/journal-transfer', 'form', S),
  named('/ioap', 'static-landing', S),
  named('/ioap-form', 'form', S),
  named('/ioap/recommend', 'form', S),
  named('/partnerships', 'static-landing', S),
  named('/partnerships/conferences', 'static-content', S),
  named('/apc', 'static-content', S),
  named('/apc/apc-updates', 'static-content', S),
  ...staticContent([
    '/ethics',
    '/guidelines',
    '/openaccess',
    '/publishing',
    '/publishing_services',
    '/editorial_process',
    '/special_issues_guidelines',
  ]),
  named('/special-issues/proposal', 'form', S),
  named('/authors', 'static-landing', S),
  named('/editors', 'static-landing', S),
  named('/reviewers', 'static-landing', S),
  named('/librarians', 'static-landing', S),

  // 2.4 Author service pages
  ...[
    '/authors/step/word-count',
    '/authors/step/order-review',
    '/authors/step/figure-editing',
    '/authors/step/editing-service',
    '/authors/step/academic-formatting',
  ].map((path) => named(path, 'author-services-step', 'mf-author-services')),
  ...[
    '/authors/english',
    '/authors/english/figures-formatting',
    '/authors/english-editing',
    '/authors/latex',
    '/authors/layout',
    '/authors/rights',
    '/authors/funding',
    '/authors/promoting',
    '/authors/references',
    '/authors/transfer-service',
    '/authors/avoid-phishing-emails',
  ].map((path) => named(path, 'author-services', 'mf-author-services')),

  // 2.5 Journal pages
  named('/journal/:slug', 'journal', J),
  ...journalSubpages.map(([suffix, layout, params]) => named(`/journal/:slug/${suffix}`, layout, J, params)),

  // 2.6 Article routes
  named('/:issn/:volume', 'journal-with-toc', 'mf-article', { issn: 'issn', volume: 'volume' }),
  named('/:issn/:volume/:issue', 'journal-with-toc', 'mf-article', { issn: 'issn', volume: 'volume', issue: 'issue' }),
  named('/:issn/:volume/:issue/:identifier', 'article', 'mf-article', article),
  ...['xml', 'notes', 'pdf-vor', 'pdf-with-cover', 'reprints', 'review_report'].map((suffix) =>
    named(`/:issn/:volume/:issue/:identifier/${suffix}`, 'article-subpage', 'mf-article', article),
  ),
];

const withNameSystem = (path: string, nameSystem: string | undefined) =>
  nameSystem ? `${path}?nameSystem=${encodeURIComponent(nameSystem)}` : path;

/** A path parameter put back into a URL: react-router hands parameters over decoded. */
const seg = (value: string | undefined) => encodeURIComponent(value ?? '');

/** Spec 2.7: redirects known to the site. Both the server (301) and the shell (client navigation) apply them. */
export const redirectRoutes: readonly RedirectRoute[] = [
  { path: '/journal/:slug/most_cited', to: (p) => `/journal/${seg(p.slug)}/most-cited` },
  { path: '/journal/:slug/toc-alert', to: (p) => `/journal/${seg(p.slug)}#journal-alerts` },
  { path: '/journal/:slug/editors/meet', to: (p) => `/journal/${seg(p.slug)}` },
  { path: '/journal/:slug/proceedings_submit_proposal', to: () => '/about/proceedings/proceedings_submit_proposal' },
  { path: '/topics/editors/:x', to: (p) => withNameSystem('/topics/editors', p.x) },
  { path: '/journal/:slug/sectioneditors/:x', to: (p) => withNameSystem(`/journal/${seg(p.slug)}/editors`, p.x) },
  { path: '/journal/:slug/topic_editors', to: (p) => `/journal/${seg(p.slug)}/topical_advisory_panel` },
  { path: '/journal/:slug/topic_editors/:x', to: (p) => withNameSystem(`/journal/${seg(p.slug)}/topical_advisory_panel`, p.x) },
  { path: '/journal/:slug/topical_advisory_panel/:x', to: (p) => withNameSystem(`/journal/${seg(p.slug)}/topical_advisory_panel`, p.x) },
  // Legacy paths of the old site (spec 2.7 leaves their targets to us).
  { path: '/about/team', to: () => '/about/leadership' },
  { path: '/about/board', to: () => '/about/leadership' },
  { path: '/about/contact', to: () => '/support' },
  { path: '/user/login', to: () => '/auth/login' },
  { path: '/user/register', to: () => '/auth/login' },
  { path: '/subject', to: () => '/topics' },
  { path: '/subject/*', to: () => '/topics' },
];

/**
 * Where a redirect rule sends a request: its target, with the request's query kept unless the
 * target sets its own, and placed before any #fragment.
 */
export function redirectLocation(rule: RedirectRoute, params: Readonly<Record<string, string | undefined>>, search: string): string {
  const target = rule.to(params);
  if (!search || target.includes('?')) return target;
  const hashAt = target.indexOf('#');
  return hashAt === -1 ? `${target}${search}` : `${target.slice(0, hashAt)}${search}${target.slice(hashAt)}`;
}

/** True when every parameter with a rule satisfies it (spec section 5). */
export function paramsAreValid(route: Pick<PageRoute, 'params'>, params: Readonly<Record<string, string | undefined>>): boolean {
  if (!route.params) return true;
  return Object.entries(route.params).every(([param, rule]) => {
    const value = params[param];
    return value !== undefined && paramRules[rule].test(value);
  });
}

export function routeByName(name: string): PageRoute | undefined {
  return pageRoutes.find((route) => route.name === name);
}
