// Stored form submissions (migration 070). A submission, its files and the mail it causes are written
// in one transaction (SqlDatabase.write): when `submit` resolves, all of it is committed, and the
// reader is told only then. The editorial office reads them back (list, one, its files, CSV).
import { randomInt } from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';
import { referenceAlphabet } from '@oap/contracts/forms/formLimits.ts';
import type { MailOutbox, OutgoingMail } from '../../platform/mail/outbox.ts';
import type { SqlDatabase } from '../../data/sqlDatabase.ts';

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

interface FileRow {
  submission_id: number;
  field: string;
  file_name: string;
  content_type: string;
  size: number;
}

/** The conditions of a filter (parameters bound by the `sql` tag). */
function conditions(filter: SubmissionFilter): RawBuilder<unknown>[] {
  const parts: RawBuilder<unknown>[] = [];
  if (filter.form) parts.push(sql`form = ${filter.form}`);
  if (filter.from) parts.push(sql`received_at >= ${`${filter.from}T00:00:00.000Z`}`);
  if (filter.to) parts.push(sql`received_at <= ${`${filter.to}T23:59:59.999Z`}`);
  return parts;
}

function whereOf(parts: RawBuilder<unknown>[]): RawBuilder<unknown> {
  return parts.length ? sql`WHERE ${sql.join(parts, sql` AND `)}` : sql``;
}

/** Rows of the CSV export read per query: the export never holds the whole table at once. */
const EXPORT_BATCH = 200;

type Submitted = { reference: string; receivedAt: string; mailQueued: number; repeated: boolean };

export class SubmissionStore {
  private readonly database: SqlDatabase;
  private readonly outbox: MailOutbox;
  private readonly now: () => Date;

  constructor(database: SqlDatabase, outbox: MailOutbox, now: () => Date = () => new Date()) {
    this.database = database;
    this.outbox = outbox;
    this.now = now;
  }

  /**
   * Stores the submission, its files and its mail together; resolves with its reference once committed.
   * The same sending again (its key) returns the first one's reference and stores nothing more.
   */
  submit(input: NewSubmission): Promise<Submitted> {
    const at = this.now();
    const receivedAt = at.toISOString();
    return this.database.write(async (tx) => {
      const earlier = async (): Promise<Submitted | null> => {
        if (!input.submissionKey) return null;
        const { rows } = await sql<{ reference: string; received_at: string }>`SELECT reference, received_at FROM form_submissions
          WHERE form = ${input.form.id} AND submission_key = ${input.submissionKey}`.execute(tx);
        return rows[0] ? { reference: rows[0].reference, receivedAt: rows[0].received_at, mailQueued: 0, repeated: true } : null;
      };
      const repeated = await earlier();
      if (repeated) return repeated;
      let reference = '';
      let id = 0;
      for (let attempt = 0; id === 0; attempt += 1) {
        reference = newReference(input.form.referencePrefix, at);
        // No error on a taken reference or key: on PostgreSQL an error would end the transaction.
        const { rows } = await sql<{ id: number }>`INSERT INTO form_submissions (reference, form, email, payload, account, received_at, submission_key)
          VALUES (${reference}, ${input.form.id}, ${input.email}, ${JSON.stringify(input.fields)}, ${input.account}, ${receivedAt}, ${input.submissionKey})
          ON CONFLICT DO NOTHING RETURNING id`.execute(tx);
        if (rows[0]) {
          id = Number(rows[0].id);
          break;
        }
        // Nothing stored: this sending was stored meanwhile (another server copy, on an engine that
        // lets two writers in), or the reference was already given (one in a billion a day) and is drawn again.
        const stored = await earlier();
        if (stored) return stored;
        if (attempt >= 5) throw new Error(`no free reference for a ${input.form.id} submission after ${attempt + 1} draws`);
      }
      for (const file of input.files) {
        await sql`INSERT INTO form_submission_files (submission_id, field, file_name, content_type, size, data)
          VALUES (${id}, ${file.field}, ${file.fileName}, ${file.contentType}, ${file.data.byteLength}, ${file.data})`.execute(tx);
      }
      const mail = input.mail(reference);
      for (const message of mail) await this.outbox.enqueue(message, tx);
      return { reference, receivedAt, mailQueued: mail.length, repeated: false };
    });
  }

  /** The rows with their files' descriptions, read in one query. */
  private async withFiles(rows: Row[]): Promise<SubmissionRow[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => Number(row.id));
    const { rows: files } = await sql<FileRow>`SELECT submission_id, field, file_name, content_type, size FROM form_submission_files
      WHERE submission_id IN (${sql.join(ids)}) ORDER BY submission_id, field`.execute(this.database.db);
    const filesOf = new Map<number, SubmissionRow['files']>();
    for (const file of files) {
      const id = Number(file.submission_id);
      const list = filesOf.get(id) ?? [];
      list.push({ field: file.field, fileName: file.file_name, contentType: file.content_type, size: Number(file.size) });
      filesOf.set(id, list);
    }
    return rows.map((row) => ({
      id: Number(row.id),
      reference: row.reference,
      form: row.form,
      email: row.email,
      fields: JSON.parse(row.payload) as Record<string, unknown>,
      account: row.account,
      receivedAt: row.received_at,
      files: filesOf.get(Number(row.id)) ?? [],
    }));
  }

  async get(reference: string): Promise<SubmissionRow | null> {
    const { rows } = await sql<Row>`SELECT id, reference, form, email, payload, account, received_at FROM form_submissions WHERE reference = ${reference}`.execute(this.database.db);
    const [row] = await this.withFiles(rows);
    return row ?? null;
  }

  /** Newest first. */
  async list(filter: SubmissionFilter, page: number, pageSize: number): Promise<{ total: number; rows: SubmissionRow[] }> {
    const { db } = this.database;
    const where = whereOf(conditions(filter));
    const { rows: counted } = await sql<{ n: number }>`SELECT count(*) AS n FROM form_submissions ${where}`.execute(db);
    const { rows } = await sql<Row>`SELECT id, reference, form, email, payload, account, received_at FROM form_submissions ${where}
      ORDER BY received_at DESC, id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`.execute(db);
    return { total: Number(counted[0]?.n ?? 0), rows: await this.withFiles(rows) };
  }

  /** Every submission of the filter, newest first, read a batch at a time (for CSV export). */
  async *each(filter: SubmissionFilter): AsyncGenerator<SubmissionRow> {
    let after: { receivedAt: string; id: number } | null = null;
    for (;;) {
      const parts = conditions(filter);
      // Keyset paging: the next batch starts below the last row sent, whatever was added meanwhile.
      if (after) parts.push(sql`(received_at < ${after.receivedAt} OR (received_at = ${after.receivedAt} AND id < ${after.id}))`);
      const { rows } = await sql<Row>`SELECT id, reference, form, email, payload, account, received_at FROM form_submissions ${whereOf(parts)}
        ORDER BY received_at DESC, id DESC LIMIT ${EXPORT_BATCH}`.execute(this.database.db);
      for (const row of await this.withFiles(rows)) yield row;
      const last = rows.at(-1);
      if (!last || rows.length < EXPORT_BATCH) return;
      after = { receivedAt: last.received_at, id: Number(last.id) };
    }
  }

  async file(reference: string, field: string): Promise<{ fileName: string; contentType: string; data: Uint8Array } | null> {
    const { rows } = await sql<{ file_name: string; content_type: string; data: Uint8Array }>`SELECT f.file_name, f.content_type, f.data
      FROM form_submission_files f JOIN form_submissions s ON s.id = f.submission_id WHERE s.reference = ${reference} AND f.field = ${field}`.execute(this.database.db);
    const row = rows[0];
    // The bytes as a Uint8Array on every engine (PostgreSQL's driver gives a Buffer), without a copy.
    return row ? { fileName: row.file_name, contentType: row.content_type, data: new Uint8Array(row.data.buffer, row.data.byteOffset, row.data.byteLength) } : null;
  }
}
