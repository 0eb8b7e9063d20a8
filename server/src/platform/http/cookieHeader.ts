// A Cookie request header read and written again with the `cookie` package (what @fastify/cookie
// parses with), values as they were written (neither decoded nor encoded): for code that passes a
// reader's cookies on to another request (a server render's API calls, the sign-in provider).
import { parseCookie, stringifyCookie } from 'cookie';

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
