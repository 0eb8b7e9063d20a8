// A secret every server copy on one PostgreSQL database shares, kept as a row of the
// embedded provider's state table (oidc_models, a model name oidc-provider never uses; it never
// expires), as the provider's signing keys are (auth/provider/signingKeys.ts). The first copy stores
// its initial value; copies starting together all read the one that was stored.
import { sql } from 'kysely';
import { migrateDatabase } from '../migrations.ts';
import { postgresDatabase } from './postgresDatabase.ts';

export async function sharedPostgresSecret(url: string, name: string, initial: () => string): Promise<string> {
  const database = postgresDatabase(url, { maxConnections: 1 });
  try {
    // The table comes with the migrations; a copy's first start may reach here before any store opened.
    await migrateDatabase(database);
    await sql`INSERT INTO oidc_models (model, id, payload) VALUES ('SharedSecret', ${name}, ${initial()}) ON CONFLICT (model, id) DO NOTHING`.execute(database.db);
    const { rows } = await sql<{ payload: string }>`SELECT payload FROM oidc_models WHERE model = 'SharedSecret' AND id = ${name}`.execute(database.db);
    const stored = rows[0]?.payload;
    if (!stored) throw new Error(`the shared secret "${name}" could not be stored in the database`);
    return stored;
  } finally {
    await database.close();
  }
}
