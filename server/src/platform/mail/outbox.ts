// The mail outbox: every message the site sends is first a row of `mail_outbox`
// (migration 071), written in the same transaction as what caused it, so a mail is never promised
// and then lost. The sender (mailSender.ts) takes due rows with a lease, delivers them and marks
// them sent; a failed attempt moves the row's next attempt on (retries with backoff).
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db, SqlDatabase } from '../../data/sqlDatabase.ts';

/** A message to queue: plain text always, HTML when it helps; further headers such as List-Unsubscribe. */
export interface OutgoingMail {
  /** What caused it (for the log and the office): form-confirmation, subscription-verify, alert-digest, ... */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
}

export interface QueuedMail extends OutgoingMail {
  id: number;
  messageId: string;
  attempts: number;
  createdAt: number;
}

interface OutboxRow {
  id: number;
  message_id: string;
  kind: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  headers: string;
  attempts: number;
  created_at: number;
}

export interface OutboxCounts {
  pending: number;
  sent: number;
  failed: number;
}

function queued(row: OutboxRow): QueuedMail {
  return {
    id: Number(row.id),
    messageId: row.message_id,
    kind: row.kind,
    to: row.recipient,
    subject: row.subject,
    text: row.text_body,
    ...(row.html_body ? { html: row.html_body } : {}),
    headers: JSON.parse(row.headers) as Record<string, string>,
    attempts: Number(row.attempts),
    createdAt: Number(row.created_at),
  };
}

export class MailOutbox {
  private readonly database: SqlDatabase;
  private readonly messageDomain: string;
  private readonly now: () => number;
  /** Called once a queued message is committed (the sender wakes up instead of waiting for its next poll). */
  onQueued: (() => void) | null = null;

  /** `messageDomain`: the right side of Message-IDs (the site's host). */
  constructor(database: SqlDatabase, options: { messageDomain: string; now?: () => number }) {
    this.database = database;
    this.messageDomain = options.messageDomain;
    this.now = options.now ?? Date.now;
  }

  /**
   * Queues a message and returns its row id. `tx` is the caller's transaction when there is one (the
   * submission and its mail are stored together, or neither is); without one, the outbox's database.
   */
  async enqueue(mail: OutgoingMail, tx: Db = this.database.db): Promise<number> {
    const now = this.now();
    const messageId = `<${now.toString(36)}.${randomBytes(9).toString('base64url')}@${this.messageDomain}>`;
    const { rows } = await sql<{ id: number }>`INSERT INTO mail_outbox (message_id, kind, recipient, subject, text_body, html_body, headers, created_at, next_attempt_at)
      VALUES (${messageId}, ${mail.kind}, ${mail.to}, ${mail.subject}, ${mail.text}, ${mail.html ?? null}, ${JSON.stringify(mail.headers ?? {})}, ${now}, ${now}) RETURNING id`.execute(tx);
    // Once the caller's transaction has committed (at once without one): woken earlier, a sender on
    // another connection or server copy would not find the row yet, and would wait for its next poll.
    this.database.afterCommit(tx, () => this.onQueued?.());
    return Number(rows[0]?.id);
  }

  /**
   * Claims up to `limit` due messages for `leaseMs`, oldest due first; a sender that dies leaves them
   * to be claimed again after it. Senders of several server copies never claim the same message.
   */
  async claimDue(limit: number, leaseMs: number): Promise<QueuedMail[]> {
    return this.database.engine === 'postgres' ? this.claimDueLocking(limit, leaseMs) : this.claimDueOneByOne(limit, leaseMs);
  }

  /**
   * PostgreSQL: one statement picks the due rows no other sender holds (SKIP LOCKED) and leases them,
   * so senders of two server copies never wait for each other or take each other's messages.
   */
  private async claimDueLocking(limit: number, leaseMs: number): Promise<QueuedMail[]> {
    const now = this.now();
    const { rows } = await sql<OutboxRow & { next_attempt_at: number }>`WITH due AS (
        SELECT id FROM mail_outbox
        WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= ${now} AND (lease_until IS NULL OR lease_until < ${now})
        ORDER BY next_attempt_at, id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
      UPDATE mail_outbox m SET lease_until = ${now + leaseMs}, attempts = m.attempts + 1 FROM due WHERE m.id = due.id
      RETURNING m.id, m.message_id, m.kind, m.recipient, m.subject, m.text_body, m.html_body, m.headers, m.attempts, m.created_at, m.next_attempt_at`.execute(this.database.db);
    // RETURNING comes in no particular order.
    rows.sort((a, b) => Number(a.next_attempt_at) - Number(b.next_attempt_at) || Number(a.id) - Number(b.id));
    return rows.map(queued);
  }

  /**
   * SQLite: each due row is leased by an UPDATE that takes it only if nobody leased it meanwhile; the
   * file's write lock makes each such UPDATE whole, for every process on the file.
   */
  private async claimDueOneByOne(limit: number, leaseMs: number): Promise<QueuedMail[]> {
    const now = this.now();
    const { db } = this.database;
    const { rows: due } = await sql<{ id: number }>`SELECT id FROM mail_outbox
      WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= ${now} AND (lease_until IS NULL OR lease_until < ${now})
      ORDER BY next_attempt_at, id LIMIT ${limit}`.execute(db);
    const claimed: QueuedMail[] = [];
    for (const { id } of due) {
      // Claimed only if nobody else claimed it meanwhile (several server copies may send from one outbox).
      const { rows } = await sql<OutboxRow>`UPDATE mail_outbox SET lease_until = ${now + leaseMs}, attempts = attempts + 1
        WHERE id = ${id} AND sent_at IS NULL AND failed_at IS NULL AND (lease_until IS NULL OR lease_until < ${now})
        RETURNING id, message_id, kind, recipient, subject, text_body, html_body, headers, attempts, created_at`.execute(db);
      if (rows[0]) claimed.push(queued(rows[0]));
    }
    return claimed;
  }

  async markSent(id: number, deliveredTo: string): Promise<void> {
    await sql`UPDATE mail_outbox SET sent_at = ${this.now()}, lease_until = NULL, last_error = NULL, delivered_to = ${deliveredTo} WHERE id = ${id}`.execute(this.database.db);
  }

  /** Tries again at `at` (ms). */
  async retryAt(id: number, at: number, error: string): Promise<void> {
    await sql`UPDATE mail_outbox SET next_attempt_at = ${at}, lease_until = NULL, last_error = ${error.slice(0, 1000)} WHERE id = ${id}`.execute(this.database.db);
  }

  async markFailed(id: number, error: string): Promise<void> {
    await sql`UPDATE mail_outbox SET failed_at = ${this.now()}, lease_until = NULL, last_error = ${error.slice(0, 1000)} WHERE id = ${id}`.execute(this.database.db);
  }

  /** When the next message is due (ms), or null when nothing waits. */
  async nextDueAt(): Promise<number | null> {
    const { rows } = await sql<{ at: number | null }>`SELECT min(CASE WHEN lease_until IS NOT NULL AND lease_until > next_attempt_at THEN lease_until ELSE next_attempt_at END) AS at
      FROM mail_outbox WHERE sent_at IS NULL AND failed_at IS NULL`.execute(this.database.db);
    const at = rows[0]?.at;
    return at === null || at === undefined ? null : Number(at);
  }

  async get(id: number): Promise<QueuedMail | null> {
    const { rows } = await sql<OutboxRow>`SELECT id, message_id, kind, recipient, subject, text_body, html_body, headers, attempts, created_at FROM mail_outbox WHERE id = ${id}`.execute(this.database.db);
    return rows[0] ? queued(rows[0]) : null;
  }

  async countAll(): Promise<OutboxCounts> {
    const { rows } = await sql<{ pending: number | null; sent: number | null; failed: number | null }>`SELECT
      sum(CASE WHEN sent_at IS NULL AND failed_at IS NULL THEN 1 ELSE 0 END) AS pending,
      sum(CASE WHEN sent_at IS NOT NULL THEN 1 ELSE 0 END) AS sent,
      sum(CASE WHEN failed_at IS NOT NULL THEN 1 ELSE 0 END) AS failed
      FROM mail_outbox`.execute(this.database.db);
    const row = rows[0];
    return { pending: Number(row?.pending ?? 0), sent: Number(row?.sent ?? 0), failed: Number(row?.failed ?? 0) };
  }
}
