// A Cookie request header read and written again with the `cookie` package (what @fastify/cookie
// parses with), values as they were written (neither decoded nor encoded): for code that passes a
// reader's cookies on to another request (a server render's API calls, the sign-in provider).
import { parseCookie, parseSetCookie, stringifyCookie } from 'cookie';

const asWritten = { decode: (value: string) => value, encode: (value: string) => value };

/** The cookies of a Cookie header, by name. */
export function cookiesIn(header: string): Map<string, string> {
  const pairs = Object.entries(parseCookie(header, { decode: asWritten.decode }));
  return new Map(pairs.filter((entry): entry is [string, string] => entry[1] !== undefined));
}

/** A Cookie header for the given cookies. */
export function cookieHeader(cookies: Iterable<[string, string]>): string {
  return stringifyCookie(Object.fromEntries(cookies), { encode: asWritten.encode });
}

/**
 * The cookies after a response's Set-Cookie headers, as a browser keeps them for the next request of
 * the same page: each set cookie's value, and a cookie that one clears (Max-Age 0, or an expiry
 * passed) gone.
 */
export function cookiesAfter(cookies: Map<string, string>, setCookies: Iterable<string>, now = Date.now()): Map<string, string> {
  const kept = new Map(cookies);
  for (const header of setCookies) {
    const { name, value, maxAge, expires } = parseSetCookie(header, { decode: asWritten.decode });
    if (!name) continue;
    if ((maxAge !== undefined && maxAge <= 0) || (expires !== undefined && expires.getTime() <= now)) kept.delete(name);
    else kept.set(name, value ?? '');
  }
  return kept;
}
