// "Forgot password" links (issue 16): a random token mailed to the account's address, of which only a
// SHA-256 hash is stored (`password_resets`, migration 074), valid for an hour and once. Choosing a new
// password through one voids every other outstanding link of the account, confirms the address (the
// link reached it), signs the account out everywhere (site sessions and provider sessions) and clears
// its failed sign-ins, all in one transaction.
import { createHash, randomBytes } from 'node:crypto';
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { inWriteTransaction } from '../../store/sqlite/database.ts';
import { providerMountPath } from './embeddedProvider.ts';
import { accountKey } from './signInGuard.ts';

export const resetTtlSeconds = 60 * 60;

const seconds = () => Math.floor(Date.now() / 1000);
const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');
/** Tokens are 32 random bytes in base64url; anything else is not worth a database lookup. */
const tokenPattern = /^[\w-]{43}$/;

export function resetUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${providerMountPath}/reset/${token}`;
}

export class PasswordResets {
  private readonly db: DatabaseSync;
  private readonly now: () => number;
  private readonly insert: StatementSync;
  private readonly find: StatementSync;
  private readonly use: StatementSync;
  private readonly voidOthers: StatementSync;
  private readonly setPassword: StatementSync;
  private readonly endSiteSessions: StatementSync;
  private readonly endProviderSessions: StatementSync;
  private readonly clearFailures: StatementSync;
  private readonly purge: StatementSync;

  /** `now` is in seconds. */
  constructor(db: DatabaseSync, now: () => number = seconds) {
    this.db = db;
    this.now = now;
    this.insert = db.prepare('INSERT INTO password_resets (token_hash, account_id, created_at, expires_at) VALUES (?, ?, ?, ?)');
    this.find = db.prepare(`SELECT r.account_id AS id, u.email AS email FROM password_resets r JOIN users u ON u.id = r.account_id
      WHERE r.token_hash = ? AND r.used_at IS NULL AND r.expires_at > ?`);
    this.use = db.prepare(`UPDATE password_resets SET used_at = :now WHERE token_hash = :hash AND used_at IS NULL AND expires_at > :now RETURNING account_id`);
    this.voidOthers = db.prepare('UPDATE password_resets SET used_at = ? WHERE account_id = ? AND used_at IS NULL');
    this.setPassword = db.prepare(`UPDATE users SET password_hash = ?, email_verified_at = coalesce(email_verified_at, strftime('%Y-%m-%dT%H:%M:%fZ','now'))
      WHERE id = ? RETURNING email`);
    this.endSiteSessions = db.prepare('DELETE FROM sessions WHERE sub = ?');
    this.endProviderSessions = db.prepare(`DELETE FROM oidc_models WHERE model = 'Session' AND json_extract(payload, '$.accountId') = ?`);
    this.clearFailures = db.prepare('DELETE FROM sign_in_failures WHERE account = ?');
    this.purge = db.prepare('DELETE FROM password_resets WHERE expires_at <= ?');
  }

  /**
   * Stores a new link for the account and returns its token (to be mailed, never kept); `then` runs
   * in the same transaction (the mail is queued there).
   */
  issue(accountId: string, then?: (token: string) => void): string {
    const token = randomBytes(32).toString('base64url');
    const now = this.now();
    inWriteTransaction(this.db, () => {
      this.insert.run(hashOf(token), accountId, now, now + resetTtlSeconds);
      then?.(token);
    });
    return token;
  }

  /** The account a token may still reset, or null when it is unknown, used or expired. */
  accountFor(token: string): { id: string; email: string } | null {
    if (!tokenPattern.test(token)) return null;
    const row = this.find.get(hashOf(token), this.now()) as { id: string; email: string } | undefined;
    return row ?? null;
  }

  /**
   * Uses the token to set the password (already hashed: hashing is slow and must not hold the write
   * lock). Returns the account id, or null when the token was no longer good (used meanwhile).
   */
  complete(token: string, passwordHash: string): string | null {
    if (!tokenPattern.test(token)) return null;
    return inWriteTransaction(this.db, () => {
      const now = this.now();
      const used = this.use.get({ hash: hashOf(token), now }) as { account_id: string } | undefined;
      if (!used) return null;
      const account = this.setPassword.get(passwordHash, used.account_id) as { email: string } | undefined;
      if (!account) return null;
      this.voidOthers.run(now, used.account_id);
      this.endSiteSessions.run(used.account_id);
      this.endProviderSessions.run(used.account_id);
      this.clearFailures.run(accountKey(account.email));
      return used.account_id;
    });
  }

  purgeExpired(): number {
    return Number(this.purge.run(this.now()).changes);
  }
}
