// Mounts the embedded provider on Fastify under /oidc, with its sign-in and sign-up pages.
// oidc-provider is a Koa app: its endpoints get the untouched Node request (the body stream unread,
// the URL without the mount path, originalUrl telling it where it is mounted).
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { clientOf, rateRules } from '../../limits/rateLimiter.ts';
import { providerMountPath } from './embeddedProvider.ts';
import { framingHeaders, html, problemPage, waitText } from './interactionPages.ts';
import { interactionRoutes } from './interactionRoutes.ts';
import type { SignInGuard } from './signInGuard.ts';
import { providerClient, type OidcStore } from './sqliteAdapter.ts';
import type { UserStore } from './userStore.ts';

/**
 * Every authorisation request stores an interaction (about 2 kB) for an hour. Beyond the per-client
 * rate limit, these caps keep what strangers can make the server store small.
 */
export const interactionCaps = {
  /** Pending interactions one client may hold (a person rarely has more than a few open). */
  perClient: 50,
  /** Pending interactions in all (about 40 MB); beyond it new sign-ins wait for old ones to expire. */
  total: 20_000,
} as const;

export interface ProviderPluginOptions {
  provider: Provider;
  users: UserStore;
  store: OidcStore;
  guard: SignInGuard;
  /** PUBLIC_URL is https: cookies set by our pages are Secure. */
  secure: boolean;
}

/** Refuses a new authorisation when the client or the server holds too many pending ones; true when it answered. */
function refuseAuthorization(request: FastifyRequest, reply: FastifyReply, store: OidcStore): boolean {
  const client = clientOf(request);
  const decision = request.server.rateLimiter.hit(rateRules.authorize, client);
  if (!decision.allowed) {
    void reply.header('retry-after', String(decision.retryAfterSeconds));
    void html(reply, 429, problemPage('Too many sign-in attempts', `Sign-in was started too many times from your network. Please wait ${waitText(decision.retryAfterSeconds)} and try again.`));
    return true;
  }
  let mine: number;
  let all: number;
  try {
    mine = store.pendingInteractions(client);
    all = mine >= interactionCaps.perClient ? 0 : store.pendingInteractions();
  } catch (error) {
    request.log.warn({ err: error }, 'pending interactions could not be counted');
    void reply.header('retry-after', '10');
    void html(reply, 503, problemPage('Sign-in is busy', 'Sign-in is busy at the moment. Please try again in a few seconds.'));
    return true;
  }
  if (mine >= interactionCaps.perClient) {
    void reply.header('retry-after', '3600');
    void html(reply, 429, problemPage('Too many open sign-ins', 'Many sign-in pages were opened from your network and not finished. Finish one of them, or wait an hour and try again.'));
    return true;
  }
  if (all >= interactionCaps.total) {
    request.log.warn(`${all} sign-ins are pending; new ones are refused until some expire`);
    void reply.header('retry-after', '300');
    void html(reply, 503, problemPage('Sign-in is busy', 'Too many people are signing in right now. Please wait a few minutes and try again.'));
    return true;
  }
  return false;
}

/**
 * Whether `url` (as requested, mount path included) reaches the provider's authorisation endpoint.
 * The provider's router matches paths without regard to case and with or without a trailing slash, so
 * "/oidc/AUTH" and "/oidc/Auth/" start an authorisation too: the check folds case the same way (and
 * any number of trailing slashes, which only makes it refuse more).
 */
export function isAuthorizationPath(url: string): boolean {
  const query = url.search(/[?#]/);
  const pathname = query === -1 ? url : url.slice(0, query);
  return pathname.replace(/\/+$/, '').toLowerCase() === `${providerMountPath}/auth`;
}

export async function providerPlugin(app: FastifyInstance, options: ProviderPluginOptions): Promise<void> {
  const { provider, store } = options;
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
      // Only a new authorisation (not its resumption at /auth/<uid>) stores an interaction.
      if (isAuthorizationPath(url) && refuseAuthorization(request, reply, store)) return reply;
      reply.hijack();
      raw.originalUrl = url;
      raw.url = url.slice(providerMountPath.length) || '/';
      // The adapter records which client started an interaction.
      await providerClient.run(clientOf(request), () => handle(raw, reply.raw));
    };
    scope.route({ method: ['GET', 'HEAD', 'POST', 'OPTIONS', 'PUT', 'DELETE', 'PATCH'], url: `${providerMountPath}/*`, handler: forward });
  });

  await app.register(interactionRoutes, options);
}
