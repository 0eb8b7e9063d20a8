// Test helper: a minimal browser over real HTTP (a cookie jar, redirects followed by hand, HTML forms
// read from the page) to drive sign-in flows against a listening server.
import net from 'node:net';
import { CookieJar } from 'tough-cookie';
import { cookiesByName, formOf } from './injectBrowser.ts';

export interface Page {
  status: number;
  url: string;
  html: string;
  response: Response;
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export class BrowserClient {
  // Path, Domain, Secure, expiry and deletion of cookies as a browser applies them (RFC 6265).
  private readonly jar = new CookieJar();
  /** Every Set-Cookie line received, in order, to check cookie attributes. */
  readonly setCookieLines: string[] = [];
  readonly origin: string;

  constructor(origin: string) {
    this.origin = origin;
  }

  /** The cookies kept for `origin`, by name: a snapshot to read. */
  get cookies(): ReadonlyMap<string, string> {
    return cookiesByName(this.jar, this.origin);
  }

  /** One request, no redirects followed. */
  async request(target: string, init: { method?: string; form?: Record<string, string> } = {}): Promise<Response> {
    const url = new URL(target, this.origin);
    const headers: Record<string, string> = {};
    const cookie = this.jar.getCookieStringSync(url);
    if (cookie) headers.cookie = cookie;
    if (init.form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await fetch(url, {
      method: init.method ?? (init.form ? 'POST' : 'GET'),
      headers,
      body: init.form ? new URLSearchParams(init.form).toString() : null,
      redirect: 'manual',
    });
    for (const line of response.headers.getSetCookie()) {
      this.setCookieLines.push(line);
      this.jar.setCookieSync(line, url);
    }
    return response;
  }

  /** Requests and follows redirects (at most 10) to the final page. */
  async open(target: string, init: { method?: string; form?: Record<string, string> } = {}): Promise<Page> {
    let url = new URL(target, this.origin).href;
    let response = await this.request(url, init);
    for (let hops = 0; response.status >= 300 && response.status < 400; hops++) {
      if (hops === 10) throw new Error(`Too many redirects from ${target}`);
      url = new URL(response.headers.get('location') ?? '/', url).href;
      response = await this.request(url);
    }
    return { status: response.status, url, html: await response.text(), response };
  }

  async json<T>(target: string): Promise<T> {
    const response = await this.request(target);
    return (await response.json()) as T;
  }

  /** Sends the form whose button has this text, with its hidden fields and `fields` typed in. */
  async submit(html: string, buttonText: string, fields: Record<string, string> = {}): Promise<Page> {
    const form = formOf(html, buttonText);
    return this.open(form.action, { form: { ...form.fields, ...fields } });
  }
}

export { actionOf as formAction, formOf, hrefOf as linkHref } from './injectBrowser.ts';

/** Hidden inputs of the form with this id. */
export function hiddenFields(html: string, formId: string): { action: string; fields: Record<string, string> } {
  const match = new RegExp(`<form id="${formId.replace('.', '\\.')}"[^>]*action="([^"]+)"[^>]*>([\\s\\S]*?)</form>`).exec(html);
  if (!match) throw new Error(`No form #${formId} in:\n${html}`);
  const fields: Record<string, string> = {};
  for (const input of (match[2] ?? '').matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/?>/g)) fields[input[1] ?? ''] = input[2] ?? '';
  return { action: match[1] ?? '', fields };
}
