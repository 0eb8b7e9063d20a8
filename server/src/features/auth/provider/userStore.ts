// Reader accounts of the embedded provider, in the `users` table (migrations 050 and 074: a new
// account's address is unverified until the reader opens the link mailed to it).
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { changedRows, type Db, type SqlDatabase } from '../../../data/sqlDatabase.ts';
import { hashPassword, unknownAccountHash, verifyPassword } from './passwords.ts';
import { isEmailAddress } from '@oap/contracts/forms/formLimits.ts';

export interface UserAccount {
  id: string;
  email: string;
  name: string;
  /** The reader proved the address is theirs (a link mailed to it was opened). */
  emailVerified: boolean;
}

export interface NewAccount {
  email: string;
  name: string;
  password: string;
}

/** Form-level limits of the registration form; the messages are shown to the reader as they are. */
export const accountRules = {
  nameMaxLength: 200,
  emailMaxLength: 254,
  passwordMinLength: 10,
  passwordMaxLength: 200,
} as const;


/** The problem with an email address as one sentence, or null when it looks like one. */
export function emailProblem(email: string): string | null {
  return !isEmailAddress(email) || email.trim().length > accountRules.emailMaxLength ? 'Enter an email address such as name@example.org.' : null;
}

/** The problem with a new password for this address as one sentence, or null (registration and reset share the rules). */
export function passwordProblem(password: string, email: string): string | null {
  if (password.length < accountRules.passwordMinLength) return `Choose a password of at least ${accountRules.passwordMinLength} characters.`;
  if (password.length > accountRules.passwordMaxLength) return `Choose a password of at most ${accountRules.passwordMaxLength} characters.`;
  if (password.trim().toLowerCase() === email.trim().toLowerCase()) return 'Choose a password that is not your email address.';
  return null;
}

/** Returns the first problem with a registration as one sentence, or null when it can be created. */
export function registrationProblem(input: { email: string; name: string; password: string }): string | null {
  if (!input.name.trim()) return 'Enter your name.';
  if (input.name.trim().length > accountRules.nameMaxLength) return `Your name can be at most ${accountRules.nameMaxLength} characters long.`;
  return emailProblem(input.email) ?? passwordProblem(input.password, input.email);
}

export class EmailTakenError extends Error {
  constructor() {
    super('An account with this email address already exists. Sign in instead.');
    this.name = 'EmailTakenError';
  }
}

export interface UserStore {
  /**
   * Creates an unverified account (verified with `{ verified: true }`, for tests and tools). `then`
   * runs in the same transaction `tx`, after the insert (the verification mail is queued there).
   */
  create(input: NewAccount, options?: { verified?: boolean; then?: (account: UserAccount, tx: Db) => unknown }): Promise<UserAccount>;
  /** The account when email and password match; null otherwise (same time either way). */
  authenticate(email: string, password: string): Promise<UserAccount | null>;
  findById(id: string): Promise<UserAccount | null>;
  findByEmail(email: string): Promise<UserAccount | null>;
  /** Marks the address verified; false when the account is gone or its address is no longer `email`. */
  markVerified(id: string, email: string): Promise<boolean>;
}

interface UserRow {
  id: string;
  email: string;
  name: string;
  password_hash: string;
  email_verified_at: string | null;
}

/**
 * Addresses keep the case the reader typed and are compared regardless of it: the `users.email`
 * column is case-insensitive in the schema (SQLite: COLLATE NOCASE), so `email = ...` finds
 * Ada@Example.org for ada@example.org.
 */
export function createUserStore(database: SqlDatabase): UserStore {
  const { db } = database;
  const account = (row: UserRow): UserAccount => ({ id: row.id, email: row.email, name: row.name, emailVerified: row.email_verified_at !== null });
  const byEmail = async (email: string) =>
    (await sql<UserRow>`SELECT id, email, name, password_hash, email_verified_at FROM users WHERE email = ${email.trim()}`.execute(db)).rows[0];

  return {
    async create(input, options = {}) {
      const email = input.email.trim();
      const name = input.name.trim();
      const passwordHash = await hashPassword(input.password);
      const created: UserAccount = { id: randomUUID(), email, name, emailVerified: options.verified === true };
      const now = new Date().toISOString();
      await database.write(async (tx) => {
        // A taken address inserts nothing (an error would end the transaction on PostgreSQL).
        const { rows } = await sql<{ id: string }>`INSERT INTO users (id, email, name, password_hash, created_at, email_verified_at)
          VALUES (${created.id}, ${email}, ${name}, ${passwordHash}, ${now}, ${created.emailVerified ? now : null})
          ON CONFLICT DO NOTHING RETURNING id`.execute(tx);
        if (!rows[0]) throw new EmailTakenError();
        await options.then?.(created, tx);
      });
      return created;
    },
    async authenticate(email, password) {
      const row = await byEmail(email);
      const matches = await verifyPassword(password, row?.password_hash ?? (await unknownAccountHash()));
      return row && matches ? account(row) : null;
    },
    async findById(id) {
      const { rows } = await sql<UserRow>`SELECT id, email, name, password_hash, email_verified_at FROM users WHERE id = ${id}`.execute(db);
      return rows[0] ? account(rows[0]) : null;
    },
    async findByEmail(email) {
      const row = await byEmail(email);
      return row ? account(row) : null;
    },
    async markVerified(id, email) {
      const result = await sql`UPDATE users SET email_verified_at = coalesce(email_verified_at, ${new Date().toISOString()}) WHERE id = ${id} AND email = ${email}`.execute(db);
      return changedRows(result) > 0;
    },
  };
}
