// The findability services' CatalogueReader (../catalogueReader.ts) on either engine, over the
// catalogue's Kysely handle: lists read in id order from a cursor; a page's authors, affiliations and
// keywords in one query each for all its articles; a sitemap's addresses in keyset chunks, so memory
// stays bounded however long the journal. What differs is planning: SQLite's queries were shaped on a
// million articles (`where`, `articlesFrom`), and PostgreSQL's planner needs no such help.
import { sql, type RawBuilder } from 'kysely';
import { CHANGED_FROM, CHANGED_UNTIL, changedAt, NOTICED_AT_COLUMN, READER_ARTICLE_COLUMNS, READER_ARTICLE_JOINS, readerRecordOf, type ArticleFilter, type ArticleHeader, type ArticleRecord, type CatalogueReader, type JournalRecord, type ReaderArticleRow, type ReaderAuthorRow } from '../catalogueReader.ts';
import type { Engine, SqlDatabase } from '../../data/sqlDatabase.ts';
import { countOf, firstOf, idList, isInt32, isRowNumber, rowsOf, sharedQuery } from '../rows/query.ts';
import { groupedBy } from '../rows/rows.ts';

type ArticleRow = ReaderArticleRow;
type PathRow = { id: number; volume: number; issue: string; identifier: string; published_at: string; imported_at: string | null; noticed_at: string | null };

const ARTICLE_SELECT = sql`SELECT ${sql.raw(READER_ARTICLE_COLUMNS)} ${sql.raw(READER_ARTICLE_JOINS)}`;

/** Rows a sitemap's addresses are read in at a time. */
const PATH_CHUNK = 5000;

/**
 * A filter as SQL conditions on articles a (public journals only). On SQLite, for a list (`walk`):
 * the `+` before a column keeps the planner from driving the query by that column's index (and
 * sorting everything it matches) where walking ids and testing the row is cheaper. A journal's
 * articles come from (journal_id, id); a date range from the date index when it holds few articles
 * (`narrow`), else by walking ids. A count uses every index.
 */
function where(filter: ArticleFilter, walk: boolean, narrow: boolean): RawBuilder<unknown> {
  const plain = (column: string, walked: boolean) => sql.raw(walked ? `+${column}` : column);
  const parts = [sql`${plain('a.journal_id', walk)} IN (SELECT id FROM journals WHERE is_public = 1)`];
  if (filter.journalId !== undefined) parts.push(isRowNumber(filter.journalId) ? sql`a.journal_id = ${filter.journalId}` : sql`1 = 0`);
  if (filter.subject !== undefined) parts.push(sql`${plain('a.journal_id', walk)} IN (SELECT journal_id FROM journal_subjects WHERE subject = ${filter.subject})`);
  const dates = walk && !narrow;
  // A record's date is its publication, its later import or a notice's (changedAt): the indexes serve the range.
  if (filter.from !== undefined) parts.push(sharedQuery(CHANGED_FROM(dates ? '+a.published_at' : 'a.published_at', dates ? '+a.imported_at' : 'a.imported_at'), filter.from, filter.from, filter.from));
  if (filter.until !== undefined) parts.push(sharedQuery(CHANGED_UNTIL(dates ? '+a.published_at' : 'a.published_at'), filter.until, filter.until, filter.until));
  if (filter.importedAfter !== undefined) parts.push(sql`a.imported_at > ${filter.importedAfter}`);
  return sql.join(parts, sql` AND `);
}

export class SqlCatalogueReader implements CatalogueReader {
  private readonly db: SqlDatabase['db'];
  private readonly engine: Engine;
  private readonly catalogueStamp: () => Promise<string>;
  private readonly pathChunk: number;
  private journalsById = new Map<number, JournalRecord>();
  private journalsStamp = '';
  private totals: { stamp: string; value: Map<number, { count: number; lastPublished: string | null }> } | null = null;

  /** `stamp`: the catalogue's (its engine's CatalogueVersion), which the journal list and totals are kept under. */
  constructor(database: Pick<SqlDatabase, 'db' | 'engine'>, stamp: () => Promise<string>, { pathChunk = PATH_CHUNK }: { pathChunk?: number } = {}) {
    this.db = database.db;
    this.engine = database.engine;
    this.catalogueStamp = stamp;
    this.pathChunk = pathChunk;
  }

  stamp(): Promise<string> {
    return this.catalogueStamp();
  }

  /** The public journals by id, read again when the catalogue's stamp moves. */
  private async journalMap(): Promise<Map<number, JournalRecord>> {
    const stamp = await this.stamp();
    if (stamp !== this.journalsStamp) {
      const rows = await rowsOf(this.db, sql<{ id: number; name_system: string; name: string; abbreviation: string; issn: string }>`
        SELECT id, name_system, name, abbreviation, issn FROM journals WHERE is_public = 1 ORDER BY name`);
      const subjects = await rowsOf(this.db, sql<{ journal_id: number; subject: string }>`SELECT journal_id, subject FROM journal_subjects ORDER BY journal_id, position`);
      const journals = new Map<number, JournalRecord>();
      for (const row of rows) journals.set(row.id, { id: row.id, nameSystem: row.name_system, name: row.name, abbreviation: row.abbreviation, issn: row.issn, subjects: [] });
      for (const row of subjects) journals.get(row.journal_id)?.subjects.push(row.subject);
      this.journalsById = journals;
      this.journalsStamp = stamp;
    }
    return this.journalsById;
  }

  async journals(): Promise<JournalRecord[]> {
    return [...(await this.journalMap()).values()];
  }

  async journal(nameSystem: string): Promise<JournalRecord | null> {
    return (await this.journals()).find((journal) => journal.nameSystem === nameSystem) ?? null;
  }

  async journalByIssn(issn: string): Promise<JournalRecord | null> {
    return (await this.journals()).find((journal) => journal.issn === issn) ?? null;
  }

  /** Whether a date-filtered list of `matches` articles is a small part of the catalogue (SQLite reads it through the date index). */
  private async narrow(matches: number | undefined): Promise<boolean> {
    if (matches === undefined || this.engine !== 'sqlite') return true;
    const last = (await firstOf(this.db, sql<{ last: number | null }>`SELECT max(id) AS last FROM articles`))?.last ?? 0;
    return matches * 20 < last;
  }

  /** Articles with their issue and volume. SQLite: CROSS JOIN, so the articles drive the query and the rest is looked up by key. */
  private articlesFrom(): RawBuilder<unknown> {
    const join = sql.raw(this.engine === 'sqlite' ? 'CROSS JOIN' : 'JOIN');
    return sql`articles a ${join} issues i ON i.id = a.issue_id ${join} volumes v ON v.id = i.volume_id`;
  }

  /** A list's conditions: walked in id order where SQLite should (see `where`). */
  private async listWhere(filter: ArticleFilter, matches?: number): Promise<RawBuilder<unknown>> {
    return where(filter, this.engine === 'sqlite', await this.narrow(matches));
  }

  /** `matches`, when known, is how many the whole list holds: whether the date index is worth it (`narrow`). */
  async articles(filter: ArticleFilter, afterId: number, limit: number, matches?: number): Promise<ArticleRecord[]> {
    const conditions = await this.listWhere(filter, matches);
    return this.records(await rowsOf(this.db, sql<ArticleRow>`
      SELECT ${sql.raw(READER_ARTICLE_COLUMNS)} FROM ${this.articlesFrom()} WHERE ${conditions} AND a.id > ${afterId} ORDER BY a.id LIMIT ${limit}`));
  }

  async articleHeaders(filter: ArticleFilter, afterId: number, limit: number, matches?: number): Promise<ArticleHeader[]> {
    const conditions = await this.listWhere(filter, matches);
    const rows = await rowsOf(this.db, sql<{ id: number; doi: string; published_at: string; imported_at: string | null; noticed_at: string | null; journal_id: number }>`
      SELECT a.id, a.doi, a.published_at, a.imported_at, ${sql.raw(NOTICED_AT_COLUMN)}, a.journal_id FROM articles a WHERE ${conditions} AND a.id > ${afterId} ORDER BY a.id LIMIT ${limit}`);
    const journals = await this.journalMap();
    return rows.flatMap((row) => {
      const journal = journals.get(row.journal_id);
      return journal ? [{ id: row.id, doi: row.doi, publishedAt: row.published_at, changedAt: changedAt(row.published_at, row.imported_at, row.noticed_at), journal }] : [];
    });
  }

  count(filter: ArticleFilter): Promise<number> {
    return countOf(this.db, sql`SELECT count(*) AS n FROM articles a WHERE ${where(filter, false, true)}`);
  }

  async earliestDate(): Promise<string | null> {
    return (await firstOf(this.db, sql<{ first: string | null }>`SELECT min(published_at) AS first FROM articles`))?.first ?? null;
  }

  async byDoi(doi: string): Promise<ArticleRecord | null> {
    // A journal that is not public is not in the journal map: records() leaves its articles out.
    return (await this.records(await rowsOf(this.db, sql<ArticleRow>`${ARTICLE_SELECT} WHERE a.doi = ${doi}`)))[0] ?? null;
  }

  async issueArticles(journalId: number, volume: string, issue: string | null): Promise<ArticleRecord[]> {
    if (!isRowNumber(journalId) || !isInt32(Number(volume))) return [];
    const rows =
      issue === null
        ? await rowsOf(this.db, sql<ArticleRow>`${ARTICLE_SELECT} WHERE a.journal_id = ${journalId} AND v.volume = ${Number(volume)} ORDER BY i.id, a.id`)
        : await rowsOf(this.db, sql<ArticleRow>`${ARTICLE_SELECT} WHERE a.journal_id = ${journalId} AND v.volume = ${Number(volume)} AND i.issue = ${issue} ORDER BY a.id`);
    return this.records(rows);
  }

  async latest(filter: ArticleFilter & { specialIssueId?: number }, limit: number): Promise<ArticleRecord[]> {
    const special =
      filter.specialIssueId === undefined ? sql`` : isRowNumber(filter.specialIssueId) ? sql` AND a.special_issue_id = ${filter.specialIssueId}` : sql` AND 1 = 0`;
    const conditions = await this.listWhere(filter);
    return this.records(await rowsOf(this.db, sql<ArticleRow>`
      SELECT ${sql.raw(READER_ARTICLE_COLUMNS)} FROM ${this.articlesFrom()} WHERE ${conditions}${special} ORDER BY a.published_at DESC, a.id DESC LIMIT ${limit}`));
  }

  async specialIssue(journalId: number, identifier: string): Promise<{ id: number; name: string; identifier: string } | null> {
    if (!isRowNumber(journalId)) return null;
    return (await firstOf(this.db, sql<{ id: number; name: string; identifier: string }>`
      SELECT id, name, identifier FROM special_issues WHERE journal_id = ${journalId} AND identifier = ${identifier}`)) ?? null;
  }

  /** Read a chunk at a time: the first from the offset, the next after the last id read. */
  async *articlePaths(journalId: number, offset: number, limit: number): AsyncGenerator<{ path: string; publishedAt: string; changedAt: string }> {
    const journal = (await this.journalMap()).get(journalId);
    if (!journal) return;
    let left = limit;
    let after: number | null = null;
    while (left > 0) {
      const take = Math.min(left, this.pathChunk);
      const rows: PathRow[] = await rowsOf(this.db, sql<PathRow>`
        SELECT a.id, v.volume, i.issue, a.identifier, a.published_at, a.imported_at, ${sql.raw(NOTICED_AT_COLUMN)} FROM ${this.articlesFrom()}
        WHERE a.journal_id = ${journalId} ${after === null ? sql`` : sql`AND a.id > ${after}`} ORDER BY a.id LIMIT ${take} ${after === null ? sql`OFFSET ${offset}` : sql``}`);
      for (const row of rows) yield { path: `/${journal.issn}/${row.volume}/${row.issue}/${row.identifier}`, publishedAt: row.published_at, changedAt: changedAt(row.published_at, row.imported_at, row.noticed_at) };
      if (rows.length < take) return;
      left -= rows.length;
      after = (rows.at(-1) as PathRow).id;
    }
  }

  async recordPaths(): Promise<string[]> {
    const journals = new Map([...(await this.journalMap()).values()].map((journal) => [journal.id, journal.nameSystem]));
    const specialIssues = (await rowsOf(this.db, sql<{ journal_id: number; identifier: string }>`SELECT journal_id, identifier FROM special_issues ORDER BY id`))
      .filter((row) => journals.has(row.journal_id))
      .map((row) => `/journal/${journals.get(row.journal_id)}/special_issues/${encodeURIComponent(row.identifier)}`);
    const topics = (await rowsOf(this.db, sql<{ identifier: string }>`SELECT identifier FROM topics ORDER BY id`)).map((row) => `/topics/${encodeURIComponent(row.identifier)}`);
    const news = (await rowsOf(this.db, sql<{ id: number }>`SELECT id FROM news WHERE journal_id IS NULL ORDER BY id`)).map((row) => `/news/${row.id}`);
    return [...specialIssues, ...topics, ...news];
  }

  /** Counted per journal on (journal_id, id), the newest on (journal_id, published_at); kept until the catalogue changes. */
  async journalTotals(): Promise<Map<number, { count: number; lastPublished: string | null }>> {
    const stamp = await this.stamp();
    if (this.totals?.stamp !== stamp) {
      const rows = await rowsOf(this.db, sql<{ id: number; n: number | string; last: string | null }>`
        SELECT j.id, (SELECT count(*) FROM articles WHERE journal_id = j.id) AS n, (SELECT max(published_at) FROM articles WHERE journal_id = j.id) AS last
        FROM journals j WHERE j.is_public = 1 ORDER BY j.id`);
      this.totals = { stamp, value: new Map(rows.map((row) => [row.id, { count: Number(row.n), lastPublished: row.last }])) };
    }
    return this.totals.value;
  }

  /** The rows as records, with their authors, affiliations and keywords read for all of them at once. */
  private async records(rows: ArticleRow[]): Promise<ArticleRecord[]> {
    if (!rows.length) return [];
    const journals = await this.journalMap();
    const ids = idList(rows.map((row) => row.id));
    const group = <Row extends { article_id: number }>(list: Row[]) => groupedBy(list, (row) => row.article_id);
    const authors = group(await rowsOf(this.db, sql<{ article_id: number } & ReaderAuthorRow>`
      SELECT article_id, given_names, surname, orcid, affiliations FROM article_authors WHERE article_id IN ${ids} ORDER BY article_id, position`));
    const affiliations = group(await rowsOf(this.db, sql<{ article_id: number; position: number; text: string }>`
      SELECT article_id, position, text FROM article_affiliations WHERE article_id IN ${ids} ORDER BY article_id, position`));
    const keywords = group(await rowsOf(this.db, sql<{ article_id: number; keyword: string }>`
      SELECT article_id, keyword FROM article_keywords WHERE article_id IN ${ids} ORDER BY article_id, position`));
    return rows.flatMap((row): ArticleRecord[] => {
      const journal = journals.get(row.journal_id);
      if (!journal) return [];
      return [readerRecordOf(row, journal, { authors: authors.get(row.id) ?? [], affiliations: affiliations.get(row.id) ?? [], keywords: keywords.get(row.id) ?? [] })];
    });
  }
}
