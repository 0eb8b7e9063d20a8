// "Send me a link to my alerts": the manage page without its link (/unsub/managesubscriptions with no
// address or key) asks for an address, and this mails that address a fresh manage link made by the
// signed-link code (SubscriptionPaths.manage), through the outbox, in the transaction that decides it.
// Only an address we already know (a subscriber row) is mailed, at most MANAGE_LINK_MAIL_LIMIT times an
// hour; the answer is the same either way, so the form tells nobody who subscribes.
import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import { sql } from 'kysely';
import type { ManageLinkAnswer } from '@oap/contracts/api/subscriptions.ts';
import { validateForm } from '@oap/contracts/forms/formKit.ts';
import { manageLinkForm } from '@oap/contracts/forms/subscriptionForms.ts';
import type { SqlDatabase } from '../../data/sqlDatabase.ts';
import { renderMail } from '../../platform/mail/mailLayout.ts';
import type { MailOutbox, OutgoingMail } from '../../platform/mail/outbox.ts';
import { bodyAsFormData } from '../forms/formBodies.ts';
import { formProblems, refuseFilledHoneypot } from '../forms/formsPlugin.ts';
import { canonicalEmail, type SubscriptionPaths } from './signedLinks.ts';

export const manageLinkMailKind = 'subscription-manage-link';
/** Manage-link mails per address and hour: enough for a reader who asks twice, too few to flood a mailbox. */
export const MANAGE_LINK_MAIL_LIMIT = { count: 3, windowMs: 3_600_000 };

export function manageLinkMail(to: string, paths: SubscriptionPaths): OutgoingMail {
  return {
    kind: manageLinkMailKind,
    to,
    subject: 'Your link to manage your alerts',
    ...renderMail({
      heading: 'Manage your alerts',
      paragraphs: ['Someone, probably you, asked for a link to see and change the alerts this address receives from us. Use the button to choose your journals and topics, or to stop every alert.'],
      action: { label: 'Manage my alerts', url: paths.absolute(paths.manage(to)) },
      footer: ['If you did not ask for this, ignore this message: nothing changes until the link is used.'],
    }),
  };
}

export type ManageLinkOutcome = 'mailed' | 'not-subscribed' | 'limited';

/** Queues the manage link for a known address (within the hourly limit), stored before the caller answers. */
export async function queueManageLink(
  database: SqlDatabase,
  outbox: MailOutbox,
  input: { email: string; now: Date; mail: (email: string) => OutgoingMail; mailLimit?: { count: number; windowMs: number } },
): Promise<ManageLinkOutcome> {
  const email = canonicalEmail(input.email);
  const limit = input.mailLimit ?? MANAGE_LINK_MAIL_LIMIT;
  return database.write(async (tx) => {
    const { rows } = await sql<{ email: string }>`SELECT email FROM subscribers WHERE email = ${email}`.execute(tx);
    const subscriber = rows[0];
    if (!subscriber) return 'not-subscribed';
    const since = input.now.getTime() - limit.windowMs;
    const { rows: recent } = await sql<{ n: number }>`SELECT count(*) AS n FROM mail_outbox
      WHERE kind = ${manageLinkMailKind} AND recipient = ${subscriber.email} AND created_at > ${since}`.execute(tx);
    if (Number(recent[0]?.n ?? 0) >= limit.count) return 'limited';
    await outbox.enqueue(input.mail(subscriber.email), tx);
    return 'mailed';
  });
}

export interface ManageLinkRouteOptions {
  database: SqlDatabase;
  outbox: MailOutbox;
  paths: SubscriptionPaths;
  now: () => Date;
  /** The hooks of every form of our pages: the form rate limit and the CSRF token. */
  fromOurForms: Pick<RouteShorthandOptions, 'onRequest' | 'preHandler'>;
  mailLimit?: { count: number; windowMs: number };
}

/** POST /api/subscriptions/manage-link: form { email } -> 202 { status: 'link-sent' }, whoever the address is. */
export function manageLinkRoute(app: FastifyInstance, options: ManageLinkRouteOptions): void {
  app.post('/subscriptions/manage-link', options.fromOurForms, async (request, reply): Promise<ManageLinkAnswer> => {
    const formData = bodyAsFormData(request.body);
    refuseFilledHoneypot(request, formData, manageLinkForm.id);
    const checked = validateForm(manageLinkForm, formData);
    if (!checked.ok) throw formProblems(checked.problems);
    const outcome = await queueManageLink(options.database, options.outbox, {
      email: checked.data.email,
      now: options.now(),
      mail: (email) => manageLinkMail(email, options.paths),
      ...(options.mailLimit ? { mailLimit: options.mailLimit } : {}),
    });
    // For the operators only: the reader is told the same thing whatever happened.
    request.log.info({ outcome, domain: checked.data.email.split('@').pop() }, 'manage link asked for');
    void reply.code(202).header('cache-control', 'no-store');
    return { status: 'link-sent' };
  });
}
