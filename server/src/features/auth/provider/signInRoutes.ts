// Our sign-in and registration pages of the embedded provider, stateless until a password
// is right: each form carries the authorisation request as a signed field.
//   GET  /oidc/sign-in?request=   the sign-in page again (links from the other pages)
//   POST /oidc/sign-in            email + password: a hand-off cookie and back to /oidc/auth?…
//   POST /oidc/sign-in/cancel     back to the site with error=access_denied
//   GET  /oidc/register?request=  POST /oidc/register: a new, unconfirmed account and its mail
//   POST /oidc/verify             send the confirmation link again (after the right password)
//   GET  /oidc/verify/<token>     the mailed link: confirms the address
// Sign-in and registration posts are limited per client (the shared rate limiter) and sign-in per
// account (growing delays, signInGuard.ts); each limit answers 429 with Retry-After and the page
// itself saying how long to wait. Registration answers the same whether or not the address already
// has an account (that address is mailed a note instead), so the form tells nobody who has one.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clientOf, rateRules } from '../../../platform/limits/rateLimiter.ts';
import type { Db } from '../../../data/sqlDatabase.ts';
import { signToken, verifyToken } from '../signedToken.ts';
import { accountPaths, registerPage, signInPage } from './accountPages.ts';
import { alreadyRegisteredMail, verificationMail } from './accountMail.ts';
import { authorizationPath, cancelRedirect, readAuthRequest, requestFingerprint, type AuthRequest } from './authorizationRequest.ts';
import { providerMountPath } from './embeddedProvider.ts';
import { readVerificationToken, verificationUrl } from './emailVerification.ts';
import { confirmPage, html, messagePage, waitText } from './interactionPages.ts';
import type { ProviderPluginOptions } from './providerPlugin.ts';
import { formText, overLimit, tooMany, type FormBody } from './routeKit.ts';
import { accountKey } from './signInGuard.ts';
import { setHandoffCookie } from './signInHandoff.ts';
import { EmailTakenError, registrationProblem, type UserAccount } from './userStore.ts';

/** Where a sign-in starts afresh without scripts (authPlugin.ts): a new request, back to `returnTo` after. */
export const signInStartPath = '/api/auth/sign-in';
export function freshSignIn(returnTo = '/'): string {
  return `${signInStartPath}?returnTo=${encodeURIComponent(returnTo)}`;
}

/** Set on a browser after a successful sign-in; lets its owner past delays caused by others' failures. */
export const knownDeviceCookie = 'oidc_device';
const knownDevicePath = accountPaths.signIn;

/** How long the "send it again" button works after the right password. */
const resendTtlSeconds = 30 * 60;

/** Shown after every valid registration, whether the address was new or not: both get a message. */
export function registeredMessage(email: string): string {
  return `Thank you. We have sent a message to ${email}. Open the link in it to confirm your address, then sign in here with your password.`;
}

export async function signInRoutes(app: FastifyInstance, options: ProviderPluginOptions): Promise<void> {
  passwordSignInRoutes(app, options);
  registrationRoutes(app, options);
  addressConfirmationRoutes(app, options);
}

/** The page's signed request, or null after answering that the page expired. */
function carriedRequest(options: ProviderPluginOptions, request: FastifyRequest, reply: FastifyReply, field: unknown): { auth: AuthRequest; token: string } | null {
  const auth = readAuthRequest(options.pageSecret, field);
  if (auth) return { auth, token: field as string };
  void html(reply, 400, messagePage('This sign-in page has expired', 'It was open for a long time, or it was opened in another browser. Start signing in again; what you typed was not kept.', { href: freshSignIn(options.returnPathOf(request)), label: 'Sign in again' }));
  return null;
}

/** Queues the address confirmation; `tx`: the transaction that creates the account, when it does. */
function sendVerification({ mail, publicUrl, pageSecret }: ProviderPluginOptions, account: UserAccount, returnTo: string, tx?: Db) {
  return mail.enqueue(verificationMail(account.email, verificationUrl(publicUrl, pageSecret, { sub: account.id, email: account.email, returnTo })), tx);
}

/** The sign-in page: showing it, signing in with email and password, and cancelling back to the site. */
function passwordSignInRoutes(app: FastifyInstance, options: ProviderPluginOptions): void {
  const { users, guard, handoffs, pageSecret, publicUrl, client, secure } = options;
  const issuer = `${publicUrl}${providerMountPath}`;

  app.get<{ Querystring: { request?: string } }>(accountPaths.signIn, async (request, reply) => {
    const auth = readAuthRequest(pageSecret, request.query.request);
    // Without a request (or with an old one) a new sign-in starts: the reader loses nothing.
    if (!auth) return reply.redirect(freshSignIn(options.returnPathOf(request)), 303);
    const hint = auth.params.get('login_hint') ?? undefined;
    return html(reply, 200, signInPage({ request: request.query.request as string, ...(hint ? { email: hint } : {}) }));
  });

  app.post<{ Body: FormBody }>(accountPaths.signIn, async (request, reply) => {
    const carried = carriedRequest(options, request, reply, request.body?.request);
    if (!carried) return reply;
    const { auth, token } = carried;
    const email = formText(request.body?.email).trim();
    const password = formText(request.body?.password);
    const clientWait = await overLimit(request, rateRules.signIn);
    if (clientWait > 0) {
      return tooMany(reply, clientWait, signInPage({ request: token, email, error: `Too many sign-in attempts from your network. Please wait ${waitText(clientWait)} and try again.` }));
    }
    if (!email || !password) return html(reply, 400, signInPage({ request: token, email, error: 'Enter your email address and your password.' }));
    const device = request.cookies[knownDeviceCookie];
    const knownDevice = guard.isKnownDevice(device, email);
    // Counted (as a failure until the password proves right) before the password is checked, so
    // simultaneous guesses cannot all slip through before the first is counted.
    const client = clientOf(request);
    const accountWait = await guard.beginAttempt(email, client, knownDevice);
    if (accountWait > 0) {
      // Refused without looking at the password, and without making the wait longer.
      return tooMany(reply, accountWait, signInPage({ request: token, email, error: `There were several unsuccessful sign-ins to this account from your network. For its protection, please wait ${waitText(accountWait)} before trying again.` }));
    }
    const account = await users.authenticate(email, password);
    try {
      if (account) await guard.recordSuccess(email, client);
      else if (knownDevice) await guard.recordFailure(email, client);
    } catch (error) {
      request.log.warn({ err: error }, 'a sign-in attempt could not be recorded');
    }
    if (!account) return html(reply, 401, signInPage({ request: token, email, error: 'The email address or password is not correct.' }));
    const known = guard.knownDeviceCookie(device, email);
    void reply.setCookie(knownDeviceCookie, known.value, { path: knownDevicePath, maxAge: known.maxAgeSeconds, httpOnly: true, sameSite: 'lax', secure });
    if (!account.emailVerified) {
      // Said only after the right password, so it tells nothing to someone guessing.
      const resend = signToken(pageSecret, 'verify-resend', { sub: account.id }, resendTtlSeconds);
      const error = `Your email address is not confirmed yet. Open the link in the message we sent to ${account.email} when you created your account, then sign in again.`;
      return html(reply, 403, signInPage({ request: token, email, error, resend }));
    }
    setHandoffCookie(reply, await handoffs.issue(account.id, requestFingerprint((name) => auth.params.get(name) ?? undefined)), secure);
    return reply.redirect(authorizationPath(auth), 303);
  });

  app.post<{ Body: FormBody }>(accountPaths.cancel, async (request, reply) => {
    const auth = readAuthRequest(pageSecret, request.body?.request);
    // Nothing left to cancel: the reader goes back to the site all the same.
    if (!auth) return reply.redirect('/', 303);
    return reply.redirect(cancelRedirect(client.redirectUri, issuer, auth), 303);
  });
}

/** The registration page: a new, unconfirmed account and its confirmation mail. */
function registrationRoutes(app: FastifyInstance, options: ProviderPluginOptions): void {
  const { users, mail, pageSecret, publicUrl } = options;

  app.get<{ Querystring: { request?: string } }>(accountPaths.register, async (request, reply) => {
    const auth = readAuthRequest(pageSecret, request.query.request);
    if (!auth) return reply.redirect(freshSignIn(options.returnPathOf(request)), 303);
    return html(reply, 200, registerPage({ request: request.query.request as string }));
  });

  app.post<{ Body: FormBody }>(accountPaths.register, async (request, reply) => {
    const carried = carriedRequest(options, request, reply, request.body?.request);
    if (!carried) return reply;
    const { token } = carried;
    const input = { email: formText(request.body?.email).trim(), name: formText(request.body?.name).trim(), password: formText(request.body?.password) };
    const clientWait = await overLimit(request, rateRules.register);
    if (clientWait > 0) {
      return tooMany(reply, clientWait, registerPage({ request: token, email: input.email, name: input.name, error: `Too many accounts were created from your network. Please wait ${waitText(clientWait)} and try again.` }));
    }
    const problem = registrationProblem(input);
    if (problem) return html(reply, 400, registerPage({ request: token, email: input.email, name: input.name, error: problem }));
    const returnTo = options.returnPathOf(request);
    // Counted for every address alike; it only ever quiets the note to an existing account (no one is mailed over and over).
    const noteAllowed = (await overLimit(request, rateRules.registerAddress, accountKey(input.email))) === 0;
    try {
      // Hashes the password before it learns whether the address is taken: both answers take as
      // long. The account and its mail are stored in one transaction.
      await users.create(input, { then: (account, tx) => sendVerification(options, account, returnTo, tx) });
    } catch (error) {
      if (!(error instanceof EmailTakenError)) throw error;
      const existing = await users.findByEmail(input.email);
      if (existing && noteAllowed) await mail.enqueue(alreadyRegisteredMail(existing.email, `${publicUrl}${freshSignIn(returnTo)}`, `${publicUrl}${accountPaths.forgot}`));
    }
    return html(reply, 200, signInPage({ request: token, email: input.email, info: registeredMessage(input.email) }));
  });
}

/** Confirming an address: sending the link again after the right password, and the mailed link itself. */
function addressConfirmationRoutes(app: FastifyInstance, options: ProviderPluginOptions): void {
  const { users, pageSecret } = options;

  app.post<{ Body: FormBody }>(accountPaths.resendVerification, async (request, reply) => {
    const carried = carriedRequest(options, request, reply, request.body?.request);
    if (!carried) return reply;
    const { token } = carried;
    const permission = verifyToken<{ sub?: unknown }>(pageSecret, 'verify-resend', formText(request.body?.resend));
    const account = typeof permission?.sub === 'string' ? await users.findById(permission.sub) : null;
    if (!account) return html(reply, 400, signInPage({ request: token, error: 'That button has expired. Sign in again, and you will be offered to send the message again.' }));
    const wait = Math.max(await overLimit(request, rateRules.verifyResend), await overLimit(request, rateRules.verifyResendAccount, `account:${account.id}`));
    if (wait > 0) {
      return tooMany(reply, wait, signInPage({ request: token, email: account.email, error: `The message was sent several times already. Please look for it in your mailbox (and your spam folder), or wait ${waitText(wait)} and ask again.` }));
    }
    if (account.emailVerified) return html(reply, 200, signInPage({ request: token, email: account.email, info: 'Your email address is already confirmed. Sign in with your password.' }));
    await sendVerification(options, account, options.returnPathOf(request));
    return html(reply, 200, signInPage({ request: token, email: account.email, info: `We have sent the message again to ${account.email}. Open the link in it to confirm your address, then sign in here.` }));
  });

  // A wildcard, not a parameter: the token carries the return path and may be longer than the router lets a parameter be.
  // Opening the link only asks; its button confirms. Mail scanners open every link in a message, and
  // a GET that confirmed would let anyone register someone else's address and have it "confirmed"
  // by that mailbox's scanner (and a role granted to that address would then be theirs).
  const verificationProblem = (request: FastifyRequest, reply: FastifyReply) =>
    html(
      reply,
      400,
      messagePage('This link does not work', 'The link to confirm your email address has expired or is incomplete. Sign in with your email address and password, and you will be offered a new one.', { href: freshSignIn(options.returnPathOf(request)), label: 'Sign in' }),
    );
  const confirmed = (reply: FastifyReply, returnTo: string) =>
    html(reply, 200, messagePage('Your email address is confirmed', 'Thank you. You can now sign in with your email address and password.', { href: freshSignIn(returnTo), label: 'Continue to sign in' }));

  app.get<{ Params: { '*': string } }>(`${accountPaths.resendVerification}/*`, async (request, reply) => {
    const claim = readVerificationToken(pageSecret, request.params['*']);
    const account = claim ? await users.findById(claim.sub) : null;
    if (!claim || !account || account.email !== claim.email) return verificationProblem(request, reply);
    if (account.emailVerified) return confirmed(reply, claim.returnTo);
    return html(
      reply,
      200,
      confirmPage('Confirm your email address', `Confirm that ${claim.email} is your address, and you can sign in with it.`, `${accountPaths.resendVerification}/${request.params['*']}`, 'Confirm my email address'),
    );
  });

  app.post<{ Params: { '*': string } }>(`${accountPaths.resendVerification}/*`, async (request, reply) => {
    const claim = readVerificationToken(pageSecret, request.params['*']);
    if (!claim || !(await users.markVerified(claim.sub, claim.email))) return verificationProblem(request, reply);
    return confirmed(reply, claim.returnTo);
  });
}
