// Messages from the editorial office to readers (migration 073): the mail carries only a link,
// /message/{hashKey}/{hashUserKey}; the message is read on the site. {hashKey} names the message
// (random), {hashUserKey} is an HMAC of that key and the recipient's address, so neither can be
// guessed or swapped, and a link stops working when the message expires.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import type { ReaderMessage } from '@oap/contracts/api/messages.ts';
import { canonicalEmail } from '@oap/contracts/forms/formLimits.ts';
import type { Db, SqlDatabase } from '../../data/sqlDatabase.ts';

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
  private readonly database: SqlDatabase;
  private readonly secret: string;
  private readonly now: () => Date;

  /** `secret`: the HMAC key of the links (derived from the session secret). */
  constructor(database: SqlDatabase, secret: string, now: () => Date = () => new Date()) {
    this.database = database;
    this.secret = secret;
    this.now = now;
  }

  private userKey(messageKey: string, recipient: string): string {
    return createHmac('sha256', this.secret).update(`message\n${messageKey}\n${canonicalEmail(recipient)}`).digest('base64url');
  }

  /** Stores a message (inside the caller's transaction `tx`, with its mail) and returns the path of its page. */
  async create(message: NewMessage, tx: Db = this.database.db): Promise<{ path: string; messageKey: string }> {
    const messageKey = randomBytes(18).toString('base64url');
    const created = this.now();
    const expires = new Date(created.getTime() + MESSAGE_TTL_DAYS * 86_400_000);
    await sql`INSERT INTO reader_messages (message_key, recipient, subject, body, reference, sent_by, created_at, expires_at)
      VALUES (${messageKey}, ${message.recipient}, ${message.subject}, ${message.body}, ${message.reference}, ${message.sentBy}, ${created.toISOString()}, ${expires.toISOString()})`.execute(tx);
    return { messageKey, path: `/message/${messageKey}/${this.userKey(messageKey, message.recipient)}` };
  }

  /** The message a link names, or null for a wrong pair or an expired message. */
  async read(messageKey: string, userKey: string): Promise<ReaderMessage | null> {
    const { rows } = await sql<Row>`SELECT message_key, recipient, subject, body, reference, created_at, expires_at FROM reader_messages WHERE message_key = ${messageKey}`.execute(
      this.database.db,
    );
    const row = rows[0];
    if (!row) return null;
    const expected = Buffer.from(this.userKey(row.message_key, row.recipient));
    const given = Buffer.from(userKey);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    if (row.expires_at <= this.now().toISOString()) return null;
    return { subject: row.subject, body: row.body, reference: row.reference, sentAt: row.created_at, expiresAt: row.expires_at };
  }

  /** The messages sent about a submission (the office sees its answers). */
  async about(reference: string): Promise<{ subject: string; body: string; sentAt: string; recipient: string }[]> {
    const { rows } = await sql<Row>`SELECT message_key, recipient, subject, body, reference, created_at, expires_at FROM reader_messages
      WHERE reference = ${reference} ORDER BY created_at, id`.execute(this.database.db);
    return rows.map((row) => ({ subject: row.subject, body: row.body, sentAt: row.created_at, recipient: row.recipient }));
  }
}
