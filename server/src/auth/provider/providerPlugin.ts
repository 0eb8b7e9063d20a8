// Mounts the embedded provider on Fastify under /oidc, with its sign-in and sign-up pages.
// oidc-provider is a Koa app: its endpoints get the untouched Node request (the body stream unread,
// the URL without the mount path, originalUrl telling it where it is mounted).
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { providerMountPath } from './embeddedProvider.ts';
import { problemPage, registerPage, signInPage } from './interactionPages.ts';
import { EmailTakenError, registrationProblem, type UserStore } from './userStore.ts';

export interface ProviderPluginOptions {
  provider: Provider;
  users: UserStore;
}

type FormBody = Record<string, unknown>;

const maxTrackedFailures = 10_000;

/** Form fields arrive as strings; anything else (a JSON body, a repeated field) counts as empty. */
function formText(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** At most this many failed sign-ins per email address and process in the window, then a pause. */
const failedSignIns = { limit: 10, windowMs: 15 * 60 * 1000 } as const;

/** Sign-in pages must never be framed by another site (clickjacking of the password form). */
export const framingHeaders = { 'x-frame-options': 'DENY', 'content-security-policy': "frame-ancestors 'none'" } as const;

function html(reply: FastifyReply, status: number, body: string) {
  return reply.code(status).headers({ 'cache-control': 'no-store', ...framingHeaders }).type('text/html; charset=utf-8').send(body);
}

const expiredMessage = 'This sign-in page has expired or was opened in another browser. Return to the site and choose Sign in again.';

export async function providerPlugin(app: FastifyInstance, { provider, users }: ProviderPluginOptions): Promise<void> {
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
      reply.hijack();
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      const url = raw.url ?? providerMountPath;
      raw.originalUrl = url;
      raw.url = url.slice(providerMountPath.length) || '/';
      await handle(raw, reply.raw);
    };
    scope.route({ method: ['GET', 'HEAD', 'POST', 'OPTIONS', 'PUT', 'DELETE', 'PATCH'], url: `${providerMountPath}/*`, handler: forward });
  });

  // Our interaction pages: sign in, create an account, cancel.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    const failures = new Map<string, { count: number; resetAt: number }>();
    // Expired entries go when a new failure is recorded, and the map never holds more than
    // maxTrackedFailures addresses, so posting many addresses cannot grow memory without bound.
    const rememberFailure = (key: string, record: { count: number; resetAt: number } | undefined, now: number) => {
      for (const [tracked, entry] of failures) if (entry.resetAt <= now) failures.delete(tracked);
      if (failures.size >= maxTrackedFailures) failures.delete(failures.keys().next().value!);
      failures.set(key, record && record.resetAt > now ? { count: record.count + 1, resetAt: record.resetAt } : { count: 1, resetAt: now + failedSignIns.windowMs });
    };

    /** The pending interaction, or null (after answering with an explanation) when it is gone or not this one. */
    const interactionFor = async (request: FastifyRequest<{ Params: { uid: string } }>, reply: FastifyReply) => {
      try {
        const details = await provider.interactionDetails(request.raw, reply.raw);
        if (details.uid === request.params.uid) return details;
      } catch {
        // SessionNotFound: expired, or the interaction cookie is missing.
      }
      void html(reply, 400, problemPage('Sign-in expired', expiredMessage));
      return null;
    };

    const finish = async (request: FastifyRequest, reply: FastifyReply, result: Parameters<Provider['interactionResult']>[2]) => {
      const returnTo = await provider.interactionResult(request.raw, reply.raw, result, { mergeWithLastSubmission: false });
      return reply.redirect(returnTo, 303);
    };

    scope.get<{ Params: { uid: string } }>(`${providerMountPath}/interaction/:uid`, async (request, reply) => {
      const details = await interactionFor(request, reply);
      if (!details) return reply;
      if (details.prompt.name === 'consent' && details.session?.accountId) {
        // Normally settled by loadExistingGrant; our own site is first-party, so grant what it asked for.
        const grant = (details.grantId ? await provider.Grant.find(details.grantId) : undefined) ??
          new provider.Grant({ accountId: details.session.accountId, clientId: String(details.params.client_id) });
        const missing = details.prompt.details.missingOIDCScope;
        grant.addOIDCScope(Array.isArray(missing) ? missing.join(' ') : String(details.params.scope ?? 'openid'));
        return finish(request, reply, { consent: { grantId: await grant.save() } });
      }
      if (details.prompt.name !== 'login') return html(reply, 400, problemPage('Sign-in problem', expiredMessage));
      const hint = typeof details.params.login_hint === 'string' ? details.params.login_hint : undefined;
      return html(reply, 200, signInPage({ uid: details.uid, ...(hint ? { email: hint } : {}) }));
    });

    scope.get<{ Params: { uid: string } }>(`${providerMountPath}/interaction/:uid/register`, async (request, reply) => {
      const details = await interactionFor(request, reply);
      if (!details) return reply;
      return html(reply, 200, registerPage({ uid: details.uid }));
    });

    scope.post<{ Params: { uid: string }; Body: FormBody }>(`${providerMountPath}/interaction/:uid/login`, async (request, reply) => {
      const details = await interactionFor(request, reply);
      if (!details) return reply;
      const email = formText(request.body?.email).trim();
      const password = formText(request.body?.password);
      if (!email || !password) return html(reply, 400, signInPage({ uid: details.uid, email, error: 'Enter your email address and your password.' }));
      const key = email.toLowerCase();
      const now = Date.now();
      const record = failures.get(key);
      if (record && record.resetAt > now && record.count >= failedSignIns.limit) {
        return html(reply, 429, signInPage({ uid: details.uid, email, error: 'Too many failed attempts for this email address. Wait 15 minutes, then try again.' }));
      }
      const account = await users.authenticate(email, password);
      if (!account) {
        rememberFailure(key, record, now);
        return html(reply, 401, signInPage({ uid: details.uid, email, error: 'The email address or password is not correct.' }));
      }
      failures.delete(key);
      return finish(request, reply, { login: { accountId: account.id } });
    });

    scope.post<{ Params: { uid: string }; Body: FormBody }>(`${providerMountPath}/interaction/:uid/register`, async (request, reply) => {
      const details = await interactionFor(request, reply);
      if (!details) return reply;
      const input = { email: formText(request.body?.email).trim(), name: formText(request.body?.name).trim(), password: formText(request.body?.password) };
      const problem = registrationProblem(input);
      if (problem) return html(reply, 400, registerPage({ uid: details.uid, email: input.email, name: input.name, error: problem }));
      try {
        const account = await users.create(input);
        return await finish(request, reply, { login: { accountId: account.id } });
      } catch (error) {
        if (!(error instanceof EmailTakenError)) throw error;
        return html(reply, 409, registerPage({ uid: details.uid, email: input.email, name: input.name, error: error.message }));
      }
    });

    scope.post<{ Params: { uid: string } }>(`${providerMountPath}/interaction/:uid/abort`, async (request, reply) => {
      const details = await interactionFor(request, reply);
      if (!details) return reply;
      return finish(request, reply, { error: 'access_denied', error_description: 'The reader cancelled sign-in.' });
    });
  });
}
