// CatalogueVersion over node:sqlite. `changes` is the connection's view of the file: total_changes()
// moves when this connection writes, PRAGMA data_version when any other connection (another
// process, the seed CLI, the server's other connections) commits to the file; both cost
// microseconds. The stamps are read from the catalogue itself.
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { PUBLISHED_AT_KEY, type CatalogueVersion } from '../catalogueVersion.ts';
import { openDatabase } from './database.ts';

const STAMP = `SELECT (SELECT value FROM catalogue_info WHERE key = 'seededAt') AS seeded, (SELECT max(id) FROM articles) AS last, (SELECT count(*) FROM journals) AS journals,
  (SELECT value FROM catalogue_info WHERE key = '${PUBLISHED_AT_KEY}') AS published`;

/** The catalogue stamp (prepareCatalogueStamp's statement): its seeding, newest article, journal count and last publishing as one string. */
export function catalogueStampOf(statement: StatementSync): string {
  const row = statement.get() as { seeded: string | null; last: number | null; journals: number; published: string | null };
  return `${row.seeded ?? ''}:${row.last ?? 0}:${row.journals}:${row.published ?? ''}`;
}

export function prepareCatalogueStamp(db: DatabaseSync): StatementSync {
  return db.prepare(STAMP);
}

/** On the catalogue's connection: its statements are prepared once, when first read. */
export function sqliteCatalogueVersion(db: DatabaseSync): CatalogueVersion {
  let counters: { version: StatementSync; changes: StatementSync } | null = null;
  let stamp: StatementSync | null = null;
  let seeded: StatementSync | null = null;
  const first = (statement: StatementSync) => (statement.get() as unknown as [number])[0];
  return {
    async changes() {
      if (!counters) {
        counters = { version: db.prepare('PRAGMA data_version'), changes: db.prepare('SELECT total_changes()') };
        counters.version.setReturnArrays(true);
        counters.changes.setReturnArrays(true);
      }
      return `${first(counters.changes)}:${first(counters.version)}`;
    },
    async stamp() {
      stamp ??= prepareCatalogueStamp(db);
      return catalogueStampOf(stamp);
    },
    async seededAt() {
      seeded ??= db.prepare("SELECT value FROM catalogue_info WHERE key = 'seededAt'");
      return (seeded.get() as { value: string } | undefined)?.value ?? '';
    },
  };
}

/**
 * On a connection of its own to the file at `path`, opened when first read (the page payloads ask
 * for the stamp apart from the data API, which may not be registered at all). `close` closes it.
 */
export function sqliteCatalogueVersionAt(path: string): CatalogueVersion & { close(): void } {
  let db: DatabaseSync | null = null;
  let version: CatalogueVersion | null = null;
  const opened = () => {
    db ??= openDatabase(path);
    version ??= sqliteCatalogueVersion(db);
    return version;
  };
  return {
    changes: async () => opened().changes(),
    stamp: async () => opened().stamp(),
    seededAt: async () => opened().seededAt(),
    close() {
      db?.close();
      db = null;
      version = null;
    },
  };
}
