// /robots.txt (issue 21): everything readable may be crawled; the sitemap index is named; what only
// wastes a crawler's budget is kept out: search results (endless combinations of filters, and noindex
// anyway), the API, sign-in, forms (every route in the `form` layout of the routing table, so a new
// form page is covered without touching this file), the editorial office and personal links.
import type { FastifyInstance } from 'fastify';
import { pageRoutes } from '@oap/contracts/routing/routeTable.ts';

/** A route path as a robots.txt pattern: each parameter a wildcard (as Google and Bing read `*`), nothing after the last one. */
export function patternOf(path: string): string {
  return path.replace(/:[^/]+|\*/g, '*').replace(/\*$/, '');
}

export function robotsText(publicUrl: string): string {
  const formPaths = pageRoutes.filter((route) => route.layout === 'form').map((route) => patternOf(route.path));
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

export async function robotsPlugin(app: FastifyInstance, options: { publicUrl: string }): Promise<void> {
  const text = robotsText(options.publicUrl);
  app.get('/robots.txt', async (_request, reply) => reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(text));
}
