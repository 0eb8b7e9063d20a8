// The catalogue's stamp (its seeding, its newest article, its journal count), on which the payload
// files are kept: when it changes, every payload is made again. Read at most once a second.
import type { DatabaseSync } from 'node:sqlite';
import { openDatabase } from '../../store/sqlite/database.ts';

export class CatalogueStamp {
  private db: DatabaseSync | null = null;
  private last = { value: '', readAt: 0 };

  private readonly databasePath: string;

  constructor(databasePath: string) {
    this.databasePath = databasePath;
  }

  read(now = Date.now()): string {
    if (now - this.last.readAt < 1000) return this.last.value;
    let value = '';
    try {
      this.db ??= openDatabase(this.databasePath);
      const row = this.db
        .prepare("SELECT (SELECT value FROM catalogue_info WHERE key = 'seededAt') AS seeded, (SELECT max(id) FROM articles) AS last, (SELECT count(*) FROM journals) AS journals")
        .get() as { seeded: string | null; last: number | null; journals: number };
      value = `${row.seeded ?? ''}:${row.last ?? 0}:${row.journals}`;
    } catch {
      // No catalogue yet (a site being seeded): payloads are keyed on the builds alone.
    }
    this.last = { value, readAt: now };
    return value;
  }

  close(): void {
    this.db?.close();
    this.db = null;
  }
}
