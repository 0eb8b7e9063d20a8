// Row shapes both engines read (their SQL selects these columns), and their mapping to the API types: written once.
import type { ArticleSummary } from '@oap/contracts/api/articles.ts';
import type { GuestEditor, JournalRef } from '@oap/contracts/api/journals.ts';
import { articleTypeLabel } from '../articleTypes.ts';
import { markedSnippet } from './snippetMarks.ts';
import { articleNotice } from '../publishing/notices.ts';

export interface SummaryRow {
  id: number;
  article_type: string;
  title: string;
  author_names: string;
  doi: string;
  published_at: string;
  identifier: string;
  views: number;
  citations: number;
  downloads: number;
  editors_choice: number;
  region: string | null;
  name_system: string;
  journal_name: string;
  abbreviation: string;
  issn: string;
  volume: number;
  issue: string;
  section_name_system: string | null;
  section_name: string | null;
  si_identifier: string | null;
  si_name: string | null;
  version: number;
  /** The notice shown on the article (publishing/notices.ts ShownNotice as JSON), or null. */
  notice: string | null;
  snippet?: string | null;
}

export const SUMMARY_COLUMNS = `a.id, a.article_type, a.title, a.author_names, a.doi, a.published_at, a.identifier, a.views, a.citations,
  a.downloads, a.editors_choice, a.region, j.name_system, j.name AS journal_name, j.abbreviation, j.issn, v.volume, i.issue,
  s.name_system AS section_name_system, s.name AS section_name, si.identifier AS si_identifier, si.name AS si_name, a.version, a.notice`;
export const SUMMARY_JOINS = `JOIN issues i ON i.id = a.issue_id
  JOIN volumes v ON v.id = i.volume_id
  JOIN journals j ON j.id = a.journal_id
  LEFT JOIN journal_sections s ON s.id = a.section_id
  LEFT JOIN special_issues si ON si.id = a.special_issue_id`;
export const SUMMARY_FROM = `articles a ${SUMMARY_JOINS}`;

// The snippet markers and their HTML are engine-neutral (catalogue/rows/snippetMarks.ts): re-exported for this store's parts.
export { MARK_CLOSE, MARK_OPEN, escapeHtml, markedSnippet } from './snippetMarks.ts';
/**
 * Snippets are cut from at most this much of each long text (full text, references): the snippet
 * MATCH runs over the page's texts, and its cost grows with their length times the search's phrases.
 * A match found further into a long text gives no snippet (the article still matches).
 */
export const SNIPPET_TEXT_CHARS = 20_000;

/** The text up to `max` characters, cut at the last space before the bound. */
export function boundedText(text: string, max: number = SNIPPET_TEXT_CHARS): string {
  if (text.length <= max) return text;
  const cut = text.lastIndexOf(' ', max);
  return text.slice(0, cut > max / 2 ? cut : max);
}


export function toSummary(row: SummaryRow): ArticleSummary {
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
    downloads: row.downloads,
    editorsChoice: row.editors_choice === 1,
    region: row.region,
    section: row.section_name_system ? { nameSystem: row.section_name_system, name: row.section_name ?? '' } : null,
    specialIssue: row.si_identifier ? { identifier: row.si_identifier, name: row.si_name ?? '' } : null,
  };
  if (row.snippet) summary.snippet = markedSnippet(row.snippet);
  const notice = articleNotice(row.notice);
  if (notice) summary.notice = notice;
  return summary;
}

export interface JournalRefRow {
  name_system: string;
  journal_name: string;
  abbreviation: string;
  issn: string;
}

export const journalRef = (row: JournalRefRow): JournalRef => ({
  nameSystem: row.name_system,
  name: row.journal_name,
  abbreviation: row.abbreviation,
  issn: row.issn,
});

export interface GuestEditorRow {
  owner_id: number;
  name: string;
  affiliation: string;
  country: string;
  orcid: string | null;
}

export const toGuestEditor = (row: GuestEditorRow): GuestEditor => ({ name: row.name, affiliation: row.affiliation, country: row.country, orcid: row.orcid });

/** Open while the deadline is today or later. */
export { statusOf } from '../submissionStatus.ts';

export const todayIso = (now: number = Date.now()): string => new Date(now).toISOString().slice(0, 10);

/** Rows in lists by a key, each list in the rows' order (a record's authors, editors, journals). */
export function groupedBy<Row, Key>(rows: Iterable<Row>, keyOf: (row: Row) => Key): Map<Key, Row[]> {
  const groups = new Map<Key, Row[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const list = groups.get(key);
    if (list) list.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}
