// Test helper: a browser over app.inject() (no listening socket): a cookie jar, redirects followed
// on this site, forms posted, and a chosen client address, so per-client limits can be exercised.
import type { FastifyInstance } from 'fastify';
import { CookieJar } from 'tough-cookie';

export interface InjectPage {
  status: number;
  /** Path and query of the last request. */
  url: string;
  html: string;
  headers: Record<string, unknown>;
  /** Every Set-Cookie line received on the way. */
  setCookies: string[];
  /** Every Location header followed (or, last, not followed) on the way. */
  locations: string[];
}

/** The cookies a jar would send to `url` on any of its paths, by name (the most specific path first). */
export function cookiesByName(jar: CookieJar, url: string): ReadonlyMap<string, string> {
  const byName = new Map<string, string>();
  for (const cookie of jar.getCookiesSync(url, { allPaths: true, sort: true })) if (!byName.has(cookie.key)) byName.set(cookie.key, cookie.value);
  return byName;
}

export class InjectBrowser {
  // Path, Domain, Secure, expiry and deletion of cookies as a browser at `origin` applies them (RFC 6265).
  private readonly jar = new CookieJar();
  private readonly app: FastifyInstance;
  private readonly extraHeaders: Record<string, string>;
  remoteAddress: string;

  constructor(app: FastifyInstance, remoteAddress = '127.0.0.1', extraHeaders: Record<string, string> = {}) {
    this.app = app;
    this.remoteAddress = remoteAddress;
    this.extraHeaders = extraHeaders;
  }

  /** The cookies kept for the site, by name: a snapshot to read (setCookie stores one). */
  get cookies(): ReadonlyMap<string, string> {
    return cookiesByName(this.jar, this.origin);
  }

  /** Stores a cookie as if the site had sent this Set-Cookie line (`name=value` alone: Path=/). */
  setCookie(line: string): void {
    this.jar.setCookieSync(line, this.origin);
  }

  /** Requests `target` (a path, or a URL on the site) and follows redirects that stay on the site. */
  async open(target: string, init: { form?: Record<string, string> } = {}): Promise<InjectPage> {
    const setCookies: string[] = [];
    const locations: string[] = [];
    let url = this.pathOf(target);
    let form = init.form;
    for (let hops = 0; ; hops++) {
      if (hops === 15) throw new Error(`Too many redirects from ${target}`);
      const response = await this.send(url, form, setCookies);
      const location = response.headers.location;
      if (response.statusCode >= 300 && response.statusCode < 400 && typeof location === 'string') {
        locations.push(location);
        const next = new URL(location, 'http://site.invalid');
        // Leaving the site (or an absolute URL to this site's public origin): stop and report it.
        if (next.origin !== 'http://site.invalid' && !this.isOwnOrigin(location)) return { status: response.statusCode, url, html: '', headers: response.headers, setCookies, locations };
        url = this.pathOf(location);
        form = undefined;
        continue;
      }
      return { status: response.statusCode, url, html: response.body, headers: response.headers, setCookies, locations };
    }
  }

  /** One request, redirects not followed (cookies are kept): to look at each step. */
  async step(target: string, init: { form?: Record<string, string> } = {}): Promise<InjectPage> {
    const setCookies: string[] = [];
    const url = this.pathOf(target);
    const response = await this.send(url, init.form, setCookies);
    const location = response.headers.location;
    return { status: response.statusCode, url, html: response.body, headers: response.headers, setCookies, locations: typeof location === 'string' ? [location] : [] };
  }

  /** Sends `url` (a path) as a request to the site's origin, and keeps the cookies it sets (each line into `setCookies`). */
  private async send(url: string, form: Record<string, string> | undefined, setCookies: string[]) {
    const address = new URL(url, this.origin).href;
    const cookie = this.jar.getCookieStringSync(address);
    const response = await this.app.inject({
      method: form ? 'POST' : 'GET',
      url,
      remoteAddress: this.remoteAddress,
      headers: {
        // As a browser at PUBLIC_URL sends it (extra headers may say otherwise: a forged Host).
        host: new URL(this.origin).host,
        ...this.extraHeaders,
        ...(cookie ? { cookie } : {}),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { payload: new URLSearchParams(form).toString() } : {}),
    });
    const raw = response.headers['set-cookie'];
    for (const line of Array.isArray(raw) ? raw : typeof raw === 'string' ? [raw] : []) {
      setCookies.push(line);
      this.jar.setCookieSync(line, address);
    }
    return response;
  }

  async json<T>(target: string): Promise<T> {
    return JSON.parse((await this.open(target)).html) as T;
  }

  /** Sends the form whose button has this text, with its hidden fields and `fields` typed in. */
  async submit(html: string, buttonText: string, fields: Record<string, string> = {}): Promise<InjectPage> {
    const form = formOf(html, buttonText);
    return this.open(form.action, { form: { ...form.fields, ...fields } });
  }

  /** The site's public origin (PUBLIC_URL), whose absolute URLs count as this site. */
  origin = 'http://localhost:3999';

  private isOwnOrigin(location: string): boolean {
    try {
      return new URL(location).origin === this.origin;
    } catch {
      return false;
    }
  }

  private pathOf(target: string): string {
    const url = new URL(target, this.origin);
    return `${url.pathname}${url.search}`;
  }
}

/** Undoes escapeHtml (numeric references) and &amp;, for values read back from a page. */
export function unescapeHtml(text: string): string {
  return text.replace(/&#(\d+);/g, (_match, code: string) => String.fromCharCode(Number(code))).replace(/&amp;/g, '&');
}

/** The action and hidden fields of the form whose submit button has this text (as a browser would send them). */
export function formOf(html: string, buttonText: string): { action: string; fields: Record<string, string> } {
  for (const match of html.matchAll(/<form[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/g)) {
    if (!match[2]?.includes(`>${buttonText}</button>`)) continue;
    const fields: Record<string, string> = {};
    for (const input of match[2].matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\s*\/?>/g)) fields[input[1] ?? ''] = unescapeHtml(input[2] ?? '');
    return { action: unescapeHtml(match[1] ?? ''), fields };
  }
  throw new Error(`No form with a "${buttonText}" button in:\n${html}`);
}

/** The action of the form whose submit button has this text. */
export function actionOf(html: string, buttonText: string): string {
  return formOf(html, buttonText).action;
}

/** The href of the link with this text. */
export function hrefOf(html: string, text: string): string {
  const match = new RegExp(`<a href="([^"]+)"[^>]*>${text}</a>`).exec(html);
  if (!match?.[1]) throw new Error(`No link "${text}" in:\n${html}`);
  return unescapeHtml(match[1]);
}
