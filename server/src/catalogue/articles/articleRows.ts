// Article records on either engine: the summary with the record's own columns, and its authors,
// keywords and affiliations gathered as JSON arrays by the same query (one statement an article, not
// four); mapped by ../rows/articleRecords.ts. The engines name the JSON functions differently
// (PostgreSQL's json_agg and json_build_object, SQLite's json_group_array and json_object), and
// node:sqlite hands JSON back as text where pg parses it.
import { sql, type RawBuilder } from 'kysely';
import type { Article, ArticleSummary } from '@oap/contracts/api/articles.ts';
import type { Db, Engine } from '../../data/sqlDatabase.ts';
import { toSummary, type SummaryRow } from '../rows/rows.ts';
import { RECORD_JOINS, RECORD_OWN_COLUMNS, articleOf, articleRecordOf, type ArticleRecord, type AuthorRow, type RecordRow as RecordColumns, type ReviewReport, type TextRow as TextColumns } from '../rows/articleRecords.ts';
import { SUMMARY_COLUMNS, SUMMARY_FROM, idList, rowsOf } from '../rows/query.ts';

/** A JSON array column: parsed already (PostgreSQL) or its text (SQLite). */
type JsonList<Item> = Item[] | string;

/** The record's row with its authors, keywords and affiliations gathered as JSON. */
export interface RecordRow extends RecordColumns {
  authors_json: JsonList<AuthorRow>;
  keywords_json: JsonList<string>;
  affiliations_json: JsonList<string>;
}

export interface TextRow extends TextColumns {
  reviews_json: JsonList<ReviewReport>;
}

export type ArticleRow = RecordRow & TextRow;


/** The SELECTs of one engine: records, records with their text, and the text alone (for an alias `a` of articles). */
export interface ArticleSelects {
  record: RawBuilder<unknown>;
  article: RawBuilder<unknown>;
  text: RawBuilder<unknown>;
}

function selectsOf(engine: Engine): ArticleSelects {
  const [list, object] = engine === 'sqlite' ? ['json_group_array', 'json_object'] : ['json_agg', 'json_build_object'];
  const gathered = (value: string, from: string, alias: string) =>
    `(SELECT coalesce(${list}(${value} ORDER BY ${alias}.position), '[]') FROM ${from} ${alias} WHERE ${alias}.article_id = a.id)`;
  const recordColumns = sql.raw(`${RECORD_OWN_COLUMNS},
    ${gathered(`${object}('given_names', x.given_names, 'surname', x.surname, 'orcid', x.orcid, 'corresponding', x.corresponding, 'affiliations', x.affiliations)`, 'article_authors', 'x')} AS authors_json,
    ${gathered('k.keyword', 'article_keywords', 'k')} AS keywords_json,
    ${gathered('f.text', 'article_affiliations', 'f')} AS affiliations_json`);
  const text = sql.raw(`a.abstract_html, a.body_html, a.references_json,
    ${gathered(`${object}('kind', r.kind, 'title', r.title, 'html', r.html)`, 'article_reviews', 'r')} AS reviews_json`);
  const from = sql`${SUMMARY_FROM} ${sql.raw(RECORD_JOINS)}`;
  return {
    record: sql`SELECT ${SUMMARY_COLUMNS}, ${recordColumns} FROM ${from}`,
    article: sql`SELECT ${SUMMARY_COLUMNS}, ${recordColumns}, ${text} FROM ${from}`,
    text,
  };
}

const selects: Record<Engine, ArticleSelects> = { sqlite: selectsOf('sqlite'), postgres: selectsOf('postgres') };

/** Records (`record`) or records with their text (`article`); callers add WHERE. */
export const articleSelects = (engine: Engine): ArticleSelects => selects[engine];

const listOf = <Item>(value: JsonList<Item>): Item[] => (typeof value === 'string' ? (JSON.parse(value) as Item[]) : value);

export const toRecord = (row: RecordRow): ArticleRecord =>
  articleRecordOf(row, { authors: listOf(row.authors_json), keywords: listOf(row.keywords_json), affiliations: listOf(row.affiliations_json) });

export const toArticle = (row: ArticleRow): Article => articleOf(toRecord(row), row, listOf(row.reviews_json));

/** Article summaries by id, in the order of `ids`. */
export async function summariesByIds(db: Db, ids: number[]): Promise<ArticleSummary[]> {
  if (!ids.length) return [];
  const rows = await rowsOf(db, sql<SummaryRow>`SELECT ${SUMMARY_COLUMNS} FROM ${SUMMARY_FROM} WHERE a.id IN ${idList(ids)}`);
  const byId = new Map(rows.map((row) => [Number(row.id), toSummary(row)]));
  return ids.map((id) => byId.get(id)).filter((summary): summary is ArticleSummary => Boolean(summary));
}
