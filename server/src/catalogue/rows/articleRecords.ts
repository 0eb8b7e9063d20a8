// An article's record (its summary with authors, dates, licence, source, topic and collection) and
// the whole article with its text, from their rows: SQLite reads the authors, keywords and
// affiliations with a statement each, PostgreSQL gathers them as JSON in the same query; both map
// them here.
import type { Article } from '@oap/contracts/api/articles.ts';
import { listedAuthorName } from '@oap/contracts/articles/personName.ts';
import { toSummary, type SummaryRow } from './rows.ts';

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
}

/** The record's own columns after the summary's (SUMMARY_COLUMNS), over RECORD_JOINS. */
export const RECORD_OWN_COLUMNS = `a.received_at, a.revised_at, a.accepted_at, a.license_name,
    a.license_url, a.source_publisher, a.source_journal, a.source_doi, a.source_license_url, a.generated,
    t.identifier AS topic_identifier, t.name AS topic_name, c.identifier AS collection_identifier, c.name AS collection_name`;

/** The joins the record adds to the summary's (SUMMARY_FROM). */
export const RECORD_JOINS = `LEFT JOIN topics t ON t.id = a.topic_id
  LEFT JOIN topical_collections c ON c.id = a.collection_id`;

export interface AuthorRow {
  given_names: string;
  surname: string;
  orcid: string | null;
  corresponding: number;
  affiliations: string;
}

export interface TextRow {
  abstract_html: string;
  body_html: string;
  references_json: string;
}

export type ReviewReport = Article['reviewReports'][number];

export type ArticleRecord = Omit<Article, 'abstractHtml' | 'bodyHtml' | 'references' | 'reviewReports'>;

/** The record, with its authors, keywords and affiliations in their order. */
export function articleRecordOf(row: RecordRow, parts: { authors: readonly AuthorRow[]; keywords: string[]; affiliations: string[] }): ArticleRecord {
  const summary = toSummary(row);
  return {
    ...summary,
    keywords: parts.keywords,
    authorDetails: parts.authors.map((author, index) => ({
      name: listedAuthorName(summary.authors, index, { givenNames: author.given_names, surname: author.surname }),
      givenNames: author.given_names,
      surname: author.surname,
      orcid: author.orcid,
      affiliations: JSON.parse(author.affiliations) as number[],
      corresponding: author.corresponding === 1,
    })),
    affiliations: parts.affiliations,
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

/** The whole article: its record, text, references and review reports. */
export function articleOf(record: ArticleRecord, text: TextRow, reviewReports: ReviewReport[]): Article {
  return {
    ...record,
    abstractHtml: text.abstract_html,
    bodyHtml: text.body_html,
    references: JSON.parse(text.references_json) as Article['references'],
    reviewReports,
  };
}
