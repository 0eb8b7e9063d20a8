// Whole articles for export (CSV, RIS, BibTeX): the summary's fields with keywords, authors,
// affiliations, dates, licence, source, topic, collection, text and review reports, read for a list
// of ids in a few statements (one per child table), in the order of the ids.
import { sql } from 'kysely';
import type { Article } from '@oap/contracts/api/articles.ts';
import type { SearchQuery } from '@oap/contracts/api/search.ts';
import type { Db } from '../../../data/sqlDatabase.ts';
import { SUMMARY_COLUMNS, SUMMARY_FROM, toSummary } from '../../rows/rows.ts';
import { runArticles, type ArticleSearchContext } from './articles.ts';
import type { RecordRow } from '../articles/records.ts';
import { publication } from '../articles/preparation.ts';

/** The article's record (catalogue/articles/records.ts) with its text, the authors and keywords read per child table. */
interface ArticleRow extends Omit<RecordRow, 'authors_json' | 'keywords_json' | 'affiliations_json'> {
  abstract_html: string;
  body_html: string;
  references_json: string;
}

/** Rows of a child table for the ids, grouped by article in position order. */
async function byArticle<Row extends { article_id: number }>(db: Db, query: ReturnType<typeof sql<Row>>): Promise<Map<number, Row[]>> {
  const { rows } = await query.execute(db);
  const out = new Map<number, Row[]>();
  for (const row of rows) out.set(Number(row.article_id), [...(out.get(Number(row.article_id)) ?? []), row]);
  return out;
}

/** The articles of `ids` in that order (unknown ids are left out). */
export async function fullArticles(db: Db, ids: number[]): Promise<Article[]> {
  if (!ids.length) return [];
  const list = sql`${ids}::bigint[]`;
  const [articles, authors, keywords, affiliations, reviews] = await Promise.all([
    sql<ArticleRow>`SELECT ${sql.raw(SUMMARY_COLUMNS)}, a.received_at, a.revised_at, a.accepted_at, a.license_name, a.license_url,
        a.source_publisher, a.source_journal, a.source_doi, a.source_license_url, a.generated, a.version,
        t.identifier AS topic_identifier, t.name AS topic_name, c.identifier AS collection_identifier, c.name AS collection_name,
        a.abstract_html, a.body_html, a.references_json
      FROM ${sql.raw(SUMMARY_FROM)} LEFT JOIN topics t ON t.id = a.topic_id LEFT JOIN topical_collections c ON c.id = a.collection_id
      WHERE a.id = ANY(${list})`.execute(db),
    byArticle(db, sql<{ article_id: number; given_names: string; surname: string; orcid: string | null; corresponding: number; affiliations: string }>`
      SELECT article_id, given_names, surname, orcid, corresponding, affiliations FROM article_authors WHERE article_id = ANY(${list}) ORDER BY article_id, position`),
    byArticle(db, sql<{ article_id: number; keyword: string }>`SELECT article_id, keyword FROM article_keywords WHERE article_id = ANY(${list}) ORDER BY article_id, position`),
    byArticle(db, sql<{ article_id: number; text: string }>`SELECT article_id, text FROM article_affiliations WHERE article_id = ANY(${list}) ORDER BY article_id, position`),
    byArticle(db, sql<{ article_id: number; kind: string; title: string; html: string }>`
      SELECT article_id, kind, title, html FROM article_reviews WHERE article_id = ANY(${list}) ORDER BY article_id, position`),
  ]);
  const byId = new Map(articles.rows.map((row) => [Number(row.id), row]));
  // Versions, notices and files: imported articles only (one read each, as on SQLite).
  const published = new Map(await Promise.all(articles.rows.map(async (row) => [Number(row.id), await publication(db, { ...row, id: Number(row.id) })] as const)));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const article: Article = {
      ...toSummary({ ...row, id, editors_choice: Number(row.editors_choice) }),
      keywords: (keywords.get(id) ?? []).map((k) => k.keyword),
      authorDetails: (authors.get(id) ?? []).map((author) => ({
        name: [author.given_names, author.surname].filter(Boolean).join(' '),
        givenNames: author.given_names,
        surname: author.surname,
        orcid: author.orcid,
        affiliations: JSON.parse(author.affiliations) as number[],
        corresponding: Number(author.corresponding) === 1,
      })),
      affiliations: (affiliations.get(id) ?? []).map((a) => a.text),
      dates: { received: row.received_at, revised: row.revised_at, accepted: row.accepted_at, published: row.published_at },
      license: { name: row.license_name, url: row.license_url },
      source: row.source_doi ? { publisher: row.source_publisher ?? '', journal: row.source_journal ?? '', doi: row.source_doi, licenseUrl: row.source_license_url } : null,
      generated: Number(row.generated) === 1,
      topic: row.topic_identifier ? { identifier: row.topic_identifier, name: row.topic_name ?? '' } : null,
      collection: row.collection_identifier ? { identifier: row.collection_identifier, name: row.collection_name ?? '' } : null,
      // Imported articles serve their source XML, generated ones a rendering of the record.
      hasJatsXml: true,
      abstractHtml: row.abstract_html,
      bodyHtml: row.body_html,
      references: JSON.parse(row.references_json) as Article['references'],
      reviewReports: (reviews.get(id) ?? []).map(({ kind, title, html }) => ({ kind, title, html })),
      ...published.get(id),
    };
    return [article];
  });
}

/**
 * Full records of the query's results in its sort order (at most `limit`); with `ids`, those articles
 * in that order (a reader's selection); with `page`, the query's page only.
 */
export async function exportArticles(ctx: ArticleSearchContext, query: SearchQuery, limit: number, options: { ids?: number[]; page?: boolean } = {}): Promise<{ total: number; articles: Article[] }> {
  if (options.ids?.length) {
    const articles = await fullArticles(ctx.db, options.ids.slice(0, limit));
    return { total: articles.length, articles };
  }
  const run = options.page ? await runArticles(ctx, query, {}) : await runArticles(ctx, query, { limit });
  if (!run) return { total: 0, articles: [] };
  return { total: run.total, articles: await fullArticles(ctx.db, run.ids.slice(0, limit)) };
}
