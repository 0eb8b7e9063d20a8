// What the findability services (sitemaps, OAI-PMH, feeds, Crossref and DOAJ deposits) read of the
// catalogue: journals, and articles as metadata records, read in id order with a cursor so a million
// of them stream through in constant memory. Engine-neutral: the Store carries one, written once
// for both engines (./harvest/sqlCatalogueReader.ts).
import type { NoticeKind } from './jats/publishingMeta.ts';
import { parseShownNotice, type ShownNotice } from './publishing/notices.ts';

export interface JournalRecord {
  id: number;
  nameSystem: string;
  name: string;
  abbreviation: string;
  issn: string;
  subjects: string[];
}

export interface ArticleAuthor {
  givenNames: string;
  surname: string;
  orcid: string | null;
  affiliations: string[];
}

export interface ArticleReference {
  label: string;
  text: string;
  doi: string | null;
}

export interface ArticleRecord {
  id: number;
  doi: string;
  title: string;
  abstractText: string;
  articleType: string;
  publishedAt: string;
  /** When the record last changed here (YYYY-MM-DD): its publication, a later import of it (a new version, a back-dated article), or a notice about it coming in. */
  changedAt: string;
  /** When its current version was put online by an import (ISO time); null for the seeded catalogue. */
  importedAt: string | null;
  journal: JournalRecord;
  volume: string;
  issue: string;
  identifier: string;
  /** The article's address on the site. */
  path: string;
  licenseName: string;
  licenseUrl: string | null;
  keywords: string[];
  authors: ArticleAuthor[];
  references: ArticleReference[];
  /** Set when the article is a correction, retraction or expression of concern: what it says of which article. */
  notice: ArticleNotice | null;
  /** Set when a notice is about the article: the one its page shows (articles.notice), so harvesters link back to it. */
  shownNotice: ShownNotice | null;
  /** Every notice about the article, oldest first (a correction, then a retraction): harvesters link each. */
  noticesAbout: NoticeAbout[];
}

/** What a notice is about, as the import recorded it (article_notices). */
export interface ArticleNotice {
  kind: NoticeKind;
  originalDoi: string;
}

/** The notice of article `a`, as one text column on either engine (read back with noticeOf). */
export const NOTICE_COLUMN = "(SELECT n.kind || ' ' || n.original_doi FROM article_notices n WHERE n.notice_id = a.id) AS notice";

/** The notice of a NOTICE_COLUMN value. */
export function noticeOf(value: string | null): ArticleNotice | null {
  if (!value) return null;
  const space = value.indexOf(' ');
  return { kind: value.slice(0, space) as NoticeKind, originalDoi: value.slice(space + 1) };
}

/** Which articles a listing asks for: a journal's or a subject's, changed (published or imported) in [from, until] (YYYY-MM-DD, inclusive). */
export interface ArticleFilter {
  journalId?: number;
  subject?: string;
  from?: string;
  until?: string;
  /** Only articles put online by an import after this time (ISO; '' for every imported article): what registration still owes. */
  importedAfter?: string;
}

/** Identifiers, dates and journals only (OAI-PMH ListIdentifiers). */
export interface ArticleHeader {
  id: number;
  doi: string;
  publishedAt: string;
  changedAt: string;
  journal: JournalRecord;
}

/**
 * The day a record last changed: its publication, its import when that came later (a back-dated
 * article, a new version), or the import of a notice about it (its record then names the notice).
 */
export function changedAt(publishedAt: string, importedAt: string | null, noticedAt: string | null = null): string {
  return [publishedAt, importedAt ?? '', noticedAt ?? ''].map((time) => time.slice(0, 10)).reduce((latest, day) => (day > latest ? day : latest));
}

/** The notices about article `a` (na: the notice's own row), as the tail of a subquery on either engine. */
const NOTICES_ABOUT = 'FROM article_notices n JOIN articles na ON na.id = n.notice_id';

/**
 * The notices about article `a` as one text column on either engine, oldest first, a line each:
 * "kind importedAt doi" ('-' for a notice never imported; a DOI holds no line break). Read back with
 * noticesAboutOf.
 */
export const NOTICES_ABOUT_COLUMN = `(SELECT string_agg(n.kind || ' ' || coalesce(na.imported_at, '-') || ' ' || na.doi, '\n' ORDER BY na.published_at, na.id) ${NOTICES_ABOUT} WHERE n.original_doi = a.doi) AS notices_about`;

/** A notice about an article: its kind and its own DOI. */
export interface NoticeAbout {
  kind: NoticeKind;
  doi: string;
}

/** The notices of a NOTICES_ABOUT_COLUMN value, and when the last of them came in (null: none was imported). */
export function noticesAboutOf(value: string | null): { notices: NoticeAbout[]; noticedAt: string | null } {
  const notices: NoticeAbout[] = [];
  let noticedAt: string | null = null;
  for (const line of value ? value.split('\n') : []) {
    const [kind = '', importedAt = '-'] = line.split(' ', 2);
    notices.push({ kind: kind as NoticeKind, doi: line.slice(kind.length + importedAt.length + 2) });
    if (importedAt !== '-' && (noticedAt === null || importedAt > noticedAt)) noticedAt = importedAt;
  }
  return { notices, noticedAt };
}

/** When a notice about article `a` last came in (ISO time, or null): the original's record changed then (lists that need no more of the notices). */
export const NOTICED_AT_COLUMN = `(SELECT max(na.imported_at) ${NOTICES_ABOUT} WHERE n.original_doi = a.doi) AS noticed_at`;

/**
 * The date conditions on `a` of a listing changed in [from, until], with `?` for each of them in the
 * order given (from, until): a record changes with its publication, its imports and its notices' imports.
 */
export const CHANGED_FROM = (published: string, imported: string) =>
  `(${published} >= ? OR ${imported} >= ? OR a.doi IN (SELECT n.original_doi ${NOTICES_ABOUT} WHERE na.imported_at >= ?))`;
export const CHANGED_UNTIL = (published: string) =>
  `${published} <= ? AND (a.imported_at IS NULL OR substr(a.imported_at, 1, 10) <= ?) AND NOT EXISTS (SELECT 1 ${NOTICES_ABOUT} WHERE n.original_doi = a.doi AND substr(na.imported_at, 1, 10) > ?)`;

/** Plain text of an HTML fragment (abstracts are stored as sanitised HTML). */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface CatalogueReader {
  /**
   * Changes whenever the catalogue does (re-seeded, or articles added): what cached sitemaps and
   * feeds are keyed by.
   */
  stamp(): Promise<string>;
  /** The public journals, by name. */
  journals(): Promise<JournalRecord[]>;
  journal(nameSystem: string): Promise<JournalRecord | null>;
  journalByIssn(issn: string): Promise<JournalRecord | null>;
  /**
   * Up to `limit` articles of the filter with ids above `afterId`, in id order (a cursor that new
   * articles never shift). `matches`, when known, is how many the whole list holds (a hint to the plan).
   */
  articles(filter: ArticleFilter, afterId: number, limit: number, matches?: number): Promise<ArticleRecord[]>;
  /** As `articles`, identifiers, dates and journals only: no author, keyword or reference is read. */
  articleHeaders(filter: ArticleFilter, afterId: number, limit: number, matches?: number): Promise<ArticleHeader[]>;
  /** How many articles the filter holds. */
  count(filter: ArticleFilter): Promise<number>;
  /** The earliest publication date of any article (OAI-PMH Identify). */
  earliestDate(): Promise<string | null>;
  /** An article of a public journal by its DOI. */
  byDoi(doi: string): Promise<ArticleRecord | null>;
  /** The articles of a journal's volume, or of one issue, in their order. */
  issueArticles(journalId: number, volume: string, issue: string | null): Promise<ArticleRecord[]>;
  /** The newest articles of the filter, newest first (feeds). */
  latest(filter: ArticleFilter & { specialIssueId?: number }, limit: number): Promise<ArticleRecord[]>;
  /** A special issue by its journal and identifier (feeds). */
  specialIssue(journalId: number, identifier: string): Promise<{ id: number; name: string; identifier: string } | null>;
  /** The addresses and dates of one journal's articles, `limit` from `offset` in id order, as they are read (sitemaps). */
  articlePaths(journalId: number, offset: number, limit: number): AsyncIterable<{ path: string; publishedAt: string; changedAt: string }>;
  /** The pages of records the site lists: special issues, topics, the publisher's news. */
  recordPaths(): Promise<string[]>;
  /** How many articles each public journal has, and its newest date (the sitemap index). */
  journalTotals(): Promise<Map<number, { count: number; lastPublished: string | null }>>;
}

/** An article's row as both engines' readers select it (READER_ARTICLE_COLUMNS over READER_ARTICLE_JOINS). */
export interface ReaderArticleRow {
  id: number;
  doi: string;
  title: string;
  abstract_html: string;
  article_type: string;
  published_at: string;
  imported_at: string | null;
  notices_about: string | null;
  journal_id: number;
  volume: number;
  issue: string;
  identifier: string;
  license_name: string;
  license_url: string | null;
  references_json: string;
  notice: string | null;
  shown_notice: string | null;
}

export const READER_ARTICLE_COLUMNS = `a.id, a.doi, a.title, a.abstract_html, a.article_type, a.published_at, a.imported_at, a.journal_id, v.volume, i.issue,
  a.identifier, a.license_name, a.license_url, a.references_json, ${NOTICE_COLUMN}, a.notice AS shown_notice, ${NOTICES_ABOUT_COLUMN}`;

export const READER_ARTICLE_JOINS = 'FROM articles a JOIN issues i ON i.id = a.issue_id JOIN volumes v ON v.id = i.volume_id';

/** An author's row; `affiliations` lists positions in the article's affiliations. */
export type ReaderAuthorRow = { given_names: string; surname: string; orcid: string | null; affiliations: string };

/** The record of an article of `journal`, with its authors (their affiliations spelled out), affiliations and keywords. */
export function readerRecordOf(
  row: ReaderArticleRow,
  journal: JournalRecord,
  parts: { authors: readonly ReaderAuthorRow[]; affiliations: readonly { position: number; text: string }[]; keywords: readonly { keyword: string }[] },
): ArticleRecord {
  const texts = new Map(parts.affiliations.map((affiliation) => [affiliation.position, affiliation.text]));
  const noticed = noticesAboutOf(row.notices_about);
  return {
    id: row.id,
    doi: row.doi,
    title: row.title,
    abstractText: plainText(row.abstract_html),
    articleType: row.article_type,
    publishedAt: row.published_at,
    changedAt: changedAt(row.published_at, row.imported_at, noticed.noticedAt),
    importedAt: row.imported_at,
    journal,
    volume: String(row.volume),
    issue: row.issue,
    identifier: row.identifier,
    path: `/${journal.issn}/${row.volume}/${row.issue}/${row.identifier}`,
    licenseName: row.license_name,
    licenseUrl: row.license_url,
    keywords: parts.keywords.map((keyword) => keyword.keyword),
    authors: parts.authors.map((author) => ({
      givenNames: author.given_names,
      surname: author.surname,
      orcid: author.orcid,
      affiliations: (JSON.parse(author.affiliations) as number[]).map((position) => texts.get(position)).filter((text): text is string => typeof text === 'string'),
    })),
    references: JSON.parse(row.references_json) as ArticleReference[],
    notice: noticeOf(row.notice),
    shownNotice: parseShownNotice(row.shown_notice),
    noticesAbout: noticed.notices,
  };
}
