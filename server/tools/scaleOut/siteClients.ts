// Clients of a site behind HAProxy (haproxyProcess.ts), for the two-server check: each one
// connects from an address of its own on loopback (127.0.0.x), so the copies, trusting the proxy's
// X-Forwarded-For, count each as a separate reader in their rate limits; and the mail the copies
// wrote into their outbox folders, read as a mail client would.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { CookieJar } from 'tough-cookie';
import { UPSTREAM_HEADER, copyIndexOf } from './haproxyProcess.ts';
import { BrowserClient, linkHref } from '../../test-support/auth/browserClient.ts';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The copy that answered (the proxy's X-Upstream), -1 when the proxy itself did. */
  upstream: number;
}

/** A reader at one loopback address, with a cookie jar. */
export class AddressClient {
  readonly address: string;
  readonly origin: URL;
  private readonly jar = new CookieJar();
  private readonly agent: http.Agent;

  constructor(origin: string, address: string) {
    this.origin = new URL(origin);
    this.address = address;
    this.agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  }

  async request(method: string, target: string, options: { headers?: Record<string, string>; form?: Record<string, string> } = {}): Promise<Answer> {
    const body = options.form ? new URLSearchParams(options.form).toString() : null;
    const headers: Record<string, string> = { ...options.headers };
    const url = new URL(target, this.origin).href;
    const cookie = this.jar.getCookieStringSync(url);
    if (cookie) headers.cookie = cookie;
    if (body !== null) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      headers['content-length'] = String(Buffer.byteLength(body));
      // A page of this site sent it (the origin check).
      headers.origin = this.origin.origin;
    }
    const answer = await new Promise<Answer>((resolve, reject) => {
      const outgoing = http.request(
        { host: this.origin.hostname, port: this.origin.port, method, path: target, headers, localAddress: this.address, agent: this.agent },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const upstream = response.headers[UPSTREAM_HEADER];
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString(), upstream: copyIndexOf(upstream) });
          });
          response.on('error', reject);
        },
      );
      outgoing.on('error', reject);
      outgoing.setTimeout(30_000, () => outgoing.destroy(new Error(`${method} ${target} took more than 30 s`)));
      outgoing.end(body ?? undefined);
    });
    for (const line of answer.headers['set-cookie'] ?? []) this.jar.setCookieSync(line, url);
    return answer;
  }

  /** A fresh CSRF token (each names one sending of a form: the same token twice is the same submission). */
  async formToken(): Promise<string> {
    const answer = await this.request('GET', '/api/forms/token');
    if (answer.status !== 200) throw new Error(`GET /api/forms/token answered ${answer.status}: ${answer.body}`);
    return (JSON.parse(answer.body) as { token: string }).token;
  }

  /**
   * Sends the feedback form (with `token`, or one asked for first): through the API (201 and its
   * reference) or posted to its page as without scripts (303 to its confirmation).
   */
  async sendFeedback(message: string, email: string, via: 'api' | 'page', token?: string): Promise<Answer & { reference: string | null }> {
    const form = { _csrf: token ?? (await this.formToken()), topic: 'website', message, email };
    if (via === 'api') {
      const answer = await this.request('POST', '/api/forms/feedback', { form, headers: { accept: 'application/json' } });
      const reference = answer.status === 201 ? (JSON.parse(answer.body) as { reference: string }).reference : null;
      return { ...answer, reference };
    }
    const answer = await this.request('POST', '/support/feedback', { form, headers: { accept: 'text/html' } });
    const reference = answer.status === 303 ? (/[?&]sent=([A-Z]+-[A-Za-z0-9-]+)/.exec(String(answer.headers.location ?? ''))?.[1] ?? null) : null;
    return { ...answer, reference };
  }

  close(): void {
    this.agent.destroy();
  }
}

export interface OutboxFile {
  /** The copy whose sender wrote it (its outbox folder). */
  copy: number;
  file: string;
  /** The outbox row it delivered (the file's name carries it: mail/transports.ts emlFileName). */
  rowId: number;
  kind: string;
}

/** Every .eml file the copies' senders wrote, by copy. */
export function outboxFiles(outboxDirs: readonly string[]): OutboxFile[] {
  return outboxDirs.flatMap((dir, copy) => {
    if (!fs.existsSync(dir)) return [];
    return fs.readdirSync(dir).flatMap((file) => {
      const match = /-(\d+)-([a-z-]+)\.eml$/.exec(file);
      return match ? [{ copy, file: path.join(dir, file), rowId: Number(match[1]), kind: match[2]! }] : [];
    });
  });
}

function recipients(mail: ParsedMail): string[] {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.flatMap((address) => address.value.map((entry) => entry.address?.toLowerCase() ?? ''));
}

/** The mail to `to` whose subject matches, waiting for a sender to write it (they run in the background). */
export async function waitForMail(outboxDirs: readonly string[], to: string, subject: RegExp, timeoutMs = 20_000): Promise<ParsedMail & { copy: number }> {
  const deadline = Date.now() + timeoutMs;
  const read = new Set<string>();
  for (;;) {
    for (const file of outboxFiles(outboxDirs)) {
      if (read.has(file.file)) continue;
      read.add(file.file);
      const mail = await simpleParser(fs.readFileSync(file.file));
      if (recipients(mail).includes(to.toLowerCase()) && subject.test(mail.subject ?? '')) return Object.assign(mail, { copy: file.copy });
    }
    if (Date.now() > deadline) throw new Error(`No mail to ${to} with a subject like ${subject} in ${outboxDirs.join(', ')}.`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The first link in the mail's text to a path of the site matching `pathPattern`, as a path. */
export function linkIn(mail: ParsedMail, pathPattern: RegExp): string {
  for (const match of (mail.text ?? '').matchAll(/https?:\/\/[^\s<>"]+/g)) {
    const url = new URL(match[0]);
    if (pathPattern.test(url.pathname)) return `${url.pathname}${url.search}`;
  }
  throw new Error(`No link like ${pathPattern} in:\n${mail.text}`);
}

/** What only a signed-in reader's page shows: the header's Log out and Profile. */
export const SIGNED_IN_HEADER = />Log out<|>Profile</;

/**
 * A reader who made an account and signed in, as a person does through the pages (the sign-in page,
 * the confirmation mail the copies wrote, the sign-in form); lands on `returnTo`.
 */
export async function signedInReader(origin: string, outboxDirs: readonly string[], email: string, returnTo: string): Promise<{ reader: BrowserClient; landedAt: string }> {
  const reader = new BrowserClient(origin);
  const password = 'correct horse battery';
  const { url } = await reader.json<{ url: string }>(`/api/auth/login?returnTo=${encodeURIComponent(returnTo)}`);
  const signIn = await reader.open(url);
  const register = await reader.open(linkHref(signIn.html, 'Create an account'));
  await reader.submit(register.html, 'Create account', { name: 'Ada Reader', email, password });
  const verification = await waitForMail(outboxDirs, email, /Confirm your email address/);
  const asked = await reader.open(linkIn(verification, /^\/oidc\/verify\//));
  const confirmed = await reader.submit(asked.html, 'Confirm my email address');
  const again = await reader.open(linkHref(confirmed.html, 'Continue to sign in'));
  const landed = await reader.submit(again.html, 'Sign in', { email, password });
  return { reader, landedAt: landed.url };
}
