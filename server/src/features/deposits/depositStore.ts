// Deposit tokens and the deposit queue, on the site's database (either engine): a deposit and its
// files are stored in one transaction before the 202 goes out; a server copy claims the oldest waiting
// one (PostgreSQL: FOR UPDATE SKIP LOCKED, so two copies never take the same; SQLite: one writer at a
// time) for a while it keeps extending, writes its report article by article, and marks it done. A
// copy that dies leaves its claim to run out: another takes the deposit over, and what was already
// published comes out "unchanged".
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { SqlDatabase } from '../../data/sqlDatabase.ts';
import type { ImportReportEntry } from '../../catalogue/publishing/importSession.ts';

export interface DepositToken {
  id: number;
  label: string;
  /** The one journal the token may publish to (its ISSN), or null: the whole publisher. */
  journalIssn: string | null;
}

export interface DepositFile {
  name: string;
  content: Uint8Array;
}

export type DepositStatus = 'queued' | 'running' | 'done';

export interface DepositRecord {
  id: string;
  tokenId: number;
  status: DepositStatus;
  createJournals: boolean;
  allowMissingFiles: boolean;
  receivedAt: number;
  startedAt: number | null;
  finishedAt: number | null;
  report: ImportReportEntry[];
}

/** How long a claim holds before another copy may take the deposit over (the worker extends it while it works). */
export const CLAIM_MS = 60_000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

interface DepositRow {
  id: string;
  token_id: number | string;
  status: DepositStatus;
  create_journals: number;
  allow_missing_files: number;
  received_at: number | string;
  started_at: number | string | null;
  finished_at: number | string | null;
  report: string;
}

const toRecord = (row: DepositRow): DepositRecord => ({
  id: row.id,
  tokenId: Number(row.token_id),
  status: row.status,
  createJournals: row.create_journals === 1,
  allowMissingFiles: row.allow_missing_files === 1,
  receivedAt: Number(row.received_at),
  startedAt: row.started_at === null ? null : Number(row.started_at),
  finishedAt: row.finished_at === null ? null : Number(row.finished_at),
  report: JSON.parse(row.report) as ImportReportEntry[],
});

export class DepositStore {
  private readonly database: SqlDatabase;

  constructor(database: SqlDatabase) {
    this.database = database;
  }

  /** A new token: its secret is shown once, only its hash is kept. */
  async createToken(label: string, journalIssn: string | null, now: number): Promise<{ token: string; id: number }> {
    const token = `oapd_${randomBytes(32).toString('base64url')}`;
    const { rows } = await sql<{ id: number | string }>`INSERT INTO deposit_tokens (token_hash, label, journal_issn, created_at)
      VALUES (${hashOf(token)}, ${label}, ${journalIssn}, ${now}) RETURNING id`.execute(this.database.db);
    return { token, id: Number(rows[0]?.id) };
  }

  async revokeToken(id: number, now: number): Promise<boolean> {
    const result = await sql`UPDATE deposit_tokens SET revoked_at = ${now} WHERE id = ${id} AND revoked_at IS NULL`.execute(this.database.db);
    return Number(result.numAffectedRows ?? 0) > 0;
  }

  async listTokens(): Promise<(DepositToken & { createdAt: number; revokedAt: number | null })[]> {
    const { rows } = await sql<{ id: number | string; label: string; journal_issn: string | null; created_at: number | string; revoked_at: number | string | null }>`
      SELECT id, label, journal_issn, created_at, revoked_at FROM deposit_tokens ORDER BY id`.execute(this.database.db);
    return rows.map((row) => ({ id: Number(row.id), label: row.label, journalIssn: row.journal_issn, createdAt: Number(row.created_at), revokedAt: row.revoked_at === null ? null : Number(row.revoked_at) }));
  }

  /** The token a bearer secret stands for, when it is known and not revoked. */
  async tokenOf(secret: string): Promise<DepositToken | null> {
    const { rows } = await sql<{ id: number | string; label: string; journal_issn: string | null }>`
      SELECT id, label, journal_issn FROM deposit_tokens WHERE token_hash = ${hashOf(secret)} AND revoked_at IS NULL`.execute(this.database.db);
    const row = rows[0];
    return row ? { id: Number(row.id), label: row.label, journalIssn: row.journal_issn } : null;
  }

  /** Stores a deposit and its files in one transaction; returns its id. */
  async receive(tokenId: number, files: DepositFile[], options: { createJournals: boolean; allowMissingFiles: boolean }, now: number): Promise<string> {
    const id = randomUUID();
    await this.database.write(async (tx) => {
      await sql`INSERT INTO deposits (id, token_id, status, create_journals, allow_missing_files, received_at)
        VALUES (${id}, ${tokenId}, 'queued', ${options.createJournals ? 1 : 0}, ${options.allowMissingFiles ? 1 : 0}, ${now})`.execute(tx);
      for (const [position, file] of files.entries()) {
        await sql`INSERT INTO deposit_files (deposit_id, position, name, content) VALUES (${id}, ${position}, ${file.name}, ${file.content})`.execute(tx);
      }
    });
    return id;
  }

  async deposit(id: string): Promise<DepositRecord | null> {
    const { rows } = await sql<DepositRow>`SELECT id, token_id, status, create_journals, allow_missing_files, received_at, started_at, finished_at, report
      FROM deposits WHERE id = ${id}`.execute(this.database.db);
    return rows[0] ? toRecord(rows[0]) : null;
  }

  /** Claims the oldest deposit waiting (or one whose claim ran out) for `worker`, or null when none waits. */
  async claim(worker: string, now: number): Promise<DepositRecord | null> {
    return this.database.write(async (tx) => {
      const lock = this.database.engine === 'postgres' ? sql` FOR UPDATE SKIP LOCKED` : sql``;
      const { rows } = await sql<{ id: string }>`SELECT id FROM deposits
        WHERE status = 'queued' OR (status = 'running' AND claimed_until < ${now}) ORDER BY received_at LIMIT 1${lock}`.execute(tx);
      const id = rows[0]?.id;
      if (!id) return null;
      const claimed = await sql<DepositRow>`UPDATE deposits SET status = 'running', claimed_by = ${worker}, claimed_until = ${now + CLAIM_MS},
        started_at = coalesce(started_at, ${now}) WHERE id = ${id}
        RETURNING id, token_id, status, create_journals, allow_missing_files, received_at, started_at, finished_at, report`.execute(tx);
      return claimed.rows[0] ? toRecord(claimed.rows[0]) : null;
    });
  }

  async files(id: string): Promise<DepositFile[]> {
    const { rows } = await sql<{ name: string; content: Uint8Array }>`SELECT name, content FROM deposit_files WHERE deposit_id = ${id} ORDER BY position`.execute(this.database.db);
    return rows.map((row) => ({ name: row.name, content: new Uint8Array(row.content) }));
  }

  /** The report so far, and the claim extended; false when another copy has taken the deposit over. */
  async progress(id: string, worker: string, report: ImportReportEntry[], now: number): Promise<boolean> {
    const result = await sql`UPDATE deposits SET report = ${JSON.stringify(report)}, claimed_until = ${now + CLAIM_MS}
      WHERE id = ${id} AND claimed_by = ${worker} AND status = 'running'`.execute(this.database.db);
    return Number(result.numAffectedRows ?? 0) > 0;
  }

  /** Done: the report kept, the uploaded files let go (the articles hold their own). */
  async finish(id: string, worker: string, report: ImportReportEntry[], now: number): Promise<void> {
    await this.database.write(async (tx) => {
      const result = await sql`UPDATE deposits SET status = 'done', report = ${JSON.stringify(report)}, finished_at = ${now}, claimed_until = NULL
        WHERE id = ${id} AND claimed_by = ${worker}`.execute(tx);
      if (Number(result.numAffectedRows ?? 0) > 0) await sql`DELETE FROM deposit_files WHERE deposit_id = ${id}`.execute(tx);
    });
  }
}
