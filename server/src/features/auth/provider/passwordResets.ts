// "Forgot password" links: a random token mailed to the account's address, of which only a
// SHA-256 hash is stored (`password_resets`, migration 074), valid for an hour and once. Choosing a new
// password through one voids every other outstanding link of the account, confirms the address (the
// link reached it), signs the account out everywhere (site sessions and provider sessions) and clears
// its failed sign-ins, all in one transaction.
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { changedRows, type Db, type SqlDatabase } from '../../../data/sqlDatabase.ts';
import { providerMountPath } from './embeddedProvider.ts';
import { clearAccountFailures } from './signInGuard.ts';

export const resetTtlSeconds = 60 * 60;

const seconds = () => Math.floor(Date.now() / 1000);
const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');
/** Tokens are 32 random bytes in base64url; anything else is not worth a database lookup. */
const tokenPattern = /^[\w-]{43}$/;

export function resetUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${providerMountPath}/reset/${token}`;
}

/** Text matched literally by LIKE ... ESCAPE (a backslash): `%`, `_` and the backslash escaped. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export class PasswordResets {
  private readonly database: SqlDatabase;
  private readonly now: () => number;

  /** `now` is in seconds. */
  constructor(database: SqlDatabase, now: () => number = seconds) {
    this.database = database;
    this.now = now;
  }

  /**
   * Stores a new link for the account and resolves with its token (to be mailed, never kept); `then`
   * runs in the same transaction `tx` (the mail is queued there).
   */
  async issue(accountId: string, then?: (token: string, tx: Db) => unknown): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = this.now();
    await this.database.write(async (tx) => {
      await sql`INSERT INTO password_resets (token_hash, account_id, created_at, expires_at) VALUES (${hashOf(token)}, ${accountId}, ${now}, ${now + resetTtlSeconds})`.execute(tx);
      await then?.(token, tx);
    });
    return token;
  }

  /** The account a token may still reset, or null when it is unknown, used or expired. */
  async accountFor(token: string): Promise<{ id: string; email: string } | null> {
    if (!tokenPattern.test(token)) return null;
    const { rows } = await sql<{ id: string; email: string }>`SELECT r.account_id AS id, u.email AS email FROM password_resets r JOIN users u ON u.id = r.account_id
      WHERE r.token_hash = ${hashOf(token)} AND r.used_at IS NULL AND r.expires_at > ${this.now()}`.execute(this.database.db);
    const row = rows[0];
    // A plain object on every engine (node:sqlite's rows have no prototype).
    return row ? { id: row.id, email: row.email } : null;
  }

  /**
   * Uses the token to set the password (already hashed: hashing is slow and must not hold the write
   * lock). Resolves with the account id, or null when the token was no longer good (used meanwhile).
   */
  async complete(token: string, passwordHash: string): Promise<string | null> {
    if (!tokenPattern.test(token)) return null;
    return this.database.write(async (tx) => {
      const now = this.now();
      // PostgreSQL lets two of these run at once: two links of one account used together would each
      // lock its own link, then wait for the other's (deadlock). The account's row is locked first, so
      // the second waits for the first to commit and then finds its link void. (SQLite's write lock
      // already lets one writer in at a time.)
      if (this.database.engine === 'postgres') {
        await sql`SELECT u.id FROM users u JOIN password_resets r ON r.account_id = u.id WHERE r.token_hash = ${hashOf(token)} FOR UPDATE OF u`.execute(tx);
      }
      const { rows: used } = await sql<{ account_id: string }>`UPDATE password_resets SET used_at = ${now}
        WHERE token_hash = ${hashOf(token)} AND used_at IS NULL AND expires_at > ${now} RETURNING account_id`.execute(tx);
      const accountId = used[0]?.account_id;
      if (!accountId) return null;
      const { rows: changed } = await sql<{ email: string }>`UPDATE users SET password_hash = ${passwordHash},
        email_verified_at = coalesce(email_verified_at, ${new Date().toISOString()}) WHERE id = ${accountId} RETURNING email`.execute(tx);
      const account = changed[0];
      if (!account) return null;
      await sql`UPDATE password_resets SET used_at = ${now} WHERE account_id = ${accountId} AND used_at IS NULL`.execute(tx);
      await sql`DELETE FROM sessions WHERE sub = ${accountId}`.execute(tx);
      await this.endProviderSessions(tx, accountId);
      await clearAccountFailures(tx, account.email);
      return accountId;
    });
  }

  /**
   * Ends the provider's sessions of the account. The account is inside each session's JSON payload;
   * each engine has its own JSON functions, so the rows are narrowed with LIKE and checked here.
   */
  private async endProviderSessions(tx: Db, accountId: string): Promise<void> {
    const { rows } = await sql<{ id: string; payload: string }>`SELECT id, payload FROM oidc_models
      WHERE model = 'Session' AND payload LIKE ${`%${likeLiteral(JSON.stringify(accountId))}%`} ESCAPE '\\'`.execute(tx);
    for (const row of rows) {
      if ((JSON.parse(row.payload) as { accountId?: unknown }).accountId !== accountId) continue;
      await sql`DELETE FROM oidc_models WHERE model = 'Session' AND id = ${row.id}`.execute(tx);
    }
  }

  async purgeExpired(): Promise<number> {
    return changedRows(await sql`DELETE FROM password_resets WHERE expires_at <= ${this.now()}`.execute(this.database.db));
  }
}
