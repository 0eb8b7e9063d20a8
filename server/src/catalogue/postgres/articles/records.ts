// Article records on PostgreSQL: the summary (catalogue/rows/rows.ts) with the record's own columns, and
// its authors, keywords and affiliations gathered as JSON arrays by the same query (SQLite reads them
// with a statement each; here each would be a round trip).
import { sql } from 'kysely';
import type { Article, ArticleSummary } from '@oap/contracts/api/articles.ts';
import type { Db } from '../../../data/sqlDatabase.ts';
import { toSummary, type SummaryRow } from '../../rows/rows.ts';
import { SUMMARY_COLUMNS, SUMMARY_FROM, rowsOf } from '../query.ts';
import { listedAuthorName } from '@oap/contracts/articles/personName.ts';

interface AuthorJson {
  given_names: string;
  surname: string;
  orcid: string | null;
  corresponding: number;
  affiliations: string;
}

/** The article's record without its text, whose columns are large: a page whose text is kept reads them not at all. */
export interface RecordRow extends SummaryRow {
  received_at: string | null;
  revised_at: string | null;
  accepted_at: string | null;
  license_name: string;
  license_url: string | null;
  source_publisher: string | null;
  source_journal: string | null;
  source_doi: string | null;
  source_license_url: string | null;
  generated: number;
  topic_identifier: string | null;
  topic_name: string | null;
  collection_identifier: string | null;
  collection_name: string | null;
  authors_json: AuthorJson[];
  keywords_json: string[];
  affiliations_json: string[];
}

export interface TextRow {
  abstract_html: string;
  body_html: string;
  references_json: string;
  reviews_json: { kind: string; title: string; html: string }[];
}

export type ArticleRow = RecordRow & TextRow;

const RECORD_COLUMNS = sql`${SUMMARY_COLUMNS}, a.received_at, a.revised_at, a.accepted_at, a.license_name,
  a.license_url, a.source_publisher, a.source_journal, a.source_doi, a.source_license_url, a.generated,
  t.identifier AS topic_identifier, t.name AS topic_name, c.identifier AS collection_identifier, c.name AS collection_name,
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
  LEFT JOIN topics t ON t.id = a.topic_id
  LEFT JOIN topical_collections c ON c.id = a.collection_id`;

/** Records; callers add WHERE. */
export const RECORD_SELECT = sql`SELECT ${RECORD_COLUMNS} FROM ${RECORD_FROM}`;
/** Records with their text; callers add WHERE. */
export const ARTICLE_SELECT = sql`SELECT ${RECORD_COLUMNS}, ${TEXT_COLUMNS} FROM ${RECORD_FROM}`;

export type ArticleRecord = Omit<Article, 'abstractHtml' | 'bodyHtml' | 'references' | 'reviewReports'>;

export function toRecord(row: RecordRow): ArticleRecord {
  const summary = toSummary(row);
  return {
    ...summary,
    keywords: row.keywords_json,
    authorDetails: row.authors_json.map((author, index) => ({
      name: listedAuthorName(summary.authors, index, { givenNames: author.given_names, surname: author.surname }),
      givenNames: author.given_names,
      surname: author.surname,
      orcid: author.orcid,
      affiliations: JSON.parse(author.affiliations) as number[],
      corresponding: author.corresponding === 1,
    })),
    affiliations: row.affiliations_json,
    dates: { received: row.received_at, revised: row.revised_at, accepted: row.accepted_at, published: row.published_at },
    license: { name: row.license_name, url: row.license_url },
    source: row.source_doi
      ? { publisher: row.source_publisher ?? '', journal: row.source_journal ?? '', doi: row.source_doi, licenseUrl: row.source_license_url }
      : null,
    generated: row.generated === 1,
    topic: row.topic_identifier ? { identifier: row.topic_identifier, name: row.topic_name ?? '' } : null,
    collection: row.collection_identifier ? { identifier: row.collection_identifier, name: row.collection_name ?? '' } : null,
    // Imported articles serve their source XML, generated ones a rendering of the record.
    hasJatsXml: true,
  };
}

export function toArticle(row: ArticleRow): Article {
  return {
    ...toRecord(row),
    abstractHtml: row.abstract_html,
    bodyHtml: row.body_html,
    references: JSON.parse(row.references_json) as Article['references'],
    reviewReports: row.reviews_json,
  };
}

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
