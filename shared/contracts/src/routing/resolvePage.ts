// Resolves a path against the routing table: a page (with its valid parameters), a redirect (spec
// 2.7), or not found (unknown path or a parameter that breaks spec section 5). The server answers
// 200/301/404 from it; the shell uses it to preload the remote behind a link.
import { matchRoutes } from 'react-router';
import { pageRoutes, paramsAreValid, redirectLocation, redirectRoutes, type PageRoute } from './routeTable.ts';

export type PageResolution =
  | { kind: 'page'; route: PageRoute; params: Record<string, string | undefined> }
  | { kind: 'redirect'; location: string }
  | { kind: 'not-found' };

export type Candidate = { path: string; page?: PageRoute; redirect?: (typeof redirectRoutes)[number] };

export const candidates: Candidate[] = [
  ...pageRoutes.map((page) => ({ path: page.path, page })),
  ...redirectRoutes.map((redirect) => ({ path: redirect.path, redirect })),
];

/**
 * matchRoutes flattens and ranks every route it is given on each call: over the whole table that
 * was about 1 ms of CPU per page request on the server, and a router made in the browser pays the
 * same (on a journal's home its 65 journal routes cost a mid-range phone ~40 ms). A path can only
 * match routes whose first segment is its own (compared as react-router does: decoded,
 * case-insensitive) or a parameter, and whose number of segments it has: one per static or
 * parameter segment, fewer where one is optional, any number more after a splat (`*`). So each
 * call gets just those, in table order; the ranking among them, and so the answer, is the same as
 * over the whole table (resolvePage.test.ts and the shell's routes.test.tsx compare the two).
 */
const segmentsOf = (path: string): string[] => path.split('/').filter(Boolean);
const firstSegmentOf = (path: string): string => segmentsOf(path)[0] ?? '';
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

/** The table's routes that can match `pathname`, in table order. */
export function candidatesFor(pathname: string): Candidate[] {
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
}

export function resolvePage(pathname: string, search = ''): PageResolution {
  const matches = matchRoutes(candidatesFor(pathname), pathname);
  const match = matches?.at(-1);
  if (!match) return { kind: 'not-found' };
  const { page, redirect } = match.route;
  if (redirect) {
    return { kind: 'redirect', location: redirectLocation(redirect, match.params, search) };
  }
  if (page && paramsAreValid(page, match.params)) return { kind: 'page', route: page, params: match.params };
  return { kind: 'not-found' };
}
