// The article store's PostgreSQL ways (../../articles/articlePages.ts ArticleEngine): related
// articles through the search's own text vectors, keeping what a read made under a short lock
// timeout, and the usage counter's batch writes.
import { sql } from 'kysely';
import { relatedQuery } from '../../articlePreparation.ts';
import type { Db, SqlDatabase } from '../../../data/sqlDatabase.ts';
import type { ArticleEngine, RelatedArticles } from '../../articles/articlePages.ts';
import { postgresUsageWriter } from './usageWriter.ts';

/** Matches ranked for related articles: the newest this many, so a common word never ranks the whole catalogue. */
const RELATED_CANDIDATES = 2000;

/**
 * Related articles as SQLite finds them (relatedQuery: its keywords and title words, any of them),
 * through the search's own text vectors, the best ranked first and the newest among equals.
 */
const relatedByText = (db: Db): RelatedArticles => async (article, limit) => {
  const query = relatedQuery(article.title, article.keywords);
  if (!query) return [];
  const { rows } = await sql<{ id: number }>`
    WITH q AS (SELECT oap_fts5_query(websearch_to_tsquery('oap_search', ${query})) AS q),
    m AS (SELECT s.id, s.meta_vector FROM article_search s, q WHERE s.meta_vector @@ q.q AND s.id <> ${article.id} ORDER BY s.id DESC LIMIT ${RELATED_CANDIDATES})
    SELECT m.id::int AS id FROM m, q ORDER BY ts_rank(m.meta_vector, q.q) DESC, m.id DESC LIMIT ${limit}`.execute(db);
  return rows.map((row) => Number(row.id));
};

export function postgresArticleEngine(database: SqlDatabase): ArticleEngine {
  return {
    related: relatedByText(database.db),
    async keep(statement) {
      try {
        await database.write(async (tx) => {
          await sql`SET LOCAL lock_timeout = '200ms'`.execute(tx);
          await statement.execute(tx);
        });
      } catch {
        // Not kept this time.
      }
    },
    usage: postgresUsageWriter(database),
  };
}
