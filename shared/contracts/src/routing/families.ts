// The families (issue 22): which paths each remote may serve. The shell owns them, with the redirects
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

/** How specifically `pattern` covers `routePath`, or -1 when it does not. */
function coverage(pattern: string, routePath: string): number {
  const patternSegments = segmentsOf(pattern);
  const below = patternSegments.at(-1) === '*';
  const fixed = below ? patternSegments.slice(0, -1) : patternSegments;
  const route = segmentsOf(routePath);
  if (below ? route.length <= fixed.length : route.length !== fixed.length) return -1;
  const same = fixed.every((segment, index) => {
    const routeSegment = route[index]!;
    return isParam(segment) ? isParam(routeSegment) : segment.toLowerCase() === routeSegment.toLowerCase();
  });
  return same ? fixed.length * 2 + (below ? 0 : 1) : -1;
}

/** The remote whose family a route path lies in. */
export function familyOf(routePath: string): RemoteName | undefined {
  let best: { remote: RemoteName; score: number } | undefined;
  for (const [remote, patterns] of Object.entries(families) as [RemoteName, readonly string[]][]) {
    for (const pattern of patterns) {
      const score = coverage(pattern, routePath);
      if (score >= 0 && (!best || score > best.score)) best = { remote, score };
    }
  }
  return best?.remote;
}
