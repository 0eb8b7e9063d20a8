// Our interaction pages of the embedded provider: sign in, create an account, cancel.
// Sign-in and registration posts are limited per client (the shared rate limiter) and sign-in per
// account (growing delays, signInGuard.ts); each limit answers 429 with Retry-After and the page
// itself saying how long to wait. Registration answers the same whether or not the address already
// has an account, so the form cannot be used to find out who has one.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { clientOf, rateRules, type RateRule } from '../../limits/rateLimiter.ts';
import { providerMountPath } from './embeddedProvider.ts';
import { html, problemPage, registerPage, signInPage, waitText } from './interactionPages.ts';
import type { ProviderPluginOptions } from './providerPlugin.ts';
import { EmailTakenError, registrationProblem } from './userStore.ts';

type FormBody = Record<string, unknown>;

/** Form fields arrive as strings; anything else (a JSON body, a repeated field) counts as empty. */
function formText(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

const expiredMessage = 'This sign-in page has expired or was opened in another browser. Return to the site and choose Sign in again.';

/** Shown after every valid registration, whether the address was new or not. */
export const registeredMessage =
  'Thank you. If this email address was new, your account is ready; if it already had an account, that account is unchanged. Sign in with your password to continue.';

/** Set on a browser after a successful sign-in; lets its owner past delays caused by others' failures. */
const knownDeviceCookie = 'oidc_device';
const knownDevicePath = `${providerMountPath}/interaction`;

export async function interactionRoutes(app: FastifyInstance, { provider, users, guard, secure }: ProviderPluginOptions): Promise<void> {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

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

  /** Counts the post against the client's limit; the seconds to wait when it is over, else 0. */
  const overLimit = (request: FastifyRequest, rule: RateRule): number => {
    const decision = request.server.rateLimiter.hit(rule, clientOf(request));
    return decision.allowed ? 0 : decision.retryAfterSeconds;
  };

  const tooMany = (reply: FastifyReply, seconds: number, page: string) => {
    void reply.header('retry-after', String(seconds));
    return html(reply, 429, page);
  };

  /** The per-account records live in the database; when it cannot answer, ask the reader to retry rather than fail. */
  const busy = (request: FastifyRequest, reply: FastifyReply, error: unknown) => {
    request.log.warn({ err: error }, 'sign-in guard could not reach the database');
    void reply.header('retry-after', '5');
    return html(reply, 503, problemPage('Sign-in is busy', 'Sign-in is busy at the moment. Go back and try again in a few seconds.'));
  };

  app.get<{ Params: { uid: string } }>(`${providerMountPath}/interaction/:uid`, async (request, reply) => {
    const details = await interactionFor(request, reply);
    if (!details) return reply;
    if (details.prompt.name === 'consent' && details.session?.accountId) {
      // Normally settled by loadExistingGrant; our own site is first-party, so grant what it asked for.
      const grant =
        (details.grantId ? await provider.Grant.find(details.grantId) : undefined) ??
        new provider.Grant({ accountId: details.session.accountId, clientId: String(details.params.client_id) });
      const missing = details.prompt.details.missingOIDCScope;
      grant.addOIDCScope(Array.isArray(missing) ? missing.join(' ') : String(details.params.scope ?? 'openid'));
      return finish(request, reply, { consent: { grantId: await grant.save() } });
    }
    if (details.prompt.name !== 'login') return html(reply, 400, problemPage('Sign-in problem', expiredMessage));
    const hint = typeof details.params.login_hint === 'string' ? details.params.login_hint : undefined;
    return html(reply, 200, signInPage({ uid: details.uid, ...(hint ? { email: hint } : {}) }));
  });

  app.get<{ Params: { uid: string } }>(`${providerMountPath}/interaction/:uid/register`, async (request, reply) => {
    const details = await interactionFor(request, reply);
    if (!details) return reply;
    return html(reply, 200, registerPage({ uid: details.uid }));
  });

  app.post<{ Params: { uid: string }; Body: FormBody }>(`${providerMountPath}/interaction/:uid/login`, async (request, reply) => {
    const details = await interactionFor(request, reply);
    if (!details) return reply;
    const email = formText(request.body?.email).trim();
    const password = formText(request.body?.password);
    const uid = details.uid;
    const clientWait = overLimit(request, rateRules.signIn);
    if (clientWait > 0) {
      return tooMany(reply, clientWait, signInPage({ uid, email, error: `Too many sign-in attempts from your network. Please wait ${waitText(clientWait)} and try again.` }));
    }
    if (!email || !password) return html(reply, 400, signInPage({ uid, email, error: 'Enter your email address and your password.' }));
    const device = request.cookies[knownDeviceCookie];
    const knownDevice = guard.isKnownDevice(device, email);
    let accountWait: number;
    try {
      // Counted (as a failure until the password proves right) before the password is checked, so
      // simultaneous guesses cannot all slip through before the first is counted.
      accountWait = guard.beginAttempt(email, knownDevice);
    } catch (error) {
      return busy(request, reply, error);
    }
    if (accountWait > 0) {
      // Refused without looking at the password, and without making the wait longer.
      return tooMany(reply, accountWait, signInPage({ uid, email, error: `There were several unsuccessful sign-ins to this account. For its protection, please wait ${waitText(accountWait)} before trying again.` }));
    }
    const account = await users.authenticate(email, password);
    try {
      if (account) guard.recordSuccess(email);
      else if (knownDevice) guard.recordFailure(email);
    } catch (error) {
      request.log.warn({ err: error }, 'a sign-in attempt could not be recorded');
    }
    if (!account) return html(reply, 401, signInPage({ uid, email, error: 'The email address or password is not correct.' }));
    const known = guard.knownDeviceCookie(device, email);
    void reply.setCookie(knownDeviceCookie, known.value, { path: knownDevicePath, maxAge: known.maxAgeSeconds, httpOnly: true, sameSite: 'lax', secure });
    return finish(request, reply, { login: { accountId: account.id } });
  });

  app.post<{ Params: { uid: string }; Body: FormBody }>(`${providerMountPath}/interaction/:uid/register`, async (request, reply) => {
    const details = await interactionFor(request, reply);
    if (!details) return reply;
    const input = { email: formText(request.body?.email).trim(), name: formText(request.body?.name).trim(), password: formText(request.body?.password) };
    const clientWait = overLimit(request, rateRules.register);
    if (clientWait > 0) {
      return tooMany(reply, clientWait, registerPage({ uid: details.uid, email: input.email, name: input.name, error: `Too many accounts were created from your network. Please wait ${waitText(clientWait)} and try again.` }));
    }
    const problem = registrationProblem(input);
    if (problem) return html(reply, 400, registerPage({ uid: details.uid, email: input.email, name: input.name, error: problem }));
    try {
      // Hashes the password before it learns whether the address is taken: both answers take as long.
      await users.create(input);
    } catch (error) {
      if (!(error instanceof EmailTakenError)) throw error;
    }
    // There is no mail to send a "you already have an account" message to, so the page is worded to fit both cases.
    return html(reply, 200, signInPage({ uid: details.uid, email: input.email, info: registeredMessage }));
  });

  app.post<{ Params: { uid: string } }>(`${providerMountPath}/interaction/:uid/abort`, async (request, reply) => {
    const details = await interactionFor(request, reply);
    if (!details) return reply;
    return finish(request, reply, { error: 'access_denied', error_description: 'The reader cancelled sign-in.' });
  });
}
