// CatalogueVersion on PostgreSQL (../catalogueVersion.ts). `changes` is the count that every
// committed write to a catalogue table raises (migration 013, catalogue_changes), by any server copy
// or tool: one row read by its key. The stamps are read from the catalogue itself, as on SQLite.
import { sql, type RawBuilder } from 'kysely';
import { PUBLISHED_AT_KEY, type CatalogueVersion } from '../catalogueVersion.ts';
import type { Db } from '../sqlDatabase.ts';

async function firstOf<Row>(db: Db, query: RawBuilder<Row>): Promise<Row | undefined> {
  return (await query.execute(db)).rows[0];
}

/** The catalogue's stamp: its seeding, its newest article, its journal count and its last publishing, as SQLite's (sqliteCatalogueVersion.ts). */
export async function catalogueStamp(db: Db): Promise<string> {
  const row = await firstOf(db, sql<{ seeded: string | null; last: number | null; journals: number; published: string | null }>`
    SELECT (SELECT value FROM catalogue_info WHERE key = 'seededAt') AS seeded, (SELECT max(id) FROM articles) AS last,
      (SELECT count(*) FROM journals) AS journals, (SELECT value FROM catalogue_info WHERE key = ${PUBLISHED_AT_KEY}) AS published`);
  return `${row?.seeded ?? ''}:${row?.last ?? 0}:${row?.journals ?? 0}:${row?.published ?? ''}`;
}

export function postgresCatalogueVersion(db: Db): CatalogueVersion {
  return {
    async changes() {
      const row = await firstOf(db, sql<{ count: number }>`SELECT count FROM catalogue_changes WHERE id = 1`);
      return String(row?.count ?? 0);
    },
    stamp: () => catalogueStamp(db),
    async seededAt() {
      return (await firstOf(db, sql<{ value: string }>`SELECT value FROM catalogue_info WHERE key = 'seededAt'`))?.value ?? '';
    },
  };
}
