// Subscribers, what they follow and their pending requests (migration 072), behind an interface whose
// methods are async so a PostgreSQL store can replace the SQLite one. Every change that sends mail is
// written with its mail in one transaction (BEGIN IMMEDIATE): stored before the reader is answered.
import { randomBytes } from 'node:crypto';
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import type { SubscribedJournal, SubscribedTopic, SubscriptionChoices } from '@oap/contracts/api/subscriptions.ts';
import type { MailOutbox, OutgoingMail } from '../mail/outbox.ts';
import { inWriteTransaction } from '../store/sqlite/database.ts';
import { canonicalEmail } from './signedLinks.ts';

export interface SubscriberState {
  email: string;
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
  /** The verification mail, once the request's key is known. */
  mail: (requestKey: string) => OutgoingMail;
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
}

/** Bounds the lists a state can show (a reader adding journals one link at a time has no form limit). */
const STATE_LIST_LIMIT = 2000;
const CHOICES_LIMIT = 5000;
/** Expired requests removed per new request: the table stays small without a sweeper. */
const PRUNE_BATCH = 100;

function prepareStatements(db: DatabaseSync) {
  const prepare = (sql: string): StatementSync => db.prepare(sql);
  return {
    publicJournals: prepare('SELECT name_system, name FROM journals WHERE is_public = 1 ORDER BY name LIMIT ?'),
    openTopics: prepare('SELECT identifier, name FROM topics WHERE deadline >= ? ORDER BY deadline, name LIMIT ?'),
    journalsNamed: prepare('SELECT name_system, name FROM journals WHERE name_system IN (SELECT value FROM json_each(?)) ORDER BY name'),
    topicsNamed: prepare('SELECT identifier, name FROM topics WHERE identifier IN (SELECT value FROM json_each(?)) ORDER BY name'),
    // A no-op update, so RETURNING gives the id of an existing row too.
    upsert: prepare('INSERT INTO subscribers (email, created_at) VALUES (?, ?) ON CONFLICT (email) DO UPDATE SET email = subscribers.email RETURNING id'),
    upsertVerified: prepare(
      'INSERT INTO subscribers (email, verified_at, created_at) VALUES (?, ?, ?) ON CONFLICT (email) DO UPDATE SET verified_at = coalesce(subscribers.verified_at, excluded.verified_at) RETURNING id',
    ),
    subscriber: prepare('SELECT id, email, verified_at FROM subscribers WHERE email = ?'),
    recentMails: prepare('SELECT count(*) AS n FROM subscription_requests WHERE subscriber_id = ? AND mailed = 1 AND created_at > ?'),
    insertRequest: prepare(
      'INSERT INTO subscription_requests (request_key, subscriber_id, journals, topics, created_at, expires_at, mailed) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ),
    prune: prepare(`DELETE FROM subscription_requests WHERE id IN (SELECT id FROM subscription_requests WHERE expires_at < ? LIMIT ${PRUNE_BATCH})`),
    requestByKey: prepare(
      'SELECT r.id, r.subscriber_id, r.journals, r.topics, r.confirmed_at, s.email FROM subscription_requests r JOIN subscribers s ON s.id = r.subscriber_id WHERE r.request_key = ?',
    ),
    confirmRequest: prepare('UPDATE subscription_requests SET confirmed_at = ? WHERE id = ?'),
    verify: prepare('UPDATE subscribers SET verified_at = coalesce(verified_at, ?) WHERE id = ?'),
    // Only what the catalogue still has (it may have been re-seeded since the request).
    addJournals: prepare(
      'INSERT OR IGNORE INTO subscriber_journals (subscriber_id, name_system, subscribed_at) SELECT ?, name_system, ? FROM journals WHERE name_system IN (SELECT value FROM json_each(?))',
    ),
    addTopics: prepare(
      'INSERT OR IGNORE INTO subscriber_topics (subscriber_id, identifier, subscribed_at) SELECT ?, identifier, ? FROM topics WHERE identifier IN (SELECT value FROM json_each(?))',
    ),
    keepJournals: prepare('DELETE FROM subscriber_journals WHERE subscriber_id = ? AND name_system NOT IN (SELECT value FROM json_each(?))'),
    keepTopics: prepare('DELETE FROM subscriber_topics WHERE subscriber_id = ? AND identifier NOT IN (SELECT value FROM json_each(?))'),
    removeJournal: prepare('DELETE FROM subscriber_journals WHERE subscriber_id = ? AND name_system = ?'),
    removeAllJournals: prepare('DELETE FROM subscriber_journals WHERE subscriber_id = ?'),
    removeAllTopics: prepare('DELETE FROM subscriber_topics WHERE subscriber_id = ?'),
    journalsOf: prepare(
      `SELECT sj.name_system, coalesce(j.name, sj.name_system) AS name FROM subscriber_journals sj LEFT JOIN journals j ON j.name_system = sj.name_system
       WHERE sj.subscriber_id = ? ORDER BY name LIMIT ${STATE_LIST_LIMIT}`,
    ),
    topicsOf: prepare(
      `SELECT st.identifier, coalesce(t.name, st.identifier) AS name FROM subscriber_topics st LEFT JOIN topics t ON t.identifier = st.identifier
       WHERE st.subscriber_id = ? ORDER BY name LIMIT ${STATE_LIST_LIMIT}`,
    ),
  };
}

export class SqliteSubscriptionStore implements SubscriptionStore {
  private readonly db: DatabaseSync;
  private readonly outbox: MailOutbox;
  private readonly sql: ReturnType<typeof prepareStatements>;

  constructor(db: DatabaseSync, outbox: MailOutbox) {
    this.db = db;
    this.outbox = outbox;
    this.sql = prepareStatements(db);
  }

  async choices(today: string): Promise<SubscriptionChoices> {
    const journals = this.sql.publicJournals.all(CHOICES_LIMIT) as { name_system: string; name: string }[];
    const topics = this.sql.openTopics.all(today, CHOICES_LIMIT) as { identifier: string; name: string }[];
    return {
      journals: journals.map((row) => ({ nameSystem: row.name_system, name: row.name })),
      topics: topics.map((row) => ({ identifier: row.identifier, name: row.name })),
    };
  }

  async existing(journals: readonly string[], topics: readonly string[]) {
    const journalRows = journals.length ? (this.sql.journalsNamed.all(JSON.stringify(journals)) as { name_system: string; name: string }[]) : [];
    const topicRows = topics.length ? (this.sql.topicsNamed.all(JSON.stringify(topics)) as { identifier: string; name: string }[]) : [];
    return {
      journals: journalRows.map((row) => ({ nameSystem: row.name_system, name: row.name })),
      topics: topicRows.map((row) => ({ identifier: row.identifier, name: row.name })),
    };
  }

  async request(input: NewRequest): Promise<{ mailed: boolean }> {
    const email = canonicalEmail(input.email);
    const at = input.now.toISOString();
    return inWriteTransaction(this.db, () => {
      const { id } = this.sql.upsert.get(email, at) as { id: number };
      const recent = (this.sql.recentMails.get(id, new Date(input.now.getTime() - input.mailLimit.windowMs).toISOString()) as { n: number }).n;
      const mailed = recent < input.mailLimit.count;
      const requestKey = randomBytes(16).toString('base64url');
      this.sql.insertRequest.run(requestKey, id, JSON.stringify(input.journals), JSON.stringify(input.topics), at, input.expiresAt.toISOString(), mailed ? 1 : 0);
      if (mailed) this.outbox.enqueue(input.mail(requestKey));
      this.sql.prune.run(at);
      return { mailed };
    });
  }

  async confirm(requestKey: string, now: Date): Promise<SubscriberState | null> {
    const at = now.toISOString();
    const email = inWriteTransaction(this.db, () => {
      const row = this.sql.requestByKey.get(requestKey) as
        | { id: number; subscriber_id: number; journals: string; topics: string; confirmed_at: string | null; email: string }
        | undefined;
      if (!row) return null;
      if (row.confirmed_at === null) {
        this.sql.confirmRequest.run(at, row.id);
        this.sql.verify.run(at, row.subscriber_id);
        this.sql.addJournals.run(row.subscriber_id, at, row.journals);
        this.sql.addTopics.run(row.subscriber_id, at, row.topics);
      }
      return row.email;
    });
    return email === null ? null : this.state(email);
  }

  async state(email: string): Promise<SubscriberState> {
    const address = canonicalEmail(email);
    const row = this.sql.subscriber.get(address) as { id: number; email: string; verified_at: string | null } | undefined;
    if (!row) return { email: address, verified: false, journals: [], topics: [] };
    const journals = this.sql.journalsOf.all(row.id) as { name_system: string; name: string }[];
    const topics = this.sql.topicsOf.all(row.id) as { identifier: string; name: string }[];
    return {
      email: row.email,
      verified: row.verified_at !== null,
      journals: journals.map((journal) => ({ nameSystem: journal.name_system, name: journal.name })),
      topics: topics.map((topic) => ({ identifier: topic.identifier, name: topic.name })),
    };
  }

  private verifiedId(email: string, at: string): number {
    return (this.sql.upsertVerified.get(canonicalEmail(email), at, at) as { id: number }).id;
  }

  async replace(email: string, journals: readonly string[], topics: readonly string[], now: Date): Promise<SubscriberState> {
    const at = now.toISOString();
    inWriteTransaction(this.db, () => {
      const id = this.verifiedId(email, at);
      this.sql.keepJournals.run(id, JSON.stringify(journals));
      this.sql.keepTopics.run(id, JSON.stringify(topics));
      this.sql.addJournals.run(id, at, JSON.stringify(journals));
      this.sql.addTopics.run(id, at, JSON.stringify(topics));
    });
    return this.state(email);
  }

  async addJournal(email: string, nameSystem: string, now: Date): Promise<SubscriberState> {
    const at = now.toISOString();
    inWriteTransaction(this.db, () => {
      this.sql.addJournals.run(this.verifiedId(email, at), at, JSON.stringify([nameSystem]));
    });
    return this.state(email);
  }

  async removeJournal(email: string, nameSystem: string): Promise<SubscriberState> {
    inWriteTransaction(this.db, () => {
      const row = this.sql.subscriber.get(canonicalEmail(email)) as { id: number } | undefined;
      if (row) this.sql.removeJournal.run(row.id, nameSystem);
    });
    return this.state(email);
  }

  async unsubscribeAll(email: string): Promise<void> {
    inWriteTransaction(this.db, () => {
      const row = this.sql.subscriber.get(canonicalEmail(email)) as { id: number } | undefined;
      if (!row) return;
      this.sql.removeAllJournals.run(row.id);
      this.sql.removeAllTopics.run(row.id);
    });
  }
}
