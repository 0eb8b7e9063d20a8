// The subscriptions API (the routes are listed in @oap/contracts/api/subscriptions.ts),
// registered under /api. Forms from our pages carry the CSRF token and count against the form rate
// limit; links from mail are authorised by their HMAC key instead (signedLinks.ts), and the RFC 8058
// one-click unsubscribe is the one route other sites (mail providers) may post to. Every accepted
// change is stored (with its mail) before the answer goes out.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SubscribeAnswer, SubscriptionChoices, SubscriptionState } from '@oap/contracts/api/subscriptions.ts';
import { validateForm } from '@oap/contracts/forms/formKit.ts';
import { manageSubscriptionsForm, signedJournalChangeForm, subscribeForm } from '@oap/contracts/forms/subscriptionForms.ts';
import { httpError } from '../../platform/http/httpError.ts';
import { surrogateKey } from '../../platform/cache/purge.ts';
import { showKeys } from '../../platform/cache/surrogateKeys.ts';
import { acceptFormBodies, bodyAsFormData } from '../forms/formBodies.ts';
import { formProblems, refuseFilledHoneypot } from '../forms/formsPlugin.ts';
import { rateLimited, rateRules } from '../../platform/limits/rateLimiter.ts';
import type { MailOutbox } from '../../platform/mail/outbox.ts';
import { requireCsrfToken } from '../../platform/security/csrf.ts';
import type { SqlDatabase } from '../../data/sqlDatabase.ts';
import { SignedLinks, SubscriptionPaths, VERIFY_TTL_MS, decodeEmail } from './signedLinks.ts';
import { SqlSubscriptionStore, type SubscriberState, type SubscriptionStore } from './subscriptionStore.ts';
import { verificationMail } from './subscriptionMail.ts';
import { manageLinkRoute } from './manageLink.ts';

export interface SubscriptionsApiOptions {
  /** The site's records (the outbox's): a request and its mail are one transaction. */
  database: SqlDatabase;
  outbox: MailOutbox;
  publicUrl: string;
  /** The HMAC key of the links (app.ts: linkKey('subscriptions')). */
  secret: string;
  /** Another store (tests); default: the SQL one over `database`. */
  store?: SubscriptionStore;
  now?: () => Date;
  /** Verification mails per address and window; beyond it a request is stored and answered alike, without a mail. */
  verificationMailLimit?: { count: number; windowMs: number };
}

export const badLinkMessage = 'This link is not valid for this address: it is not complete, or a newer link has replaced it. Use the link in your most recent email from us, or ask for a new link.';
export const expiredLinkMessage = 'This confirmation link has expired or is not complete. Subscribe again and we will send a new one.';
export const incompleteLinkMessage = 'This link is not complete. Open it again from your email (all of it), or subscribe again.';
export const oneClickBodyMessage = 'To unsubscribe in one click, send List-Unsubscribe=One-Click as the form body. To choose your alerts instead, open the link in your email.';

/** A form's email field sent as base64url (straight from a link's address) is read as the address. */
function withReadableEmail(formData: FormData): FormData {
  const value = formData.get('email');
  if (typeof value === 'string' && value !== '' && !value.includes('@')) {
    const address = decodeEmail(value);
    if (address) formData.set('email', address);
  }
  return formData;
}

const unique = (values: readonly string[]) => [...new Set(values)];

export async function subscriptionsApi(app: FastifyInstance, options: SubscriptionsApiOptions): Promise<void> {
  acceptFormBodies(app);
  const kit = subscriptionRoutesKit(options);
  signUpRoutes(app, kit);
  managePageRoutes(app, kit);
  journalLinkRoutes(app, kit);
  oneClickRoutes(app, kit);
  manageLinkRoute(app, { store: kit.store, paths: kit.paths, fromOurForms: kit.fromOurForms });
  choicesRoute(app, kit);
}

/** What every group of subscription routes below shares. */
type SubscriptionRoutesKit = ReturnType<typeof subscriptionRoutesKit>;

/**
 * The store, the signed links and their addresses, the clock, the hooks of our forms (`fromOurForms`:
 * the form rate limit and the CSRF token), and the checks more than one group of routes makes.
 */
function subscriptionRoutesKit(options: SubscriptionsApiOptions) {
  const store = options.store ?? new SqlSubscriptionStore(options.database, options.outbox);
  const links = new SignedLinks(options.secret);
  const paths = new SubscriptionPaths(links, options.publicUrl);
  const now = options.now ?? (() => new Date());
  const mailLimit = options.verificationMailLimit ?? { count: 3, windowMs: 3_600_000 };
  const fromOurForms = { onRequest: rateLimited(rateRules.form), preHandler: requireCsrfToken };

  /** A reader's own state: never stored by a cache, and it makes the page that shows it private. */
  const answerState = (reply: FastifyReply, { linkSecret, ...state }: SubscriberState): SubscriptionState => {
    void reply.header('cache-control', 'private, no-store');
    return { ...state, managePath: paths.manage(state.email, linkSecret) };
  };
  /** Whether `key` is the address's current key for `purpose` (signed with its subscriber's link secret). */
  const keyFits = async (purpose: 'manage' | 'journal-subscribe' | 'journal-unsubscribe' | 'one-click', email: string, key: string, nameSystem = '') =>
    links.checkKey(purpose, email, key, nameSystem, await store.linkSecret(email));

  /** The journals and topics the catalogue has, or the 400 that names those it has not. */
  const knownChoices = async (journals: readonly string[], topics: readonly string[]) => {
    const known = await store.existing(journals, topics);
    const journalNames = new Set(known.journals.map((journal) => journal.nameSystem));
    const topicNames = new Set(known.topics.map((topic) => topic.identifier));
    const fieldErrors: Record<string, string> = {};
    const strayJournal = journals.find((name) => !journalNames.has(name));
    const strayTopic = topics.find((identifier) => !topicNames.has(identifier));
    if (strayJournal !== undefined) fieldErrors.journals = `"${strayJournal}" is not a journal of ours. Choose journals from the list.`;
    if (strayTopic !== undefined) fieldErrors.topics = `"${strayTopic}" is not a topic of ours. Choose topics from the list.`;
    if (Object.keys(fieldErrors).length) throw formProblems({ fieldErrors });
    return known;
  };

  return { store, links, paths, now, mailLimit, fromOurForms, answerState, keyFits, knownChoices };
}

/** Subscribing from our form (stored, and a verification mail sent), and the mailed link that confirms it. */
function signUpRoutes(app: FastifyInstance, { store, links, paths, now, mailLimit, fromOurForms, answerState, knownChoices }: SubscriptionRoutesKit): void {
  app.post('/subscriptions', fromOurForms, async (request, reply): Promise<SubscribeAnswer> => {
    const formData = bodyAsFormData(request.body);
    refuseFilledHoneypot(request, formData, 'subscribe');
    const checked = validateForm(subscribeForm, formData);
    if (!checked.ok) throw formProblems(checked.problems);
    const journals = unique(checked.data.journals);
    const topics = unique(checked.data.topics);
    const known = await knownChoices(journals, topics);
    const at = now();
    const email = checked.data.email;
    const { mailed } = await store.request({
      email,
      journals,
      topics,
      now: at,
      expiresAt: new Date(at.getTime() + VERIFY_TTL_MS),
      mailLimit,
      mail: (requestKey, linkSecret) => verificationMail({ to: email, linkSecret, hash: links.verifyHash(requestKey, new Date(at.getTime() + VERIFY_TTL_MS)), ...known, paths }),
    });
    // The same answer either way: the limit protects the mailbox, and says nothing to the sender.
    if (!mailed) request.log.warn({ domain: email.split('@').pop() }, 'subscription stored without a verification mail: the address had its mails for this hour');
    void reply.code(202).header('cache-control', 'no-store');
    return { status: 'verification-sent', email };
  });

  // Signed, so no CSRF token (the link may be opened in another browser than the one that subscribed);
  // the origin check still refuses posts from other sites.
  app.post('/subscriptions/verify', { onRequest: rateLimited(rateRules.form) }, async (request, reply): Promise<SubscriptionState> => {
    const hash = bodyAsFormData(request.body).get('hash');
    if (typeof hash !== 'string' || hash === '') throw httpError(400, expiredLinkMessage);
    const read = links.readVerifyHash(hash.trim(), now());
    if (read === 'invalid' || read === 'expired') throw httpError(400, expiredLinkMessage);
    const state = await store.confirm(read.requestKey, now());
    // Signed by us but gone (an old request cleared away): the same advice.
    if (!state) throw httpError(404, expiredLinkMessage);
    return answerState(reply, state);
  });
}

/** The manage page of a mailed link: reading a subscriber's alerts, and replacing them with the form's choices. */
function managePageRoutes(app: FastifyInstance, { store, now, fromOurForms, answerState, keyFits, knownChoices }: SubscriptionRoutesKit): void {
  app.get<{ Querystring: { email?: string; key?: string } }>('/subscriptions/manage', async (request, reply): Promise<SubscriptionState> => {
    const { email: encoded, key } = request.query;
    const email = decodeEmail(typeof encoded === 'string' ? encoded : undefined);
    if (!email || typeof key !== 'string' || key === '') throw httpError(400, incompleteLinkMessage);
    if (!(await keyFits('manage', email, key))) throw httpError(403, badLinkMessage);
    return answerState(reply, await store.state(email));
  });

  app.post('/subscriptions/manage', fromOurForms, async (request, reply): Promise<SubscriptionState> => {
    const formData = withReadableEmail(bodyAsFormData(request.body));
    const checked = validateForm(manageSubscriptionsForm, formData);
    if (!checked.ok) throw formProblems(checked.problems);
    const { email, key } = checked.data;
    if (!(await keyFits('manage', email, key))) throw httpError(403, badLinkMessage);
    const journals = unique(checked.data.journals);
    const topics = unique(checked.data.topics);
    await knownChoices(journals, topics);
    return answerState(reply, await store.replace(email, journals, topics, now()));
  });
}

/** The signed one-journal links of our mails: follow that journal, or stop following it. */
function journalLinkRoutes(app: FastifyInstance, { store, now, fromOurForms, answerState, keyFits }: SubscriptionRoutesKit): void {
  /** The signed one-journal change of a mailed link: its address, after its key and journal are checked. */
  const journalChange = async (request: FastifyRequest, purpose: 'journal-subscribe' | 'journal-unsubscribe') => {
    const checked = validateForm(signedJournalChangeForm, withReadableEmail(bodyAsFormData(request.body)));
    if (!checked.ok) throw formProblems(checked.problems);
    const { email, key, nameSystem } = checked.data;
    if (!(await keyFits(purpose, email, key, nameSystem))) throw httpError(403, badLinkMessage);
    const known = (await store.existing([nameSystem], [])).journals.length > 0;
    return { email, nameSystem, known };
  };
  const noSuchJournal = (nameSystem: string) => httpError(404, `We publish no journal called "${nameSystem}". The link may be from an old email.`);

  // The key proves the link was mailed to this address: subscribed, and verified, at once.
  app.post('/subscriptions/journal', fromOurForms, async (request, reply): Promise<SubscriptionState> => {
    const change = await journalChange(request, 'journal-subscribe');
    if (!change.known) throw noSuchJournal(change.nameSystem);
    return answerState(reply, await store.addJournal(change.email, change.nameSystem, now()));
  });

  app.post('/subscriptions/journal/unsubscribe', fromOurForms, async (request, reply): Promise<SubscriptionState> => {
    const change = await journalChange(request, 'journal-unsubscribe');
    // A journal gone from the catalogue can still be left, if the reader followed it.
    if (!change.known && !(await store.state(change.email)).journals.some((journal) => journal.nameSystem === change.nameSystem)) {
      throw noSuchJournal(change.nameSystem);
    }
    return answerState(reply, await store.removeJournal(change.email, change.nameSystem));
  });
}

/** The List-Unsubscribe address of our mails: the RFC 8058 one-click post, and the same link opened in a browser. */
function oneClickRoutes(app: FastifyInstance, { store, paths, keyFits }: SubscriptionRoutesKit): void {
  /** The address of a one-click link, once its key is checked. */
  const oneClickAddress = async (query: { e?: unknown; k?: unknown }): Promise<string> => {
    const email = decodeEmail(typeof query.e === 'string' ? query.e : undefined);
    if (!email || typeof query.k !== 'string' || query.k === '' || query.k.length > 200) throw httpError(400, incompleteLinkMessage);
    if (!(await keyFits('one-click', email, query.k))) throw httpError(403, badLinkMessage);
    return email;
  };

  // RFC 8058: the mail provider posts here from its own servers, without our token or cookies.
  app.post<{ Querystring: { e?: string; k?: string } }>('/subscriptions/one-click', { config: { crossSite: true } }, async (request, reply) => {
    const email = await oneClickAddress(request.query);
    if (bodyAsFormData(request.body).get('List-Unsubscribe') !== 'One-Click') throw httpError(400, oneClickBodyMessage);
    await store.unsubscribeAll(email);
    request.log.info('one-click unsubscribe');
    void reply.header('cache-control', 'no-store');
    return { status: 'unsubscribed' as const, email };
  });

  // A person who opened the List-Unsubscribe address in a client without one-click: their manage page.
  app.get<{ Querystring: { e?: string; k?: string } }>('/subscriptions/one-click', async (request, reply) => {
    const email = await oneClickAddress(request.query);
    return reply.header('cache-control', 'no-store').redirect(paths.manage(email, await store.linkSecret(email)), 303);
  });
}

/** The journals and topics the subscribe form offers (the same for everyone, so cached for a while). */
function choicesRoute(app: FastifyInstance, { store, now }: SubscriptionRoutesKit): void {
  app.get('/subscriptions/choices', async (_request, reply): Promise<SubscriptionChoices> => {
    void reply.header('cache-control', 'public, max-age=300');
    showKeys(reply, [surrogateKey.catalogueLists]);
    return store.choices(now().toISOString().slice(0, 10));
  });
}
