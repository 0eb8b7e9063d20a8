// Test helper: a new article in the catalogue, as an import would add it (a copy of an existing
// one under a new DOI and article number), to see caches invalidated and cursors hold.
import type { DatabaseSync } from 'node:sqlite';

export function addArticleCopy(db: DatabaseSync, sourceId: number, changes: { doi: string; publishedAt?: string }): number {
  const columns = (db.prepare('PRAGMA table_info(articles)').all() as { name: string }[]).map((column) => column.name).filter((name) => name !== 'id');
  const values = columns.map((name) => (name === 'doi' ? '?' : name === 'identifier' ? '?' : name === 'published_at' ? 'coalesce(?, published_at)' : name));
  const identifier = (db.prepare('SELECT max(CAST(identifier AS INTEGER)) + 1000 AS next FROM articles').get() as { next: number }).next;
  const params = columns
    .filter((name) => name === 'doi' || name === 'identifier' || name === 'published_at')
    .map((name) => (name === 'doi' ? changes.doi : name === 'identifier' ? String(identifier) : (changes.publishedAt ?? null)));
  const result = db.prepare(`INSERT INTO articles (${columns.join(', ')}) SELECT ${values.join(', ')} FROM articles WHERE id = ?`).run(...params, sourceId);
  return Number(result.lastInsertRowid);
}
