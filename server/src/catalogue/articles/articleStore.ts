// The ArticleStore on either engine: article pages, volume and issue listings, usage counting and JATS
// XML. The page text is prepared on its first read and kept (article_prepared), files made from it
// likewise (article_files), in rows every server copy shares. Related articles, keeping without
// waiting and the usage writes are the engine's own (./articlePages.ts ArticleEngine).
import { sql } from 'kysely';
import { warmPreparationThread } from '../articlePreparationPool.ts';
import { PreparedArticleCache, joinedJson } from '../articlePreparationCache.ts';
import type { ArticleLocator, ArticleStore } from '../store.ts';
import { journalRef, toSummary, type JournalRefRow, type SummaryRow } from '../rows/rows.ts';
import type { UsageKind } from './usageSessions.ts';
import { renderJats } from '../jatsWriter.ts';
import { SUMMARY_COLUMNS, SUMMARY_FROM, firstOf, isInt32, leadingInteger, ownBytes, rowsOf, sharedQuery } from '../rows/query.ts';
import { PACKAGE_PDF_SQL, VERSION_SQL, type VersionContentRow } from '../publishing/publicationRecord.ts';
import { articleSelects, toArticle, type ArticleRow, type RecordRow } from './articleRows.ts';
import { articleAnswer, createArticleFiles, type ArticleDatabase } from './articlePages.ts';
import { UsageCounter } from './usageCounter.ts';

export interface ArticleStoreOptions {
  /** Called for each use that counted once it is written (a search index's view counts, say). */
  onCounted?: (kind: UsageKind, articleId: number) => void;
}

export function createArticleStore(database: ArticleDatabase, options: ArticleStoreOptions = {}): ArticleStore & { usage: UsageCounter } {
  const { db, engine } = database;
  const { record: RECORD_SELECT, article: ARTICLE_SELECT } = articleSelects(engine);
  warmPreparationThread();
  const prepared = new PreparedArticleCache();
  const articleFile = createArticleFiles(database);
  const usage = new UsageCounter(database.usage, options.onCounted ? { onCounted: options.onCounted } : {});

  /** The article at a locator: its volume must be a number. */
  const locate = async <Row>(select: ReturnType<typeof sql>, { issn, volume, issue, identifier }: ArticleLocator): Promise<Row | undefined> => {
    if (!/^\d+$/.test(volume) || !isInt32(Number(volume))) return undefined;
    return firstOf(db, sql<Row>`${select} WHERE j.issn = ${issn.toUpperCase()} AND v.volume = ${Number(volume)} AND i.issue = ${issue} AND a.identifier = ${identifier}`);
  };

  return {
    usage,

    async latestByJournal(nameSystem, limit) {
      const journal = await firstOf(db, sql<{ id: number }>`SELECT id FROM journals WHERE name_system = ${nameSystem}`);
      if (!journal) return null;
      const rows = await rowsOf(db, sql<SummaryRow>`
        SELECT ${SUMMARY_COLUMNS} FROM ${SUMMARY_FROM} WHERE a.journal_id = ${journal.id} ORDER BY a.published_at DESC, a.id DESC LIMIT ${limit}`);
      return rows.map(toSummary);
    },

    async byLocator(locator) {
      const row = await locate<RecordRow>(RECORD_SELECT, locator);
      if (!row) return null;
      const { record, kept } = await articleAnswer(database, row, prepared);
      return { ...record, ...kept.fields };
    },

    async answerByLocator(locator) {
      const row = await locate<RecordRow>(RECORD_SELECT, locator);
      if (!row) return null;
      const { record, kept } = await articleAnswer(database, row, prepared);
      return { record, json: () => joinedJson(record, kept) };
    },

    async prepareImported() {
      const rows = await rowsOf(db, sql<RecordRow>`${RECORD_SELECT} WHERE a.id IN (SELECT article_id FROM article_jats) ORDER BY a.id`);
      for (const row of rows) await articleAnswer(database, row, prepared);
      return rows.length;
    },

    async articleVersion(locator, version) {
      const row = await locate<RecordRow>(RECORD_SELECT, locator);
      if (!row || !isInt32(version)) return null;
      const stored = await firstOf(db, sharedQuery<VersionContentRow>(VERSION_SQL, row.id, version));
      if (!stored) return null;
      return {
        articleId: row.id, path: toSummary(row).path, doi: row.doi, title: row.title, version: Number(stored.version), currentVersion: row.version,
        publishedAt: stored.published_at, importedAt: stored.imported_at, xml: stored.xml, assets: stored.assets,
      };
    },

    async storedFile(hash) {
      const row = await firstOf(db, sql<{ media_type: string; content: Uint8Array }>`SELECT media_type, content FROM stored_files WHERE hash = ${hash}`);
      return row ? { mediaType: row.media_type, content: ownBytes(row.content) } : null;
    },

    async articleFile(articleId, kind, make) {
      if (kind === 'pdf-vor') {
        const own = await firstOf(db, sharedQuery<{ content: Uint8Array }>(PACKAGE_PDF_SQL, articleId));
        if (own) return ownBytes(own.content);
      }
      return articleFile(articleId, kind, make);
    },

    async issueListing(issn, volume, issue) {
      if (!/^\d+$/.test(volume) || !isInt32(Number(volume))) return null;
      const journal = await firstOf(db, sql<JournalRefRow>`SELECT name_system, name AS journal_name, abbreviation, issn FROM journals WHERE issn = ${issn.toUpperCase()}`);
      if (!journal) return null;
      const rows =
        issue === null
          ? await rowsOf(db, sql<SummaryRow & { listed_issue: number }>`
              SELECT ${SUMMARY_COLUMNS}, a.issue_id AS listed_issue FROM ${SUMMARY_FROM} WHERE j.issn = ${journal.issn} AND v.volume = ${Number(volume)}
              ORDER BY ${leadingInteger(engine, 'i.issue')}, i.issue, ${leadingInteger(engine, 'a.identifier')}`)
          : await rowsOf(db, sql<SummaryRow & { listed_issue: number }>`
              SELECT ${SUMMARY_COLUMNS}, a.issue_id AS listed_issue FROM ${SUMMARY_FROM} WHERE j.issn = ${journal.issn} AND v.volume = ${Number(volume)} AND i.issue = ${issue}
              ORDER BY ${leadingInteger(engine, 'a.identifier')}`);
      if (rows.length === 0) return null;
      const issueIds = [...new Set(rows.map((row) => Number(row.listed_issue)))];
      return { journal: journalRef(journal), volume: String(Number(volume)), issue, articles: rows.map(toSummary), issueIds };
    },

    async articleId(locator) {
      return (await locate<{ id: number }>(sql`SELECT a.id FROM ${SUMMARY_FROM}`, locator))?.id ?? null;
    },

    recordUsage(kind, articleId, reader, nowMs) {
      return usage.record(kind, articleId, reader, nowMs);
    },

    flushUsage() {
      return usage.flush();
    },

    async jatsXml(locator) {
      const row = await locate<ArticleRow>(ARTICLE_SELECT, locator);
      if (!row) return null;
      const stored = await firstOf(db, sql<{ xml: string }>`SELECT xml FROM article_jats WHERE article_id = ${row.id}`);
      return { articleId: row.id, xml: stored?.xml ?? renderJats(toArticle(row)) };
    },
  };
}
