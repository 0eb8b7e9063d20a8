// A set of page routes with the site's redirects, and the lookup over them: a path resolves to a page
// (with its valid parameters), a redirect (spec 2.7), or not found (unknown path or a parameter that
// breaks spec section 5). Built once per set of active builds (releaseRoutes.ts): the server answers
// 200/301/404 from it, the shell's router and its link preloading use it.
import { matchRoutes } from 'react-router';
import { paramsAreValid, redirectLocation, redirectRoutes, type PageRoute, type RedirectRoute } from './routeTable.ts';

export type PageResolution =
  | { kind: 'page'; route: PageRoute; params: Record<string, string | undefined> }
  | { kind: 'redirect'; location: string }
  | { kind: 'not-found' };

export type Candidate = { path: string; page?: PageRoute; redirect?: RedirectRoute };

export interface RouteSet {
  /** Names the builds the set was made from: equal stamps, equal routes (a cache key for what is made from them). */
  readonly stamp: string;
  readonly pages: readonly PageRoute[];
  /** Pages, then redirects: what a router over the whole set is given. */
  readonly candidates: Candidate[];
  /** The set's entries that can match `pathname`, in set order. */
  candidatesFor(pathname: string): Candidate[];
  resolve(pathname: string, search?: string): PageResolution;
  byName(name: string): PageRoute | undefined;
}

/**
 * matchRoutes flattens and ranks every route it is given on each call: over the whole table that
 * was about 1 ms of CPU per page request on the server, and a router made in the browser pays the
 * same (on a journal's home its 65 journal routes cost a mid-range phone ~40 ms). A path can only
 * match routes whose first segment is its own (compared as react-router does: decoded,
 * case-insensitive) or a parameter, and whose number of segments it has: one per static or
 * parameter segment, fewer where one is optional, any number more after a splat (`*`). So each
 * call gets just those, in set order; the ranking among them, and so the answer, is the same as
 * over the whole set (resolvePage.test.ts and the shell's routes.test.tsx compare the two).
 */
const segmentsOf = (path: string): string[] => path.split('/').filter(Boolean);
const firstSegmentOf = (path: string): string => segmentsOf(path)[0] ?? '';

/**
 * A path whose best-ranked page refuses its parameters may still be a redirect's: `/subject/a/b`
 * ranks the article route `/:issn/:volume/:issue` above `/subject/*` (three segments outrank a
 * splat), but "subject" is no ISSN. Only redirects are tried again, so a bad id stays a 404 (spec 8)
 * rather than finding some other page.
 */
export function redirectBehind(candidates: readonly Candidate[], pathname: string, search = ''): PageResolution {
  const match = matchRoutes(candidates.filter((candidate) => candidate.redirect), pathname)?.at(-1);
  return match?.route.redirect ? { kind: 'redirect', location: redirectLocation(match.route.redirect, match.params, search) } : { kind: 'not-found' };
}

export function createRouteSet(pages: readonly PageRoute[], { redirects = redirectRoutes, stamp = 'table' }: { redirects?: readonly RedirectRoute[]; stamp?: string } = {}): RouteSet {
  const candidates: Candidate[] = [...pages.map((page) => ({ path: page.path, page })), ...redirects.map((redirect) => ({ path: redirect.path, redirect }))];
  // Per candidate, computed once (this runs as the shell starts, on every page): its first segment,
  // and how many segments a path it matches can have.
  const firstSegments = candidates.map((candidate) => firstSegmentOf(candidate.path).toLowerCase());
  const dynamic = firstSegments.map((segment) => segment.startsWith(':'));
  const segmentRanges = candidates.map((candidate) => {
    const segments = segmentsOf(candidate.path);
    const splat = segments.at(-1) === '*';
    const fixed = splat ? segments.slice(0, -1) : segments;
    return { min: fixed.filter((segment) => !segment.endsWith('?')).length, max: splat ? Infinity : fixed.length };
  });
  const allIndexes = candidates.map((_, index) => index);
  const dynamicFirst = allIndexes.filter((index) => dynamic[index]);
  const byFirstSegment = new Map<string, number[]>();
  for (const key of new Set(firstSegments.filter((_, index) => !dynamic[index]))) {
    byFirstSegment.set(key, allIndexes.filter((index) => dynamic[index] || firstSegments[index] === key));
  }
  const byName = new Map(pages.map((page) => [page.name, page]));

  const candidatesFor = (pathname: string): Candidate[] => {
    let first = firstSegmentOf(pathname);
    try {
      first = decodeURIComponent(first);
    } catch {
      // react-router matches a malformed segment as it is written
    }
    // Empty segments ('//') are not counted: a path with them matches no fewer routes than without.
    const count = segmentsOf(pathname).length;
    const indexes = byFirstSegment.get(first.toLowerCase()) ?? dynamicFirst;
    return indexes.filter((index) => segmentRanges[index]!.min <= count && count <= segmentRanges[index]!.max).map((index) => candidates[index]!);
  };

  return {
    stamp,
    pages,
    candidates,
    candidatesFor,
    byName: (name) => byName.get(name),
    resolve(pathname, search = '') {
      const candidates = candidatesFor(pathname);
      const match = matchRoutes(candidates, pathname)?.at(-1);
      if (!match) return { kind: 'not-found' };
      const { page, redirect } = match.route;
      if (redirect) return { kind: 'redirect', location: redirectLocation(redirect, match.params, search) };
      if (page && paramsAreValid(page, match.params)) return { kind: 'page', route: page, params: match.params };
      return redirectBehind(candidates, pathname, search);
    },
  };
}
