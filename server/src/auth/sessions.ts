// Site sessions (issue 10). The cookie is signed (signedCookie.ts) and names a row of the `sessions`
// table (migration 052): a session counts only while its row exists, so logout, which deletes the
// row, ends every copy of the cookie at once on every server copy. The row is read on each check
// (a primary-key lookup; WAL readers never wait for a writer), so there is no cache to go stale.
import { randomBytes } from 'node:crypto';
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { readCookieValue, signCookieValue } from './signedCookie.ts';

/** How long a site session lasts; the provider's own session (14 days) makes the next sign-in one click. */
export const sessionTtlSeconds = 8 * 60 * 60;

export interface SessionClaims {
  sub: string;
  name?: string;
  email?: string;
  /** The provider vouched for the address (email_verified): roles granted by email count only then. */
  emailVerified?: boolean;
}

/** What the cookie carries: the claims to show plus the id of the session's row. */
interface SessionToken extends SessionClaims {
  sid: string;
}

export interface Session extends SessionClaims {
  id: string;
}

export class SessionStore {
  private readonly secret: string;
  private readonly now: () => number;
  private readonly insert: StatementSync;
  private readonly find: StatementSync;
  private readonly remove: StatementSync;
  private readonly purge: StatementSync;

  constructor(db: DatabaseSync, secret: string, now: () => number = () => Math.floor(Date.now() / 1000)) {
    this.secret = secret;
    this.now = now;
    this.insert = db.prepare('INSERT INTO sessions (id, sub, id_token, created_at, expires_at) VALUES (?, ?, ?, ?, ?)');
    this.find = db.prepare('SELECT expires_at, id_token FROM sessions WHERE id = ?');
    this.remove = db.prepare('DELETE FROM sessions WHERE id = ?');
    this.purge = db.prepare('DELETE FROM sessions WHERE expires_at <= ?');
  }

  /** Stores a new session and returns its cookie value. */
  create(claims: SessionClaims, idToken: string | undefined): string {
    const id = randomBytes(18).toString('base64url');
    const now = this.now();
    this.insert.run(id, claims.sub, idToken ?? null, now, now + sessionTtlSeconds);
    const token: SessionToken = {
      sid: id,
      sub: claims.sub,
      ...(claims.name ? { name: claims.name } : {}),
      ...(claims.email ? { email: claims.email } : {}),
      ...(claims.emailVerified ? { emailVerified: true } : {}),
    };
    return signCookieValue(this.secret, 'session', token, sessionTtlSeconds, now);
  }

  /** The session of a cookie value when it is intact, unexpired and not logged out; otherwise null. */
  read(cookie: string | undefined): Session | null {
    const token = readCookieValue<SessionToken>(this.secret, 'session', cookie, this.now());
    if (!token || typeof token.sid !== 'string' || typeof token.sub !== 'string') return null;
    const row = this.find.get(token.sid) as { expires_at: number } | undefined;
    if (!row || row.expires_at <= this.now()) return null;
    return {
      id: token.sid,
      sub: token.sub,
      ...(typeof token.name === 'string' ? { name: token.name } : {}),
      ...(typeof token.email === 'string' ? { email: token.email } : {}),
      ...(token.emailVerified === true ? { emailVerified: true } : {}),
    };
  }

  /** The ID token the provider issued with this session (for the provider's sign-out). */
  idToken(session: Session): string | undefined {
    const row = this.find.get(session.id) as { id_token: string | null } | undefined;
    return row?.id_token ?? undefined;
  }

  /** Ends the session for every copy of its cookie. */
  revoke(id: string): void {
    this.remove.run(id);
  }

  /** Deletes expired sessions; returns how many. */
  purgeExpired(): number {
    return Number(this.purge.run(this.now()).changes);
  }
}
