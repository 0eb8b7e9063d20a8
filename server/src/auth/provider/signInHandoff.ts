// The hand-off from our sign-in form to the provider (issue 16): after a correct password the browser
// gets a short-lived signed cookie naming a row of `sign_in_handoffs` (migration 074), and goes back to
// the authorisation URL. Only then does the provider make an interaction, which our interaction route
// finishes at once by using the hand-off. The row makes it single use; the request fingerprint makes
// it good for that one authorisation request only.
import { randomBytes } from 'node:crypto';
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readCookieValue, signCookieValue } from '../signedCookie.ts';
import { providerMountPath } from './embeddedProvider.ts';

/** Long enough for two redirects on a slow connection, short enough to be useless when copied. */
export const handoffTtlSeconds = 120;
export const handoffCookieName = 'oidc_handoff';

const seconds = () => Math.floor(Date.now() / 1000);

export class SignInHandoffs {
  private readonly secret: string;
  private readonly now: () => number;
  private readonly insert: StatementSync;
  private readonly usable: StatementSync;
  private readonly use: StatementSync;
  private readonly purge: StatementSync;

  /** `secret` signs the cookie; `now` is in seconds. */
  constructor(db: DatabaseSync, secret: string, now: () => number = seconds) {
    this.secret = secret;
    this.now = now;
    this.insert = db.prepare('INSERT INTO sign_in_handoffs (id, account_id, request_hash, expires_at) VALUES (?, ?, ?, ?)');
    this.usable = db.prepare('SELECT 1 AS ok FROM sign_in_handoffs WHERE id = ? AND request_hash = ? AND used_at IS NULL AND expires_at > ?');
    this.use = db.prepare(`UPDATE sign_in_handoffs SET used_at = :now
      WHERE id = :id AND request_hash = :hash AND used_at IS NULL AND expires_at > :now RETURNING account_id`);
    this.purge = db.prepare('DELETE FROM sign_in_handoffs WHERE expires_at <= ?');
  }

  /** Stores a hand-off of `accountId` for the request with this fingerprint; returns the cookie value. */
  issue(accountId: string, fingerprint: string): string {
    const id = randomBytes(18).toString('base64url');
    const now = this.now();
    this.insert.run(id, accountId, fingerprint, now + handoffTtlSeconds);
    return signCookieValue(this.secret, 'sign-in-handoff', { id }, handoffTtlSeconds, now);
  }

  private idOf(cookie: string | undefined): string | null {
    const payload = readCookieValue<{ id?: unknown }>(this.secret, 'sign-in-handoff', cookie, this.now());
    return typeof payload?.id === 'string' ? payload.id : null;
  }

  /** Whether the cookie holds an unused, unexpired hand-off for this request (nothing is changed). */
  isUsable(cookie: string | undefined, fingerprint: string): boolean {
    const id = this.idOf(cookie);
    return id !== null && this.usable.get(id, fingerprint, this.now()) !== undefined;
  }

  /** Uses the hand-off: the account it names, or null when it is not (or no longer) good for this request. */
  consume(cookie: string | undefined, fingerprint: string): string | null {
    const id = this.idOf(cookie);
    if (id === null) return null;
    const row = this.use.get({ id, hash: fingerprint, now: this.now() }) as { account_id: string } | undefined;
    return row?.account_id ?? null;
  }

  purgeExpired(): number {
    return Number(this.purge.run(this.now()).changes);
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
