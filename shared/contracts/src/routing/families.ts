// The families: which paths each remote may serve. The shell owns them, with the redirects
// and the parameter rules; the routes inside a family come from the remote's active build
// (build-metadata.json), so a team adds a page to its family with a promote alone, and cannot take
// a path of another family by publishing a build.
import type { RemoteName } from '../federation/contract.ts';

/**
 * A family is a list of path patterns: `/search` is that path, `/authors/*` any path strictly below
 * /authors. A parameter segment (`:slug`) stands for a route's parameter segment, never a fixed one.
 * A route belongs to the remote whose most specific pattern covers it (more fixed segments first,
 * a path before what lies below it), so mf-static-pages' `/*` is everything no other family names.
 */
export const families: Readonly<Record<RemoteName, readonly string[]>> = {
  'mf-journal': ['/journal/:slug', '/journal/:slug/*'],
  'mf-article': ['/:issn/:volume', '/:issn/:volume/*'],
  'mf-search': ['/search', '/topics', '/about/journals', '/about/journalfinder', '/awards/search'],
  'mf-author-services': ['/authors/*'],
  'mf-static-pages': ['/', '/*'],
};

const segmentsOf = (path: string) => path.split('/').filter(Boolean);
const isParam = (segment: string) => segment.startsWith(':');

/**
 * The patterns cut into segments once: familyOf runs for every route of every build in the manifest
 * (about 300) as the shell starts on each page, and re-splitting each pattern per route was a
 * noticeable part of that start on a phone.
 */
const patterns = (Object.entries(families) as [RemoteName, readonly string[]][]).flatMap(([remote, list]) =>
  list.map((pattern) => {
    const segments = segmentsOf(pattern);
    const below = segments.at(-1) === '*';
    const fixed = (below ? segments.slice(0, -1) : segments).map((segment) => (isParam(segment) ? null : segment.toLowerCase()));
    return { remote, fixed, below, score: fixed.length * 2 + (below ? 0 : 1) };
  }),
);

/** Whether `pattern` covers the route's segments: a parameter for a parameter, the same text for a fixed segment. */
function covers(pattern: (typeof patterns)[number], route: readonly string[]): boolean {
  const { fixed, below } = pattern;
  if (below ? route.length <= fixed.length : route.length !== fixed.length) return false;
  return fixed.every((segment, index) => {
    const routeSegment = route[index]!;
    return segment === null ? isParam(routeSegment) : !isParam(routeSegment) && segment === routeSegment.toLowerCase();
  });
}

/** The remote whose family a route path lies in: the most specific pattern that covers it. */
export function familyOf(routePath: string): RemoteName | undefined {
  const route = segmentsOf(routePath);
  let best: (typeof patterns)[number] | undefined;
  for (const pattern of patterns) {
    if ((!best || pattern.score > best.score) && covers(pattern, route)) best = pattern;
  }
  return best?.remote;
}
