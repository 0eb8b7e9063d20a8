// Site-wide calls of spec 7.1 that need no store.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { oldVersionCookie } from '@oap/contracts/site/oldVersion.ts';
import { safeReturnPath } from '../auth/returnPath.ts';

export interface SitePluginOptions {
  /** PUBLIC_URL: a reader sent back after a navigation goes to a page of this site only. */
  publicUrl: string;
}

/** A browser following a link (scripts off), not the page's own script asking for JSON. */
function isNavigation(request: FastifyRequest): boolean {
  const mode = request.headers['sec-fetch-mode'];
  if (mode !== undefined) return mode === 'navigate';
  return /\btext\/html\b/.test(request.headers.accept ?? '');
}

/** The page of this site the link was followed from (its Referer), else the home page. */
function pageLeft(request: FastifyRequest, publicUrl: string): string {
  const referer = request.headers.referer;
  if (!referer) return '/';
  try {
    const from = new URL(referer);
    if (from.origin !== new URL(publicUrl).origin) return '/';
    return safeReturnPath(`${from.pathname}${from.search}`, publicUrl);
  } catch {
    return '/';
  }
}

// reply.setCookie: @fastify/cookie, registered for the whole app before this plugin.
export async function sitePlugin(app: FastifyInstance, opts: SitePluginOptions): Promise<void> {
  // Records the reader's wish to see the old version; the page then reloads (spec section 1): the
  // banner's script reloads it, and a browser without scripts is sent back to the page it was on.
  app.get('/set-old-version', async (request, reply) => {
    void reply.setCookie(oldVersionCookie, '1', { path: '/', maxAge: 31_536_000, sameSite: 'lax' }).header('cache-control', 'no-store');
    if (isNavigation(request)) return reply.redirect(pageLeft(request, opts.publicUrl), 303);
    return { ok: true };
  });
}
