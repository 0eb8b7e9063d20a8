// The database side of a seed: clearing the old catalogue, the bulk-load settings while writing,
// and leaving the indexes merged and analysed afterwards.
import type { DatabaseSync } from 'node:sqlite';

const CATALOGUE_TABLES = [
  'award_winners', 'award_editions', 'award_groups', 'usage_sessions', 'article_notices', 'article_versions', 'article_assets', 'stored_files', 'article_jats', 'article_reviews', 'article_keywords',
  'article_affiliations', 'article_authors', 'articles', 'guest_editors', 'special_issues', 'topic_journals', 'topics',
  'topical_collections', 'issues', 'volumes', 'journal_exhibitions', 'conference_journals', 'conferences', 'announcements', 'news', 'events',
  'journal_societies', 'societies', 'journal_pages', 'journal_office_staff', 'journal_editors', 'journal_indexing',
  'journal_sections', 'journal_subjects', 'journals', 'catalogue_info', 'journal_search', 'journal_profile', 'topic_search',
];

/** The article text indexes (see catalogue/articleSearch.ts). */
const ARTICLE_INDEXES = ['article_search', 'article_search_text'];

/**
 * Bulk load: parents are written before children, so the foreign key checks are redundant here (a test
 * runs foreign_key_check), and a big page cache. Returns a function that puts the settings back.
 */
export function connectionForBulkLoad(db: DatabaseSync): () => void {
  const previousForeignKeys = (db.prepare('PRAGMA foreign_keys').get() as { foreign_keys: number }).foreign_keys;
  const previousCache = (db.prepare('PRAGMA cache_size').get() as { cache_size: number }).cache_size;
  db.exec('PRAGMA foreign_keys = OFF; PRAGMA cache_size = -262144;');
  return () => db.exec(`PRAGMA foreign_keys = ${previousForeignKeys ? 'ON' : 'OFF'}; PRAGMA cache_size = ${previousCache};`);
}

/** Empties every catalogue table and the article indexes, and sets the indexes up for a bulk load (inside the seed's transaction). */
export function clearCatalogue(db: DatabaseSync): void {
  for (const index of ARTICLE_INDEXES) db.exec(`INSERT INTO ${index}(${index}) VALUES ('delete-all')`);
  for (const table of CATALOGUE_TABLES) db.exec(`DELETE FROM ${table}`);
  // Bulk-load settings: no merging while loading (one 'optimize' at the end), bigger in-memory batches.
  for (const index of ARTICLE_INDEXES) {
    db.exec(`INSERT INTO ${index}(${index}, rank) VALUES ('automerge', 0)`);
    db.exec(`INSERT INTO ${index}(${index}, rank) VALUES ('hashsize', 4194304)`);
    db.exec(`INSERT INTO ${index}(${index}, rank) VALUES ('crisismerge', 128)`);
  }
}

/**
 * The name indexes of the narrow author and keyword tables are dropped for the load and built again
 * after it (call the returned function). (Not the article indexes: building those means reading the
 * wide article rows once per index, which at a million articles costs more than keeping them up to
 * date while loading.)
 */
export function dropBulkIndexes(db: DatabaseSync): () => void {
  const bulkIndexes = db
    .prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL AND tbl_name IN ('article_authors', 'article_keywords')`)
    .all() as { name: string; sql: string }[];
  for (const index of bulkIndexes) db.exec(`DROP INDEX ${index.name}`);
  return () => {
    for (const index of bulkIndexes) db.exec(index.sql);
  };
}

/** After the commit: one merged segment per index (faster queries), the bulk-load settings back to the defaults, planner statistics. */
export function finishIndexes(db: DatabaseSync): void {
  for (const index of ARTICLE_INDEXES) {
    db.exec(`INSERT INTO ${index}(${index}) VALUES ('optimize')`);
    db.exec(`INSERT INTO ${index}(${index}, rank) VALUES ('automerge', 4)`);
    db.exec(`INSERT INTO ${index}(${index}, rank) VALUES ('hashsize', 1048576)`);
    db.exec(`INSERT INTO ${index}(${index}, rank) VALUES ('crisismerge', 16)`);
  }
  // Planner statistics from a sample of each index (a full ANALYZE reads every index).
  db.exec('PRAGMA analysis_limit = 1000; ANALYZE;');
}
