// Mounts the embedded provider on Fastify under /oidc, with our sign-in, registration and password pages.
// oidc-provider is a Koa app: its endpoints get the untouched Node request (the body stream unread,
// the URL without the mount path, originalUrl telling it where it is mounted).
//
// A new authorisation (`/oidc/auth?…`) from a browser without a signed-in provider session does not
// reach the provider: we answer with our sign-in page, which carries the request as a signed
// field, and nothing is stored. Only after a right password (signInRoutes.ts) does the browser come back
// here with a single-use hand-off cookie; the provider then makes its interaction, which our
// interaction route finishes at once. Pending interactions thus live for seconds and exist only for
// people who typed their password, so there is no pool for strangers to fill.
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { isStoreBusy } from '../../../data/storeBusy.ts';
import { cookieHeader, cookiesIn } from '../../../platform/http/cookieHeader.ts';
import type { MailOutbox } from '../../../platform/mail/outbox.ts';
import { limitWait, rateRules, type RateRule } from '../../../platform/limits/rateLimiter.ts';
import { signInPage } from './accountPages.ts';
import { isQueryAcceptable, requestFingerprint, signAuthRequest } from './authorizationRequest.ts';
import { providerMountPath } from './embeddedProvider.ts';
import { framingHeaders, html, problemPage, waitText } from './interactionPages.ts';
import { interactionRoutes } from './interactionRoutes.ts';
import type { PasswordResets } from './passwordResets.ts';
import { passwordRoutes } from './passwordRoutes.ts';
import { busyPage, installPageBasics, presentAsPublicUrl } from './routeKit.ts';
import type { SignInGuard } from './signInGuard.ts';
import { handoffCookieOf, type SignInHandoffs } from './signInHandoff.ts';
import { signInRoutes } from './signInRoutes.ts';
import type { OidcStore, SessionState } from './oidcAdapter.ts';
import type { UserStore } from './userStore.ts';

export interface ProviderPluginOptions {
  provider: Provider;
  users: UserStore;
  store: OidcStore;
  guard: SignInGuard;
  handoffs: SignInHandoffs;
  resets: PasswordResets;
  /** Queues account mail on the same connection as the account writes, so both commit together. */
  mail: MailOutbox;
  /** Signs the pages' request fields and the address-confirmation links. */
  pageSecret: string;
  /** PUBLIC_URL: every URL the provider and our pages build starts with it. */
  publicUrl: string;
  /** Our one client: its cancel answer goes to its registered redirect URI. */
  client: { clientId: string; redirectUri: string };
  /** PUBLIC_URL is https: cookies set by our pages are Secure. */
  secure: boolean;
  /** The site page this browser is signing in from (the site's pending sign-in), '/' when unknown. */
  returnPathOf: (request: FastifyRequest) => string;
}

/** Longest authorisation request body read (a POSTed authorisation request is turned into a GET). */
const maxAuthorizationBody = 8 * 1024;

function pathnameOf(url: string): string {
  const query = url.search(/[?#]/);
  return (query === -1 ? url : url.slice(0, query)).replace(/\/+$/, '').toLowerCase();
}

/**
 * Whether `url` (as requested, mount path included) reaches the provider's authorisation endpoint.
 * The provider's router matches paths without regard to case and with or without a trailing slash, so
 * "/oidc/AUTH" and "/oidc/Auth/" start an authorisation too: the check folds case the same way.
 */
export function isAuthorizationPath(url: string): boolean {
  return pathnameOf(url) === `${providerMountPath}/auth`;
}

function queryOf(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return '';
  const hash = url.indexOf('#', start);
  return url.slice(start + 1, hash === -1 ? undefined : hash);
}

/** Removes cookies by name from the request the provider will read. */
function dropCookies(raw: IncomingMessage, names: Set<string>): void {
  const header = raw.headers.cookie;
  if (!header) return;
  raw.headers.cookie = cookieHeader([...cookiesIn(header)].filter(([name]) => !names.has(name)));
}

async function readBody(raw: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of raw as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxAuthorizationBody) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function providerPlugin(app: FastifyInstance, options: ProviderPluginOptions): Promise<void> {
  const { provider, store, handoffs, client, publicUrl, pageSecret } = options;
  const sessionCookie = provider.cookieName('session');
  const sessionCookies = new Set([sessionCookie, `${sessionCookie}.sig`]);

  /** The provider session the browser's (signed) cookie names: missing, gone, or there with or without an account. */
  const providerSession = async (request: FastifyRequest, reply: FastifyReply): Promise<SessionState | 'none'> => {
    const id = provider.createContext(request.raw, reply.raw).cookies.get(sessionCookie, { signed: true });
    return id ? store.sessionState(id) : 'none';
  };

  /** A limit was reached: the page with 429 and Retry-After; true when it answered. */
  const limited = async (request: FastifyRequest, reply: FastifyReply, rule: RateRule): Promise<boolean> => {
    const wait = await limitWait(request, rule);
    if (wait === 0) return false;
    void reply.header('retry-after', String(wait));
    void html(reply, 429, problemPage('Too many sign-in attempts', `Sign-in was started too many times from your network. Please wait ${waitText(wait)} and try again.`));
    return true;
  };

  /**
   * A new authorisation for our own site from a browser the provider would ask to sign in: answered
   * with our sign-in page (true), storing nothing. Everything else goes on to the provider: other
   * clients and prompt=none fail there before anything is stored, a hand-off is a sign-in that
   * just succeeded, and a signed-in session needs no interaction.
   */
  const answeredWithSignInPage = async (request: FastifyRequest, reply: FastifyReply, query: string, session: SessionState | 'none'): Promise<boolean> => {
    const params = new URLSearchParams(query);
    if (params.get('client_id') !== client.clientId) return false;
    const prompts = (params.get('prompt') ?? '').split(' ').filter(Boolean);
    if (prompts.includes('none')) return false;
    if (await handoffs.isUsable(handoffCookieOf(request), requestFingerprint((name) => params.get(name) ?? undefined))) return false;
    // A request that asks to sign in again (prompt=login, max_age) needs the password whatever the session.
    if (session === 'signed-in' && prompts.length === 0 && !params.has('max_age')) return false;
    if (!isQueryAcceptable(query)) {
      void html(reply, 400, problemPage('Sign-in problem', 'This sign-in address is not one our site makes. Return to the site and choose Sign in again.'));
      return true;
    }
    const hint = params.get('login_hint') ?? undefined;
    void html(reply, 200, signInPage({ request: signAuthRequest(pageSecret, query), ...(hint ? { email: hint } : {}) }));
    return true;
  };

  // The provider's own endpoints: discovery, authorization, token, userinfo, jwks, end session.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    // Leave every request body unread: oidc-provider parses what it accepts itself.
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    provider.use(async (ctx, next) => {
      await next();
      if (ctx.response.is('html')) ctx.set(framingHeaders);
    });
    const handle = provider.callback();
    const forward = async (request: FastifyRequest, reply: FastifyReply) => {
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      const url = raw.url ?? providerMountPath;
      const pathname = pathnameOf(url);
      let session: SessionState | 'none';
      try {
        if (isAuthorizationPath(url) && (request.method === 'GET' || request.method === 'HEAD' || request.method === 'POST')) {
          if (await limited(request, reply, rateRules.authorize)) return reply;
          if (request.method === 'POST') {
            // The same request as a GET (what our site sends): one path to check.
            const body = await readBody(raw);
            if (body === null) return html(reply, 413, problemPage('Sign-in problem', 'This sign-in request is too large. Return to the site and choose Sign in again.'));
            const merged = new URLSearchParams(queryOf(url));
            for (const [name, value] of new URLSearchParams(body)) merged.set(name, value);
            return reply.redirect(`${providerMountPath}/auth?${merged.toString()}`, 303);
          }
          session = await providerSession(request, reply);
          if (await answeredWithSignInPage(request, reply, queryOf(url), session)) return reply;
        } else {
          if (pathname === `${providerMountPath}/session/end` && request.method === 'GET' && (await limited(request, reply, rateRules.endSession))) return reply;
          session = await providerSession(request, reply);
        }
      } catch (error) {
        if (!isStoreBusy(error)) throw error;
        request.log.warn({ err: error }, 'the sign-in state could not be read');
        return busyPage(reply);
      }
      // A signed cookie naming no stored session would make the provider store a new empty one on
      // every request: it gets no cookie instead (the same fresh start, nothing stored).
      if (session === 'gone') dropCookies(raw, sessionCookies);
      presentAsPublicUrl(raw, publicUrl, request.ip);
      reply.hijack();
      raw.originalUrl = url;
      raw.url = url.slice(providerMountPath.length) || '/';
      await handle(raw, reply.raw);
    };
    scope.route({ method: ['GET', 'HEAD', 'POST', 'OPTIONS', 'PUT', 'DELETE', 'PATCH'], url: `${providerMountPath}/*`, handler: forward });
  });

  await app.register(async (pages) => {
    installPageBasics(pages);
    await signInRoutes(pages, options);
    await passwordRoutes(pages, options);
    await interactionRoutes(pages, options);
  });
}
