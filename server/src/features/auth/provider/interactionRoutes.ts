// The provider's interaction page, GET /oidc/interaction/<uid>. With the stateless sign-in page
// (providerPlugin.ts), an interaction normally exists only because a hand-off cookie brought the
// browser back after a right password: it is finished at once with that account, so it lives for the
// seconds of two redirects. A consent prompt (our own site is first-party) is granted at once. Any
// other login prompt shows our sign-in page for the interaction's request.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { signInPage } from './accountPages.ts';
import { queryOfParams, requestFingerprint, signAuthRequest } from './authorizationRequest.ts';
import { providerMountPath } from './embeddedProvider.ts';
import { html, messagePage } from './interactionPages.ts';
import type { ProviderPluginOptions } from './providerPlugin.ts';
import { presentAsPublicUrl } from './routeKit.ts';
import { clearHandoffCookie, handoffCookieOf } from './signInHandoff.ts';
import { freshSignIn } from './signInRoutes.ts';

export async function interactionRoutes(app: FastifyInstance, options: ProviderPluginOptions): Promise<void> {
  const { provider, handoffs, pageSecret, publicUrl, secure } = options;

  const finish = async (request: FastifyRequest, reply: FastifyReply, result: Parameters<Provider['interactionResult']>[2]) => {
    const returnTo = await provider.interactionResult(request.raw, reply.raw, result, { mergeWithLastSubmission: false });
    return reply.redirect(returnTo, 303);
  };

  app.get<{ Params: { uid: string } }>(`${providerMountPath}/interaction/:uid`, async (request, reply) => {
    // The provider reads its cookies from the raw request; it sees the site as PUBLIC_URL here too.
    presentAsPublicUrl(request.raw, publicUrl, request.ip);
    let details: Awaited<ReturnType<Provider['interactionDetails']>> | undefined;
    try {
      details = await provider.interactionDetails(request.raw, reply.raw);
    } catch {
      // SessionNotFound: expired, or the interaction cookie is missing (another browser).
    }
    if (!details || details.uid !== request.params.uid) {
      return html(reply, 400, messagePage('This sign-in page has expired', 'It was opened in another browser, or it waited too long. Start signing in again.', { href: freshSignIn(options.returnPathOf(request)), label: 'Sign in again' }));
    }
    if (details.prompt.name === 'consent' && details.session?.accountId) {
      // Normally settled by loadExistingGrant; our own site is first-party, so grant what it asked for.
      const grant =
        (details.grantId ? await provider.Grant.find(details.grantId) : undefined) ??
        new provider.Grant({ accountId: details.session.accountId, clientId: String(details.params.client_id) });
      const missing = details.prompt.details.missingOIDCScope;
      grant.addOIDCScope(Array.isArray(missing) ? missing.join(' ') : String(details.params.scope ?? 'openid'));
      return finish(request, reply, { consent: { grantId: await grant.save() } });
    }
    const params = details.params as Record<string, unknown>;
    if (details.prompt.name === 'login') {
      const accountId = await handoffs.consume(handoffCookieOf(request), requestFingerprint((name) => params[name]));
      if (accountId) {
        clearHandoffCookie(reply, secure);
        return finish(request, reply, { login: { accountId } });
      }
    }
    // No hand-off for this request: the reader signs in on our page, which starts the request again.
    const hint = typeof params.login_hint === 'string' ? params.login_hint : undefined;
    return html(reply, 200, signInPage({ request: signAuthRequest(pageSecret, queryOfParams(params)), ...(hint ? { email: hint } : {}) }));
  });
}
