// The alerts job: after articles are published (the seed, an import, `npm run alerts`),
// each verified subscriber gets one digest of the new articles of their journals and topics. What a
// digest names is recorded per reader and DOI in the same transaction as its mail, and the articles
// are chosen inside that transaction, which holds the reader (AlertStore.lockSubscriber), so two runs at
// once, on one server copy or two, still never send an article twice.
import type { SecretSource } from '../../platform/secrets/authState.ts';
import { MailOutbox } from '../../platform/mail/outbox.ts';
import type { Db, SqlDatabase } from '../../data/sqlDatabase.ts';
import { AlertStore, type AlertSubscriber, type AlertWindow } from './alertStore.ts';
import { digestMail, type Digest, type DigestGroup } from './digestMail.ts';
import { subscriptionLinkSecretOf } from './linkSecret.ts';
import { SignedLinks, SubscriptionPaths } from './signedLinks.ts';

/** Articles listed per journal or topic; the rest is "and N more" with a link to the full list. */
export const DIGEST_CAP_PER_GROUP = 100;
/** Without --since and before any run: the last week. */
export const FIRST_RUN_DAYS = 7;
/**
 * The furthest back a run looks (an earlier --since starts here). It is what lets deliveries go: an
 * article is delivered at most a day before it is published (the window ends the day after the run),
 * so once a delivery is older than this and two days more, its article lies before any future
 * window's first day, and the record that kept it out of digests no longer matters (pruneDeliveries).
 */
export const ALERT_LOOKBACK_DAYS = 90;
const SUBSCRIBER_PAGE = 200;

export interface AlertOptions {
  /** The site's records (the outbox's): a digest and its deliveries are one transaction. */
  database: SqlDatabase;
  outbox: MailOutbox;
  publicUrl: string;
  secret: string;
  /** Articles published on or after this day (a Date or YYYY-MM-DD); default: since the last run, or FIRST_RUN_DAYS. */
  since?: Date | string;
  now?: Date;
  capPerGroup?: number;
}

export interface AlertReport {
  runId: number;
  since: string;
  /** The day asked for when it lay beyond ALERT_LOOKBACK_DAYS (the run started at `since` instead). */
  askedSince?: string;
  /** Deliveries forgotten after the run: older than the look-back allows any article of theirs to come again. */
  deliveriesPruned: number;
  subscribersChecked: number;
  subscribersMailed: number;
  /** Articles named in the digests (those beyond the cap are not counted: they were not sent). */
  articles: number;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/** The first day of the window, as YYYY-MM-DD. */
export function sinceDay(since: Date | string | undefined, lastRunStartedAt: string | null, now: Date): string {
  if (since instanceof Date) {
    if (Number.isNaN(since.getTime())) throw new RangeError('The start of the alerts window is not a date.');
    return day(since);
  }
  if (typeof since === 'string') {
    const parsed = /^\d{4}-\d{2}-\d{2}/.test(since) ? new Date(`${since.slice(0, 10)}T00:00:00Z`) : new Date(Number.NaN);
    // V8 reads 2026-02-31 as March 3rd: a day that does not come back the same is no day.
    if (Number.isNaN(parsed.getTime()) || day(parsed) !== since.slice(0, 10)) throw new RangeError(`"${since}" is not a date such as 2026-11-01.`);
    return day(parsed);
  }
  if (lastRunStartedAt) return lastRunStartedAt.slice(0, 10);
  return day(new Date(now.getTime() - FIRST_RUN_DAYS * 86_400_000));
}

/** The reader's digest in this window, or null when nothing new is there for them. */
async function digestOf(store: AlertStore, subscriber: AlertSubscriber, window: AlertWindow, cap: number, tx: Db): Promise<Digest | null> {
  const followed = await store.followed(subscriber.id, tx);
  const groups: DigestGroup[] = [];
  const listed = new Set<string>();
  for (const journal of followed.journals) {
    const found = await store.newInJournal(subscriber.id, journal.nameSystem, window, cap, tx);
    if (!found.articles.length) continue;
    for (const article of found.articles) listed.add(article.doi);
    groups.push({ kind: 'journal', key: journal.nameSystem, name: journal.name, articles: found.articles, more: found.more });
  }
  for (const topic of followed.topics) {
    const found = await store.newInTopic(subscriber.id, topic.identifier, window, cap, tx);
    // An article of a followed journal and a followed topic is listed once, under its journal.
    const articles = found.articles.filter((article) => !listed.has(article.doi));
    if (!articles.length) continue;
    for (const article of articles) listed.add(article.doi);
    groups.push({ kind: 'topic', key: topic.identifier, name: topic.name, articles, more: found.more });
  }
  if (!groups.length) return null;
  return { email: subscriber.email, linkSecret: subscriber.linkSecret, groups, followedJournals: new Set(followed.journals.map((journal) => journal.nameSystem)) };
}

export async function sendAlertDigests(options: AlertOptions): Promise<AlertReport> {
  const { database, outbox } = options;
  const now = options.now ?? new Date();
  const cap = options.capPerGroup ?? DIGEST_CAP_PER_GROUP;
  const store = new AlertStore(database);
  const paths = new SubscriptionPaths(new SignedLinks(options.secret), options.publicUrl);
  const asked = sinceDay(options.since, await store.lastRunStartedAt(), now);
  const earliest = day(new Date(now.getTime() - ALERT_LOOKBACK_DAYS * 86_400_000));
  const since = asked < earliest ? earliest : asked;
  const window: AlertWindow = { since, until: day(new Date(now.getTime() + 86_400_000)) };
  const runId = await store.startRun(since, now);

  let cursor = 0;
  let checked = 0;
  let mailed = 0;
  let articles = 0;
  for (;;) {
    const page = await store.subscribers(cursor, SUBSCRIBER_PAGE);
    if (!page.length) break;
    for (const subscriber of page) {
      cursor = subscriber.id;
      checked += 1;
      const sent = await database.write(async (tx) => {
        await store.lockSubscriber(subscriber.id, tx);
        const digest = await digestOf(store, subscriber, window, cap, tx);
        if (!digest) return 0;
        const dois = digest.groups.flatMap((group) => group.articles.map((article) => article.doi));
        await store.recordDeliveries(subscriber.id, dois, runId, now, tx);
        await outbox.enqueue(digestMail(digest, paths), tx);
        return dois.length;
      });
      if (sent) {
        mailed += 1;
        articles += sent;
      }
    }
    // Lets a server that runs this answer its requests between pages.
    await new Promise((resolve) => setImmediate(resolve));
  }
  await store.finishRun(runId, options.now ?? new Date(), mailed, articles);
  const deliveriesPruned = await store.pruneDeliveries(new Date(now.getTime() - (ALERT_LOOKBACK_DAYS + 2) * 86_400_000));
  return { runId, since, ...(asked !== since ? { askedSince: asked } : {}), subscribersChecked: checked, subscribersMailed: mailed, articles, deliveriesPruned };
}

/** The job as the commands run it: the server's outbox and link secret, from its configuration. */
export function sendAlertDigestsWithConfig(
  database: SqlDatabase,
  config: SecretSource & { publicUrl: string },
  since?: string,
): Promise<AlertReport> {
  const outbox = new MailOutbox(database, { messageDomain: new URL(config.publicUrl).hostname });
  return sendAlertDigests({ database, outbox, publicUrl: config.publicUrl, secret: subscriptionLinkSecretOf(config), ...(since ? { since } : {}) });
}

export function describeAlertReport(report: AlertReport): string {
  const clamped = report.askedSince ? ` (not ${report.askedSince}: a run looks back ${ALERT_LOOKBACK_DAYS} days at most)` : '';
  return `alerts since ${report.since}${clamped}: ${report.subscribersMailed} of ${report.subscribersChecked} subscribers mailed, ${report.articles} articles (run ${report.runId}); ${report.deliveriesPruned} old deliveries forgotten`;
}
