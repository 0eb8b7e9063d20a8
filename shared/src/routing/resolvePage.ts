// Resolves a path against the routing table: a page (with its valid parameters), a redirect (spec
// 2.7), or not found (unknown path or a parameter that breaks spec section 5). The server answers
// 200/301/404 from it; the shell uses it to preload the remote behind a link.
import { matchRoutes } from 'react-router';
import { pageRoutes, paramsAreValid, redirectLocation, redirectRoutes, type PageRoute } from './routeTable.ts';

export type PageResolution =
  | { kind: 'page'; route: PageRoute; params: Record<string, string | undefined> }
  | { kind: 'redirect'; location: string }
  | { kind: 'not-found' };

type Candidate = { path: string; page?: PageRoute; redirect?: (typeof redirectRoutes)[number] };

const candidates: Candidate[] = [
  ...pageRoutes.map((page) => ({ path: page.path, page })),
  ...redirectRoutes.map((redirect) => ({ path: redirect.path, redirect })),
];

export function resolvePage(pathname: string, search = ''): PageResolution {
  const matches = matchRoutes(candidates, pathname);
  const match = matches?.at(-1);
  if (!match) return { kind: 'not-found' };
  const { page, redirect } = match.route;
  if (redirect) {
    return { kind: 'redirect', location: redirectLocation(redirect, match.params, search) };
  }
  if (page && paramsAreValid(page, match.params)) return { kind: 'page', route: page, params: match.params };
  return { kind: 'not-found' };
}
