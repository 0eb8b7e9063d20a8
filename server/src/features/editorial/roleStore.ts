// Roles of reader accounts (migration 073), granted by email from the command line (npm run roles).
// The editorial office reads the stored form submissions and answers them; a release manager
// previews, canaries, promotes and rolls back builds on the release page.
import { sql } from 'kysely';
import { canonicalEmail } from '@oap/contracts/forms/formLimits.ts';
import { changedRows, type SqlDatabase } from '../../data/sqlDatabase.ts';

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

/**
 * Addresses are stored and compared lower-cased (canonicalEmail): a role granted to Ann@Example.org
 * is ann@example.org's, whatever case the account was registered with, on every engine. (Grants made
 * before were stored as typed; SQLite's COLLATE NOCASE on the column still matches them.)
 */
export class RoleStore {
  private readonly database: SqlDatabase;

  constructor(database: SqlDatabase) {
    this.database = database;
  }

  /** True when the grant is new. */
  async grant(email: string, role: Role, grantedBy: string): Promise<boolean> {
    const result = await sql`INSERT INTO account_roles (email, role, granted_at, granted_by) VALUES (${canonicalEmail(email)}, ${role}, ${new Date().toISOString()}, ${grantedBy})
      ON CONFLICT (email, role) DO NOTHING`.execute(this.database.db);
    return changedRows(result) > 0;
  }

  /** True when there was such a grant. */
  async revoke(email: string, role: Role): Promise<boolean> {
    return changedRows(await sql`DELETE FROM account_roles WHERE email = ${canonicalEmail(email)} AND role = ${role}`.execute(this.database.db)) > 0;
  }

  async has(email: string, role: Role): Promise<boolean> {
    const { rows } = await sql`SELECT 1 AS found FROM account_roles WHERE email = ${canonicalEmail(email)} AND role = ${role}`.execute(this.database.db);
    return rows.length > 0;
  }

  async list(): Promise<RoleGrant[]> {
    const { rows } = await sql<{ email: string; role: Role; granted_at: string; granted_by: string }>`SELECT email, role, granted_at, granted_by FROM account_roles ORDER BY role, email`.execute(
      this.database.db,
    );
    return rows.map((row) => ({ email: row.email, role: row.role, grantedAt: row.granted_at, grantedBy: row.granted_by }));
  }
}
