// The article store's SQLite ways (../articles/articlePages.ts ArticleEngine): related articles from
// FTS5, keeping what a read made without waiting for the write lock (another process holding it must
// not stall an article page), and the usage counter's batch writes. They run on the catalogue's own
// connection, under the same Kysely handle the store reads through.
import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { sql } from 'kysely';
import { relatedQuery } from '../articlePreparation.ts';
import type { Db } from '../../data/sqlDatabase.ts';
import { SQLITE_BUSY_TIMEOUT_MS } from '../../data/sqlite/database.ts';
import type { ArticleEngine } from '../articles/articlePages.ts';
import type { Sql } from './sql.ts';
import { sqliteUsageWriter } from './usageWriter.ts';

export function sqliteArticleEngine(connection: Sql, db: Db): ArticleEngine {
  const raw: DatabaseSync = connection.db;
  return {
    async related(article, limit) {
      const query = relatedQuery(article.title, article.keywords);
      if (!query) return [];
      const { rows } = await sql<{ id: number }>`
        SELECT rowid AS id FROM article_search WHERE article_search MATCH ${query} AND rowid <> ${article.id} ORDER BY rank LIMIT ${limit}`.execute(db);
      return rows.map((row) => row.id);
    },
    async keep(statement) {
      const { sql: text, parameters } = statement.compile(db);
      raw.exec('PRAGMA busy_timeout = 0');
      try {
        raw.prepare(text).run(...(parameters as SQLInputValue[]));
      } catch {
        // Busy: not kept this time.
      } finally {
        raw.exec(`PRAGMA busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
      }
    },
    usage: sqliteUsageWriter(connection),
  };
}
