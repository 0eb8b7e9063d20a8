// Reader accounts of the embedded provider, in the `users` table (migration 050_users.sql).
import { randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { hashPassword, unknownAccountHash, verifyPassword } from './passwords.ts';

export interface UserAccount {
  id: string;
  email: string;
  name: string;
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

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Returns the first problem with a registration as one sentence, or null when it can be created. */
export function registrationProblem(input: { email: string; name: string; password: string }): string | null {
  if (!input.name.trim()) return 'Enter your name.';
  if (input.name.trim().length > accountRules.nameMaxLength) return `Your name can be at most ${accountRules.nameMaxLength} characters long.`;
  if (!emailPattern.test(input.email.trim()) || input.email.trim().length > accountRules.emailMaxLength) return 'Enter an email address such as name@example.org.';
  if (input.password.length < accountRules.passwordMinLength) return `Choose a password of at least ${accountRules.passwordMinLength} characters.`;
  if (input.password.length > accountRules.passwordMaxLength) return `Choose a password of at most ${accountRules.passwordMaxLength} characters.`;
  if (input.password.trim().toLowerCase() === input.email.trim().toLowerCase()) return 'Choose a password that is not your email address.';
  return null;
}

export class EmailTakenError extends Error {
  constructor() {
    super('An account with this email address already exists. Sign in instead.');
    this.name = 'EmailTakenError';
  }
}

export interface UserStore {
  create(input: NewAccount): Promise<UserAccount>;
  /** The account when email and password match; null otherwise (same time either way). */
  authenticate(email: string, password: string): Promise<UserAccount | null>;
  findById(id: string): UserAccount | null;
}

interface UserRow {
  id: string;
  email: string;
  name: string;
  password_hash: string;
}

export function createUserStore(db: DatabaseSync): UserStore {
  const insert = db.prepare('INSERT INTO users (id, email, name, password_hash) VALUES (?, ?, ?, ?)');
  const byEmail = db.prepare('SELECT id, email, name, password_hash FROM users WHERE email = ?');
  const byId = db.prepare('SELECT id, email, name, password_hash FROM users WHERE id = ?');
  const account = (row: UserRow): UserAccount => ({ id: row.id, email: row.email, name: row.name });

  return {
    async create(input) {
      const email = input.email.trim();
      const name = input.name.trim();
      const passwordHash = await hashPassword(input.password);
      const id = randomUUID();
      try {
        insert.run(id, email, name, passwordHash);
      } catch (error) {
        if (/UNIQUE constraint failed: users\.email/.test((error as Error).message)) throw new EmailTakenError();
        throw error;
      }
      return { id, email, name };
    },
    async authenticate(email, password) {
      const row = byEmail.get(email.trim()) as UserRow | undefined;
      const matches = await verifyPassword(password, row?.password_hash ?? (await unknownAccountHash()));
      return row && matches ? account(row) : null;
    },
    findById(id) {
      const row = byId.get(id) as UserRow | undefined;
      return row ? account(row) : null;
    },
  };
}
