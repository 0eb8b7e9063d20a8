// "Send me a new link to my alerts": the manage page without its link (/unsub/managesubscriptions with
// no address or key) asks for an address. A subscriber's new link secret voids every link mailed before
// (a forwarded digest stops giving control of the alerts), and the new manage link is mailed through the
// outbox in the same transaction (SubscriptionStore.newLink). The answer is the same whether or not the
// address subscribes, or was mailed too often, so the form tells nobody who subscribes.
import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import type { ManageLinkAnswer } from '@oap/contracts/api/subscriptions.ts';
import { validateForm } from '@oap/contracts/forms/formKit.ts';
import { manageLinkForm } from '@oap/contracts/forms/subscriptionForms.ts';
import { limitWait, rateRules } from '../../platform/limits/rateLimiter.ts';
import { bodyAsFormData } from '../forms/formBodies.ts';
import { formProblems, refuseFilledHoneypot } from '../forms/formsPlugin.ts';
import { canonicalEmail, type SubscriptionPaths } from './signedLinks.ts';
import { newLinkMail } from './subscriptionMail.ts';
import type { SubscriptionStore } from './subscriptionStore.ts';

export const manageLinkMailKind = 'subscription-new-link';

export interface ManageLinkRouteOptions {
  store: SubscriptionStore;
  paths: SubscriptionPaths;
  /** The hooks of every form of our pages: the form rate limit and the CSRF token. */
  fromOurForms: Pick<RouteShorthandOptions, 'onRequest' | 'preHandler'>;
}

/** POST /api/subscriptions/manage-link: form { email } -> 202 { status: 'link-sent' }, whoever the address is. */
export function manageLinkRoute(app: FastifyInstance, options: ManageLinkRouteOptions): void {
  app.post('/subscriptions/manage-link', options.fromOurForms, async (request, reply): Promise<ManageLinkAnswer> => {
    const formData = bodyAsFormData(request.body);
    refuseFilledHoneypot(request, formData, manageLinkForm.id);
    const checked = validateForm(manageLinkForm, formData);
    if (!checked.ok) throw formProblems(checked.problems);
    const email = canonicalEmail(checked.data.email);
    // A few an hour per address, whoever asks (rateRules.formConfirmation): nobody can fill a mailbox
    // with them, nor keep voiding its links.
    let outcome = 'limited';
    if ((await limitWait(request, rateRules.formConfirmation, `subscription-link:${email}`)) === 0) {
      const sent = await options.store.newLink(email, (linkSecret) => newLinkMail({ to: email, linkSecret, paths: options.paths }));
      outcome = sent ? 'mailed' : 'not-subscribed';
    }
    // For the operators only: the reader is told the same thing whatever happened.
    request.log.info({ outcome, domain: email.split('@').pop() }, 'manage link asked for; earlier links void when mailed');
    void reply.code(202).header('cache-control', 'no-store');
    return { status: 'link-sent' };
  });
}
