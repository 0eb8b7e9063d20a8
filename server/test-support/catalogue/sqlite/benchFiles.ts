// What the benchmarks do to a SQLite file apart from serving it: copy it for a baseline server, drop
// its kept article preparations, or make another checkout's server take its catalogue as its own.
// Kept here so that the benchmarks open no node:sqlite connection of their own.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/** A copy of the database for a baseline server: each keeps its own prepared text (another preparation version would replace the other's). */
export function copyDatabase(path: string): { path: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'oap-bench-baseline-'));
  const copy = join(dir, 'publisher.sqlite');
  const db = new DatabaseSync(path);
  db.exec(`VACUUM INTO '${copy.replace(/'/g, "''")}'`);
  db.close();
  return { path: copy, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Forgets every kept article preparation: each article's next read prepares it. */
export function dropKeptPreparations(path: string): void {
  const db = new DatabaseSync(path);
  db.exec('DELETE FROM article_prepared');
  db.close();
}

/**
 * Sets the catalogue version recorded in the file to `version`, so that a server whose seed knows
 * that version uses the catalogue as it is instead of seeding it again. The version it had when it
 * was another; null when it already matched or holds no catalogue.
 */
export function adoptCatalogueVersion(path: string, version: string): string | null {
  const db = new DatabaseSync(path);
  try {
    const row = db.prepare("SELECT value FROM catalogue_info WHERE key = 'version'").get() as { value: string } | undefined;
    if (!row || row.value === version) return null;
    db.prepare("UPDATE catalogue_info SET value = ? WHERE key = 'version'").run(version);
    return row.value;
  } finally {
    db.close();
  }
}
