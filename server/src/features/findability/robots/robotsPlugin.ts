// /robots.txt: everything readable may be crawled; the sitemap index is named; what only
// wastes a crawler's budget is kept out: search results (endless combinations of filters, and noindex
// anyway), the API, sign-in, forms (every route in the `form` layout of the routing table, so a new
// form page is covered without touching this file), the editorial office and personal links.
import type { FastifyInstance } from 'fastify';
import { pageRoutes, type PageRoute } from '@oap/contracts/routing/routeTable.ts';
import { tableRouteSet } from '@oap/contracts/routing/resolvePage.ts';
import type { RouteSet } from '@oap/contracts/routing/routeSet.ts';

/** A route path as a robots.txt pattern: each parameter a wildcard (as Google and Bing read `*`), nothing after the last one. */
export function patternOf(path: string): string {
  return path.replace(/:[^/]+|\*/g, '*').replace(/\*$/, '');
}

/** `pages`: the routes of the promoted builds; the routing table's by default. */
export function robotsText(publicUrl: string, pages: readonly PageRoute[] = pageRoutes): string {
  const formPaths = pages.filter((route) => route.layout === 'form').map((route) => patternOf(route.path));
  const personal = ['/search', '/awards/search', '/api/', '/oidc/', '/editorial-office/', '/message/', '/unsub/', '/auth/', '/profile', '/release-manager'];
  const rules = [...new Set([...personal, ...formPaths])].sort();
  // A rule another one already covers (a prefix of it without wildcards) is left out.
  const disallowed = rules.filter((rule) => !rules.some((other) => other !== rule && !other.includes('*') && rule.startsWith(other)));
  return [
    '# The publisher\'s articles, journals and information pages are open to every crawler.',
    'User-agent: *',
    ...disallowed.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * The routes of the promoted builds, when the app knows them (pages/activeRoutes.ts), so a form page a
 * build adds is disallowed once it is promoted; the routing table's otherwise (the findability tests' app).
 */
export function activeRoutesOf(app: FastifyInstance): () => RouteSet {
  return app.hasDecorator('activeRoutes') ? () => app.activeRoutes() : () => tableRouteSet;
}

export async function robotsPlugin(app: FastifyInstance, options: { publicUrl: string }): Promise<void> {
  const routes = activeRoutesOf(app);
  // Written again only when the promoted builds change.
  let kept = { stamp: '', text: '' };
  app.get('/robots.txt', async (_request, reply) => {
    const active = routes();
    if (kept.stamp !== active.stamp || !kept.text) kept = { stamp: active.stamp, text: robotsText(options.publicUrl, active.pages) };
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(kept.text);
  });
}
