// Views of pages a shared cache serves. A page's loader counts a view of what it shows (an article,
// COUNTER), but a page served from Varnish's memory reaches no server. So a page fetched by a cache
// that processes Edge Side Includes (our VCL announces it with Surrogate-Capability, as the ESI
// specification has surrogates do) carries one include of an empty, never-cached answer that counts
// the view: the cache fetches it for every reader it serves the page to, with their address and user
// agent, and puts its empty body in the page. A reader already counted is not counted again (COUNTER
// sessions), so the view the render itself counted is not doubled. Readers reached without such a
// cache (the server's own page cache counts its views itself) get no include.
import type { FastifyRequest } from 'fastify';

/** What a surrogate that processes ESI sends (deploy/varnish/default.vcl). */
export function cacheProcessesIncludes(request: FastifyRequest): boolean {
  return /ESI\/1\.0/.test(String(request.headers['surrogate-capability'] ?? ''));
}

/** Tells the surrogate to process the includes of this response (ESI 1.0's Surrogate-Control). */
export const includesControl = { name: 'surrogate-control', value: 'content="ESI/1.0"' } as const;

/** The document with an include of `src` at the end of its body (as it is, for none). */
export function withViewInclude(template: string, src: string | null): string {
  if (src === null) return template;
  const at = template.lastIndexOf('</body>');
  const include = `<esi:include src="${src.replace(/"/g, '&quot;')}"/>`;
  return at < 0 ? `${template}${include}` : `${template.slice(0, at)}${include}${template.slice(at)}`;
}
