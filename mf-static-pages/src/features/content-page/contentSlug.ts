// Which content page (GET /api/content/{slug}) an information route shows, and which route's address
// a content page has.
import { pageRoutes } from '@oap/contracts/routing/routeTable.ts';

/** Routes whose content file is named differently from the route (server/content/<slug>.md). */
const slugOverrides: Readonly<Record<string, string>> = {
  openaccess: 'open-access',
};

/** Route name -> content slug: "about-impact" stays, "editorial_process" -> "editorial-process". */
export function contentSlugForRoute(routeName: string): string {
  return slugOverrides[routeName] ?? routeName.replace(/_/g, '-');
}

/**
 * The address the site gives a content page, when a route of its own shows it ("open-access" ->
 * "/openaccess", "editorial-process" -> "/editorial_process"): the catch-all /{id} shows any content
 * page, and names that address as its canonical URL. Undefined when no route but /{id} shows it.
 */
export function contentRoutePath(slug: string): string | undefined {
  const route = pageRoutes.find((page) => page.name !== 'id' && !/[:*]/.test(page.path) && contentSlugForRoute(page.name) === slug);
  return route && route.path !== `/${slug}` ? route.path : undefined;
}
