// The subscription forms (spec 2.1, 7.6): subscribe to table-of-contents alerts of journals
// and topics (double opt-in), and choose them again from a signed link in any mail.
import * as z from 'zod/mini';
import { defineForm, emailAddress, listOf, requiredText } from './formKit.ts';

/** A journal's nameSystem or a topic's identifier, as the forms send them. */
const journalName = /^[a-z0-9-]{1,100}$/;
const topicIdentifier = /^[\w.-]{1,200}$/;

const choices = {
  journals: listOf(journalName, 'Choose journals from the list.', 500),
  topics: listOf(topicIdentifier, 'Choose topics from the list.', 500),
};

function atLeastOne() {
  return z.refine<{ journals: string[]; topics: string[] }>((value) => value.journals.length + value.topics.length > 0, {
    error: 'Choose at least one journal or topic.',
    path: ['journals'],
  });
}

export const subscribeForm = defineForm({
  id: 'subscribe',
  title: 'Subscription',
  referencePrefix: 'SU',
  emailField: 'email',
  listFields: ['journals', 'topics'],
  labels: { email: 'Your email address', journals: 'Journals', topics: 'Topics' },
  schema: z.object({ email: emailAddress(), ...choices }).check(atLeastOne()),
});

/** The manage page: the reader's whole choice (an empty one unsubscribes from everything). */
export const manageSubscriptionsForm = defineForm({
  id: 'manage-subscriptions',
  title: 'Subscription settings',
  referencePrefix: 'MS',
  listFields: ['journals', 'topics'],
  labels: { journals: 'Journals', topics: 'Topics' },
  schema: z.object({
    /** The signed link's address and key (hidden fields). */
    email: emailAddress(),
    key: requiredText('the key of your link', 200),
    ...choices,
  }),
});

/** One signed change from a mailed link: subscribe to, or unsubscribe from, one journal's alerts. */
export const signedJournalChangeForm = defineForm({
  id: 'signed-journal-change',
  title: 'Journal alerts',
  referencePrefix: 'JA',
  labels: { email: 'Email address', key: 'Key', nameSystem: 'Journal' },
  schema: z.object({
    email: emailAddress(),
    key: requiredText('the key of your link', 200),
    nameSystem: z.string().check(z.regex(journalName, { error: 'The link names no journal.' })),
  }),
});

/** The manage page without its link: an address to mail a fresh link to (answered alike whether or not it subscribes). */
export const manageLinkForm = defineForm({
  id: 'manage-link',
  title: 'A link to your alerts',
  referencePrefix: 'ML',
  labels: { email: 'Your email address' },
  schema: z.object({ email: emailAddress() }),
});
