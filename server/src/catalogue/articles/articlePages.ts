// An article's page, prepared once and kept (../articlePreparation.ts), on either engine: from this
// copy's memory, from the kept row (which every server copy shares), or prepared now off the event
// loop and kept in both. Files made from an article (its PDFs) are kept likewise. What each engine
// does its own way comes in `ArticleEngine`: related articles (its full-text search) and keeping
// what a read made without waiting for a lock.
import { sql, type RawBuilder } from 'kysely';
import type { Article } from '@oap/contracts/api/articles.ts';
import { PREPARATION_VERSION } from '../articlePreparation.ts';
import { prepareOffThread } from '../articlePreparationPool.ts';
import { currentRelated, preparedDetailOf, type KeptArticle, type PreparedArticleCache, type PreparedDetail } from '../articlePreparationCache.ts';
import { PUBLISHED_AT_KEY } from '../../data/catalogueVersion.ts';
import { keptFileStamp } from './pdf/pdfLayout.ts';
import type { ArticleAnswerRecord } from '../store.ts';
import type { Db, SqlDatabase } from '../../data/sqlDatabase.ts';
import { firstOf, ownBytes, rowsOf, sharedQuery } from '../rows/query.ts';
import { toSummary } from '../rows/rows.ts';
import { ASSETS_SQL, NOTICE_OF_SQL, VERSIONS_SQL, fileDownloads, noticeOf, storedAssets, versionEntries, type NoticeOfRow, type VersionRow } from '../publishing/publicationRecord.ts';
import type { UsageWriter } from './usageCounter.ts';
import { articleSelects, summariesByIds, toArticle, toRecord, type RecordRow, type TextRow } from './articleRows.ts';

/** Articles like this one, most alike first (related articles under its page); ids only. */
export type RelatedArticles = (article: Pick<Article, 'id' | 'title' | 'keywords'>, limit: number) => Promise<number[]>;

/** What the article store does in each engine's own way. */
export interface ArticleEngine {
  /** Related articles, found by the engine's full-text search. */
  related: RelatedArticles;
  /**
   * Keeps something made on a read, waiting for no lock more than a moment: a seeding or another
   * copy's long write must not stall an article page. What could not be kept is made again later.
   */
  keep(statement: RawBuilder<unknown>): Promise<void>;
  /** Writes the usage counter's batches. */
  usage: UsageWriter;
}

/** The catalogue's handle and its engine's ways: what the article pages are read through. */
export type ArticleDatabase = Pick<SqlDatabase, 'db' | 'engine'> & ArticleEngine;

const RELATED_ARTICLES = 5;

/**
 * The catalogue's seeding stamp (kept preparations of another seeding are stale) and its last
 * publishing ('' before any: related lists found before it are found again), in one read.
 */
async function catalogueStamps(db: Db): Promise<{ seeding: string; published: string }> {
  const rows = await rowsOf(db, sql<{ key: string; value: string }>`SELECT key, value FROM catalogue_info WHERE key IN ('seededAt', ${PUBLISHED_AT_KEY})`);
  const value = (key: string) => rows.find((row) => row.key === key)?.value ?? '';
  return { seeding: value('seededAt'), published: value(PUBLISHED_AT_KEY) };
}

/** Related articles are a courtesy: a failed search leaves the page without them, as on SQLite. */
async function relatedOrNone(related: RelatedArticles, article: Pick<Article, 'id' | 'title' | 'keywords'>): Promise<number[]> {
  try {
    return await related(article, RELATED_ARTICLES);
  } catch {
    return [];
  }
}

async function preparedArticle(database: ArticleDatabase, row: RecordRow, cache: PreparedArticleCache, catalogue: string, relatedOf: string): Promise<KeptArticle> {
  const { db } = database;
  const stamp = `${catalogue}\n${PREPARATION_VERSION}`;
  const inMemory = cache.get(row.id, stamp);
  if (inMemory) return inMemory;
  const kept = await firstOf(db, sql<{ abstract_html: string; body_html: string; detail_json: string }>`
    SELECT abstract_html, body_html, detail_json FROM article_prepared WHERE article_id = ${row.id} AND catalogue = ${catalogue} AND version = ${PREPARATION_VERSION}`);
  if (kept) return cache.keep(row.id, stamp, kept.abstract_html, kept.body_html, JSON.parse(kept.detail_json) as PreparedDetail);
  const text = await firstOf(db, sql<TextRow & { xml: string | null }>`
    SELECT ${articleSelects(database.engine).text}, (SELECT xml FROM article_jats x WHERE x.article_id = a.id) AS xml FROM articles a WHERE a.id = ${row.id}`);
  if (!text) throw new Error(`article ${row.id} went away while it was read`);
  const base = toArticle({ ...row, ...text });
  const assets = storedAssets((await firstOf(db, sharedQuery<{ assets: string }>(ASSETS_SQL, row.id, row.version)))?.assets);
  const prepared = await prepareOffThread(`${row.id}\n${catalogue}`, { article: base, xml: text.xml, assets });
  const detail = preparedDetailOf(prepared, { relatedIds: await relatedOrNone(database.related, base), relatedOf });
  await database.keep(
    sql`INSERT INTO article_prepared (article_id, catalogue, version, abstract_html, body_html, detail_json)
      VALUES (${row.id}, ${catalogue}, ${PREPARATION_VERSION}, ${prepared.text.abstractHtml}, ${prepared.text.bodyHtml}, ${JSON.stringify(detail)})
      ON CONFLICT (article_id) DO UPDATE SET catalogue = excluded.catalogue, version = excluded.version,
        abstract_html = excluded.abstract_html, body_html = excluded.body_html, detail_json = excluded.detail_json`,
  );
  return cache.keep(row.id, stamp, prepared.text.abstractHtml, prepared.text.bodyHtml, detail);
}

/** Versions, the article a notice is about and the files that came with it: imported articles only. */
export async function publication(db: Db, row: Omit<RecordRow, 'authors_json' | 'keywords_json' | 'affiliations_json'>): Promise<Pick<ArticleAnswerRecord, 'version' | 'versions' | 'noticeOf' | 'files'>> {
  const versions = await rowsOf(db, sharedQuery<VersionRow>(VERSIONS_SQL, row.id));
  if (!versions.length) return { version: row.version };
  return {
    version: row.version,
    versions: versionEntries(toSummary(row).path, row.version, versions),
    noticeOf: noticeOf(await firstOf(db, sharedQuery<NoticeOfRow>(NOTICE_OF_SQL, row.id))),
    files: fileDownloads((await firstOf(db, sharedQuery<{ assets: string }>(ASSETS_SQL, row.id, row.version)))?.assets),
  };
}

/** The article as its page shows it: the record (read now: counts, related articles) and the prepared parts. */
export async function articleAnswer(database: ArticleDatabase, row: RecordRow, cache: PreparedArticleCache): Promise<{ record: ArticleAnswerRecord; kept: KeptArticle }> {
  // The publishing read first: one that lands while the related list is found makes it found again next time.
  const stamps = await catalogueStamps(database.db);
  // A new version of the article is prepared again, here and in every other server copy's memory.
  const catalogue = `${stamps.seeding}#${row.version}`;
  const kept = await preparedArticle(database, row, cache, catalogue, stamps.published);
  const record = { ...toRecord(row), ...(await publication(database.db, row)) };
  const relatedIds = await currentRelated(kept, stamps.published, () => relatedOrNone(database.related, record), (detail) =>
    database.keep(
      sql`UPDATE article_prepared SET detail_json = ${JSON.stringify(detail)} WHERE article_id = ${row.id} AND catalogue = ${catalogue} AND version = ${PREPARATION_VERSION}`,
    ),
  );
  return {
    record: {
      ...record,
      authorDetails: record.authorDetails.map((author, index) => (kept.emails[index] ? { ...author, email: kept.emails[index] } : author)),
      related: await summariesByIds(database.db, relatedIds),
    },
    kept,
  };
}

/** Files made from an article once (its PDFs), kept for the catalogue they were made from; one making per file at a time in this copy. */
export function createArticleFiles(database: ArticleDatabase) {
  const making = new Map<string, Promise<Uint8Array>>();
  // The in-flight lookup is shared from the first moment, before any query: two readers asking at
  // once would otherwise both read "not kept" and both make the file (as the engines test found when
  // the second reader's query came back after the first had made and stored it).
  return (articleId: number, kind: string, make: () => Promise<Uint8Array>): Promise<Uint8Array> => {
    const key = `${articleId}\n${kind}`;
    const running = making.get(key);
    if (running) return running;
    const promise = (async () => {
      const catalogue = keptFileStamp((await catalogueStamps(database.db)).seeding);
      const kept = await firstOf(database.db, sql<{ content: Uint8Array }>`
        SELECT content FROM article_files WHERE article_id = ${articleId} AND kind = ${kind} AND catalogue = ${catalogue}`);
      if (kept) return ownBytes(kept.content);
      const content = await make();
      await database.keep(
        sql`INSERT INTO article_files (article_id, kind, catalogue, content, made_at) VALUES (${articleId}, ${kind}, ${catalogue}, ${content}, ${new Date().toISOString()})
          ON CONFLICT (article_id, kind) DO UPDATE SET catalogue = excluded.catalogue, content = excluded.content, made_at = excluded.made_at`,
      );
      return content;
    })().finally(() => making.delete(key));
    making.set(key, promise);
    return promise;
  };
}
