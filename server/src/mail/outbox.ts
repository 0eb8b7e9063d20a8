// The mail outbox (issue 16): every message the site sends is first a row of `mail_outbox`
// (migration 071), written in the same transaction as what caused it, so a mail is never promised
// and then lost. The sender (mailSender.ts) takes due rows with a lease, delivers them and marks
// them sent; a failed attempt moves the row's next attempt on (retries with backoff).
import { randomBytes } from 'node:crypto';
import type { DatabaseSync, StatementSync } from 'node:sqlite';

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
    id: row.id,
    messageId: row.message_id,
    kind: row.kind,
    to: row.recipient,
    subject: row.subject,
    text: row.text_body,
    ...(row.html_body ? { html: row.html_body } : {}),
    headers: JSON.parse(row.headers) as Record<string, string>,
    attempts: row.attempts,
    createdAt: row.created_at,
  };
}

export class MailOutbox {
  private readonly insert: StatementSync;
  private readonly due: StatementSync;
  private readonly lease: StatementSync;
  private readonly sent: StatementSync;
  private readonly retry: StatementSync;
  private readonly failed: StatementSync;
  private readonly counts: StatementSync;
  private readonly nextDue: StatementSync;
  private readonly byId: StatementSync;
  private readonly messageDomain: string;
  private readonly now: () => number;
  /** Called after a message is queued (the sender wakes up instead of waiting for its next poll). */
  onQueued: (() => void) | null = null;

  /** `messageDomain`: the right side of Message-IDs (the site's host). */
  constructor(db: DatabaseSync, options: { messageDomain: string; now?: () => number }) {
    this.messageDomain = options.messageDomain;
    this.now = options.now ?? Date.now;
    this.insert = db.prepare(`INSERT INTO mail_outbox (message_id, kind, recipient, subject, text_body, html_body, headers, created_at, next_attempt_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`);
    this.due = db.prepare(`SELECT id FROM mail_outbox
      WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= ? AND (lease_until IS NULL OR lease_until < ?)
      ORDER BY next_attempt_at, id LIMIT ?`);
    // Claimed only if nobody else claimed it meanwhile (several server copies may send from one outbox).
    this.lease = db.prepare(`UPDATE mail_outbox SET lease_until = ?, attempts = attempts + 1
      WHERE id = ? AND sent_at IS NULL AND failed_at IS NULL AND (lease_until IS NULL OR lease_until < ?)
      RETURNING id, message_id, kind, recipient, subject, text_body, html_body, headers, attempts, created_at`);
    this.sent = db.prepare('UPDATE mail_outbox SET sent_at = ?, lease_until = NULL, last_error = NULL, delivered_to = ? WHERE id = ?');
    this.retry = db.prepare('UPDATE mail_outbox SET next_attempt_at = ?, lease_until = NULL, last_error = ? WHERE id = ?');
    this.failed = db.prepare('UPDATE mail_outbox SET failed_at = ?, lease_until = NULL, last_error = ? WHERE id = ?');
    this.counts = db.prepare(`SELECT
      sum(CASE WHEN sent_at IS NULL AND failed_at IS NULL THEN 1 ELSE 0 END) AS pending,
      sum(CASE WHEN sent_at IS NOT NULL THEN 1 ELSE 0 END) AS sent,
      sum(CASE WHEN failed_at IS NOT NULL THEN 1 ELSE 0 END) AS failed
      FROM mail_outbox`);
    this.nextDue = db.prepare('SELECT min(max(next_attempt_at, coalesce(lease_until, 0))) AS at FROM mail_outbox WHERE sent_at IS NULL AND failed_at IS NULL');
    this.byId = db.prepare('SELECT id, message_id, kind, recipient, subject, text_body, html_body, headers, attempts, created_at FROM mail_outbox WHERE id = ?');
  }

  /**
   * Queues a message and returns its row id. Runs inside the caller's transaction when there is one
   * (the submission and its mail are stored together, or neither is).
   */
  enqueue(mail: OutgoingMail): number {
    const now = this.now();
    const messageId = `<${now.toString(36)}.${randomBytes(9).toString('base64url')}@${this.messageDomain}>`;
    const row = this.insert.get(messageId, mail.kind, mail.to, mail.subject, mail.text, mail.html ?? null, JSON.stringify(mail.headers ?? {}), now, now) as { id: number };
    // After the caller's transaction: the sender cannot see the row before it commits anyway.
    if (this.onQueued) queueMicrotask(this.onQueued);
    return row.id;
  }

  /** Claims up to `limit` due messages for `leaseMs`; a sender that dies leaves them to be claimed again after it. */
  claimDue(limit: number, leaseMs: number): QueuedMail[] {
    const now = this.now();
    const ids = (this.due.all(now, now, limit) as { id: number }[]).map((row) => row.id);
    const claimed: QueuedMail[] = [];
    for (const id of ids) {
      const row = this.lease.get(now + leaseMs, id, now) as OutboxRow | undefined;
      if (row) claimed.push(queued(row));
    }
    return claimed;
  }

  markSent(id: number, deliveredTo: string): void {
    this.sent.run(this.now(), deliveredTo, id);
  }

  /** Tries again at `at` (ms). */
  retryAt(id: number, at: number, error: string): void {
    this.retry.run(at, error.slice(0, 1000), id);
  }

  markFailed(id: number, error: string): void {
    this.failed.run(this.now(), error.slice(0, 1000), id);
  }

  /** When the next message is due (ms), or null when nothing waits. */
  nextDueAt(): number | null {
    return (this.nextDue.get() as { at: number | null }).at;
  }

  get(id: number): QueuedMail | null {
    const row = this.byId.get(id) as OutboxRow | undefined;
    return row ? queued(row) : null;
  }

  countAll(): OutboxCounts {
    const row = this.counts.get() as { pending: number | null; sent: number | null; failed: number | null };
    return { pending: row.pending ?? 0, sent: row.sent ?? 0, failed: row.failed ?? 0 };
  }
}
