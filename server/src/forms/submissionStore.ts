// Stored form submissions (migration 070). A submission, its files and the mail it causes are written
// in one transaction (BEGIN IMMEDIATE): when `submit` returns, all of it is on disk, and the reader is
// told only then. The editorial office reads them back (list, one, its files, CSV).
import { randomInt } from 'node:crypto';
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { referenceAlphabet } from '@oap/contracts/forms/formLimits.ts';
import type { MailOutbox, OutgoingMail } from '../mail/outbox.ts';
import { inWriteTransaction } from '../store/sqlite/database.ts';

export interface StoredFile {
  field: string;
  fileName: string;
  contentType: string;
  data: Uint8Array;
}

export interface NewSubmission {
  form: { id: string; referencePrefix: string };
  /** Names this one sending (a hash of the form page's token): sent again, it is stored once. */
  submissionKey: string | null;
  email: string | null;
  /** The validated fields, files apart (JSON). */
  fields: Record<string, unknown>;
  account: string | null;
  files: StoredFile[];
  /** The mail this submission sends, once its reference is known. */
  mail: (reference: string) => OutgoingMail[];
}

export interface SubmissionRow {
  id: number;
  reference: string;
  form: string;
  email: string | null;
  fields: Record<string, unknown>;
  account: string | null;
  receivedAt: string;
  files: { field: string; fileName: string; contentType: string; size: number }[];
}

export interface SubmissionFilter {
  form?: string;
  /** Inclusive dates, YYYY-MM-DD (UTC). */
  from?: string;
  to?: string;
}


export function newReference(prefix: string, at: Date): string {
  const day = at.toISOString().slice(0, 10).replace(/-/g, '');
  let tail = '';
  for (let index = 0; index < 6; index += 1) tail += referenceAlphabet[randomInt(referenceAlphabet.length)];
  return `${prefix}-${day}-${tail}`;
}

interface Row {
  id: number;
  reference: string;
  form: string;
  email: string | null;
  payload: string;
  account: string | null;
  received_at: string;
}

/** The WHERE clause of a filter and its parameters. */
function where(filter: SubmissionFilter): { clause: string; params: string[] } {
  const parts: string[] = [];
  const params: string[] = [];
  if (filter.form) {
    parts.push('form = ?');
    params.push(filter.form);
  }
  if (filter.from) {
    parts.push('received_at >= ?');
    params.push(`${filter.from}T00:00:00.000Z`);
  }
  if (filter.to) {
    parts.push('received_at <= ?');
    params.push(`${filter.to}T23:59:59.999Z`);
  }
  return { clause: parts.length ? `WHERE ${parts.join(' AND ')}` : '', params };
}

export class SubmissionStore {
  private readonly db: DatabaseSync;
  private readonly outbox: MailOutbox;
  private readonly now: () => Date;
  private readonly insert: StatementSync;
  private readonly insertFile: StatementSync;
  private readonly byReference: StatementSync;
  private readonly filesOf: StatementSync;
  private readonly fileData: StatementSync;
  private readonly byKey: StatementSync;

  constructor(db: DatabaseSync, outbox: MailOutbox, now: () => Date = () => new Date()) {
    this.db = db;
    this.outbox = outbox;
    this.now = now;
    this.insert = db.prepare('INSERT INTO form_submissions (reference, form, email, payload, account, received_at, submission_key) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id');
    this.byKey = db.prepare('SELECT reference, received_at FROM form_submissions WHERE form = ? AND submission_key = ?');
    this.insertFile = db.prepare('INSERT INTO form_submission_files (submission_id, field, file_name, content_type, size, data) VALUES (?, ?, ?, ?, ?, ?)');
    this.byReference = db.prepare('SELECT id, reference, form, email, payload, account, received_at FROM form_submissions WHERE reference = ?');
    this.filesOf = db.prepare('SELECT submission_id, field, file_name, content_type, size FROM form_submission_files WHERE submission_id = ? ORDER BY field');
    this.fileData = db.prepare('SELECT f.file_name, f.content_type, f.data FROM form_submission_files f JOIN form_submissions s ON s.id = f.submission_id WHERE s.reference = ? AND f.field = ?');
  }

  /**
   * Stores the submission, its files and its mail together; returns its reference once committed.
   * The same sending again (its key) returns the first one's reference and stores nothing more.
   */
  submit(input: NewSubmission): { reference: string; receivedAt: string; mailQueued: number; repeated: boolean } {
    const at = this.now();
    const receivedAt = at.toISOString();
    return inWriteTransaction(this.db, () => {
      const earlier = input.submissionKey ? (this.byKey.get(input.form.id, input.submissionKey) as { reference: string; received_at: string } | undefined) : undefined;
      if (earlier) return { reference: earlier.reference, receivedAt: earlier.received_at, mailQueued: 0, repeated: true };
      let reference = '';
      let id = 0;
      // A reference already given (one in a billion a day) is drawn again.
      for (let attempt = 0; id === 0; attempt += 1) {
        reference = newReference(input.form.referencePrefix, at);
        try {
          id = (this.insert.get(reference, input.form.id, input.email, JSON.stringify(input.fields), input.account, receivedAt, input.submissionKey) as { id: number }).id;
        } catch (error) {
          if (attempt >= 5 || !/UNIQUE constraint failed: form_submissions\.reference/.test((error as Error).message)) throw error;
        }
      }
      for (const file of input.files) this.insertFile.run(id, file.field, file.fileName, file.contentType, file.data.byteLength, file.data);
      const mail = input.mail(reference);
      for (const message of mail) this.outbox.enqueue(message);
      return { reference, receivedAt, mailQueued: mail.length, repeated: false };
    });
  }

  private row(row: Row): SubmissionRow {
    const files = (this.filesOf.all(row.id) as { field: string; file_name: string; content_type: string; size: number }[]).map((file) => ({
      field: file.field,
      fileName: file.file_name,
      contentType: file.content_type,
      size: file.size,
    }));
    return {
      id: row.id,
      reference: row.reference,
      form: row.form,
      email: row.email,
      fields: JSON.parse(row.payload) as Record<string, unknown>,
      account: row.account,
      receivedAt: row.received_at,
      files,
    };
  }

  get(reference: string): SubmissionRow | null {
    const row = this.byReference.get(reference) as Row | undefined;
    return row ? this.row(row) : null;
  }

  /** Newest first. */
  list(filter: SubmissionFilter, page: number, pageSize: number): { total: number; rows: SubmissionRow[] } {
    const { clause, params } = where(filter);
    const total = (this.db.prepare(`SELECT count(*) AS n FROM form_submissions ${clause}`).get(...params) as { n: number }).n;
    const rows = this.db
      .prepare(`SELECT id, reference, form, email, payload, account, received_at FROM form_submissions ${clause} ORDER BY received_at DESC, id DESC LIMIT ? OFFSET ?`)
      .all(...params, pageSize, (page - 1) * pageSize) as unknown as Row[];
    return { total, rows: rows.map((row) => this.row(row)) };
  }

  /** Every submission of the filter, newest first, a page at a time (for CSV export). */
  *each(filter: SubmissionFilter): Generator<SubmissionRow> {
    const { clause, params } = where(filter);
    const statement = this.db.prepare(`SELECT id, reference, form, email, payload, account, received_at FROM form_submissions ${clause} ORDER BY received_at DESC, id DESC`);
    for (const row of statement.iterate(...params) as Iterable<Row>) yield this.row(row);
  }

  file(reference: string, field: string): { fileName: string; contentType: string; data: Uint8Array } | null {
    const row = this.fileData.get(reference, field) as { file_name: string; content_type: string; data: Uint8Array } | undefined;
    return row ? { fileName: row.file_name, contentType: row.content_type, data: row.data } : null;
  }
}
