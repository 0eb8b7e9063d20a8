// Site sessions. The cookie is signed (signedCookie.ts) and names a row of the `sessions`
// table (migrations 052, 250), and only that: who is signed in (their name and address) is in the
// row, never in the cookie. A session counts only while its row exists, so logout, which deletes the
// row, ends every copy of the cookie at once on every server copy. The row is read for each request
// (a primary-key lookup; WAL readers never wait for a writer; authPlugin keeps the answer for the
// rest of that request only), so there is no cache to go stale.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { changedRows, type SqlDatabase } from '../../data/sqlDatabase.ts';
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

/** What the cookie carries: the id of the session's row, nothing about the reader (it is signed, not encrypted). */
interface SessionToken {
  sid: string;
}

export interface Session extends SessionClaims {
  id: string;
}

export class SessionStore {
  private readonly database: SqlDatabase;
  private readonly secret: string;
  private readonly now: () => number;

  constructor(database: SqlDatabase, secret: string, now: () => number = () => Math.floor(Date.now() / 1000)) {
    this.database = database;
    this.secret = secret;
    this.now = now;
  }

  /** Stores a new session, who it is included, and returns its cookie value (the row's id, signed). */
  async create(claims: SessionClaims, idToken: string | undefined): Promise<string> {
    const id = randomBytes(18).toString('base64url');
    const now = this.now();
    await sql`INSERT INTO sessions (id, sub, name, email, email_verified, id_token, created_at, expires_at)
      VALUES (${id}, ${claims.sub}, ${claims.name ?? null}, ${claims.email ?? null}, ${claims.emailVerified ? 1 : 0}, ${idToken ?? null}, ${now}, ${now + sessionTtlSeconds})`.execute(this.database.db);
    const token: SessionToken = { sid: id };
    return signCookieValue(this.secret, 'session', token, sessionTtlSeconds, now);
  }

  /** The session of a cookie value when it is intact, unexpired and not logged out; otherwise null. */
  async read(cookie: string | undefined): Promise<Session | null> {
    const token = readCookieValue<SessionToken>(this.secret, 'session', cookie, this.now());
    if (!token || typeof token.sid !== 'string') return null;
    const { rows } = await sql<{ sub: string; name: string | null; email: string | null; email_verified: number; expires_at: number }>`
      SELECT sub, name, email, email_verified, expires_at FROM sessions WHERE id = ${token.sid}`.execute(this.database.db);
    const row = rows[0];
    if (!row || Number(row.expires_at) <= this.now()) return null;
    return {
      id: token.sid,
      sub: row.sub,
      ...(row.name !== null ? { name: row.name } : {}),
      ...(row.email !== null ? { email: row.email } : {}),
      ...(Number(row.email_verified) === 1 ? { emailVerified: true } : {}),
    };
  }

  /** The ID token the provider issued with this session (for the provider's sign-out). */
  async idToken(session: Session): Promise<string | undefined> {
    const { rows } = await sql<{ id_token: string | null }>`SELECT id_token FROM sessions WHERE id = ${session.id}`.execute(this.database.db);
    return rows[0]?.id_token ?? undefined;
  }

  /** Ends the session for every copy of its cookie. */
  async revoke(id: string): Promise<void> {
    await sql`DELETE FROM sessions WHERE id = ${id}`.execute(this.database.db);
  }

  /** Deletes expired sessions; returns how many. */
  async purgeExpired(): Promise<number> {
    return changedRows(await sql`DELETE FROM sessions WHERE expires_at <= ${this.now()}`.execute(this.database.db));
  }
}
