// oidc-provider's storage adapter over SQLite (table oidc_models, migrations 051 and 053).
// Without it the provider keeps sessions and codes in memory: lost on restart, and invisible to a
// second process. (Migration 053's `client` column, which capped pending interactions per address,
// is no longer written: interactions now exist only after a right password, see providerPlugin.ts.)
import type { DatabaseSync } from 'node:sqlite';
import type { Adapter, AdapterPayload } from 'oidc-provider';

interface ModelRow {
  payload: string;
  expires_at: number | null;
  consumed_at: number | null;
}

const now = () => Math.floor(Date.now() / 1000);

/** What a provider session cookie names: no stored session, or one with or without a signed-in account. */
export type SessionState = 'gone' | 'anonymous' | 'signed-in';

export interface OidcStore {
  adapter: new (model: string) => Adapter;
  /** Deletes rows whose time is up; returns how many. */
  purgeExpired(): number;
  /** The stored provider session with this id (the value of its `_session` cookie). */
  sessionState(id: string): SessionState;
}

export function createSqliteAdapter(db: DatabaseSync): OidcStore {
  const upsert = db.prepare(`INSERT INTO oidc_models (model, id, payload, grant_id, user_code, uid, expires_at, consumed_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, NULL)
    ON CONFLICT (model, id) DO UPDATE SET payload = excluded.payload, grant_id = excluded.grant_id, user_code = excluded.user_code,
      uid = excluded.uid, expires_at = excluded.expires_at, consumed_at = NULL`);
  const byId = db.prepare('SELECT payload, expires_at, consumed_at FROM oidc_models WHERE model = ? AND id = ?');
  const byUid = db.prepare('SELECT payload, expires_at, consumed_at FROM oidc_models WHERE model = ? AND uid = ?');
  const byUserCode = db.prepare('SELECT payload, expires_at, consumed_at FROM oidc_models WHERE model = ? AND user_code = ?');
  const consume = db.prepare('UPDATE oidc_models SET consumed_at = ? WHERE model = ? AND id = ?');
  const destroy = db.prepare('DELETE FROM oidc_models WHERE model = ? AND id = ?');
  const revokeByGrant = db.prepare('DELETE FROM oidc_models WHERE grant_id = ?');
  const purgeExpired = db.prepare('DELETE FROM oidc_models WHERE expires_at IS NOT NULL AND expires_at < ?');
  const session = db.prepare(`SELECT json_extract(payload, '$.accountId') AS account FROM oidc_models
    WHERE model = 'Session' AND id = ? AND (expires_at IS NULL OR expires_at > ?)`);
  let writesSincePurge = 0;

  const load = (row: ModelRow | undefined): AdapterPayload | undefined => {
    if (!row || (row.expires_at !== null && row.expires_at <= now())) return undefined;
    const payload = JSON.parse(row.payload) as AdapterPayload;
    return row.consumed_at === null ? payload : { ...payload, consumed: row.consumed_at };
  };

  class SqliteAdapter implements Adapter {
    private readonly model: string;

    constructor(model: string) {
      this.model = model;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      upsert.run(this.model, id, JSON.stringify(payload), payload.grantId ?? null, payload.userCode ?? null, payload.uid ?? null, expiresIn ? now() + expiresIn : null);
      // Besides the periodic purge (authPlugin), a busy provider sweeps as it writes.
      if (++writesSincePurge >= 200) {
        writesSincePurge = 0;
        purgeExpired.run(now());
      }
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      return load(byId.get(this.model, id) as ModelRow | undefined);
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return load(byUid.get(this.model, uid) as ModelRow | undefined);
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return load(byUserCode.get(this.model, userCode) as ModelRow | undefined);
    }

    async consume(id: string): Promise<void> {
      consume.run(now(), this.model, id);
    }

    async destroy(id: string): Promise<void> {
      destroy.run(this.model, id);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      revokeByGrant.run(grantId);
    }
  }

  return {
    adapter: SqliteAdapter,
    purgeExpired: () => Number(purgeExpired.run(now()).changes),
    sessionState(id) {
      const row = session.get(id, now()) as { account: unknown } | undefined;
      if (!row) return 'gone';
      return typeof row.account === 'string' && row.account !== '' ? 'signed-in' : 'anonymous';
    },
  };
}
