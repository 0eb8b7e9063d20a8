// The site's own cookies (not the embedded provider's, which live under /oidc). On an https site
// they carry the __Host- prefix: the browser then accepts them only with Secure, Path=/ and no
// Domain, so neither plain http nor a sibling subdomain can plant or overwrite them.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';

export const sessionCookieBaseName = 'oap_session';

export type SiteCookie = 'session' | 'signIn' | 'signOut';

const baseNames: Record<SiteCookie, string> = {
  session: sessionCookieBaseName,
  signIn: 'oap_sign_in',
  signOut: 'oap_sign_out',
};

export interface SiteCookies {
  name(cookie: SiteCookie): string;
  read(request: FastifyRequest, cookie: SiteCookie): string | undefined;
  set(reply: FastifyReply, cookie: SiteCookie, value: string, maxAgeSeconds: number): void;
  clear(reply: FastifyReply, cookie: SiteCookie): void;
}

/** The cookie name as sent for this site: "__Host-oap_session" on https, "oap_session" on http. */
export function siteCookieName(cookie: SiteCookie, secure: boolean): string {
  return `${secure ? '__Host-' : ''}${baseNames[cookie]}`;
}

export function siteCookies(secure: boolean): SiteCookies {
  // Path=/ for all of them: required by __Host-, and the same on http so both behave alike.
  const options = (maxAge?: number): CookieSerializeOptions => ({ path: '/', httpOnly: true, sameSite: 'lax', secure, ...(maxAge === undefined ? {} : { maxAge }) });
  return {
    name: (cookie) => siteCookieName(cookie, secure),
    read: (request, cookie) => request.cookies[siteCookieName(cookie, secure)],
    set: (reply, cookie, value, maxAgeSeconds) => void reply.setCookie(siteCookieName(cookie, secure), value, options(maxAgeSeconds)),
    clear: (reply, cookie) => void reply.clearCookie(siteCookieName(cookie, secure), options()),
  };
}
