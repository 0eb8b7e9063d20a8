// The reads and small writes publishing makes in its transaction, once for both engines: plain SQL
// both speak, with `?` parameters (the PostgreSQL transaction numbers them), ids cast to integers (a
// PostgreSQL BIGINT comes back as text otherwise). Rows themselves go through the one article writer.
import type { JournalMeta } from '../jats/publishingMeta.ts';
import type { SeedStatements } from '../seed/seedSteps/statements.ts';
import type { ArticlePlacement } from './articleRows.ts';
import type { ShownNotice } from './notices.ts';

export type SqlValue = string | number | null | Uint8Array;

/** One write transaction of the catalogue's engine, as publishing uses it. */
export interface ImportTransaction {
  engine: 'sqlite' | 'postgres';
  /** The engine's row writers (the seed's), bound to this transaction. */
  statements: SeedStatements;
  all<Row>(sql: string, ...params: SqlValue[]): Promise<Row[]>;
  run(sql: string, ...params: SqlValue[]): Promise<void>;
  /** Rows given to `statements` so far, written (an engine that batches them). */
  flush(): Promise<void>;
  /**
   * After a new version's rows are written, in this transaction: what the engine keeps from the
   * catalogue's text follows the article's new text (PostgreSQL's word lists; SQLite builds its lists
   * again after the run).
   */
  textReplaced?(articleId: number): Promise<void>;
}

export interface PublishedJournal {
  id: number;
  issn: string;
  name: string;
  nameSystem: string;
  yearFounded: number;
}

/** An article already in the catalogue under the DOI: where it sits (as the writer places it) and its current version. */
export interface ExistingArticle extends Omit<ArticlePlacement, 'generated'> {
  version: number;
  contentHash: string | null;
  notice: string | null;
  volume: number;
  issue: string;
}

const first = async <Row>(tx: ImportTransaction, sql: string, ...params: SqlValue[]): Promise<Row | undefined> => (await tx.all<Row>(sql, ...params))[0];

const JOURNAL = 'SELECT CAST(id AS INTEGER) AS id, issn, name, name_system AS "nameSystem", year_founded AS "yearFounded" FROM journals';

export async function journalFor(tx: ImportTransaction, meta: JournalMeta): Promise<PublishedJournal | null> {
  for (const issn of meta.issns) {
    const found = await first<PublishedJournal>(tx, `${JOURNAL} WHERE issn = ?`, issn.value);
    if (found) return found;
  }
  for (const journalId of meta.journalIds) {
    const found = await first<PublishedJournal>(tx, `${JOURNAL} WHERE name_system = ? OR lower(abbreviation) = ?`, journalId.value.toLowerCase(), journalId.value.toLowerCase());
    if (found) return found;
  }
  return null;
}

export async function journalById(tx: ImportTransaction, id: number): Promise<PublishedJournal> {
  return (await first<PublishedJournal>(tx, `${JOURNAL} WHERE id = ?`, id)) as PublishedJournal;
}

export async function journalByIssn(tx: ImportTransaction, issn: string): Promise<PublishedJournal | null> {
  return (await first<PublishedJournal>(tx, `${JOURNAL} WHERE issn = ?`, issn.toUpperCase())) ?? null;
}

export async function nextId(tx: ImportTransaction, table: string): Promise<number> {
  const row = await first<{ next: number }>(tx, `SELECT CAST(coalesce(max(id), 0) + 1 AS INTEGER) AS next FROM ${table}`);
  return Number(row?.next ?? 1);
}

const ARTICLE = `SELECT CAST(a.id AS INTEGER) AS id, CAST(a.journal_id AS INTEGER) AS "journalId", CAST(a.issue_id AS INTEGER) AS "issueId",
  CAST(a.section_id AS INTEGER) AS "sectionId", a.identifier, a.doi, a.published_at AS "publishedAt", CAST(a.views AS INTEGER) AS views,
  CAST(a.citations AS INTEGER) AS citations, CAST(a.downloads AS INTEGER) AS downloads, a.editors_choice AS "editorsChoice",
  CAST(a.special_issue_id AS INTEGER) AS "specialIssueId", CAST(a.topic_id AS INTEGER) AS "topicId", CAST(a.collection_id AS INTEGER) AS "collectionId",
  a.version, a.notice, v.volume, i.issue,
  (SELECT content_hash FROM article_versions av WHERE av.article_id = a.id AND av.version = a.version) AS "contentHash"
  FROM articles a JOIN issues i ON i.id = a.issue_id JOIN volumes v ON v.id = i.volume_id`;

export async function articleByDoi(tx: ImportTransaction, doi: string): Promise<ExistingArticle | null> {
  const row = await first<ExistingArticle & { editorsChoice: number | boolean }>(tx, `${ARTICLE} WHERE a.doi = ?`, doi);
  return row ? { ...row, editorsChoice: Boolean(row.editorsChoice), volume: Number(row.volume) } : null;
}

/**
 * The issue of a journal's volume for a month (`coverDate`, its first day), with its number, each
 * made when missing, and the next identifier in the volume. Issues are numbered as the seed numbers
 * them, 1, 2, 3… within a volume in the order they are made: a month without an issue yet gets the
 * volume's next number, not the month's.
 */
export async function placeIn(tx: ImportTransaction, journal: PublishedJournal, volume: number, year: number, coverDate: string): Promise<{ issueId: number; issue: string; identifier: string }> {
  let volumeId = (await first<{ id: number }>(tx, 'SELECT CAST(id AS INTEGER) AS id FROM volumes WHERE journal_id = ? AND volume = ?', journal.id, volume))?.id;
  if (volumeId === undefined) {
    volumeId = await nextId(tx, 'volumes');
    await tx.run('INSERT INTO volumes (id, journal_id, volume, year) VALUES (?, ?, ?, ?)', volumeId, journal.id, volume, year);
  }
  const found = await first<{ id: number; issue: string }>(tx, 'SELECT CAST(id AS INTEGER) AS id, issue FROM issues WHERE volume_id = ? AND cover_date = ? ORDER BY id LIMIT 1', volumeId, coverDate);
  let issueId = found?.id;
  let issue = found?.issue;
  if (issueId === undefined || issue === undefined) {
    const last = await first<{ n: number | null }>(tx, 'SELECT CAST(max(CAST(issue AS INTEGER)) AS INTEGER) AS n FROM issues WHERE volume_id = ?', volumeId);
    issue = String(Number(last?.n ?? 0) + 1);
    issueId = await nextId(tx, 'issues');
    await tx.run('INSERT INTO issues (id, volume_id, issue, cover_date) VALUES (?, ?, ?, ?)', issueId, volumeId, issue, coverDate);
  }
  // Identifiers count up within a volume (the seed's rule): the next after the highest numeric one.
  const highest = await first<{ n: number | null }>(tx,
    `SELECT CAST(max(CAST(a.identifier AS INTEGER)) AS INTEGER) AS n FROM articles a JOIN issues i ON i.id = a.issue_id WHERE i.volume_id = ?`, volumeId);
  return { issueId: Number(issueId), issue, identifier: String(Number(highest?.n ?? 0) + 1) };
}

/** Every row of an article's current version and what was made from it; its earlier versions stay. */
export async function removeCurrent(tx: ImportTransaction, articleId: number): Promise<void> {
  for (const table of ['article_authors', 'article_affiliations', 'article_keywords', 'article_reviews', 'article_jats', 'article_assets']) {
    await tx.run(`DELETE FROM ${table} WHERE article_id = ?`, articleId);
  }
  await tx.run('DELETE FROM article_notices WHERE notice_id = ?', articleId);
  await tx.run('DELETE FROM article_prepared WHERE article_id = ?', articleId);
  await tx.run('DELETE FROM article_files WHERE article_id = ?', articleId);
  // The text indexes' row is the article's id (SQLite's FTS5 rowid, PostgreSQL's id column).
  const key = tx.engine === 'sqlite' ? 'rowid' : 'id';
  await tx.run(`DELETE FROM article_search WHERE ${key} = ?`, articleId);
  await tx.run(`DELETE FROM article_search_text WHERE ${key} = ?`, articleId);
  // The article row itself stays (its versions, usage and awards refer to it): the writer's row is an upsert.
}

export async function noticesAbout(tx: ImportTransaction, doi: string): Promise<ShownNotice[]> {
  const rows = await tx.all<{ kind: ShownNotice['kind']; date: string; doi: string; issn: string; volume: number; issue: string; identifier: string }>(
    `SELECT n.kind, a.published_at AS date, a.doi, j.issn, v.volume, i.issue, a.identifier
     FROM article_notices n JOIN articles a ON a.id = n.notice_id JOIN issues i ON i.id = a.issue_id JOIN volumes v ON v.id = i.volume_id
     JOIN journals j ON j.id = a.journal_id WHERE n.original_doi = ?`, doi);
  return rows.map((row) => ({ kind: row.kind, date: row.date, doi: row.doi, path: `/${row.issn}/${Number(row.volume)}/${row.issue}/${row.identifier}` }));
}
