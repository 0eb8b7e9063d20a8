// Test helper: a browser over app.inject() (no listening socket): a cookie jar, redirects followed
// on this site, forms posted, and a chosen client address, so per-client limits can be exercised.
import type { FastifyInstance } from 'fastify';

export interface InjectPage {
  status: number;
  /** Path and query of the last request. */
  url: string;
  html: string;
  headers: Record<string, unknown>;
  /** Every Set-Cookie line received on the way. */
  setCookies: string[];
}

export class InjectBrowser {
  readonly cookies = new Map<string, string>();
  private readonly app: FastifyInstance;
  private readonly extraHeaders: Record<string, string>;
  remoteAddress: string;

  constructor(app: FastifyInstance, remoteAddress = '127.0.0.1', extraHeaders: Record<string, string> = {}) {
    this.app = app;
    this.remoteAddress = remoteAddress;
    this.extraHeaders = extraHeaders;
  }

  private remember(headers: Record<string, unknown>, into: string[]): void {
    const raw = headers['set-cookie'];
    for (const line of Array.isArray(raw) ? (raw as string[]) : typeof raw === 'string' ? [raw] : []) {
      into.push(line);
      const pair = line.split(';')[0] ?? '';
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** Requests `target` (a path, or a URL on the site) and follows redirects that stay on the site. */
  async open(target: string, init: { form?: Record<string, string> } = {}): Promise<InjectPage> {
    const setCookies: string[] = [];
    let url = this.pathOf(target);
    let form = init.form;
    for (let hops = 0; ; hops++) {
      if (hops === 15) throw new Error(`Too many redirects from ${target}`);
      const response = await this.app.inject({
        method: form ? 'POST' : 'GET',
        url,
        remoteAddress: this.remoteAddress,
        headers: {
          // As a browser at PUBLIC_URL sends it: the provider builds its own URLs from the Host header.
          host: new URL(this.origin).host,
          ...this.extraHeaders,
          ...(this.cookies.size > 0 ? { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') } : {}),
          ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        ...(form ? { payload: new URLSearchParams(form).toString() } : {}),
      });
      this.remember(response.headers, setCookies);
      const location = response.headers.location;
      if (response.statusCode >= 300 && response.statusCode < 400 && typeof location === 'string') {
        const next = new URL(location, 'http://site.invalid');
        // Leaving the site (or an absolute URL to this site's public origin): stop and report it.
        if (next.origin !== 'http://site.invalid' && !this.isOwnOrigin(location)) return { status: response.statusCode, url, html: '', headers: response.headers, setCookies };
        url = this.pathOf(location);
        form = undefined;
        continue;
      }
      return { status: response.statusCode, url, html: response.body, headers: response.headers, setCookies };
    }
  }

  async json<T>(target: string): Promise<T> {
    return JSON.parse((await this.open(target)).html) as T;
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

/** The action of the form whose submit button has this text. */
export function actionOf(html: string, buttonText: string): string {
  for (const match of html.matchAll(/<form[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/g)) {
    if (match[2]?.includes(`>${buttonText}</button>`)) return (match[1] ?? '').replace(/&amp;/g, '&');
  }
  throw new Error(`No form with a "${buttonText}" button in:\n${html}`);
}
