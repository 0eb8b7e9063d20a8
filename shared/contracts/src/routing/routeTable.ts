// The site's routing table (spec sections 2.1 to 2.8 and 5): the page routes of every family as the
// builds of this source tree declare them, the redirects of spec 2.7 and the parameter rules.
//
// Since issue 22 the site does not route by this table at run time: each remote's build declares the
// routes inside its family (its src/routeRules.ts, written into build-metadata.json), the release
// manifest carries them, and the server (200/301/404, robots, sitemaps) and the shell's router take
// them from the active builds (releaseRoutes.ts), so a page added to a remote's routeRules.ts ships
// with a promote of that remote alone. The shell owns what stays here at run time: the families
// (families.ts), the redirects and the parameter rules. The page entries remain the route names the
// remotes' code is typed against, and the routes of a build published before build-metadata.json.
//
// The table is const data: each entry's name is computed from its path at the type level too
// (RouteNameFromPath), so every remote has a union of its route names (RouteNameOf<'mf-journal'>).
import type { LayoutName, RemoteName } from '../federation/contract.ts';
import { satisfiesRule, type ParamRuleName } from './paramRules.ts';

export { paramRules, type ParamRuleName } from './paramRules.ts';

/** Parameters that must satisfy a rule of spec section 5 (paramRules.ts). */
export type ParamRules = Readonly<Record<string, ParamRuleName>>;

export interface PageRoute<Name extends string = string, Remote extends RemoteName = RemoteName, Layout extends LayoutName = LayoutName> {
  /** The spec's route name (Nuxt style: path segments joined by "-", parameters by their name). */
  readonly name: Name;
  /** react-router path pattern. */
  readonly path: string;
  readonly layout: Layout;
  readonly remote: Remote;
  /** Parameters that must satisfy a rule of spec section 5; a value that breaks one is a 404. */
  readonly params?: ParamRules;
}

/**
 * A redirect as data (issue 22: the shell's build-metadata.json carries them, so they travel with a
 * shell release). `to` is a site path in which `:name` stands for the matched parameter of that
 * name, percent-encoded (react-router hands parameters over decoded).
 */
export interface RedirectRoute {
  readonly path: string;
  readonly to: string;
}

// routeNameFromPath at the type level: "/journal/:slug/awards" -> "journal-slug-awards", "/" -> "index".
type NamePart<Segment extends string> = Segment extends '' | '*'
  ? []
  : Segment extends `:${infer Param}`
    ? [Unoptional<Param>]
    : [Unoptional<Segment>];
type Unoptional<Segment extends string> = Segment extends `${infer Name}?` ? Name : Segment;
type NameParts<Path extends string> = Path extends `${infer Head}/${infer Rest}` ? [...NamePart<Head>, ...NameParts<Rest>] : NamePart<Path>;
type JoinWithDash<Parts> = Parts extends [infer Only extends string]
  ? Only
  : Parts extends [infer First extends string, ...infer Rest]
    ? `${First}-${JoinWithDash<Rest>}`
    : never;
export type RouteNameFromPath<Path extends string> = NameParts<Path> extends [] ? 'index' : JoinWithDash<NameParts<Path>>;

/** Builds the spec's route name from a path: "/journal/:slug/awards" -> "journal-slug-awards". */
export function routeNameFromPath<const Path extends string>(path: Path): RouteNameFromPath<Path> {
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.replace(/^:/, '').replace(/\?$/, ''))
    .filter((segment) => segment !== '*');
  return (segments.length === 0 ? 'index' : segments.join('-')) as RouteNameFromPath<Path>;
}

function page<const Name extends string, const Remote extends RemoteName, const Layout extends LayoutName>(
  name: Name,
  path: string,
  layout: Layout,
  remote: Remote,
  params?: ParamRules,
): PageRoute<Name, Remote, Layout> {
  return params ? { name, path, layout, remote, params } : { name, path, layout, remote };
}

function named<const Path extends string, const Remote extends RemoteName, const Layout extends LayoutName>(
  path: Path,
  layout: Layout,
  remote: Remote,
  params?: ParamRules,
): PageRoute<RouteNameFromPath<Path>, Remote, Layout> {
  return page(routeNameFromPath(path), path, layout, remote, params);
}

/** Pages with one layout and remote, from a list of paths (the names stay a union of literals). */
function each<const Path extends string, const Remote extends RemoteName, const Layout extends LayoutName>(
  paths: readonly Path[],
  layout: Layout,
  remote: Remote,
  params?: ParamRules,
): PageRoute<RouteNameFromPath<Path>, Remote, Layout>[] {
  return paths.map((path) => named(path, layout, remote, params));
}

const S = 'mf-static-pages';
const J = 'mf-journal';

/** Every journal page names a journal: a name that cannot be one is a 404 without asking the API. */
const journalName = { slug: 'nameSystem' } as const;

/** A journal subpage (spec 2.5), under /journal/:slug (mf-journal declares its own with it too: its routeRules.ts). */
export function journalPage<const Suffix extends string, const Layout extends LayoutName = 'journal-with-toc'>(
  suffix: Suffix,
  layout: Layout = 'journal-with-toc' as Layout,
  params: ParamRules = {},
): PageRoute<RouteNameFromPath<`/journal/:slug/${Suffix}`>, typeof J, Layout> {
  return named(`/journal/:slug/${suffix}`, layout, J, { ...journalName, ...params });
}

const article = { issn: 'issn', volume: 'volume', issue: 'issue', identifier: 'identifier' } as const;
const specialIssue = { identifier: 'slug' } as const;

export const pageRoutes = [
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
  // Not in the spec's list (issue 16): the editorial office reads the stored submissions of every form.
  named('/editorial-office/submissions', 'default', S),
  named('/editorial-office/submissions/:reference', 'default', S, { reference: 'slug' }),
  // Not in the spec's list (issue 20): the signed-in reader's own page (alerts, forms sent, a link to
  // their profile on the submission system, where the header's Profile leads).
  named('/profile', 'default', S),
  // Not in the spec's list (issue 22): release managers' status, canaries, audit log and actions.
  named('/release-manager', 'default', S),
  named('/:id', 'static-content', S),

  // 2.2 About pages
  named('/about', 'static-landing', S),
  ...each(
    [
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
    ],
    'static-content',
    S,
  ),
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
  ...each(['/ethics', '/guidelines', '/openaccess', '/publishing', '/publishing_services', '/editorial_process', '/special_issues_guidelines'], 'static-content', S),
  named('/special-issues/proposal', 'form', S),
  named('/authors', 'static-landing', S),
  named('/editors', 'static-landing', S),
  named('/reviewers', 'static-landing', S),
  named('/librarians', 'static-landing', S),

  // 2.4 Author service pages
  ...each(
    [
      '/authors/step/word-count',
      '/authors/step/order-review',
      '/authors/step/figure-editing',
      '/authors/step/editing-service',
      '/authors/step/academic-formatting',
    ],
    'author-services-step',
    'mf-author-services',
  ),
  ...each(
    [
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
    ],
    'author-services',
    'mf-author-services',
  ),

  // 2.5 Journal pages
  named('/journal/:slug', 'journal', J, journalName),
  journalPage('societies'),
  journalPage('apc'),
  journalPage('about'),
  journalPage('stats'),
  journalPage('history'),
  journalPage('imprint'),
  journalPage('indexing'),
  journalPage('exhibition'),
  journalPage('guidelines'),
  journalPage('anniversary'),
  journalPage('conferences'),
  journalPage('issues'),
  journalPage('editorial_office'),
  journalPage('editors'),
  journalPage('publication_committee'),
  journalPage('topical_advisory_panel'),
  journalPage('awards'),
  journalPage('awards/:awardGroupId', 'journal-with-toc', { awardGroupId: 'digits' }),
  journalPage('awards/submit/:awardGroupId/thesis', 'form', { awardGroupId: 'digits' }),
  journalPage('travel'),
  journalPage('young-investigator'),
  journalPage('sections'),
  journalPage('sections/:nameSystem', 'journal-with-toc', { nameSystem: 'slug' }),
  journalPage('open-for-submission'),
  journalPage('news-and-conferences'),
  journalPage('news-and-conferences/news/:id', 'journal-with-toc', { id: 'digits' }),
  journalPage('news-and-conferences/conferences/:id'),
  journalPage('most-cited'),
  journalPage('most-recent'),
  journalPage('most-viewed'),
  journalPage('editors_choice'),
  journalPage('society-collaborations'),
  journalPage('events'),
  journalPage('events/:id'),
  journalPage('special_issues'),
  journalPage('special_issues/:identifier', 'journal', specialIssue),
  journalPage('special_issues/:identifier/abstract', 'journal', specialIssue),
  journalPage('special_issues/:identifier/ge_instructions', 'journal', specialIssue),
  journalPage('instructions'),
  journalPage('instructions_for_editors'),
  journalPage('instruction_for_conference_organizers'),
  journalPage('submission_reviewers'),
  journalPage('announcements'),
  journalPage('announcements/:id'),
  journalPage('topical_collections'),
  journalPage('topical_collections/:identifier', 'journal'),

  // 2.6 Article routes
  named('/:issn/:volume', 'journal-with-toc', 'mf-article', { issn: 'issn', volume: 'volume' }),
  named('/:issn/:volume/:issue', 'journal-with-toc', 'mf-article', { issn: 'issn', volume: 'volume', issue: 'issue' }),
  named('/:issn/:volume/:issue/:identifier', 'article', 'mf-article', article),
  ...each(
    [
      '/:issn/:volume/:issue/:identifier/xml',
      '/:issn/:volume/:issue/:identifier/notes',
      '/:issn/:volume/:issue/:identifier/pdf-vor',
      '/:issn/:volume/:issue/:identifier/pdf-with-cover',
      '/:issn/:volume/:issue/:identifier/reprints',
      '/:issn/:volume/:issue/:identifier/review_report',
    ],
    'article-subpage',
    'mf-article',
    article,
  ),
] as const satisfies readonly PageRoute[];

/** One entry of the table, as the compiler knows it (name and remote are literal types). */
export type PageRouteEntry = (typeof pageRoutes)[number];
/** Every route name of the site. */
export type RouteName = PageRouteEntry['name'];
/** The route names the table gives one remote: what its ./routes must serve, exactly. */
export type RouteNameOf<Remote extends RemoteName> = Extract<PageRouteEntry, { remote: Remote }>['name'];

/** The route names of one remote's pages with one layout. */
export type RouteNameWhere<Remote extends RemoteName, Layout extends LayoutName> = Extract<PageRouteEntry, { remote: Remote; layout: Layout }>['name'];

/** The names of one remote's routes, in table order. */
export function routeNamesOf<Remote extends RemoteName>(remote: Remote): RouteNameOf<Remote>[] {
  return pageRoutes.filter((route) => route.remote === remote).map((route) => route.name as RouteNameOf<Remote>);
}

/** The names of one remote's routes with one layout, in table order. */
export function routeNamesWhere<Remote extends RemoteName, Layout extends LayoutName>(remote: Remote, layout: Layout): RouteNameWhere<Remote, Layout>[] {
  return pageRoutes
    .filter((route) => route.remote === remote && route.layout === layout)
    .map((route) => route.name as RouteNameWhere<Remote, Layout>);
}

/** Spec 2.7: redirects known to the site. Both the server (301) and the shell (client navigation) apply them. */
export const redirectRoutes: readonly RedirectRoute[] = [
  { path: '/journal/:slug/most_cited', to: '/journal/:slug/most-cited' },
  { path: '/journal/:slug/toc-alert', to: '/journal/:slug#journal-alerts' },
  { path: '/journal/:slug/editors/meet', to: '/journal/:slug' },
  { path: '/journal/:slug/proceedings_submit_proposal', to: '/about/proceedings/proceedings_submit_proposal' },
  { path: '/topics/editors/:x', to: '/topics/editors?nameSystem=:x' },
  { path: '/journal/:slug/sectioneditors/:x', to: '/journal/:slug/editors?nameSystem=:x' },
  { path: '/journal/:slug/topic_editors', to: '/journal/:slug/topical_advisory_panel' },
  { path: '/journal/:slug/topic_editors/:x', to: '/journal/:slug/topical_advisory_panel?nameSystem=:x' },
  { path: '/journal/:slug/topical_advisory_panel/:x', to: '/journal/:slug/topical_advisory_panel?nameSystem=:x' },
  // Legacy paths of the old site (spec 2.7 leaves their targets to us).
  { path: '/about/team', to: '/about/leadership' },
  { path: '/about/board', to: '/about/leadership' },
  { path: '/about/contact', to: '/support' },
  { path: '/editorial-office', to: '/editorial-office/submissions' },
  { path: '/user/login', to: '/auth/login' },
  { path: '/user/register', to: '/auth/login' },
  { path: '/subject', to: '/topics' },
  { path: '/subject/*', to: '/topics' },
];

/** A redirect's target for the matched parameters: each `:name` replaced by its value, percent-encoded. */
export function redirectTarget(to: string, params: Readonly<Record<string, string | undefined>>): string {
  return to.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** True when a redirect read from a build is one the site can follow: both ends site paths. */
export function isRedirectRule(value: unknown): value is RedirectRoute {
  const rule = value as Partial<RedirectRoute> | null;
  const sitePath = (text: unknown) => typeof text === 'string' && text.startsWith('/') && !text.startsWith('//') && !text.includes('\\');
  return typeof rule === 'object' && rule !== null && sitePath(rule.path) && sitePath(rule.to);
}

/**
 * Where a redirect rule sends a request: its target, with the request's query kept unless the
 * target sets its own, and placed before any #fragment.
 */
export function redirectLocation(rule: RedirectRoute, params: Readonly<Record<string, string | undefined>>, search: string): string {
  const target = redirectTarget(rule.to, params);
  if (!search || target.includes('?')) return target;
  const hashAt = target.indexOf('#');
  return hashAt === -1 ? `${target}${search}` : `${target.slice(0, hashAt)}${search}${target.slice(hashAt)}`;
}

/** True when every parameter with a rule satisfies it (spec section 5). */
export function paramsAreValid(route: Pick<PageRoute, 'params'>, params: Readonly<Record<string, string | undefined>>): boolean {
  if (!route.params) return true;
  return Object.entries(route.params).every(([param, rule]) => satisfiesRule(rule, params[param]));
}

export function routeByName(name: string): PageRoute | undefined {
  return (pageRoutes as readonly PageRoute[]).find((route) => route.name === name);
}
