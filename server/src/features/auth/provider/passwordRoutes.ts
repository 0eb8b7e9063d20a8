// "Forgot password" at the embedded provider:
//   GET  /oidc/forgot?request=   the form (the request, when opened from a sign-in page, leads back to it)
//   POST /oidc/forgot            always the same answer; an account's address gets a one-hour, single-use link
//   GET  /oidc/reset/<token>     the form for a new password (only a hash of the token is stored)
//   POST /oidc/reset/<token>     sets it: the link and every other one of the account stop working,
//                                and the account is signed out everywhere (passwordResets.ts)
// The forgot form is limited per client and per address (counted for every address, so reaching the
// limit says nothing about whether an account exists).
import type { FastifyInstance } from 'fastify';
import { rateRules } from '../../../platform/limits/rateLimiter.ts';
import { accountPaths, forgotPage, linkSentPage, resetPage } from './accountPages.ts';
import { passwordResetMail } from './accountMail.ts';
import { readAuthRequest } from './authorizationRequest.ts';
import { html, messagePage, waitText } from './interactionPages.ts';
import { hashPassword } from './passwords.ts';
import { resetUrl } from './passwordResets.ts';
import type { ProviderPluginOptions } from './providerPlugin.ts';
import { formText, overLimit, tooMany, type FormBody } from './routeKit.ts';
import { accountKey } from './signInGuard.ts';
import { freshSignIn } from './signInRoutes.ts';
import { emailProblem, passwordProblem } from './userStore.ts';

export async function passwordRoutes(app: FastifyInstance, options: ProviderPluginOptions): Promise<void> {
  const { users, resets, mail, pageSecret, publicUrl } = options;
  /** The sign-in the page belongs to: kept only while it is valid (an old one would lead to an expired page). */
  const requestField = (value: unknown) => (readAuthRequest(pageSecret, value) ? (value as string) : undefined);

  const brokenLink = () =>
    messagePage('This link does not work', 'The link to choose a new password has expired, was already used, or is incomplete. You can ask for a new one.', { href: accountPaths.forgot, label: 'Ask for a new link' });

  app.get<{ Querystring: { request?: string } }>(accountPaths.forgot, async (request, reply) => {
    const carried = requestField(request.query.request);
    return html(reply, 200, forgotPage(carried ? { request: carried } : {}));
  });

  app.post<{ Body: FormBody }>(accountPaths.forgot, async (request, reply) => {
    const carried = requestField(request.body?.request);
    const email = formText(request.body?.email).trim();
    const page = (error: string) => forgotPage({ ...(carried ? { request: carried } : {}), email, error });
    const clientWait = await overLimit(request, rateRules.forgotPassword);
    if (clientWait > 0) return tooMany(reply, clientWait, page(`Too many links were asked for from your network. Please wait ${waitText(clientWait)} and try again.`));
    const problem = emailProblem(email);
    if (problem) return html(reply, 400, page(problem));
    const addressWait = await overLimit(request, rateRules.forgotPasswordAddress, accountKey(email));
    if (addressWait > 0) {
      return tooMany(reply, addressWait, page(`Several links were asked for this address in the last hour. Please look for them in your mailbox (and your spam folder), or wait ${waitText(addressWait)} and ask again.`));
    }
    const account = await users.findByEmail(email);
    if (account) {
      // The link and its mail are stored together, or neither is.
      await resets.issue(account.id, (token, tx) => mail.enqueue(passwordResetMail(account.email, account.emailVerified ? account.name : null, resetUrl(publicUrl, token)), tx));
    }
    return html(reply, 200, linkSentPage(email, carried));
  });

  app.get<{ Params: { token: string } }>(`${accountPaths.reset}/:token`, async (request, reply) => {
    const account = await resets.accountFor(request.params.token);
    if (!account) return html(reply, 400, brokenLink());
    return html(reply, 200, resetPage({ token: request.params.token, email: account.email }));
  });

  app.post<{ Params: { token: string }; Body: FormBody }>(`${accountPaths.reset}/:token`, async (request, reply) => {
    const { token } = request.params;
    const account = await resets.accountFor(token);
    if (!account) return html(reply, 400, brokenLink());
    const password = formText(request.body?.password);
    const problem = passwordProblem(password, account.email);
    if (problem) return html(reply, 400, resetPage({ token, email: account.email, error: problem }));
    const changed = await resets.complete(token, await hashPassword(password));
    if (!changed) return html(reply, 400, brokenLink());
    return html(
      reply,
      200,
      messagePage('Your password has been changed', 'Sign in with your email address and your new password. Everywhere else your account was signed out.', { href: freshSignIn(options.returnPathOf(request)), label: 'Sign in' }),
    );
  });
}
