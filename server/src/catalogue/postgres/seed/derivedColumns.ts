// What the PostgreSQL catalogue writer derives once every article is written, with the results of the
// SQLite writer's statements (catalogue/sqlite/seed/derivedColumns.ts): the editors' choice and collection
// top-ups, then the denormalised article counts. Inside the seed's transaction, on its client.
import type pg from 'pg';
import { COLLECTION_AT_LEAST, EDITORS_CHOICE_AT_LEAST } from '../../seed/catalogueWriter.ts';

/**
 * A journal with fewer editors' choices gets its most cited research and review articles of the three
 * years before its newest article (older ones when it has too few recent ones). SQLite takes the bound
 * as date(newest, '-3 years'); here it is the same date with the year less three, as text: on 29
 * February SQLite gives 1 March of a common year, where this gives '…-02-29', but no published date
 * lies between the two, so the same articles are chosen.
 */
export async function topUpEditorsChoice(client: pg.PoolClient): Promise<void> {
  await client.query(
    `WITH journal AS (
       SELECT journal_id, (substr(max(published_at), 1, 4)::integer - 3)::text || substr(max(published_at), 5) AS recent,
         count(*) FILTER (WHERE editors_choice = 1) AS chosen
       FROM articles GROUP BY journal_id),
     ranked AS (
       SELECT a.id, j.chosen,
         row_number() OVER (PARTITION BY a.journal_id ORDER BY a.published_at >= j.recent DESC, a.citations DESC, a.id DESC) AS rank
       FROM articles a JOIN journal j ON j.journal_id = a.journal_id
       WHERE a.editors_choice = 0 AND a.article_type IN ('research-article', 'review-article'))
     UPDATE articles SET editors_choice = 1 FROM ranked WHERE articles.id = ranked.id AND ranked.rank <= $1 - ranked.chosen`,
    [EDITORS_CHOICE_AT_LEAST],
  );
}

/**
 * A collection with fewer articles gets the journal's newest research and review articles in no other
 * collection, those published since it was created first. One collection after the other, as on SQLite
 * (an article one collection takes is no longer free for the next); each pick reads the journal's
 * newest-first index twice (since the creation, then before it) rather than sorting its articles.
 */
export async function topUpCollections(client: pg.PoolClient): Promise<void> {
  const { rows: collections } = await client.query<{ id: number; journal_id: number; created_on: string; n: number }>(
    `SELECT c.id, c.journal_id, c.created_on, (SELECT count(*) FROM articles a WHERE a.collection_id = c.id) AS n
     FROM topical_collections c ORDER BY c.id`,
  );
  for (const collection of collections) {
    if (collection.n >= COLLECTION_AT_LEAST) continue;
    const missing = COLLECTION_AT_LEAST - collection.n;
    await client.query(
      `UPDATE articles SET collection_id = $1 WHERE id IN (
         SELECT id FROM (
           (SELECT id, 0 AS part, published_at FROM articles
            WHERE journal_id = $2 AND collection_id IS NULL AND article_type IN ('research-article', 'review-article') AND published_at >= $3
            ORDER BY published_at DESC, id DESC LIMIT $4)
           UNION ALL
           (SELECT id, 1 AS part, published_at FROM articles
            WHERE journal_id = $2 AND collection_id IS NULL AND article_type IN ('research-article', 'review-article') AND published_at < $3
            ORDER BY published_at DESC, id DESC LIMIT $4)
         ) picks ORDER BY part, published_at DESC, id DESC LIMIT $4)`,
      [collection.id, collection.journal_id, collection.created_on, missing],
    );
  }
}

/** Article counts kept on journals, special issues, topics and collections (read on every list). */
export async function updateArticleCounts(client: pg.PoolClient): Promise<void> {
  await client.query(`
    UPDATE journals SET article_count = (SELECT count(*) FROM articles a WHERE a.journal_id = journals.id);
    UPDATE special_issues SET article_count = (SELECT count(*) FROM articles a WHERE a.special_issue_id = special_issues.id);
    UPDATE topics SET article_count = (SELECT count(*) FROM articles a WHERE a.topic_id = topics.id);
    UPDATE topical_collections SET article_count = (SELECT count(*) FROM articles a WHERE a.collection_id = topical_collections.id);`);
}
