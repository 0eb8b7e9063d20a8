// The site's records and rate limits on the SQLite file (the embedded default, createStore.ts): the
// records on one connection whose writers wait a little for another's lock, the limits on one of
// their own that never waits (their batched writes try again later instead).
import type { SiteStore } from '../createStore.ts';
import { migrate, openDatabase } from './database.ts';
import { openOwnConnection } from './ownConnection.ts';
import { sqliteDatabase } from './sqliteDatabase.ts';
import { sqliteCatalogueVersionAt } from './sqliteCatalogueVersion.ts';

export async function openSqliteSiteStore(path: string, { recordsBusyTimeoutMs }: { recordsBusyTimeoutMs: number }): Promise<SiteStore> {
  const raw = openDatabase(path);
  await migrate(raw);
  raw.exec(`PRAGMA busy_timeout = ${Math.max(0, Math.floor(recordsBusyTimeoutMs))}`);
  const records = sqliteDatabase(raw);
  const limits = await openOwnConnection(path, { busyTimeoutMs: 0 });
  // On a connection of its own, opened when first read.
  const catalogueVersion = sqliteCatalogueVersionAt(path);
  return {
    engine: 'sqlite',
    records,
    limits,
    catalogueVersion,
    close: async () => {
      catalogueVersion.close();
      await limits.close();
      await records.close();
    },
  };
}
