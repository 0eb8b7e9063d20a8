// Route names from paths (spec section 1: Nuxt style, path segments joined by "-"), at the type level
// too, and the helpers the routing table (pageRoutes.ts) and the release check page (buildRoutes.ts)
// are written with.
import type { LayoutName, RemoteName } from '../federation/contract.ts';
import type { PageRoute, ParamRules } from './routeTable.ts';

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

export function page<const Name extends string, const Remote extends RemoteName, const Layout extends LayoutName>(
  name: Name,
  path: string,
  layout: Layout,
  remote: Remote,
  params?: ParamRules,
): PageRoute<Name, Remote, Layout> {
  return params ? { name, path, layout, remote, params } : { name, path, layout, remote };
}

export function named<const Path extends string, const Remote extends RemoteName, const Layout extends LayoutName>(
  path: Path,
  layout: Layout,
  remote: Remote,
  params?: ParamRules,
): PageRoute<RouteNameFromPath<Path>, Remote, Layout> {
  return page(routeNameFromPath(path), path, layout, remote, params);
}

/** Pages with one layout and remote, from a list of paths (the names stay a union of literals). */
export function each<const Path extends string, const Remote extends RemoteName, const Layout extends LayoutName>(
  paths: readonly Path[],
  layout: Layout,
  remote: Remote,
  params?: ParamRules,
): PageRoute<RouteNameFromPath<Path>, Remote, Layout>[] {
  return paths.map((path) => named(path, layout, remote, params));
}

const J = 'mf-journal';

/** Every journal page names a journal: a name that cannot be one is a 404 without asking the API. */
export const journalName = { slug: 'nameSystem' } as const;

/** A journal subpage (spec 2.5), under /journal/:slug (the release check page is made with it too: buildRoutes.ts). */
export function journalPage<const Suffix extends string, const Layout extends LayoutName = 'journal-with-toc'>(
  suffix: Suffix,
  layout: Layout = 'journal-with-toc' as Layout,
  params: ParamRules = {},
): PageRoute<RouteNameFromPath<`/journal/:slug/${Suffix}`>, typeof J, Layout> {
  return named(`/journal/:slug/${suffix}`, layout, J, { ...journalName, ...params });
}

