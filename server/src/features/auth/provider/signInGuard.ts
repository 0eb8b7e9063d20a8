// Growing delays after failed sign-ins, kept in the database so that every server copy
// sees them and trying other addresses does not reset them. The failures are counted per account
// and per client network (its address, an IPv6 one by its /64): a wait then falls on the network the
// guesses come from, never on the account's owner elsewhere, so no one can keep someone else's new
// laptop or new browser waiting by failing on purpose (a wait per account alone was such a lever).
// A browser that has signed in to the account before (a signed "known device" cookie) is never held
// up. Guessing from one network stays slow: a few free tries, then 2, 4, 8 ... seconds between tries,
// at most 15 minutes; guessing from many networks at once is bounded by the same per network and by
// the per-client sign-in limit (rateRules.signIn). Refused attempts never make the wait longer.
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { changedRows, type Db, type SqlDatabase } from '../../../data/sqlDatabase.ts';
import { readCookieValue, signCookieValue } from '../signedCookie.ts';
import { canonicalEmail } from '@oap/contracts/forms/formLimits.ts';

export const signInDelays = {
  /** Failures allowed without any wait. */
  freeFailures: 5,
  /** Longest wait between two attempts, in seconds. */
  maxDelaySeconds: 15 * 60,
  /** A failure record this old is forgotten (the count starts again). */
  forgetAfterSeconds: 24 * 60 * 60,
} as const;

/** Seconds the next attempt must wait after `failures` failures in a row. */
export function delayAfter(failures: number): number {
  if (failures < signInDelays.freeFailures) return 0;
  return Math.min(2 ** (failures - signInDelays.freeFailures + 1), signInDelays.maxDelaySeconds);
}

/** An account as the guard knows it: a hash of the lower-cased email, whether or not an account has it. */
export function accountKey(email: string): string {
  return createHash('sha256').update(canonicalEmail(email)).digest('base64url');
}

/**
 * Whose failures a sign-in attempt is counted with: the account (accountKey) on this client network,
 * "account:network", both hashed, so the table holds neither addresses nor network addresses, and
 * every network's count of one account sorts together (clearAccountFailures).
 */
export function attemptKey(email: string, client: string): string {
  return `${accountKey(email)}:${createHash('sha256').update(client).digest('base64url').slice(0, 22)}`;
}

/** Forgets an account's failures on every network (its password was just reset: they no longer count). */
export async function clearAccountFailures(db: Db, email: string): Promise<void> {
  // Compared by prefix, not by range: a database's collation may not order ":" where bytes do. A reset is rare, the table small.
  const prefix = `${accountKey(email)}:`;
  await sql`DELETE FROM sign_in_failures WHERE substr(account, 1, ${prefix.length}) = ${prefix}`.execute(db);
}

interface FailureRow {
  failures: number;
  last_failure_at: number;
}

const knownDeviceTtlSeconds = 365 * 24 * 60 * 60;
const knownDeviceAccounts = 5;

export class SignInGuard {
  private readonly database: SqlDatabase;
  private readonly secret: string;
  private readonly now: () => number;

  /** `secret` signs the known-device cookie; `now` is in milliseconds. */
  constructor(database: SqlDatabase, secret: string, now: () => number = Date.now) {
    this.database = database;
    this.secret = secret;
    this.now = now;
  }

  private async failuresOf(account: string, db: Db): Promise<FailureRow | undefined> {
    const { rows } = await sql<FailureRow>`SELECT failures, last_failure_at FROM sign_in_failures WHERE account = ${account}`.execute(db);
    const row = rows[0];
    return row && { failures: Number(row.failures), last_failure_at: Number(row.last_failure_at) };
  }

  /** The failures that still count at `nowMs` (a record older than a day is forgotten). */
  private static counted(row: FailureRow | undefined, nowMs: number): FailureRow | undefined {
    return row && row.last_failure_at >= nowMs - signInDelays.forgetAfterSeconds * 1000 ? row : undefined;
  }

  private static waitOf(row: FailureRow | undefined, nowMs: number): number {
    const counted = SignInGuard.counted(row, nowMs);
    if (!counted) return 0;
    const readyAt = counted.last_failure_at + delayAfter(counted.failures) * 1000;
    return readyAt > nowMs ? Math.ceil((readyAt - nowMs) / 1000) : 0;
  }

  /** Seconds this account must still wait on this client network before the next attempt (0: go ahead). */
  async waitSeconds(email: string, client: string, knownDevice: boolean): Promise<number> {
    if (knownDevice) return 0;
    return SignInGuard.waitOf(await this.failuresOf(attemptKey(email, client), this.database.db), this.now());
  }

  /**
   * Starts an attempt from `client` (clientOf: its network): 0 when it may go ahead (it is already counted as a failure until
   * `recordSuccess`), otherwise the seconds to wait (nothing is counted). A known device never waits
   * and is not counted ahead; record its failure with `recordFailure`.
   *
   * The attempt is counted before the password is checked, and the wait is checked and the count
   * written in one write transaction, so concurrent attempts (from any number of clients or server
   * copies) cannot all pass the check before any of them is counted. The write is made only if the
   * row is still the one read (a compare-and-set), which keeps that true where the engine lets
   * another writer in between (PostgreSQL's READ COMMITTED): the attempt then reads again.
   */
  async beginAttempt(email: string, client: string, knownDevice: boolean): Promise<number> {
    if (knownDevice) return 0;
    const account = attemptKey(email, client);
    return this.database.write(async (tx) => {
      for (;;) {
        const nowMs = this.now();
        const row = await this.failuresOf(account, tx);
        const wait = SignInGuard.waitOf(row, nowMs);
        // Refused: nothing is counted, so refusals never make the wait longer.
        if (wait > 0) return wait;
        const failures = (SignInGuard.counted(row, nowMs)?.failures ?? 0) + 1;
        const written = row
          ? await sql`UPDATE sign_in_failures SET failures = ${failures}, last_failure_at = ${nowMs}
              WHERE account = ${account} AND failures = ${row.failures} AND last_failure_at = ${row.last_failure_at}`.execute(tx)
          : await sql`INSERT INTO sign_in_failures (account, failures, last_failure_at) VALUES (${account}, ${failures}, ${nowMs})
              ON CONFLICT (account) DO NOTHING`.execute(tx);
        if (changedRows(written) === 1) return 0;
      }
    });
  }

  async recordFailure(email: string, client: string): Promise<void> {
    const nowMs = this.now();
    // A failure long after the last one starts a new count.
    await sql`INSERT INTO sign_in_failures (account, failures, last_failure_at) VALUES (${attemptKey(email, client)}, 1, ${nowMs})
      ON CONFLICT (account) DO UPDATE SET
        failures = CASE WHEN sign_in_failures.last_failure_at < ${nowMs - signInDelays.forgetAfterSeconds * 1000} THEN 1 ELSE sign_in_failures.failures + 1 END,
        last_failure_at = excluded.last_failure_at`.execute(this.database.db);
  }

  /** Clears this network's count for the account (other networks' failures are not the owner's to clear). */
  async recordSuccess(email: string, client: string): Promise<void> {
    await sql`DELETE FROM sign_in_failures WHERE account = ${attemptKey(email, client)}`.execute(this.database.db);
  }

  async purgeExpired(): Promise<number> {
    return changedRows(await sql`DELETE FROM sign_in_failures WHERE last_failure_at < ${this.now() - signInDelays.forgetAfterSeconds * 1000}`.execute(this.database.db));
  }

  /** Whether the known-device cookie value says this browser has signed in to the account before. */
  isKnownDevice(cookie: string | undefined, email: string): boolean {
    const token = readCookieValue<{ accounts?: unknown }>(this.secret, 'device', cookie, Math.floor(this.now() / 1000));
    return Array.isArray(token?.accounts) && token.accounts.includes(accountKey(email));
  }

  /** The known-device cookie value after a successful sign-in to `email` (the last few accounts of this browser). */
  knownDeviceCookie(previous: string | undefined, email: string): { value: string; maxAgeSeconds: number } {
    const token = readCookieValue<{ accounts?: unknown }>(this.secret, 'device', previous, Math.floor(this.now() / 1000));
    const earlier = Array.isArray(token?.accounts) ? token.accounts.filter((value): value is string => typeof value === 'string') : [];
    const key = accountKey(email);
    const accounts = [key, ...earlier.filter((value) => value !== key)].slice(0, knownDeviceAccounts);
    return { value: signCookieValue(this.secret, 'device', { accounts }, knownDeviceTtlSeconds, Math.floor(this.now() / 1000)), maxAgeSeconds: knownDeviceTtlSeconds };
  }
}
