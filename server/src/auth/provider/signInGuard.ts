// Growing delays per account after failed sign-ins (issue 10), kept in the database so that every
// server copy sees them and trying other addresses does not reset them. Unlike a lockout, a delay
// never shuts the owner out for long: the wait is capped, refused attempts do not make it longer,
// and a browser that has signed in to the account before (a signed "known device" cookie) is not
// held up by failures that came from elsewhere. Guessing stays slow: a few free tries, then
// 2, 4, 8 ... seconds between tries, at most 15 minutes.
import { createHash } from 'node:crypto';
import type { DatabaseSync, StatementSync } from 'node:sqlite';
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

interface FailureRow {
  failures: number;
  last_failure_at: number;
}

const knownDeviceTtlSeconds = 365 * 24 * 60 * 60;
const knownDeviceAccounts = 5;

export class SignInGuard {
  private readonly secret: string;
  private readonly now: () => number;
  private readonly find: StatementSync;
  private readonly fail: StatementSync;
  private readonly clear: StatementSync;
  private readonly purge: StatementSync;
  private readonly reserve: StatementSync;

  /** `secret` signs the known-device cookie; `now` is in milliseconds. */
  constructor(db: DatabaseSync, secret: string, now: () => number = Date.now) {
    this.secret = secret;
    this.now = now;
    this.find = db.prepare('SELECT failures, last_failure_at FROM sign_in_failures WHERE account = ?');
    // A failure long after the last one starts a new count.
    this.fail = db.prepare(`INSERT INTO sign_in_failures (account, failures, last_failure_at) VALUES (?, 1, ?)
      ON CONFLICT (account) DO UPDATE SET
        failures = CASE WHEN last_failure_at < ? THEN 1 ELSE failures + 1 END,
        last_failure_at = excluded.last_failure_at`);
    // An attempt is counted as a failure before the password is checked, in one statement that also
    // checks the wait, so concurrent attempts (from any number of clients or server copies) cannot
    // all pass the check before any of them is counted. A success then clears the count.
    this.reserve = db.prepare(`INSERT INTO sign_in_failures (account, failures, last_failure_at) VALUES (:account, 1, :now)
      ON CONFLICT (account) DO UPDATE SET
        failures = CASE WHEN last_failure_at < :forget THEN 1 ELSE failures + 1 END,
        last_failure_at = excluded.last_failure_at
      WHERE last_failure_at < :forget
        OR failures < :free
        OR last_failure_at + min(1 << min(failures - :free + 1, 30), :max) * 1000 <= :now
      RETURNING failures`);
    this.clear = db.prepare('DELETE FROM sign_in_failures WHERE account = ?');
    this.purge = db.prepare('DELETE FROM sign_in_failures WHERE last_failure_at < ?');
  }

  /** Seconds this account must still wait before the next attempt (0: go ahead). */
  waitSeconds(email: string, knownDevice: boolean): number {
    if (knownDevice) return 0;
    const row = this.find.get(accountKey(email)) as FailureRow | undefined;
    if (!row) return 0;
    const nowMs = this.now();
    if (row.last_failure_at < nowMs - signInDelays.forgetAfterSeconds * 1000) return 0;
    const readyAt = row.last_failure_at + delayAfter(row.failures) * 1000;
    return readyAt > nowMs ? Math.ceil((readyAt - nowMs) / 1000) : 0;
  }

  /**
   * Starts an attempt: 0 when it may go ahead (it is already counted as a failure until
   * `recordSuccess`), otherwise the seconds to wait (nothing is counted). A known device never waits
   * and is not counted ahead; record its failure with `recordFailure`.
   */
  beginAttempt(email: string, knownDevice: boolean): number {
    if (knownDevice) return 0;
    const nowMs = this.now();
    const reserved = this.reserve.get({
      account: accountKey(email),
      now: nowMs,
      forget: nowMs - signInDelays.forgetAfterSeconds * 1000,
      free: signInDelays.freeFailures,
      max: signInDelays.maxDelaySeconds,
    });
    if (reserved) return 0;
    // Refused: say how long (at least a second: the wait was running out as it was refused).
    return Math.max(1, this.waitSeconds(email, false));
  }

  recordFailure(email: string): void {
    const nowMs = this.now();
    this.fail.run(accountKey(email), nowMs, nowMs - signInDelays.forgetAfterSeconds * 1000);
  }

  recordSuccess(email: string): void {
    this.clear.run(accountKey(email));
  }

  purgeExpired(): number {
    return Number(this.purge.run(this.now() - signInDelays.forgetAfterSeconds * 1000).changes);
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
