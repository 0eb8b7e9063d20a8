// The mail that confirms a subscription request (double opt-in): what was asked for, and the
// /subscribe/verify/{hash} link that confirms it; nothing is sent to the address until it is followed.
import type { SubscribedJournal, SubscribedTopic } from '@oap/contracts/api/subscriptions.ts';
import { renderMail } from '../../platform/mail/mailLayout.ts';
import type { OutgoingMail } from '../../platform/mail/outbox.ts';
import { VERIFY_TTL_MS, type SubscriptionPaths } from './signedLinks.ts';

export function verificationMail(input: {
  to: string;
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
        `See or change all your alerts: ${input.paths.absolute(input.paths.manage(input.to))}`,
      ],
    }),
  };
}
