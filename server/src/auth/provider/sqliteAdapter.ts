// oidc-provider's storage adapter over SQLite (table oidc_models, migrations 051 and 053).
// Without it the provider keeps sessions and codes in memory: lost on restart, and invisible to a
// second process. Each pending interaction remembers the client (address) that started it, so the
// number a single client can keep pending is capped (interactionLimits.ts).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { DatabaseSync } from 'node:sqlite';
import type { Adapter, AdapterPayload } from 'oidc-provider';

interface ModelRow {
  payload: string;
  expires_at: number | null;
  consumed_at: number | null;
}

const now = () => Math.floor(Date.now() / 1000);

/** The client of the request the provider is handling (set around each call into the provider). */
export const providerClient = new AsyncLocalStorage<string>();

export interface OidcStore {
  adapter: new (model: string) => Adapter;
  /** Deletes rows whose time is up; returns how many. */
  purgeExpired(): number;
  /** Pending (unexpired) interactions, all of them or those started by one client. */
  pendingInteractions(client?: string): number;
}

export function createSqliteAdapter(db: DatabaseSync): OidcStore {
  const upsert = db.prepare(`INSERT INTO oidc_models (model, id, payload, grant_id, user_code, uid, expires_at, consumed_at, client)
    VALUES (?, ?, ?, ?, ?, ?, ?, NULL, ?)
    ON CONFLICT (model, id) DO UPDATE SET payload = excluded.payload, grant_id = excluded.grant_id, user_code = excluded.user_code,
      uid = excluded.uid, expires_at = excluded.expires_at, consumed_at = NULL, client = COALESCE(excluded.client, oidc_models.client)`);
  const byId = db.prepare('SELECT payload, expires_at, consumed_at FROM oidc_models WHERE model = ? AND id = ?');
  const byUid = db.prepare('SELECT payload, expires_at, consumed_at FROM oidc_models WHERE model = ? AND uid = ?');
  const byUserCode = db.prepare('SELECT payload, expires_at, consumed_at FROM oidc_models WHERE model = ? AND user_code = ?');
  const consume = db.prepare('UPDATE oidc_models SET consumed_at = ? WHERE model = ? AND id = ?');
  const destroy = db.prepare('DELETE FROM oidc_models WHERE model = ? AND id = ?');
  const revokeByGrant = db.prepare('DELETE FROM oidc_models WHERE grant_id = ?');
  const purgeExpired = db.prepare('DELETE FROM oidc_models WHERE expires_at IS NOT NULL AND expires_at < ?');
  const pendingAll = db.prepare(`SELECT count(*) AS n FROM oidc_models WHERE model = 'Interaction' AND expires_at > ?`);
  const pendingByClient = db.prepare(`SELECT count(*) AS n FROM oidc_models WHERE model = 'Interaction' AND client = ? AND expires_at > ?`);
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
      const client = this.model === 'Interaction' ? (providerClient.getStore() ?? null) : null;
      upsert.run(this.model, id, JSON.stringify(payload), payload.grantId ?? null, payload.userCode ?? null, payload.uid ?? null, expiresIn ? now() + expiresIn : null, client);
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
    pendingInteractions: (client) => Number(((client === undefined ? pendingAll.get(now()) : pendingByClient.get(client, now())) as { n: number }).n),
  };
}
