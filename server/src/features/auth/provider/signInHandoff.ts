// The hand-off from our sign-in form to the provider: after a correct password the browser
// gets a short-lived signed cookie naming a row of `sign_in_handoffs` (migration 074), and goes back to
// the authorisation URL. Only then does the provider make an interaction, which our interaction route
// finishes at once by using the hand-off. The row makes it single use; the request fingerprint makes
// it good for that one authorisation request only.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readCookieValue, signCookieValue } from '../signedCookie.ts';
import { changedRows, type SqlDatabase } from '../../../data/sqlDatabase.ts';
import { providerMountPath } from './embeddedProvider.ts';

/** Long enough for two redirects on a slow connection, short enough to be useless when copied. */
export const handoffTtlSeconds = 120;
export const handoffCookieName = 'oidc_handoff';

const seconds = () => Math.floor(Date.now() / 1000);

export class SignInHandoffs {
  private readonly database: SqlDatabase;
  private readonly secret: string;
  private readonly now: () => number;

  /** `secret` signs the cookie; `now` is in seconds. */
  constructor(database: SqlDatabase, secret: string, now: () => number = seconds) {
    this.database = database;
    this.secret = secret;
    this.now = now;
  }

  /** Stores a hand-off of `accountId` for the request with this fingerprint; returns the cookie value. */
  async issue(accountId: string, fingerprint: string): Promise<string> {
    const id = randomBytes(18).toString('base64url');
    const now = this.now();
    await sql`INSERT INTO sign_in_handoffs (id, account_id, request_hash, expires_at) VALUES (${id}, ${accountId}, ${fingerprint}, ${now + handoffTtlSeconds})`.execute(this.database.db);
    return signCookieValue(this.secret, 'sign-in-handoff', { id }, handoffTtlSeconds, now);
  }

  private idOf(cookie: string | undefined): string | null {
    const payload = readCookieValue<{ id?: unknown }>(this.secret, 'sign-in-handoff', cookie, this.now());
    return typeof payload?.id === 'string' ? payload.id : null;
  }

  /** Whether the cookie holds an unused, unexpired hand-off for this request (nothing is changed). */
  async isUsable(cookie: string | undefined, fingerprint: string): Promise<boolean> {
    const id = this.idOf(cookie);
    if (id === null) return false;
    const { rows } = await sql`SELECT 1 AS ok FROM sign_in_handoffs WHERE id = ${id} AND request_hash = ${fingerprint} AND used_at IS NULL AND expires_at > ${this.now()}`.execute(
      this.database.db,
    );
    return rows.length > 0;
  }

  /** Uses the hand-off: the account it names, or null when it is not (or no longer) good for this request. */
  async consume(cookie: string | undefined, fingerprint: string): Promise<string | null> {
    const id = this.idOf(cookie);
    if (id === null) return null;
    const now = this.now();
    // One statement marks it used and says whose it was: of two uses at the same time, one changes
    // the row (the other then finds used_at set, on either engine) and only that one gets the account.
    const { rows } = await sql<{ account_id: string }>`UPDATE sign_in_handoffs SET used_at = ${now}
      WHERE id = ${id} AND request_hash = ${fingerprint} AND used_at IS NULL AND expires_at > ${now} RETURNING account_id`.execute(this.database.db);
    return rows[0]?.account_id ?? null;
  }

  async purgeExpired(): Promise<number> {
    return changedRows(await sql`DELETE FROM sign_in_handoffs WHERE expires_at <= ${this.now()}`.execute(this.database.db));
  }
}

/** The cookie goes to every provider path (the authorisation endpoint and the interaction page). */
export function setHandoffCookie(reply: FastifyReply, value: string, secure: boolean): void {
  void reply.setCookie(handoffCookieName, value, { path: providerMountPath, maxAge: handoffTtlSeconds, httpOnly: true, sameSite: 'lax', secure });
}

export function clearHandoffCookie(reply: FastifyReply, secure: boolean): void {
  void reply.clearCookie(handoffCookieName, { path: providerMountPath, httpOnly: true, sameSite: 'lax', secure });
}

export function handoffCookieOf(request: FastifyRequest): string | undefined {
  return request.cookies[handoffCookieName];
}
