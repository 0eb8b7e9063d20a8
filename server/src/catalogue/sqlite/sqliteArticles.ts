// Article pages, volume/issue listings, view counting (COUNTER) and JATS XML over SQLite. An article's
// page text, citation styles and related articles are prepared on its first read and kept
// (article_prepared); files made from it (PDFs) likewise (article_files).
import type { Article, ArticleSummary, IssueListing } from '@oap/contracts/api/articles.ts';
import { PREPARATION_VERSION, relatedQuery } from '../articlePreparation.ts';
import { prepareOffThread, warmPreparationThread } from '../articlePreparationPool.ts';
import { PreparedArticleCache, currentRelated, joinedJson, preparedDetailOf, type KeptArticle, type PreparedDetail } from '../articlePreparationCache.ts';
import { PUBLISHED_AT_KEY } from '../../data/catalogueVersion.ts';
import { keptFileStamp } from '../articles/pdf/pdfLayout.ts';
import type { ArticleAnswerRecord, ArticleLocator, ArticleStore } from '../store.ts';
import type { Sql } from './sql.ts';
import { placeholders } from './sql.ts';
import { SUMMARY_COLUMNS, SUMMARY_FROM, journalRef, toSummary, type SummaryRow } from '../rows/rows.ts';
import { RECORD_JOINS, RECORD_OWN_COLUMNS, articleOf, articleRecordOf, type ArticleRecord, type AuthorRow, type RecordRow, type ReviewReport, type TextRow } from '../rows/articleRecords.ts';
import { renderJats } from '../jatsWriter.ts';
import { UsageCounter } from '../articles/usageCounter.ts';
import { sqliteUsageWriter } from './usageWriter.ts';
import { ASSETS_SQL, NOTICE_OF_SQL, PACKAGE_PDF_SQL, VERSION_SQL, type VersionContentRow, VERSIONS_SQL, fileDownloads, noticeOf, storedAssets, versionEntries, type NoticeOfRow, type VersionRow } from '../publishing/publicationRecord.ts';


type ArticleRow = RecordRow & TextRow;

const RECORD_COLUMNS = `${SUMMARY_COLUMNS}, ${RECORD_OWN_COLUMNS}`;
const RECORD_FROM = `${SUMMARY_FROM}
  ${RECORD_JOINS}`;
const RECORD_SELECT = `SELECT ${RECORD_COLUMNS} FROM ${RECORD_FROM}`;
const ARTICLE_SELECT = `SELECT ${RECORD_COLUMNS}, a.abstract_html, a.body_html, a.references_json FROM ${RECORD_FROM}`;

/** Full article records by id, in the order of `ids` (missing ids are left out). */
export function fullArticles(sql: Sql, ids: number[]): Article[] {
  if (!ids.length) return [];
  const rows = sql.all<ArticleRow>(`${ARTICLE_SELECT} WHERE a.id IN (${placeholders(ids.length)})`, ...ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const out: Article[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (row) out.push(toArticle(sql, row));
  }
  return out;
}

function toArticle(sql: Sql, row: ArticleRow): Article {
  const reviews = sql.all<ReviewReport>('SELECT kind, title, html FROM article_reviews WHERE article_id = ? ORDER BY position', row.id);
  return articleOf(toRecord(sql, row), row, reviews);
}

function toRecord(sql: Sql, row: RecordRow): ArticleRecord {
  const id = row.id;
  return {
    ...articleRecordOf(row, {
      authors: sql.all<AuthorRow>('SELECT given_names, surname, orcid, corresponding, affiliations FROM article_authors WHERE article_id = ? ORDER BY position', id),
      keywords: sql.all<{ keyword: string }>('SELECT keyword FROM article_keywords WHERE article_id = ? ORDER BY position', id).map((k) => k.keyword),
      affiliations: sql.all<{ text: string }>('SELECT text FROM article_affiliations WHERE article_id = ? ORDER BY position', id).map((a) => a.text),
    }),
    ...publication(sql, row),
  };
}

/** Versions, the article a notice is about and the files that came with it: imported articles only. */
function publication(sql: Sql, row: RecordRow): Pick<ArticleRecord, 'version' | 'versions' | 'noticeOf' | 'files'> {
  const path = toSummary(row).path;
  const versions = sql.all<VersionRow>(VERSIONS_SQL, row.id);
  if (!versions.length) return { version: row.version };
  return {
    version: row.version,
    versions: versionEntries(path, row.version, versions),
    noticeOf: noticeOf(sql.get<NoticeOfRow>(NOTICE_OF_SQL, row.id)),
    files: fileDownloads(sql.get<{ assets: string }>(ASSETS_SQL, row.id, row.version)?.assets),
  };
}

interface PreparedRow {
  abstract_html: string;
  body_html: string;
  detail_json: string;
}

const RELATED_ARTICLES = 5;

/**
 * Keeps something made on a read. It never waits for a lock: another process holding the write lock
 * must not stall an article page; what could not be kept is made again on a later read.
 */
function keepWithoutWaiting(sql: Sql, statement: string, ...values: (string | number | Uint8Array)[]): void {
  sql.db.exec('PRAGMA busy_timeout = 0');
  try {
    sql.run(statement, ...values);
  } catch {
    // Busy: not kept this time.
  } finally {
    sql.db.exec('PRAGMA busy_timeout = 5000');
  }
}

/** The catalogue's seeding stamp: kept preparations of another seeding are stale. */
function catalogueStamp(sql: Sql): string {
  return sql.get<{ value: string }>("SELECT value FROM catalogue_info WHERE key = 'seededAt'")?.value ?? '';
}

/** The catalogue's last publishing ('' before any): related lists found before it are found again. */
function publishedStamp(sql: Sql): string {
  return sql.get<{ value: string }>('SELECT value FROM catalogue_info WHERE key = ?', PUBLISHED_AT_KEY)?.value ?? '';
}

function relatedIds(sql: Sql, article: Pick<Article, 'id' | 'title' | 'keywords'>): number[] {
  const query = relatedQuery(article.title, article.keywords);
  if (!query) return [];
  try {
    return sql
      .all<{ id: number }>('SELECT rowid AS id FROM article_search WHERE article_search MATCH ? AND rowid <> ? ORDER BY rank LIMIT ?', query, article.id, RELATED_ARTICLES)
      .map((row) => row.id);
  } catch {
    return [];
  }
}

function summariesByIds(sql: Sql, ids: number[]): ArticleSummary[] {
  if (!ids.length) return [];
  const rows = sql.all<SummaryRow>(`SELECT ${SUMMARY_COLUMNS} FROM ${SUMMARY_FROM} WHERE a.id IN (${placeholders(ids.length)})`, ...ids);
  const byId = new Map(rows.map((row) => [row.id, toSummary(row)]));
  return ids.map((id) => byId.get(id)).filter((summary): summary is ArticleSummary => Boolean(summary));
}

/** The article's prepared parts: from memory, from the kept row, or prepared now (off the event loop) and kept in both. */
async function preparedArticle(sql: Sql, row: RecordRow, cache: PreparedArticleCache, catalogue: string): Promise<KeptArticle> {
  const stamp = `${catalogue}\n${PREPARATION_VERSION}`;
  const inMemory = cache.get(row.id, stamp);
  if (inMemory) return inMemory;
  const kept = sql.get<PreparedRow>(
    'SELECT abstract_html, body_html, detail_json FROM article_prepared WHERE article_id = ? AND catalogue = ? AND version = ?',
    row.id,
    catalogue,
    PREPARATION_VERSION,
  );
  if (kept) return cache.keep(row.id, stamp, kept.abstract_html, kept.body_html, JSON.parse(kept.detail_json) as PreparedDetail);
  const text = sql.get<TextRow>('SELECT abstract_html, body_html, references_json FROM articles WHERE id = ?', row.id)!;
  const base = toArticle(sql, { ...row, ...text });
  const xml = sql.get<{ xml: string }>('SELECT xml FROM article_jats WHERE article_id = ?', row.id)?.xml ?? null;
  const assets = storedAssets(sql.get<{ assets: string }>(ASSETS_SQL, row.id, row.version)?.assets);
  const prepared = await prepareOffThread(`${row.id}\n${catalogue}`, { article: base, xml, assets });
  // The publishing read first: one that lands while the list is found makes it found again next time.
  const relatedOf = publishedStamp(sql);
  const detail = preparedDetailOf(prepared, { relatedIds: relatedIds(sql, base), relatedOf });
  keepWithoutWaiting(
    sql,
    'INSERT OR REPLACE INTO article_prepared (article_id, catalogue, version, abstract_html, body_html, detail_json) VALUES (?, ?, ?, ?, ?, ?)',
    row.id, catalogue, PREPARATION_VERSION, prepared.text.abstractHtml, prepared.text.bodyHtml, JSON.stringify(detail),
  );
  return cache.keep(row.id, stamp, prepared.text.abstractHtml, prepared.text.bodyHtml, detail);
}

/** The article as its page shows it, as the record (read now: counts, related articles) and the prepared parts. */
async function articleAnswer(sql: Sql, row: RecordRow, cache: PreparedArticleCache): Promise<{ record: ArticleAnswerRecord; kept: KeptArticle }> {
  // A new version of the article is prepared again, here and in every other server copy's memory.
  const catalogue = `${catalogueStamp(sql)}#${row.version}`;
  const kept = await preparedArticle(sql, row, cache, catalogue);
  const record = toRecord(sql, row);
  const related = await currentRelated(kept, publishedStamp(sql), () => relatedIds(sql, record), (detail) =>
    keepWithoutWaiting(sql, 'UPDATE article_prepared SET detail_json = ? WHERE article_id = ? AND catalogue = ? AND version = ?', JSON.stringify(detail), row.id, catalogue, PREPARATION_VERSION),
  );
  return {
    record: {
      ...record,
      authorDetails: record.authorDetails.map((author, index) => (kept.emails[index] ? { ...author, email: kept.emails[index] } : author)),
      related: summariesByIds(sql, related),
    },
    kept,
  };
}

export function createArticleStore(sql: Sql, hooks: { onView(articleId: number): void }): ArticleStore {
  warmPreparationThread();
  const prepared = new PreparedArticleCache();
  const makingFiles = new Map<string, Promise<Uint8Array>>();
  const locate = <Row>(select: string, { issn, volume, issue, identifier }: ArticleLocator): Row | undefined => {
    if (!/^\d+$/.test(volume)) return undefined;
    return sql.get<Row>(
      `${select} WHERE j.issn = ? AND v.volume = ? AND i.issue = ? AND a.identifier = ?`,
      issn.toUpperCase(),
      Number(volume),
      issue,
      identifier,
    );
  };
  const usage = new UsageCounter(sqliteUsageWriter(sql), { onCounted: (kind, articleId) => {
      if (kind === 'view') hooks.onView(articleId);
    } });

  return {
    async latestByJournal(nameSystem, limit) {
      const journal = sql.get<{ id: number }>('SELECT id FROM journals WHERE name_system = ?', nameSystem);
      if (!journal) return null;
      return sql
        .all<SummaryRow>(`SELECT ${SUMMARY_COLUMNS} FROM ${SUMMARY_FROM} WHERE a.journal_id = ? ORDER BY a.published_at DESC, a.id DESC LIMIT ?`, journal.id, limit)
        .map(toSummary);
    },

    async byLocator(locator) {
      const row = locate<RecordRow>(RECORD_SELECT, locator);
      if (!row) return null;
      const { record, kept } = await articleAnswer(sql, row, prepared);
      return { ...record, ...kept.fields };
    },

    async answerByLocator(locator) {
      const row = locate<RecordRow>(RECORD_SELECT, locator);
      if (!row) return null;
      const { record, kept } = await articleAnswer(sql, row, prepared);
      return { record, json: () => joinedJson(record, kept) };
    },

    async prepareImported() {
      const rows = sql.all<RecordRow>(`${RECORD_SELECT} WHERE a.id IN (SELECT article_id FROM article_jats) ORDER BY a.id`);
      for (const row of rows) await articleAnswer(sql, row, prepared);
      return rows.length;
    },

    async articleVersion(locator, version) {
      const row = locate<RecordRow>(RECORD_SELECT, locator);
      const stored = row ? sql.get<VersionContentRow>(VERSION_SQL, row.id, version) : undefined;
      if (!row || !stored) return null;
      return {
        articleId: row.id, path: toSummary(row).path, doi: row.doi, title: row.title, version: Number(stored.version), currentVersion: row.version,
        publishedAt: stored.published_at, importedAt: stored.imported_at, xml: stored.xml, assets: stored.assets,
      };
    },

    async storedFile(hash) {
      const row = sql.get<{ media_type: string; content: Uint8Array }>('SELECT media_type, content FROM stored_files WHERE hash = ?', hash);
      return row ? { mediaType: row.media_type, content: row.content } : null;
    },

    async articleFile(articleId, kind, make) {
      if (kind === 'pdf-vor') {
        const own = sql.get<{ content: Uint8Array }>(PACKAGE_PDF_SQL, articleId);
        if (own) return own.content;
      }
      const catalogue = keptFileStamp(catalogueStamp(sql));
      const kept = sql.get<{ content: Uint8Array }>('SELECT content FROM article_files WHERE article_id = ? AND kind = ? AND catalogue = ?', articleId, kind, catalogue);
      if (kept) return kept.content;
      // Readers asking while it is being made wait for the same file.
      const key = `${articleId}\n${kind}`;
      const making = makingFiles.get(key);
      if (making) return making;
      const promise = make()
        .then((content) => {
          keepWithoutWaiting(sql, 'INSERT OR REPLACE INTO article_files (article_id, kind, catalogue, content, made_at) VALUES (?, ?, ?, ?, ?)', articleId, kind, catalogue, content, new Date().toISOString());
          return content;
        })
        .finally(() => makingFiles.delete(key));
      makingFiles.set(key, promise);
      return promise;
    },

    async issueListing(issn, volume, issue): Promise<IssueListing | null> {
      if (!/^\d+$/.test(volume)) return null;
      const journal = sql.get<{ name_system: string; journal_name: string; abbreviation: string; issn: string }>(
        'SELECT name_system, name AS journal_name, abbreviation, issn FROM journals WHERE issn = ?',
        issn.toUpperCase(),
      );
      if (!journal) return null;
      const rows: SummaryRow[] =
        issue === null
          ? sql.all<SummaryRow>(
              `SELECT ${SUMMARY_COLUMNS} FROM ${SUMMARY_FROM} WHERE j.issn = ? AND v.volume = ?
               ORDER BY CAST(i.issue AS INTEGER), i.issue, CAST(a.identifier AS INTEGER)`,
              journal.issn,
              Number(volume),
            )
          : sql.all<SummaryRow>(
              `SELECT ${SUMMARY_COLUMNS} FROM ${SUMMARY_FROM} WHERE j.issn = ? AND v.volume = ? AND i.issue = ?
               ORDER BY CAST(a.identifier AS INTEGER)`,
              journal.issn,
              Number(volume),
              issue,
            );
      if (rows.length === 0) return null;
      const articles: ArticleSummary[] = rows.map(toSummary);
      return { journal: journalRef(journal), volume: String(Number(volume)), issue, articles };
    },

    async articleId({ issn, volume, issue, identifier }) {
      if (!/^\d+$/.test(volume)) return null;
      const row = sql.get<{ id: number }>(
        `SELECT a.id FROM ${SUMMARY_FROM} WHERE j.issn = ? AND v.volume = ? AND i.issue = ? AND a.identifier = ?`,
        issn.toUpperCase(),
        Number(volume),
        issue,
        identifier,
      );
      return row?.id ?? null;
    },

    recordUsage(kind, articleId, reader, nowMs) {
      return usage.record(kind, articleId, reader, nowMs);
    },

    async flushUsage() {
      return usage.flush();
    },

    async jatsXml(locator) {
      const row = locate<ArticleRow>(ARTICLE_SELECT, locator);
      if (!row) return null;
      const stored = sql.get<{ xml: string }>('SELECT xml FROM article_jats WHERE article_id = ?', row.id);
      return { articleId: row.id, xml: stored?.xml ?? renderJats(toArticle(sql, row)) };
    },
  };
}
