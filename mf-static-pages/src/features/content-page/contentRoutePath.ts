// Which route's address a content page has. A module of its own, imported by the catch-all page's
// loader when it runs: it reads the whole routing table, which a page's first load need not bring.
import { pageRoutes } from '@oap/contracts/routing/routeTable.ts';
import { contentSlugForRoute } from './contentSlug.ts';

/**
 * The address the site gives a content page, when a route of its own shows it ("open-access" ->
 * "/openaccess", "editorial-process" -> "/editorial_process"): the catch-all /{id} shows any content
 * page, and names that address as its canonical URL. Undefined when no route but /{id} shows it.
 */
export function contentRoutePath(slug: string): string | undefined {
  const route = pageRoutes.find((page) => page.name !== 'id' && !/[:*]/.test(page.path) && contentSlugForRoute(page.name) === slug);
  return route && route.path !== `/${slug}` ? route.path : undefined;
}
