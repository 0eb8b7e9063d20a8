// The findability services' CatalogueReader (../../findability/catalogueReader.ts) over node:sqlite.
// Its queries and their plans were tuned on a million articles (see `where`): keep them as they are.
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { CHANGED_FROM, CHANGED_UNTIL, changedAt, NOTICED_AT_COLUMN, READER_ARTICLE_COLUMNS, READER_ARTICLE_JOINS, readerRecordOf, type ArticleFilter, type ArticleHeader, type ArticleRecord, type CatalogueReader, type JournalRecord, type ReaderArticleRow, type ReaderAuthorRow } from '../catalogueReader.ts';
import { catalogueStampOf, prepareCatalogueStamp } from '../../data/sqlite/sqliteCatalogueVersion.ts';

type ArticleRow = ReaderArticleRow;
const articleColumns = READER_ARTICLE_COLUMNS;
const articleJoins = READER_ARTICLE_JOINS;

export class SqliteCatalogueReader implements CatalogueReader {
  private readonly db: DatabaseSync;
  private readonly journalsById = new Map<number, JournalRecord>();
  private journalsStamp = '';
  private readonly authorsOf: StatementSync;
  private readonly affiliationsOf: StatementSync;
  private readonly keywordsOf: StatementSync;
  private readonly stampQuery: StatementSync;
  private readonly statements = new Map<string, StatementSync>();
  private totals: { stamp: string; value: Map<number, { count: number; lastPublished: string | null }> } | null = null;

  constructor(db: DatabaseSync) {
    this.db = db;
    this.authorsOf = db.prepare('SELECT given_names, surname, orcid, affiliations FROM article_authors WHERE article_id = ? ORDER BY position');
    this.affiliationsOf = db.prepare('SELECT position, text FROM article_affiliations WHERE article_id = ? ORDER BY position');
    this.keywordsOf = db.prepare('SELECT keyword FROM article_keywords WHERE article_id = ? ORDER BY position');
    this.stampQuery = prepareCatalogueStamp(db);
  }

  async stamp(): Promise<string> {
    return this.currentStamp();
  }

  private currentStamp(): string {
    return catalogueStampOf(this.stampQuery);
  }

  private statement(key: string, sql: string): StatementSync {
    let statement = this.statements.get(key);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.statements.set(key, statement);
    }
    return statement;
  }

  async journals(): Promise<JournalRecord[]> {
    return this.journalList();
  }

  private journalList(): JournalRecord[] {
    const stamp = this.currentStamp();
    if (stamp !== this.journalsStamp) {
      this.journalsById.clear();
      const rows = this.db.prepare('SELECT id, name_system, name, abbreviation, issn FROM journals WHERE is_public = 1 ORDER BY name').all() as { id: number; name_system: string; name: string; abbreviation: string; issn: string }[];
      const subjects = this.db.prepare('SELECT journal_id, subject FROM journal_subjects ORDER BY journal_id, position').all() as { journal_id: number; subject: string }[];
      for (const row of rows) this.journalsById.set(row.id, { id: row.id, nameSystem: row.name_system, name: row.name, abbreviation: row.abbreviation, issn: row.issn, subjects: [] });
      for (const row of subjects) this.journalsById.get(row.journal_id)?.subjects.push(row.subject);
      this.journalsStamp = stamp;
    }
    return [...this.journalsById.values()];
  }

  async journal(nameSystem: string): Promise<JournalRecord | null> {
    return this.journalList().find((journal) => journal.nameSystem === nameSystem) ?? null;
  }

  async journalByIssn(issn: string): Promise<JournalRecord | null> {
    return this.journalList().find((journal) => journal.issn === issn) ?? null;
  }

  /**
   * The WHERE clause of a filter, shaped for SQLite's planner on a million articles. A list reads
   * articles in id order from a cursor: the `+` before a column keeps the planner from driving the
   * query by that column's index (and sorting everything it matches) where walking ids and testing
   * the row is cheaper. A journal's articles come from (journal_id, id); a date range from the date
   * index when it holds few articles (`narrow`), else by walking ids. A count uses every index.
   */
  private where(filter: ArticleFilter, use: 'list' | 'count', narrow = true): { clause: string; params: (string | number)[] } {
    const walk = use === 'list' ? '+' : '';
    const parts = [`${walk}a.journal_id IN (SELECT id FROM journals WHERE is_public = 1)`];
    const params: (string | number)[] = [];
    if (filter.journalId !== undefined) {
      parts.push('a.journal_id = ?');
      params.push(filter.journalId);
    }
    if (filter.subject !== undefined) {
      parts.push(`${walk}a.journal_id IN (SELECT journal_id FROM journal_subjects WHERE subject = ?)`);
      params.push(filter.subject);
    }
    const dates = use === 'list' && !narrow ? '+' : '';
    // A record's date is its publication, its later import or a notice's (changedAt): the indexes serve the range.
    if (filter.from !== undefined) {
      parts.push(CHANGED_FROM(`${dates}a.published_at`, `${dates}a.imported_at`));
      params.push(filter.from, filter.from, filter.from);
    }
    if (filter.until !== undefined) {
      parts.push(CHANGED_UNTIL(`${dates}a.published_at`));
      params.push(filter.until, filter.until, filter.until);
    }
    if (filter.importedAfter !== undefined) {
      parts.push('a.imported_at > ?');
      params.push(filter.importedAfter);
    }
    return { clause: parts.join(' AND '), params };
  }

  /** Whether a date-filtered list of `matches` articles is a small part of the catalogue (read through the date index). */
  private narrow(matches: number | undefined): boolean {
    if (matches === undefined) return true;
    const last = (this.statement('lastId', 'SELECT max(id) AS last FROM articles').get() as { last: number | null }).last ?? 0;
    return matches * 20 < last;
  }

  /** `matches`, when known, is how many the whole list holds: whether the date index is worth it (`narrow`). */
  async articles(filter: ArticleFilter, afterId: number, limit: number, matches?: number): Promise<ArticleRecord[]> {
    const { clause, params } = this.where(filter, 'list', this.narrow(matches));
    // CROSS JOIN: the articles drive the query; issues and volumes are looked up by key.
    const sql = `SELECT ${articleColumns} FROM articles a CROSS JOIN issues i ON i.id = a.issue_id CROSS JOIN volumes v ON v.id = i.volume_id WHERE ${clause} AND a.id > ? ORDER BY a.id LIMIT ?`;
    const rows = this.statement(sql, sql).all(...params, afterId, limit) as unknown as ArticleRow[];
    return rows.map((row) => this.record(row)).filter((record): record is ArticleRecord => record !== null);
  }

  async articleHeaders(filter: ArticleFilter, afterId: number, limit: number, matches?: number): Promise<ArticleHeader[]> {
    const { clause, params } = this.where(filter, 'list', this.narrow(matches));
    const sql = `SELECT a.id, a.doi, a.published_at, a.imported_at, ${NOTICED_AT_COLUMN}, a.journal_id FROM articles a WHERE ${clause} AND a.id > ? ORDER BY a.id LIMIT ?`;
    const rows = this.statement(sql, sql).all(...params, afterId, limit) as { id: number; doi: string; published_at: string; imported_at: string | null; noticed_at: string | null; journal_id: number }[];
    const journals = new Map(this.journalList().map((journal) => [journal.id, journal]));
    return rows.flatMap((row) => {
      const journal = journals.get(row.journal_id);
      return journal ? [{ id: row.id, doi: row.doi, publishedAt: row.published_at, changedAt: changedAt(row.published_at, row.imported_at, row.noticed_at), journal }] : [];
    });
  }

  async count(filter: ArticleFilter): Promise<number> {
    const { clause, params } = this.where(filter, 'count');
    const sql = `SELECT count(*) AS n FROM articles a WHERE ${clause}`;
    return (this.statement(sql, sql).get(...params) as { n: number }).n;
  }

  async earliestDate(): Promise<string | null> {
    return (this.statement('earliest', 'SELECT min(published_at) AS first FROM articles').get() as { first: string | null }).first;
  }

  async byDoi(doi: string): Promise<ArticleRecord | null> {
    // A journal that is not public is not in the journal map: record() leaves its articles out.
    const row = this.statement('byDoi', `SELECT ${articleColumns} ${articleJoins} WHERE a.doi = ?`).get(doi) as ArticleRow | undefined;
    return row ? this.record(row) : null;
  }

  async issueArticles(journalId: number, volume: string, issue: string | null): Promise<ArticleRecord[]> {
    const rows = (
      issue === null
        ? this.statement('volume', `SELECT ${articleColumns} ${articleJoins} WHERE a.journal_id = ? AND v.volume = ? ORDER BY i.id, a.id`).all(journalId, Number(volume))
        : this.statement('issue', `SELECT ${articleColumns} ${articleJoins} WHERE a.journal_id = ? AND v.volume = ? AND i.issue = ? ORDER BY a.id`).all(journalId, Number(volume), issue)
    ) as unknown as ArticleRow[];
    return rows.map((row) => this.record(row)).filter((record): record is ArticleRecord => record !== null);
  }

  async latest(filter: ArticleFilter & { specialIssueId?: number }, limit: number): Promise<ArticleRecord[]> {
    const { clause, params } = this.where(filter, 'list');
    const special = filter.specialIssueId !== undefined ? ' AND a.special_issue_id = ?' : '';
    const sql = `SELECT ${articleColumns} FROM articles a CROSS JOIN issues i ON i.id = a.issue_id CROSS JOIN volumes v ON v.id = i.volume_id WHERE ${clause}${special} ORDER BY a.published_at DESC, a.id DESC LIMIT ?`;
    const rows = this.statement(sql, sql).all(...params, ...(filter.specialIssueId !== undefined ? [filter.specialIssueId] : []), limit) as unknown as ArticleRow[];
    return rows.map((row) => this.record(row)).filter((record): record is ArticleRecord => record !== null);
  }

  async specialIssue(journalId: number, identifier: string): Promise<{ id: number; name: string; identifier: string } | null> {
    return (this.statement('specialIssue', 'SELECT id, name, identifier FROM special_issues WHERE journal_id = ? AND identifier = ?').get(journalId, identifier) as { id: number; name: string; identifier: string } | undefined) ?? null;
  }

  /** No other field is read; the rows are read as the caller takes them. */
  async *articlePaths(journalId: number, offset: number, limit: number): AsyncGenerator<{ path: string; publishedAt: string; changedAt: string }> {
    const journal = this.journalsById.get(journalId) ?? this.journalList().find((candidate) => candidate.id === journalId);
    if (!journal) return;
    const statement = this.statement('paths', `SELECT v.volume, i.issue, a.identifier, a.published_at, a.imported_at, ${NOTICED_AT_COLUMN} FROM articles a CROSS JOIN issues i ON i.id = a.issue_id CROSS JOIN volumes v ON v.id = i.volume_id WHERE a.journal_id = ? ORDER BY a.id LIMIT ? OFFSET ?`);
    for (const row of statement.iterate(journalId, limit, offset) as Iterable<{ volume: number; issue: string; identifier: string; published_at: string; imported_at: string | null; noticed_at: string | null }>) {
      yield { path: `/${journal.issn}/${row.volume}/${row.issue}/${row.identifier}`, publishedAt: row.published_at, changedAt: changedAt(row.published_at, row.imported_at, row.noticed_at) };
    }
  }

  async recordPaths(): Promise<string[]> {
    const journals = new Map(this.journalList().map((journal) => [journal.id, journal.nameSystem]));
    const specialIssues = (this.statement('siPaths', 'SELECT journal_id, identifier FROM special_issues ORDER BY id').all() as { journal_id: number; identifier: string }[])
      .filter((row) => journals.has(row.journal_id))
      .map((row) => `/journal/${journals.get(row.journal_id)}/special_issues/${encodeURIComponent(row.identifier)}`);
    const topics = (this.statement('topicPaths', 'SELECT identifier FROM topics ORDER BY id').all() as { identifier: string }[]).map((row) => `/topics/${encodeURIComponent(row.identifier)}`);
    const news = (this.statement('newsPaths', 'SELECT id FROM news WHERE journal_id IS NULL ORDER BY id').all() as { id: number }[]).map((row) => `/news/${row.id}`);
    return [...specialIssues, ...topics, ...news];
  }

  /** Counted on (journal_id), the newest found on (journal_id, published_at); kept until the catalogue changes. */
  async journalTotals(): Promise<Map<number, { count: number; lastPublished: string | null }>> {
    const stamp = this.currentStamp();
    if (this.totals?.stamp !== stamp) {
      const rows = this.statement(
        'totals',
        'SELECT j.id, (SELECT count(*) FROM articles WHERE journal_id = j.id) AS n, (SELECT max(published_at) FROM articles WHERE journal_id = j.id) AS last FROM journals j WHERE j.is_public = 1',
      ).all() as { id: number; n: number; last: string | null }[];
      this.totals = { stamp, value: new Map(rows.map((row) => [row.id, { count: row.n, lastPublished: row.last }])) };
    }
    return this.totals.value;
  }

  private record(row: ArticleRow): ArticleRecord | null {
    const journal = this.journalsById.get(row.journal_id) ?? this.journalList().find((candidate) => candidate.id === row.journal_id);
    if (!journal) return null;
    return readerRecordOf(row, journal, {
      authors: this.authorsOf.all(row.id) as ReaderAuthorRow[],
      affiliations: this.affiliationsOf.all(row.id) as { position: number; text: string }[],
      keywords: this.keywordsOf.all(row.id) as { keyword: string }[],
    });
  }
}
