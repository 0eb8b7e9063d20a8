// What a browser sends back after a response's Set-Cookie headers: the Cookie header of the cookies
// they set, without those they clear (the server's own reading of them, platform/http/cookieHeader.ts).
import { cookieHeader, cookiesAfter } from '../src/platform/http/cookieHeader.ts';

export function cookieSentAfter(setCookie: string | readonly string[] | null | undefined): string {
  const lines = setCookie == null ? [] : typeof setCookie === 'string' ? [setCookie] : setCookie;
  return cookieHeader(cookiesAfter(new Map(), lines));
}
