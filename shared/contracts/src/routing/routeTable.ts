// The site's routing table (spec sections 2.1 to 2.8 and 5): the page routes of every family as the
// builds of this source tree declare them, the redirects of spec 2.7 and the parameter rules.
//
// The site does not route by this table at run time: each remote's build declares the routes
// inside its family (its part of this table, written into build-metadata.json: buildRoutes.ts), the
// release manifest carries them, and the server (200/301/404, robots, sitemaps) and the shell's
// router take them from the active builds (releaseRoutes.ts), so a page added here ships with a
// promote of its remote alone. The shell owns what stays here at run time: the families
// (families.ts), the redirects and the parameter rules. The page entries remain the route names the
// remotes' code is typed against.
//
// The table is const data: each entry's name is computed from its path at the type level too
// (RouteNameFromPath), so every remote has a union of its route names (RouteNameOf<'mf-journal'>).
import type { LayoutName, RemoteName } from '../federation/contract.ts';
import { satisfiesRule, type ParamRuleName } from './paramRules.ts';
import { pageRoutes } from './pageRoutes.ts';

export { paramRules, type ParamRuleName } from './paramRules.ts';
export { pageRoutes } from './pageRoutes.ts';
export { journalPage, routeNameFromPath, type RouteNameFromPath } from './routeNames.ts';

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
 * A redirect as data (the shell's build-metadata.json carries them, so they travel with a
 * shell release). `to` is a site path, or an absolute http(s) URL on a host the server's
 * configuration allows (spec 2.7: "an absolute URL or an internal path"), in which `:name` stands for
 * the matched parameter of that name, percent-encoded (react-router hands parameters over decoded).
 */
export interface RedirectRoute {
  readonly path: string;
  readonly to: string;
}


/** One entry of the table, as the compiler knows it (name and remote are literal types). */
export type PageRouteEntry = (typeof pageRoutes)[number];
/** Every route name of the site. */
export type RouteName = PageRouteEntry['name'];
/** The route names the table gives one remote: what its ./routes must serve, exactly. */
export type RouteNameOf<Remote extends RemoteName> = Extract<PageRouteEntry, { remote: Remote }>['name'];

/** The names of one remote's routes, in table order. */
export function routeNamesOf<Remote extends RemoteName>(remote: Remote): RouteNameOf<Remote>[] {
  return pageRoutes.filter((route) => route.remote === remote).map((route) => route.name as RouteNameOf<Remote>);
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

const isSitePath = (text: unknown): text is string => typeof text === 'string' && text.startsWith('/') && !text.startsWith('//') && !text.includes('\\');

/**
 * The host (with its port, if any) of an absolute http(s) redirect target, lower case; null for
 * anything else. Parameters (`:name`) may stand in its path and query, never in its host: a rule
 * with one there does not parse as a URL, and is refused.
 */
export function absoluteRedirectHost(to: string): string | null {
  if (!/^https?:\/\//i.test(to) || to.includes('\\')) return null;
  try {
    const url = new URL(to);
    return url.username || url.password ? null : url.host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * True when a redirect read from a build is one the site can follow: it matches a site path, and it
 * sends to a site path or to an absolute URL on one of `allowedHosts` (the server's REDIRECT_HOSTS).
 * Redirect rules come from the shell's release, never from readers; the allow-list keeps a rule
 * that names a host nobody approved from becoming a way off the site.
 */
export function isRedirectRule(value: unknown, allowedHosts: readonly string[] = []): value is RedirectRoute {
  const rule = value as Partial<RedirectRoute> | null;
  if (typeof rule !== 'object' || rule === null || !isSitePath(rule.path) || typeof rule.to !== 'string') return false;
  if (isSitePath(rule.to)) return true;
  const host = absoluteRedirectHost(rule.to);
  return host !== null && allowedHosts.some((allowed) => allowed.toLowerCase() === host);
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
