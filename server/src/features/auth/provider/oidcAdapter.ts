// oidc-provider's storage adapter (table oidc_models, migrations 051 and 053), over the site's
// SqlDatabase whichever engine holds it. Without it the provider keeps sessions and codes in memory:
// lost on restart, and invisible to a second process. (Migration 053's `client` column, which capped
// pending interactions per address, is no longer written: interactions now exist only after a right
// password, see providerPlugin.ts.)
import { sql } from 'kysely';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import { changedRows, type SqlDatabase } from '../../../data/sqlDatabase.ts';

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
  purgeExpired(): Promise<number>;
  /** The stored provider session with this id (the value of its `_session` cookie). */
  sessionState(id: string): Promise<SessionState>;
}

export function createOidcAdapter(database: SqlDatabase): OidcStore {
  const { db } = database;
  let writesSincePurge = 0;

  const purgeExpired = async () => changedRows(await sql`DELETE FROM oidc_models WHERE expires_at IS NOT NULL AND expires_at < ${now()}`.execute(db));

  const load = (row: ModelRow | undefined): AdapterPayload | undefined => {
    if (!row || (row.expires_at !== null && Number(row.expires_at) <= now())) return undefined;
    const payload = JSON.parse(row.payload) as AdapterPayload;
    return row.consumed_at === null ? payload : { ...payload, consumed: Number(row.consumed_at) };
  };

  /** The row of `model` whose `column` (a trusted name) is `value`. */
  const findBy = async (model: string, column: 'id' | 'uid' | 'user_code', value: string) => {
    const { rows } = await sql<ModelRow>`SELECT payload, expires_at, consumed_at FROM oidc_models WHERE model = ${model} AND ${sql.ref(column)} = ${value}`.execute(db);
    return load(rows[0]);
  };

  class OidcAdapter implements Adapter {
    private readonly model: string;

    constructor(model: string) {
      this.model = model;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      await sql`INSERT INTO oidc_models (model, id, payload, grant_id, user_code, uid, expires_at, consumed_at)
        VALUES (${this.model}, ${id}, ${JSON.stringify(payload)}, ${payload.grantId ?? null}, ${payload.userCode ?? null}, ${payload.uid ?? null}, ${expiresIn ? now() + expiresIn : null}, NULL)
        ON CONFLICT (model, id) DO UPDATE SET payload = excluded.payload, grant_id = excluded.grant_id, user_code = excluded.user_code,
          uid = excluded.uid, expires_at = excluded.expires_at, consumed_at = NULL`.execute(db);
      // Besides the periodic purge (authPlugin), a busy provider sweeps as it writes.
      if (++writesSincePurge >= 200) {
        writesSincePurge = 0;
        await purgeExpired();
      }
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      return findBy(this.model, 'id', id);
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return findBy(this.model, 'uid', uid);
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return findBy(this.model, 'user_code', userCode);
    }

    async consume(id: string): Promise<void> {
      await sql`UPDATE oidc_models SET consumed_at = ${now()} WHERE model = ${this.model} AND id = ${id}`.execute(db);
    }

    async destroy(id: string): Promise<void> {
      await sql`DELETE FROM oidc_models WHERE model = ${this.model} AND id = ${id}`.execute(db);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await sql`DELETE FROM oidc_models WHERE grant_id = ${grantId}`.execute(db);
    }
  }

  return {
    adapter: OidcAdapter,
    purgeExpired,
    async sessionState(id) {
      // The payload is read whole and parsed here: each engine has its own JSON functions.
      const { rows } = await sql<{ payload: string }>`SELECT payload FROM oidc_models
        WHERE model = 'Session' AND id = ${id} AND (expires_at IS NULL OR expires_at > ${now()})`.execute(db);
      const row = rows[0];
      if (!row) return 'gone';
      const account = (JSON.parse(row.payload) as { accountId?: unknown }).accountId;
      return typeof account === 'string' && account !== '' ? 'signed-in' : 'anonymous';
    },
  };
}
