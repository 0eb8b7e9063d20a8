// Roles of reader accounts (migration 073), granted by email from the command line (npm run roles).
// The editorial office reads the stored form submissions and answers them; a release manager (issue 22)
// previews, canaries, promotes and rolls back builds on the release page.
import type { DatabaseSync, StatementSync } from 'node:sqlite';

export const roles = ['editorial-office', 'release-manager'] as const;
export type Role = (typeof roles)[number];

export function isRole(value: string): value is Role {
  return (roles as readonly string[]).includes(value);
}

export interface RoleGrant {
  email: string;
  role: Role;
  grantedAt: string;
  grantedBy: string;
}

export class RoleStore {
  private readonly insert: StatementSync;
  private readonly remove: StatementSync;
  private readonly find: StatementSync;
  private readonly all: StatementSync;

  constructor(db: DatabaseSync) {
    this.insert = db.prepare('INSERT INTO account_roles (email, role, granted_at, granted_by) VALUES (?, ?, ?, ?) ON CONFLICT (email, role) DO NOTHING');
    this.remove = db.prepare('DELETE FROM account_roles WHERE email = ? AND role = ?');
    this.find = db.prepare('SELECT 1 FROM account_roles WHERE email = ? AND role = ?');
    this.all = db.prepare('SELECT email, role, granted_at, granted_by FROM account_roles ORDER BY role, email');
  }

  /** True when the grant is new. */
  grant(email: string, role: Role, grantedBy: string): boolean {
    return Number(this.insert.run(email.trim(), role, new Date().toISOString(), grantedBy).changes) > 0;
  }

  /** True when there was such a grant. */
  revoke(email: string, role: Role): boolean {
    return Number(this.remove.run(email.trim(), role).changes) > 0;
  }

  has(email: string, role: Role): boolean {
    return this.find.get(email.trim(), role) !== undefined;
  }

  list(): RoleGrant[] {
    return (this.all.all() as { email: string; role: Role; granted_at: string; granted_by: string }[]).map((row) => ({
      email: row.email,
      role: row.role,
      grantedAt: row.granted_at,
      grantedBy: row.granted_by,
    }));
  }
}
