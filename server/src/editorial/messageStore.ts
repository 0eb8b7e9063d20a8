// Messages from the editorial office to readers (migration 073): the mail carries only a link,
// /message/{hashKey}/{hashUserKey}; the message is read on the site. {hashKey} names the message
// (random), {hashUserKey} is an HMAC of that key and the recipient's address, so neither can be
// guessed or swapped, and a link stops working when the message expires.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import type { ReaderMessage } from '@oap/contracts/api/messages.ts';
import { canonicalEmail } from '@oap/contracts/forms/formLimits.ts';

/** How long a message can be read from its link. */
export const MESSAGE_TTL_DAYS = 90;

export interface NewMessage {
  recipient: string;
  subject: string;
  body: string;
  reference: string | null;
  sentBy: string;
}

interface Row {
  message_key: string;
  recipient: string;
  subject: string;
  body: string;
  reference: string | null;
  created_at: string;
  expires_at: string;
}

export class MessageStore {
  private readonly secret: string;
  private readonly now: () => Date;
  private readonly insert: StatementSync;
  private readonly byKey: StatementSync;
  private readonly byReference: StatementSync;

  /** `secret`: the HMAC key of the links (derived from the session secret). */
  constructor(db: DatabaseSync, secret: string, now: () => Date = () => new Date()) {
    this.secret = secret;
    this.now = now;
    this.insert = db.prepare('INSERT INTO reader_messages (message_key, recipient, subject, body, reference, sent_by, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
    this.byKey = db.prepare('SELECT message_key, recipient, subject, body, reference, created_at, expires_at FROM reader_messages WHERE message_key = ?');
    this.byReference = db.prepare('SELECT message_key, recipient, subject, body, reference, created_at, expires_at FROM reader_messages WHERE reference = ? ORDER BY created_at');
  }

  private userKey(messageKey: string, recipient: string): string {
    return createHmac('sha256', this.secret).update(`message\n${messageKey}\n${canonicalEmail(recipient)}`).digest('base64url');
  }

  /** Stores a message (inside the caller's transaction, with its mail) and returns the path of its page. */
  create(message: NewMessage): { path: string; messageKey: string } {
    const messageKey = randomBytes(18).toString('base64url');
    const created = this.now();
    const expires = new Date(created.getTime() + MESSAGE_TTL_DAYS * 86_400_000);
    this.insert.run(messageKey, message.recipient, message.subject, message.body, message.reference, message.sentBy, created.toISOString(), expires.toISOString());
    return { messageKey, path: `/message/${messageKey}/${this.userKey(messageKey, message.recipient)}` };
  }

  /** The message a link names, or null for a wrong pair or an expired message. */
  read(messageKey: string, userKey: string): ReaderMessage | null {
    const row = this.byKey.get(messageKey) as Row | undefined;
    if (!row) return null;
    const expected = Buffer.from(this.userKey(row.message_key, row.recipient));
    const given = Buffer.from(userKey);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    if (row.expires_at <= this.now().toISOString()) return null;
    return { subject: row.subject, body: row.body, reference: row.reference, sentAt: row.created_at, expiresAt: row.expires_at };
  }

  /** The messages sent about a submission (the office sees its answers). */
  about(reference: string): { subject: string; body: string; sentAt: string; recipient: string }[] {
    return (this.byReference.all(reference) as unknown as Row[]).map((row) => ({ subject: row.subject, body: row.body, sentAt: row.created_at, recipient: row.recipient }));
  }
}
