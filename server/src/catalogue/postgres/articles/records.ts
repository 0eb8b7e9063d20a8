// Article records on PostgreSQL: the summary with the record's own columns, and its authors, keywords
// and affiliations gathered as JSON arrays by the same query (SQLite reads them with a statement each;
// here each would be a round trip); mapped as SQLite's are (../../rows/articleRecords.ts).
import { sql } from 'kysely';
import type { Article, ArticleSummary } from '@oap/contracts/api/articles.ts';
import type { Db } from '../../../data/sqlDatabase.ts';
import { toSummary, type SummaryRow } from '../../rows/rows.ts';
import { RECORD_JOINS, RECORD_OWN_COLUMNS, articleOf, articleRecordOf, type ArticleRecord, type AuthorRow, type RecordRow as RecordColumns, type ReviewReport, type TextRow as TextColumns } from '../../rows/articleRecords.ts';
import { SUMMARY_COLUMNS, SUMMARY_FROM, rowsOf } from '../../rows/query.ts';

/** The record's row with its authors, keywords and affiliations gathered as JSON. */
export interface RecordRow extends RecordColumns {
  authors_json: AuthorRow[];
  keywords_json: string[];
  affiliations_json: string[];
}

export interface TextRow extends TextColumns {
  reviews_json: ReviewReport[];
}

export type ArticleRow = RecordRow & TextRow;

const RECORD_COLUMNS = sql`${SUMMARY_COLUMNS}, ${sql.raw(RECORD_OWN_COLUMNS)},
  (SELECT coalesce(json_agg(json_build_object('given_names', x.given_names, 'surname', x.surname, 'orcid', x.orcid,
     'corresponding', x.corresponding, 'affiliations', x.affiliations) ORDER BY x.position), '[]')
   FROM article_authors x WHERE x.article_id = a.id) AS authors_json,
  (SELECT coalesce(json_agg(k.keyword ORDER BY k.position), '[]') FROM article_keywords k WHERE k.article_id = a.id) AS keywords_json,
  (SELECT coalesce(json_agg(f.text ORDER BY f.position), '[]') FROM article_affiliations f WHERE f.article_id = a.id) AS affiliations_json`;

/** The article's text columns and review reports (an alias `a` for articles is in scope). */
export const TEXT_COLUMNS = sql`a.abstract_html, a.body_html, a.references_json,
  (SELECT coalesce(json_agg(json_build_object('kind', r.kind, 'title', r.title, 'html', r.html) ORDER BY r.position), '[]')
   FROM article_reviews r WHERE r.article_id = a.id) AS reviews_json`;

const RECORD_FROM = sql`${SUMMARY_FROM}
  ${sql.raw(RECORD_JOINS)}`;

/** Records; callers add WHERE. */
export const RECORD_SELECT = sql`SELECT ${RECORD_COLUMNS} FROM ${RECORD_FROM}`;
/** Records with their text; callers add WHERE. */
export const ARTICLE_SELECT = sql`SELECT ${RECORD_COLUMNS}, ${TEXT_COLUMNS} FROM ${RECORD_FROM}`;

export type { ArticleRecord };

export const toRecord = (row: RecordRow): ArticleRecord => articleRecordOf(row, { authors: row.authors_json, keywords: row.keywords_json, affiliations: row.affiliations_json });

export const toArticle = (row: ArticleRow): Article => articleOf(toRecord(row), row, row.reviews_json);

/** Full article records by id, in the order of `ids` (missing ids are left out). */
export async function fullArticles(db: Db, ids: number[]): Promise<Article[]> {
  if (!ids.length) return [];
  const rows = await rowsOf(db, sql<ArticleRow>`${ARTICLE_SELECT} WHERE a.id = ANY(${ids}::bigint[])`);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toArticle(row)] : [];
  });
}

/** Article summaries by id, in the order of `ids`. */
export async function summariesByIds(db: Db, ids: number[]): Promise<ArticleSummary[]> {
  if (!ids.length) return [];
  const rows = await rowsOf(db, sql<SummaryRow>`SELECT ${SUMMARY_COLUMNS} FROM ${SUMMARY_FROM} WHERE a.id = ANY(${ids}::bigint[])`);
  const byId = new Map(rows.map((row) => [row.id, toSummary(row)]));
  return ids.map((id) => byId.get(id)).filter((summary): summary is ArticleSummary => Boolean(summary));
}
