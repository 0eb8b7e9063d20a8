// The mail that confirms a subscription request (double opt-in): what was asked for, and the
// /subscribe/verify/{hash} link that confirms it; nothing is sent to the address until it is followed.
import type { SubscribedJournal, SubscribedTopic } from '@oap/contracts/api/subscriptions.ts';
import { renderMail } from '../../platform/mail/mailLayout.ts';
import type { OutgoingMail } from '../../platform/mail/outbox.ts';
import { VERIFY_TTL_MS, type SubscriptionPaths } from './signedLinks.ts';

/** "Send me a new link": the reader's manage link, signed with their new link secret; earlier links no longer work. */
export function newLinkMail(input: { to: string; linkSecret: string; paths: SubscriptionPaths }): OutgoingMail {
  return {
    kind: 'subscription-new-link',
    to: input.to,
    subject: 'Your new link to manage your alerts',
    ...renderMail({
      heading: 'Your new link to manage your alerts',
      paragraphs: [
        'We were asked for a new link to see and change the email alerts of this address. Here it is.',
        'The links in earlier alert emails no longer open your alerts: this link, and those in the alerts we send from now on, do.',
      ],
      action: { label: 'Manage my alerts', url: input.paths.absolute(input.paths.manage(input.to, input.linkSecret)) },
      footer: ['If you did not ask for this, you can ignore this message: your alerts have not changed.'],
    }),
  };
}

export function verificationMail(input: {
  to: string;
  /** The subscriber's link secret, for the manage link. */
  linkSecret: string;
  hash: string;
  journals: readonly SubscribedJournal[];
  topics: readonly SubscribedTopic[];
  paths: SubscriptionPaths;
}): OutgoingMail {
  const facts = [
    ...(input.journals.length ? [{ label: 'Journals', value: input.journals.map((journal) => journal.name).join('\n') }] : []),
    ...(input.topics.length ? [{ label: 'Topics', value: input.topics.map((topic) => topic.name).join('\n') }] : []),
  ];
  const days = Math.round(VERIFY_TTL_MS / 86_400_000);
  return {
    kind: 'subscription-verify',
    to: input.to,
    subject: 'Confirm your subscription',
    ...renderMail({
      heading: 'Confirm your subscription',
      paragraphs: [
        'We were asked to email this address when new articles are published in:',
        ...(facts.length ? [] : ['(nothing we still publish)']),
      ],
      facts,
      action: { label: 'Confirm your subscription', url: input.paths.absolute(input.paths.verify(input.hash)) },
      footer: [
        `The link works for ${days} days. If you did not ask for this, ignore this message: we will send you nothing.`,
        `See or change all your alerts: ${input.paths.absolute(input.paths.manage(input.to, input.linkSecret))}`,
      ],
    }),
  };
}
