// What the SQLite catalogue writer derives once every article is written: the editors' choice and
// collection top-ups, then the denormalised article counts.
import type { DatabaseSync } from 'node:sqlite';
import { COLLECTION_AT_LEAST, EDITORS_CHOICE_AT_LEAST } from '../../seed/catalogueWriter.ts';

export { COLLECTION_AT_LEAST, EDITORS_CHOICE_AT_LEAST };

/** Article counts kept on journals, special issues, topics and collections (read on every list). */
export function updateArticleCounts(db: DatabaseSync): void {
  db.exec(`UPDATE journals SET article_count = (SELECT count(*) FROM articles a WHERE a.journal_id = journals.id);
    UPDATE special_issues SET article_count = (SELECT count(*) FROM articles a WHERE a.special_issue_id = special_issues.id);
    UPDATE topics SET article_count = (SELECT count(*) FROM articles a WHERE a.topic_id = topics.id);
    UPDATE topical_collections SET article_count = (SELECT count(*) FROM articles a WHERE a.collection_id = topical_collections.id);`);
}

/**
 * A journal whose articles drew fewer editors' choices than that gets its most cited research and review
 * articles of the last three years chosen (older ones when it has too few recent ones): what editors pick.
 */
export function topUpEditorsChoice(db: DatabaseSync): void {
  db.prepare(
    `UPDATE articles SET editors_choice = 1 WHERE id IN (
       SELECT id FROM (
         SELECT a.id, row_number() OVER (PARTITION BY a.journal_id ORDER BY a.published_at >= date(m.newest, '-3 years') DESC, a.citations DESC, a.id DESC) AS rank,
           (SELECT count(*) FROM articles c WHERE c.journal_id = a.journal_id AND c.editors_choice = 1) AS chosen
         FROM articles a JOIN (SELECT journal_id, max(published_at) AS newest FROM articles GROUP BY journal_id) m ON m.journal_id = a.journal_id
         WHERE a.editors_choice = 0 AND a.article_type IN ('research-article', 'review-article')
       ) WHERE rank <= ? - chosen)`,
  ).run(EDITORS_CHOICE_AT_LEAST);
}

/**
 * A topical collection with fewer articles gets the journal's newest research and review articles in no
 * other collection, those published since the collection was created first (a collection also gathers
 * earlier papers on its theme, as an editor would when launching it).
 */
export function topUpCollections(db: DatabaseSync): void {
  const collections = db
    .prepare('SELECT c.id, c.journal_id, c.created_on, (SELECT count(*) FROM articles a WHERE a.collection_id = c.id) AS n FROM topical_collections c ORDER BY c.id')
    .all() as { id: number; journal_id: number; created_on: string; n: number }[];
  const pick = db.prepare(
    `SELECT id FROM articles WHERE journal_id = ? AND collection_id IS NULL AND article_type IN ('research-article', 'review-article')
       ORDER BY published_at >= ? DESC, published_at DESC, id DESC LIMIT ?`,
  );
  const join = db.prepare('UPDATE articles SET collection_id = ? WHERE id = ?');
  for (const collection of collections) {
    if (collection.n >= COLLECTION_AT_LEAST) continue;
    for (const row of pick.all(collection.journal_id, collection.created_on, COLLECTION_AT_LEAST - collection.n) as { id: number }[]) join.run(collection.id, row.id);
  }
}
