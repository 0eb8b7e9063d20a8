// Records shown in more than one place (journal pages, the special issue page, topic search):
// special issues, topics and topical collections, each with its guest editors.
import type { JournalRef, SpecialIssueSummary, TopicalCollection, TopicSummary } from '@oap/contracts/api/journals.ts';
import { subjects } from '@oap/contracts/api/journals.ts';
import type { Sql } from '../sql.ts';
import { placeholders } from '../sql.ts';
import { statusOf, toGuestEditor, todayIso } from '../../rows/rows.ts';
import type { GuestEditorRow } from '../../rows/rows.ts';

export interface SpecialIssueRow {
  id: number;
  journal_id: number;
  identifier: string;
  name: string;
  keywords: string;
  opens_on: string;
  deadline: string;
  views: number;
  article_count: number;
  description_html: string;
  section_name_system: string | null;
  section_name: string | null;
  name_system: string;
  journal_name: string;
  abbreviation: string;
  issn: string;
}

export const SPECIAL_ISSUE_SELECT = `SELECT si.*, s.name_system AS section_name_system, s.name AS section_name,
    j.name_system, j.name AS journal_name, j.abbreviation, j.issn
  FROM special_issues si JOIN journals j ON j.id = si.journal_id LEFT JOIN journal_sections s ON s.id = si.section_id`;

function guestEditors(sql: Sql, kind: string, ids: number[]): Map<number, ReturnType<typeof toGuestEditor>[]> {
  const out = new Map<number, ReturnType<typeof toGuestEditor>[]>();
  if (!ids.length) return out;
  for (const row of sql.all<GuestEditorRow>(
    `SELECT owner_id, name, affiliation, country, orcid FROM guest_editors WHERE owner_kind = ? AND owner_id IN (${placeholders(ids.length)}) ORDER BY owner_id, position`,
    kind,
    ...ids,
  )) {
    const list = out.get(row.owner_id) ?? [];
    list.push(toGuestEditor(row));
    out.set(row.owner_id, list);
  }
  return out;
}

export function toSpecialIssues(sql: Sql, rows: SpecialIssueRow[], today = todayIso()): (SpecialIssueSummary & { descriptionHtml: string })[] {
  const editors = guestEditors(sql, 'special-issue', rows.map((row) => row.id));
  return rows.map((row) => ({
    id: row.id,
    identifier: row.identifier,
    name: row.name,
    journal: { nameSystem: row.name_system, name: row.journal_name, abbreviation: row.abbreviation, issn: row.issn },
    section: row.section_name_system ? { nameSystem: row.section_name_system, name: row.section_name ?? '' } : null,
    keywords: JSON.parse(row.keywords) as string[],
    opensOn: row.opens_on,
    deadline: row.deadline,
    status: statusOf(row.deadline, today),
    articleCount: row.article_count,
    views: row.views,
    editors: editors.get(row.id) ?? [],
    path: `/journal/${row.name_system}/special_issues/${row.identifier}`,
    descriptionHtml: row.description_html,
  }));
}

/** A journal's special issues still open for submission, the nearest deadline first. */
export const openSpecialIssues = (sql: Sql, journalId: number) =>
  sql.all<SpecialIssueRow>(`${SPECIAL_ISSUE_SELECT} WHERE si.journal_id = ? AND si.deadline >= ? ORDER BY si.deadline, si.id`, journalId, todayIso());

/** Special issue summaries without their description (list answers). */
export function specialIssueSummaries(sql: Sql, rows: SpecialIssueRow[]): SpecialIssueSummary[] {
  return toSpecialIssues(sql, rows).map(({ descriptionHtml: _description, ...summary }) => summary);
}

export interface TopicRow {
  id: number;
  identifier: string;
  name: string;
  subject: string;
  keywords: string;
  opens_on: string;
  deadline: string;
  views: number;
  article_count: number;
}

export function topicSummaries(sql: Sql, rows: TopicRow[], today = todayIso()): TopicSummary[] {
  if (!rows.length) return [];
  const ids = rows.map((row) => row.id);
  const journals = new Map<number, JournalRef[]>();
  for (const row of sql.all<{ topic_id: number; name_system: string; name: string; abbreviation: string; issn: string }>(
    `SELECT tj.topic_id, j.name_system, j.name, j.abbreviation, j.issn FROM topic_journals tj JOIN journals j ON j.id = tj.journal_id
     WHERE tj.topic_id IN (${placeholders(ids.length)}) ORDER BY tj.topic_id, j.name`,
    ...ids,
  )) {
    const list = journals.get(row.topic_id) ?? [];
    list.push({ nameSystem: row.name_system, name: row.name, abbreviation: row.abbreviation, issn: row.issn });
    journals.set(row.topic_id, list);
  }
  const editors = guestEditors(sql, 'topic', ids);
  return rows.map((row) => {
    const subject = subjects.find((s) => s.slug === row.subject) ?? subjects[0];
    return {
      id: row.id,
      identifier: row.identifier,
      name: row.name,
      subject: { slug: subject.slug, label: subject.label },
      journals: journals.get(row.id) ?? [],
      keywords: JSON.parse(row.keywords) as string[],
      opensOn: row.opens_on,
      deadline: row.deadline,
      status: statusOf(row.deadline, today),
      views: row.views,
      articleCount: row.article_count,
      editors: editors.get(row.id) ?? [],
      path: `/topics/${row.identifier}`,
    };
  });
}

type CollectionRow = { id: number; identifier: string; name: string; description_html: string; created_on: string; article_count: number; name_system: string; journal_name: string; abbreviation: string; issn: string };

const COLLECTION_SELECT = `SELECT c.*, j.name_system, j.name AS journal_name, j.abbreviation, j.issn FROM topical_collections c JOIN journals j ON j.id = c.journal_id`;

/** A journal's topical collections, by name. */
export function collections(sql: Sql, journalId: number): TopicalCollection[] {
  return toCollections(sql, sql.all<CollectionRow>(`${COLLECTION_SELECT} WHERE c.journal_id = ? ORDER BY c.name`, journalId));
}

/** One topical collection of a journal by its identifier (unique within the journal); null when it has none such. */
export function collectionByIdentifier(sql: Sql, journalId: number, identifier: string): TopicalCollection | null {
  const row = sql.get<CollectionRow>(`${COLLECTION_SELECT} WHERE c.journal_id = ? AND c.identifier = ?`, journalId, identifier);
  return row ? (toCollections(sql, [row])[0] ?? null) : null;
}

function toCollections(sql: Sql, rows: CollectionRow[]): TopicalCollection[] {
  const editors = guestEditors(sql, 'collection', rows.map((row) => row.id));
  return rows.map((row) => ({
    id: row.id,
    identifier: row.identifier,
    name: row.name,
    journal: { nameSystem: row.name_system, name: row.journal_name, abbreviation: row.abbreviation, issn: row.issn },
    descriptionHtml: row.description_html,
    createdOn: row.created_on,
    articleCount: row.article_count,
    editors: editors.get(row.id) ?? [],
    path: `/journal/${row.name_system}/topical_collections/${row.identifier}`,
  }));
}
