// Test helper: a new article in the catalogue, as an import would add it (a copy of an existing
// one under a new DOI and article number), to see caches invalidated and cursors hold. On either
// engine, through the test's own handle (testDatabase.ts).
import { sql } from 'kysely';
import type { TestRows } from './testDatabase.ts';

/** The articles table's columns a copy carries over (not its id, nor what the engine computes). */
async function copiedColumns(rows: TestRows): Promise<string[]> {
  const names =
    rows.engine === 'sqlite'
      ? (await rows.all(sql<{ name: string }>`SELECT name FROM pragma_table_info('articles')`)).map((column) => column.name)
      : (
          await rows.all(
            sql<{ name: string }>`SELECT column_name AS name FROM information_schema.columns
              WHERE table_schema = current_schema() AND table_name = 'articles' AND is_generated = 'NEVER' ORDER BY ordinal_position`,
          )
        ).map((column) => column.name);
  return names.filter((name) => name !== 'id');
}

export async function addArticleCopy(rows: TestRows, sourceId: number, changes: { doi: string; publishedAt?: string }): Promise<number> {
  const columns = await copiedColumns(rows);
  // The next article number after every numeric one (the corpus articles have others).
  const identifiers = await rows.all(sql<{ identifier: string }>`SELECT identifier FROM articles`);
  const identifier = String(Math.max(0, ...identifiers.map((row) => (/^\d+$/.test(row.identifier) ? Number(row.identifier) : 0))) + 1000);
  const values = columns.map((name) =>
    name === 'doi' ? sql`${changes.doi}` : name === 'identifier' ? sql`${identifier}` : name === 'published_at' ? sql`coalesce(${changes.publishedAt ?? null}, published_at)` : sql.ref(name),
  );
  const inserted = await rows.get(
    sql<{ id: number }>`INSERT INTO articles (${sql.join(columns.map((name) => sql.ref(name)))}) SELECT ${sql.join(values)} FROM articles WHERE id = ${sourceId} RETURNING id`,
  );
  if (!inserted) throw new Error(`no article ${sourceId} to copy`);
  return Number(inserted.id);
}
