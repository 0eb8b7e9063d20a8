// Subscribers, what they follow and their pending requests (migration 072), behind an interface (tests
// may give the plugin another store). Every change that sends mail is written with its mail in one
// transaction (SqlDatabase.write): stored before the reader is answered.
import { randomBytes } from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';
import type { SubscribedJournal, SubscribedTopic, SubscriptionChoices } from '@oap/contracts/api/subscriptions.ts';
import type { MailOutbox, OutgoingMail } from '../../platform/mail/outbox.ts';
import type { Db, SqlDatabase } from '../../data/sqlDatabase.ts';
import { canonicalEmail } from './signedLinks.ts';

export interface SubscriberState {
  email: string;
  /** Signs the reader's links (signedLinks.ts); '' without a subscriber. Never sent in an answer. */
  linkSecret: string;
  verified: boolean;
  journals: SubscribedJournal[];
  topics: SubscribedTopic[];
}

export interface NewRequest {
  email: string;
  /** Journals' name_system and topics' identifiers, known to exist. */
  journals: string[];
  topics: string[];
  now: Date;
  expiresAt: Date;
  /** At most `count` verification mails per address within `windowMs`; beyond that the request is kept but not mailed. */
  mailLimit: { count: number; windowMs: number };
  /** The verification mail, once the request's key and the subscriber's link secret are known. */
  mail: (requestKey: string, linkSecret: string) => OutgoingMail;
}

export interface SubscriptionStore {
  /** Public journals by name, and the topics whose deadline is `today` or later, nearest deadline first. */
  choices(today: string): Promise<SubscriptionChoices>;
  /** Which of these journals and topics the catalogue has. */
  existing(journals: readonly string[], topics: readonly string[]): Promise<{ journals: SubscribedJournal[]; topics: SubscribedTopic[] }>;
  /** Stores a request (and the subscriber, unverified if new) with its verification mail. */
  request(input: NewRequest): Promise<{ mailed: boolean }>;
  /** Confirms the request a verification link names (again: no change); null when there is none. */
  confirm(requestKey: string, now: Date): Promise<SubscriberState | null>;
  state(email: string): Promise<SubscriberState>;
  /** The reader's whole choice, from a signed link (which proves the address: verified). */
  replace(email: string, journals: readonly string[], topics: readonly string[], now: Date): Promise<SubscriberState>;
  addJournal(email: string, nameSystem: string, now: Date): Promise<SubscriberState>;
  removeJournal(email: string, nameSystem: string): Promise<SubscriberState>;
  /** RFC 8058 one-click: no alert of any journal or topic any more. */
  unsubscribeAll(email: string): Promise<void>;
  /** The secret the address's links are signed with: '' when it has no subscriber (or one from before link secrets). */
  linkSecret(email: string): Promise<string>;
  /**
   * "Send me a new link": gives the subscriber a new link secret (every link mailed before stops
   * working) and queues `mail(newSecret)` in the same transaction. False, and nothing queued, when
   * the address has no subscriber.
   */
  newLink(email: string, mail: (linkSecret: string) => OutgoingMail): Promise<boolean>;
}

/**
 * A subscriber's new link secret: random, never shown except inside the keys of their links. A
 * subscriber starts with '' (the links mailed or shown before they subscribed stay good) and gets one
 * of these each time they ask for a new link.
 */
export function newLinkSecret(): string {
  return randomBytes(18).toString('base64url');
}

/** Bounds the lists a state can show (a reader adding journals one link at a time has no form limit). */
const STATE_LIST_LIMIT = 2000;
const CHOICES_LIMIT = 5000;
/** Expired requests removed per new request: the table stays small without a sweeper. */
const PRUNE_BATCH = 100;

interface JournalRow {
  name_system: string;
  name: string;
}

interface TopicRow {
  identifier: string;
  name: string;
}

const journalOf = (row: JournalRow): SubscribedJournal => ({ nameSystem: row.name_system, name: row.name });
const topicOf = (row: TopicRow): SubscribedTopic => ({ identifier: row.identifier, name: row.name });

/** A row-locking clause PostgreSQL needs (see SqlSubscriptionStore); SQLite's write lock already keeps writers apart. */
function onPostgres(database: SqlDatabase, clause: RawBuilder<unknown>): RawBuilder<unknown> {
  return database.engine === 'postgres' ? clause : sql``;
}

/** A list kept as JSON text (a request's journals or topics): strings only. */
function listOf(json: string): string[] {
  const value = JSON.parse(json) as unknown;
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/**
 * Every transaction that changes one reader's subscriptions locks the reader's `subscribers` row
 * first. On SQLite the write lock lets one writer in at a time anyway; PostgreSQL runs them side by
 * side, and two of them taking the rows of a reader's journals and topics in different orders would
 * deadlock (a replace deleting a topic while an unsubscribe deletes the journals, say). With the
 * reader's row taken first, the second waits for the first, then reads what it left.
 */
export class SqlSubscriptionStore implements SubscriptionStore {
  private readonly database: SqlDatabase;
  private readonly outbox: MailOutbox;

  constructor(database: SqlDatabase, outbox: MailOutbox) {
    this.database = database;
    this.outbox = outbox;
  }

  async choices(today: string): Promise<SubscriptionChoices> {
    const { db } = this.database;
    const { rows: journals } = await sql<JournalRow>`SELECT name_system, name FROM journals WHERE is_public = 1 ORDER BY name LIMIT ${CHOICES_LIMIT}`.execute(db);
    const { rows: topics } = await sql<TopicRow>`SELECT identifier, name FROM topics WHERE deadline >= ${today} ORDER BY deadline, name LIMIT ${CHOICES_LIMIT}`.execute(db);
    return { journals: journals.map(journalOf), topics: topics.map(topicOf) };
  }

  async existing(journals: readonly string[], topics: readonly string[]) {
    const { db } = this.database;
    const journalRows = journals.length
      ? (await sql<JournalRow>`SELECT name_system, name FROM journals WHERE name_system IN (${sql.join(journals)}) ORDER BY name`.execute(db)).rows
      : [];
    const topicRows = topics.length ? (await sql<TopicRow>`SELECT identifier, name FROM topics WHERE identifier IN (${sql.join(topics)}) ORDER BY name`.execute(db)).rows : [];
    return { journals: journalRows.map(journalOf), topics: topicRows.map(topicOf) };
  }

  async request(input: NewRequest): Promise<{ mailed: boolean }> {
    const email = canonicalEmail(input.email);
    const at = input.now.toISOString();
    const windowStart = new Date(input.now.getTime() - input.mailLimit.windowMs).toISOString();
    return this.database.write(async (tx) => {
      // A no-op update, so RETURNING gives the id of an existing row too.
      const { rows } = await sql<{ id: number; link_secret: string }>`INSERT INTO subscribers (email, created_at) VALUES (${email}, ${at})
        ON CONFLICT (email) DO UPDATE SET email = subscribers.email RETURNING id, link_secret`.execute(tx);
      const id = Number(rows[0]!.id);
      const linkSecret = rows[0]!.link_secret;
      const { rows: recent } = await sql<{ n: number }>`SELECT count(*) AS n FROM subscription_requests
        WHERE subscriber_id = ${id} AND mailed = 1 AND created_at > ${windowStart}`.execute(tx);
      const mailed = Number(recent[0]?.n ?? 0) < input.mailLimit.count;
      const requestKey = randomBytes(16).toString('base64url');
      await sql`INSERT INTO subscription_requests (request_key, subscriber_id, journals, topics, created_at, expires_at, mailed)
        VALUES (${requestKey}, ${id}, ${JSON.stringify(input.journals)}, ${JSON.stringify(input.topics)}, ${at}, ${input.expiresAt.toISOString()}, ${mailed ? 1 : 0})`.execute(tx);
      if (mailed) await this.outbox.enqueue(input.mail(requestKey, linkSecret), tx);
      // Best effort: on PostgreSQL, rows another transaction holds (a confirmation) are left for later.
      await sql`DELETE FROM subscription_requests WHERE id IN (SELECT id FROM subscription_requests WHERE expires_at < ${at} LIMIT ${PRUNE_BATCH}${onPostgres(this.database, sql` FOR UPDATE SKIP LOCKED`)})`.execute(tx);
      return { mailed };
    });
  }

  async confirm(requestKey: string, now: Date): Promise<SubscriberState | null> {
    const at = now.toISOString();
    const email = await this.database.write(async (tx) => {
      const { rows } = await sql<{ id: number; subscriber_id: number; journals: string; topics: string; confirmed_at: string | null; email: string }>`
        SELECT r.id, r.subscriber_id, r.journals, r.topics, r.confirmed_at, s.email FROM subscription_requests r JOIN subscribers s ON s.id = r.subscriber_id
        WHERE r.request_key = ${requestKey}${onPostgres(this.database, sql` FOR UPDATE OF s`)}`.execute(tx);
      const row = rows[0];
      if (!row) return null;
      if (row.confirmed_at === null) {
        const subscriberId = Number(row.subscriber_id);
        await sql`UPDATE subscription_requests SET confirmed_at = ${at} WHERE id = ${row.id}`.execute(tx);
        await sql`UPDATE subscribers SET verified_at = coalesce(verified_at, ${at}) WHERE id = ${subscriberId}`.execute(tx);
        await this.addJournals(tx, subscriberId, listOf(row.journals), at);
        await this.addTopics(tx, subscriberId, listOf(row.topics), at);
      }
      return row.email;
    });
    return email === null ? null : this.state(email);
  }

  async state(email: string): Promise<SubscriberState> {
    const { db } = this.database;
    const address = canonicalEmail(email);
    const { rows } = await sql<{ id: number; email: string; verified_at: string | null; link_secret: string }>`SELECT id, email, verified_at, link_secret FROM subscribers WHERE email = ${address}`.execute(db);
    const row = rows[0];
    if (!row) return { email: address, linkSecret: '', verified: false, journals: [], topics: [] };
    const { rows: journals } = await sql<JournalRow>`SELECT sj.name_system, coalesce(j.name, sj.name_system) AS name
      FROM subscriber_journals sj LEFT JOIN journals j ON j.name_system = sj.name_system
      WHERE sj.subscriber_id = ${row.id} ORDER BY name LIMIT ${STATE_LIST_LIMIT}`.execute(db);
    const { rows: topics } = await sql<TopicRow>`SELECT st.identifier, coalesce(t.name, st.identifier) AS name
      FROM subscriber_topics st LEFT JOIN topics t ON t.identifier = st.identifier
      WHERE st.subscriber_id = ${row.id} ORDER BY name LIMIT ${STATE_LIST_LIMIT}`.execute(db);
    return { email: row.email, linkSecret: row.link_secret, verified: row.verified_at !== null, journals: journals.map(journalOf), topics: topics.map(topicOf) };
  }

  /** The subscriber's id, created or marked verified (a signed link proves the address). */
  private async verifiedId(tx: Db, email: string, at: string): Promise<number> {
    const { rows } = await sql<{ id: number }>`INSERT INTO subscribers (email, verified_at, created_at) VALUES (${canonicalEmail(email)}, ${at}, ${at})
      ON CONFLICT (email) DO UPDATE SET verified_at = coalesce(subscribers.verified_at, excluded.verified_at) RETURNING id`.execute(tx);
    return Number(rows[0]!.id);
  }

  /** The subscriber's id, its row locked for the transaction (see the class comment); null when there is none. */
  private async subscriberId(tx: Db, email: string): Promise<number | null> {
    const { rows } = await sql<{ id: number }>`SELECT id FROM subscribers WHERE email = ${canonicalEmail(email)}${onPostgres(this.database, sql` FOR UPDATE`)}`.execute(tx);
    return rows[0] ? Number(rows[0].id) : null;
  }

  // Only what the catalogue still has (it may have been re-seeded since the request). The SELECT has a
  // WHERE clause, which SQLite needs to read ON CONFLICT after INSERT ... SELECT.
  private async addJournals(tx: Db, subscriberId: number, journals: readonly string[], at: string): Promise<void> {
    if (!journals.length) return;
    await sql`INSERT INTO subscriber_journals (subscriber_id, name_system, subscribed_at)
      SELECT ${subscriberId}, name_system, ${at} FROM journals WHERE name_system IN (${sql.join(journals)})
      ON CONFLICT (subscriber_id, name_system) DO NOTHING`.execute(tx);
  }

  private async addTopics(tx: Db, subscriberId: number, topics: readonly string[], at: string): Promise<void> {
    if (!topics.length) return;
    await sql`INSERT INTO subscriber_topics (subscriber_id, identifier, subscribed_at)
      SELECT ${subscriberId}, identifier, ${at} FROM topics WHERE identifier IN (${sql.join(topics)})
      ON CONFLICT (subscriber_id, identifier) DO NOTHING`.execute(tx);
  }

  async replace(email: string, journals: readonly string[], topics: readonly string[], now: Date): Promise<SubscriberState> {
    const at = now.toISOString();
    await this.database.write(async (tx) => {
      const id = await this.verifiedId(tx, email, at);
      await sql`DELETE FROM subscriber_journals WHERE subscriber_id = ${id}${journals.length ? sql` AND name_system NOT IN (${sql.join(journals)})` : sql``}`.execute(tx);
      await sql`DELETE FROM subscriber_topics WHERE subscriber_id = ${id}${topics.length ? sql` AND identifier NOT IN (${sql.join(topics)})` : sql``}`.execute(tx);
      await this.addJournals(tx, id, journals, at);
      await this.addTopics(tx, id, topics, at);
    });
    return this.state(email);
  }

  async addJournal(email: string, nameSystem: string, now: Date): Promise<SubscriberState> {
    const at = now.toISOString();
    await this.database.write(async (tx) => this.addJournals(tx, await this.verifiedId(tx, email, at), [nameSystem], at));
    return this.state(email);
  }

  async removeJournal(email: string, nameSystem: string): Promise<SubscriberState> {
    await this.database.write(async (tx) => {
      const id = await this.subscriberId(tx, email);
      if (id !== null) await sql`DELETE FROM subscriber_journals WHERE subscriber_id = ${id} AND name_system = ${nameSystem}`.execute(tx);
    });
    return this.state(email);
  }

  async unsubscribeAll(email: string): Promise<void> {
    await this.database.write(async (tx) => {
      const id = await this.subscriberId(tx, email);
      if (id === null) return;
      await sql`DELETE FROM subscriber_journals WHERE subscriber_id = ${id}`.execute(tx);
      await sql`DELETE FROM subscriber_topics WHERE subscriber_id = ${id}`.execute(tx);
    });
  }

  async linkSecret(email: string): Promise<string> {
    const { rows } = await sql<{ link_secret: string }>`SELECT link_secret FROM subscribers WHERE email = ${canonicalEmail(email)}`.execute(this.database.db);
    return rows[0]?.link_secret ?? '';
  }

  async newLink(email: string, mail: (linkSecret: string) => OutgoingMail): Promise<boolean> {
    return this.database.write(async (tx) => {
      const linkSecret = newLinkSecret();
      const { rows } = await sql<{ id: number }>`UPDATE subscribers SET link_secret = ${linkSecret} WHERE email = ${canonicalEmail(email)} RETURNING id`.execute(tx);
      if (!rows[0]) return false;
      await this.outbox.enqueue(mail(linkSecret), tx);
      return true;
    });
  }
}
