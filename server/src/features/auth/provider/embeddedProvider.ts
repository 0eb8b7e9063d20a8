// The embedded OpenID provider (panva's oidc-provider), so sign-in works without any outside service.
// It knows one client, this website, and readers sign up and sign in on our own pages
// (signInRoutes.ts, passwordRoutes.ts, interactionRoutes.ts). Its state lives in SQLite, its signing
// key in the auth state folder.
import Provider, { type AdapterConstructor, type Configuration, type JWK, type KoaContextWithOIDC } from 'oidc-provider';
import { isStoreBusy } from '../../../data/storeBusy.ts';
import { problemPage, signedOutPage, signOutPage } from './interactionPages.ts';
import type { UserStore } from './userStore.ts';
import { siteName } from '@oap/contracts/site/publisher.ts';

/** Where the provider is mounted on our server; its issuer is PUBLIC_URL + this path. */
export const providerMountPath = '/oidc';
export const ownScopes = 'openid profile email';

export interface OwnClient {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  postLogoutRedirectUri: string;
}

export interface EmbeddedProviderOptions {
  publicUrl: string;
  client: OwnClient;
  cookieKeys: string[];
  jwks: { keys: JWK[] };
  users: UserStore;
  adapter: AdapterConstructor;
  /** A failure inside the provider; `busy` when it was the database's write lock (answered 503). */
  onServerError?: (error: unknown, busy: boolean) => void;
}

const minute = 60;
const hour = 60 * minute;
const day = 24 * hour;

/** Seconds a reader is asked to wait when the database is busy. */
const busyRetrySeconds = 5;

/**
 * An interaction is made only after a right password and finished within two redirects
 * (providerPlugin.ts); minutes are plenty, and nothing pending lingers for long.
 */
export const interactionTtlSeconds = 5 * minute;

export function createEmbeddedProvider(options: EmbeddedProviderOptions): Provider {
  const provider = new Provider(`${options.publicUrl}${providerMountPath}`, providerConfiguration(options));
  // The provider builds its URLs from the host and scheme it is told: providerPlugin.ts sets
  // X-Forwarded-Host and -Proto to PUBLIC_URL's on every request it forwards, whatever was sent.
  provider.proxy = true;
  answerBusyDatabase(provider, options);
  return provider;
}

/** What the provider knows: our one client, its cookies and lifetimes, the accounts, and our pages. */
function providerConfiguration(options: EmbeddedProviderOptions): Configuration {
  const { client, users } = options;
  return {
    adapter: options.adapter,
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        client_name: siteName(),
        redirect_uris: [client.redirectUri],
        post_logout_redirect_uris: [client.postLogoutRedirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: options.jwks,
    // The provider's cookies stay under its own path: the rest of the site never receives them.
    // (Interaction and resume cookies are narrowed further by the provider, to their own uid's path.)
    cookies: {
      keys: options.cookieKeys,
      long: { httpOnly: true, sameSite: 'lax', path: providerMountPath },
      short: { httpOnly: true, sameSite: 'lax', path: providerMountPath },
    },
    claims: { openid: ['sub'], profile: ['name'], email: ['email', 'email_verified'] },
    // Put name and email into the ID token too, so the site needs no second call to show who is signed in.
    conformIdTokenClaims: false,
    scopes: ['openid', 'profile', 'email'],
    responseTypes: ['code'],
    pkce: { required: () => true },
    clientBasedCORS: () => false,
    loadExistingGrant: ownSiteGrant(client),
    async findAccount(_ctx, id) {
      const user = await users.findById(id);
      if (!user) return undefined;
      return {
        accountId: user.id,
        async claims() {
          return { sub: user.id, name: user.name, email: user.email, email_verified: user.emailVerified };
        },
      };
    },
    interactions: { url: (_ctx, interaction) => `${providerMountPath}/interaction/${interaction.uid}` },
    ttl: {
      AccessToken: 10 * 60,
      AuthorizationCode: 60,
      IdToken: hour,
      Interaction: interactionTtlSeconds,
      Grant: 14 * day,
      // A session without an account (a sign-out page opened by someone not signed in) is kept only
      // as long as that page needs it.
      Session: (_ctx, session) => (session.accountId ? 14 * day : 10 * minute),
    },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: signOutPages(client),
    },
    async renderError(ctx, out, error) {
      ctx.type = 'html';
      if (isStoreBusy(error)) {
        ctx.status = 503;
        ctx.set('retry-after', String(busyRetrySeconds));
        ctx.body = problemPage('Sign-in is busy', 'Sign-in is busy at the moment. Please try again in a few seconds.');
        return;
      }
      const detail = typeof out.error_description === 'string' ? out.error_description : 'The request was not valid.';
      ctx.body = problemPage('Sign-in problem', `Sign-in could not continue: ${detail}. Return to the site and choose Sign in again.`);
    },
  };
}

/** Our own website is a first-party client: a signed-in reader is never asked to consent to it. */
function ownSiteGrant(client: OwnClient): Configuration['loadExistingGrant'] {
  return async (ctx) => {
    const clientId = ctx.oidc.client?.clientId;
    const session = ctx.oidc.session;
    if (!clientId || !session) return undefined;
    const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(clientId);
    if (grantId) {
      const existing = await ctx.oidc.provider.Grant.find(grantId);
      if (existing) return existing;
    }
    if (clientId !== client.clientId || !session.accountId) return undefined;
    const grant = new ctx.oidc.provider.Grant({ clientId, accountId: session.accountId });
    grant.addOIDCScope(ownScopes);
    await grant.save();
    return grant;
  };
}

/** Sign-out started by a site (RP-initiated logout), with our own confirmation and signed-out pages. */
function signOutPages(client: OwnClient): NonNullable<Configuration['features']>['rpInitiatedLogout'] {
  return {
    enabled: true,
    async logoutSource(ctx: KoaContextWithOIDC, form: string) {
      // Our site asked only if the hint (checked by the provider: signed, for our client) names
      // the account this browser is signed in with: another site can hold an ID token of ours
      // for its own account, and must not end this reader's session with it unasked.
      const hint = (ctx.oidc.entities as { IdTokenHint?: { payload?: { sub?: unknown } } }).IdTokenHint;
      const askedByOurSite =
        Boolean(ctx.oidc.params?.id_token_hint) && ctx.oidc.client?.clientId === client.clientId && typeof hint?.payload?.sub === 'string' && hint.payload.sub === ctx.oidc.session?.accountId;
      ctx.type = 'html';
      ctx.body = signOutPage(form, askedByOurSite);
    },
    async postLogoutSuccessSource(ctx: KoaContextWithOIDC) {
      ctx.type = 'html';
      ctx.body = signedOutPage();
    },
  };
}

/**
 * A busy database (another process holds the write lock beyond the busy timeout) is a 503 with
 * Retry-After, a wait and not a bug, wherever in the provider it happens; every failure is reported.
 */
function answerBusyDatabase(provider: Provider, options: EmbeddedProviderOptions): void {
  // Some writes (the session saved after a response is ready) happen outside the endpoints' own error
  // handling, where Koa would answer a plain 500: a busy database is a 503 there too.
  provider.use(async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      if (!isStoreBusy(error)) throw error;
      ctx.status = 503;
      ctx.set('retry-after', String(busyRetrySeconds));
      ctx.type = 'html';
      ctx.body = problemPage('Sign-in is busy', 'Sign-in is busy at the moment. Please try again in a few seconds.');
      options.onServerError?.(error, true);
    }
  });
  provider.on('server_error', (ctx: KoaContextWithOIDC, error: unknown) => {
    const busy = isStoreBusy(error);
    if (busy) {
      // Another process holds the write lock beyond the busy timeout: a wait (JSON answers too), not a bug.
      ctx.status = 503;
      ctx.set('retry-after', String(busyRetrySeconds));
    }
    options.onServerError?.(error, busy);
  });
}
