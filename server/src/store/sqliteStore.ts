// The Store over node:sqlite (the embedded default). Statements are prepared once and reused.
import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';
import type {
  Article,
  ArticleSummary,
  IssueListing,
  Journal,
  JournalSummary,
  SearchQuery,
  SearchResults,
  SubjectSlug,
} from '@oap/shared/api/types.ts';
import { subjects } from '@oap/shared/api/types.ts';
import type { ArticleLocator, Store } from './store.ts';
import { articleTypeLabel } from './articleTypes.ts';
import { buildFilters, buildMatchExpression, orderBy, pageNumber, pageSize } from './articleSearch.ts';

type Row = Record<string, SQLInputValue>;

interface JournalRow {
  id: number;
  name_system: string;
  name: string;
  abbreviation: string;
  issn: string;
  year_founded: number;
  impact_factor: number | null;
  cite_score: number | null;
  apc_chf: number;
  aims_and_scope: string;
  is_public: number;
  article_count: number;
}

interface SummaryRow {
  id: number;
  article_type: string;
  title: string;
  author_names: string;
  doi: string;
  published_at: string;
  identifier: string;
  views: number;
  citations: number;
  name_system: string;
  journal_name: string;
  abbreviation: string;
  issn: string;
  volume: number;
  issue: string;
  snippet?: string | null;
}

const SUMMARY_COLUMNS = `a.id, a.article_type, a.title, a.author_names, a.doi, a.published_at, a.identifier, a.views, a.citations,
  j.name_system, j.name AS journal_name, j.abbreviation, j.issn, v.volume, i.issue`;
const SUMMARY_JOINS = `JOIN issues i ON i.id = a.issue_id
  JOIN volumes v ON v.id = i.volume_id
  JOIN journals j ON j.id = a.journal_id`;
const SUMMARY_FROM = `articles a ${SUMMARY_JOINS}`;

// Snippet markers that cannot occur in stored text; the snippet is HTML-escaped, then they become <mark>.
const MARK_OPEN = '\u0001';
const MARK_CLOSE = '\u0002';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function toSummary(row: SummaryRow): ArticleSummary {
  const volume = String(row.volume);
  const summary: ArticleSummary = {
    id: row.id,
    articleType: articleTypeLabel(row.article_type),
    title: row.title,
    authors: JSON.parse(row.author_names) as string[],
    journal: { nameSystem: row.name_system, name: row.journal_name, abbreviation: row.abbreviation, issn: row.issn },
    volume,
    issue: row.issue,
    identifier: row.identifier,
    doi: row.doi,
    publishedAt: row.published_at,
    path: `/${row.issn}/${volume}/${row.issue}/${row.identifier}`,
    views: row.views,
    citations: row.citations,
  };
  if (row.snippet) {
    summary.snippet = escapeHtml(row.snippet).replaceAll(MARK_OPEN, '<mark>').replaceAll(MARK_CLOSE, '</mark>');
  }
  return summary;
}

export function createSqliteStore(db: DatabaseSync): Store {
  const statements = new Map<string, StatementSync>();
  const prepare = (sql: string): StatementSync => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
  const all = <T>(sql: string, ...params: SQLInputValue[]) => prepare(sql).all(...params) as unknown as T[];
  const get = <T>(sql: string, ...params: SQLInputValue[]) => prepare(sql).get(...params) as unknown as T | undefined;

  const subjectIndex = new Map<string, number>(subjects.map((s, index) => [s.slug, index]));

  function summaries(rows: JournalRow[]): JournalSummary[] {
    if (rows.length === 0) return [];
    const subjectRows = all<{ journal_id: number; subject: string }>(
      'SELECT journal_id, subject FROM journal_subjects ORDER BY journal_id, position',
    );
    const byJournal = new Map<number, SubjectSlug[]>();
    for (const row of subjectRows) {
      const list = byJournal.get(row.journal_id) ?? [];
      if (subjectIndex.has(row.subject)) list.push(row.subject as SubjectSlug);
      byJournal.set(row.journal_id, list);
    }
    return rows.map((row) => ({
      id: row.id,
      nameSystem: row.name_system,
      name: row.name,
      abbreviation: row.abbreviation,
      issn: row.issn,
      subjects: byJournal.get(row.id) ?? [],
      impactFactor: row.impact_factor,
      citeScore: row.cite_score,
      yearFounded: row.year_founded,
      articleCount: row.article_count,
    }));
  }

  const JOURNAL_SELECT = `SELECT j.*, (SELECT count(*) FROM articles a WHERE a.journal_id = j.id) AS article_count FROM journals j`;

  const journalSummaryWhere = (where: string, ...params: SQLInputValue[]) =>
    summaries(all<JournalRow>(`${JOURNAL_SELECT} WHERE ${where} ORDER BY j.name`, ...params))[0] ?? null;

  function journalRef(row: SummaryRow | { name_system: string; journal_name: string; abbreviation: string; issn: string }) {
    return { nameSystem: row.name_system, name: row.journal_name, abbreviation: row.abbreviation, issn: row.issn };
  }

  return {
    journals: {
      async biggest(count) {
        return summaries(all<JournalRow>(`${JOURNAL_SELECT} WHERE j.is_public = 1 ORDER BY article_count DESC, j.name LIMIT ?`, count));
      },
      async publicList() {
        return all<{ id: number; name: string; name_system: string }>(
          'SELECT id, name, name_system FROM journals WHERE is_public = 1 ORDER BY name',
        ).map((row) => ({ id: row.id, label: row.name, value: row.name_system }));
      },
      async bySubject(subjectId) {
        const subject = subjects.find((s) => s.id === subjectId);
        if (!subject) return [];
        return summaries(
          all<JournalRow>(
            `${JOURNAL_SELECT} WHERE j.is_public = 1 AND j.id IN (SELECT journal_id FROM journal_subjects WHERE subject = ?) ORDER BY j.name`,
            subject.slug,
          ),
        );
      },
      async byNameSystem(nameSystem) {
        const summary = journalSummaryWhere('j.name_system = ?', nameSystem);
        if (!summary) return null;
        const journal = get<JournalRow>('SELECT * FROM journals WHERE id = ?', summary.id);
        if (!journal) return null;
        const current = get<{ volume: number | null }>('SELECT max(volume) AS volume FROM volumes WHERE journal_id = ?', summary.id);
        const result: Journal = {
          ...summary,
          aimsAndScope: journal.aims_and_scope,
          apcChf: journal.apc_chf,
          indexing: all<{ database: string }>('SELECT database FROM journal_indexing WHERE journal_id = ? ORDER BY position', summary.id).map(
            (row) => row.database,
          ),
          sections: all<{ name_system: string; name: string }>(
            'SELECT name_system, name FROM journal_sections WHERE journal_id = ? ORDER BY position',
            summary.id,
          ).map((row) => ({ nameSystem: row.name_system, name: row.name })),
          editorsInChief: all<{ name: string; role: string; affiliation: string; orcid: string | null }>(
            'SELECT name, role, affiliation, orcid FROM journal_editors WHERE journal_id = ? ORDER BY position',
            summary.id,
          ).map((row) => ({ name: row.name, role: row.role, affiliation: row.affiliation, orcid: row.orcid })),
          currentVolume: current?.volume ?? null,
        };
        return result;
      },
      async summaryByNameSystem(nameSystem) {
        return journalSummaryWhere('j.name_system = ?', nameSystem);
      },
      async summaryByIssn(issn) {
        return journalSummaryWhere('j.issn = ?', issn.toUpperCase());
      },
    },

    articles: {
      async latestByJournal(nameSystem, limit) {
        const journal = get<{ id: number }>('SELECT id FROM journals WHERE name_system = ?', nameSystem);
        if (!journal) return null;
        return all<SummaryRow>(
          `SELECT ${SUMMARY_COLUMNS} FROM ${SUMMARY_FROM} WHERE a.journal_id = ? ORDER BY a.published_at DESC, a.id DESC LIMIT ?`,
          journal.id,
          limit,
        ).map(toSummary);
      },

      async byLocator({ issn, volume, issue, identifier }: ArticleLocator) {
        if (!/^\d+$/.test(volume)) return null;
        const row = get<SummaryRow & Row>(
          `SELECT ${SUMMARY_COLUMNS}, a.abstract_html, a.body_html, a.received_at, a.revised_at, a.accepted_at, a.license_name, a.license_url,
             a.source_publisher, a.source_journal, a.source_doi, a.source_license_url
           FROM ${SUMMARY_FROM} WHERE j.issn = ? AND v.volume = ? AND i.issue = ? AND a.identifier = ?`,
          issn.toUpperCase(),
          Number(volume),
          issue,
          identifier,
        );
        if (!row) return null;
        const id = row.id;
        const authors = all<{ given_names: string; surname: string; orcid: string | null; corresponding: number; affiliations: string }>(
          'SELECT given_names, surname, orcid, corresponding, affiliations FROM article_authors WHERE article_id = ? ORDER BY position',
          id,
        );
        const text = (value: SQLInputValue | undefined) => (typeof value === 'string' ? value : null);
        const article: Article = {
          ...toSummary(row),
          abstractHtml: String(row.abstract_html),
          bodyHtml: String(row.body_html),
          keywords: all<{ keyword: string }>('SELECT keyword FROM article_keywords WHERE article_id = ? ORDER BY position', id).map(
            (k) => k.keyword,
          ),
          authorDetails: authors.map((author) => ({
            name: [author.given_names, author.surname].filter(Boolean).join(' '),
            givenNames: author.given_names,
            surname: author.surname,
            orcid: author.orcid,
            affiliations: JSON.parse(author.affiliations) as number[],
            corresponding: author.corresponding === 1,
          })),
          affiliations: all<{ text: string }>('SELECT text FROM article_affiliations WHERE article_id = ? ORDER BY position', id).map(
            (a) => a.text,
          ),
          dates: { received: text(row.received_at), revised: text(row.revised_at), accepted: text(row.accepted_at), published: row.published_at },
          license: { name: String(row.license_name), url: text(row.license_url) },
          references: all<{ label: string; text: string; doi: string | null }>(
            'SELECT label, text, doi FROM article_references WHERE article_id = ? ORDER BY position',
            id,
          ),
          reviewReports: all<{ kind: string; title: string; html: string }>(
            'SELECT kind, title, html FROM article_reviews WHERE article_id = ? ORDER BY position',
            id,
          ),
          source: row.source_doi
            ? {
                publisher: String(row.source_publisher ?? ''),
                journal: String(row.source_journal ?? ''),
                doi: String(row.source_doi),
                licenseUrl: text(row.source_license_url),
              }
            : null,
        };
        return article;
      },

      async issueListing(issn, volume, issue): Promise<IssueListing | null> {
        if (!/^\d+$/.test(volume)) return null;
        const journal = get<{ name_system: string; journal_name: string; abbreviation: string; issn: string }>(
          'SELECT name_system, name AS journal_name, abbreviation, issn FROM journals WHERE issn = ?',
          issn.toUpperCase(),
        );
        if (!journal) return null;
        const rows =
          issue === null
            ? all<SummaryRow>(
                `SELECT ${SUMMARY_COLUMNS} FROM ${SUMMARY_FROM} WHERE j.issn = ? AND v.volume = ?
                 ORDER BY CAST(i.issue AS INTEGER), i.issue, CAST(a.identifier AS INTEGER)`,
                journal.issn,
                Number(volume),
              )
            : all<SummaryRow>(
                `SELECT ${SUMMARY_COLUMNS} FROM ${SUMMARY_FROM} WHERE j.issn = ? AND v.volume = ? AND i.issue = ?
                 ORDER BY CAST(a.identifier AS INTEGER)`,
                journal.issn,
                Number(volume),
                issue,
              );
        if (rows.length === 0) return null;
        return { journal: journalRef(journal), volume: String(Number(volume)), issue, articles: rows.map(toSummary) };
      },
    },

    search: {
      async articles(query: SearchQuery): Promise<SearchResults<ArticleSummary>> {
        const match = buildMatchExpression(query);
        const filters = buildFilters(query);
        const page = pageNumber(query.page);
        const size = pageSize(query.resultsPerPage);
        const where = [...(match ? ['article_search MATCH ?'] : []), ...filters.where];
        const params: SQLInputValue[] = [...(match ? [match] : []), ...filters.params];
        const from = match ? `article_search JOIN articles a ON a.id = article_search.rowid ${SUMMARY_JOINS}` : SUMMARY_FROM;
        const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
        const snippet = match
          ? `, snippet(article_search, -1, '${MARK_OPEN}', '${MARK_CLOSE}', '…', 24) AS snippet`
          : '';
        // prepare() caches by SQL text; facet combinations give a bounded number of distinct statements.
        const total = get<{ total: number }>(`SELECT count(*) AS total FROM ${from} ${whereSql}`, ...params)?.total ?? 0;
        const rows = total
          ? all<SummaryRow>(
              `SELECT ${SUMMARY_COLUMNS}${snippet} FROM ${from} ${whereSql} ORDER BY ${orderBy(query.sort, match !== null)} LIMIT ? OFFSET ?`,
              ...params,
              size,
              (page - 1) * size,
            )
          : [];
        return { total, page, resultsPerPage: size, items: rows.map(toSummary) };
      },
    },
  };
}
