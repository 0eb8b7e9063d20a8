// Records shown in more than one place (journal pages, the special issue page, topic search):
// special issues, topics and topical collections, each with its guest editors, from their rows.
// Both engines select these rows with their own SQL (a list's editors and a topic's journals in one
// query each) and map them here.
import type { GuestEditor, SpecialIssueSummary, TopicalCollection, TopicSummary } from '@oap/contracts/api/journals.ts';
import { subjects } from '@oap/contracts/api/journals.ts';
import { groupedBy, statusOf, toGuestEditor, type GuestEditorRow } from './rows.ts';
import { journalOf } from './journalNews.ts';

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

/** Special issues with their section and journal; callers add WHERE and ORDER BY. */
export const SPECIAL_ISSUE_SELECT = `SELECT si.*, s.name_system AS section_name_system, s.name AS section_name,
    j.name_system, j.name AS journal_name, j.abbreviation, j.issn
  FROM special_issues si JOIN journals j ON j.id = si.journal_id LEFT JOIN journal_sections s ON s.id = si.section_id`;

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

export type TopicJournalRow = { topic_id: number; name_system: string; name: string; abbreviation: string; issn: string };

export type CollectionRow = { id: number; identifier: string; name: string; description_html: string; created_on: string; article_count: number; name_system: string; journal_name: string; abbreviation: string; issn: string };

/** Topical collections with their journal; callers add WHERE and ORDER BY. */
export const COLLECTION_SELECT = `SELECT c.*, j.name_system, j.name AS journal_name, j.abbreviation, j.issn FROM topical_collections c JOIN journals j ON j.id = c.journal_id`;

/** Guest editors by the record they edit, in their order (rows ordered by owner_id, position). */
export function editorsByOwner(rows: readonly GuestEditorRow[]): Map<number, GuestEditor[]> {
  return new Map([...groupedBy(rows, (row) => row.owner_id)].map(([owner, editors]) => [owner, editors.map(toGuestEditor)]));
}

export function specialIssuesOf(rows: readonly SpecialIssueRow[], editors: ReadonlyMap<number, GuestEditor[]>, today: string): (SpecialIssueSummary & { descriptionHtml: string })[] {
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

/** Special issue summaries without their description (list answers). */
export const withoutDescriptions = (issues: readonly (SpecialIssueSummary & { descriptionHtml: string })[]): SpecialIssueSummary[] =>
  issues.map(({ descriptionHtml: _description, ...summary }) => summary);

export function topicSummariesOf(rows: readonly TopicRow[], topicJournals: readonly TopicJournalRow[], editors: ReadonlyMap<number, GuestEditor[]>, today: string): TopicSummary[] {
  const journals = groupedBy(topicJournals, (row) => row.topic_id);
  return rows.map((row) => {
    const subject = subjects.find((s) => s.slug === row.subject) ?? subjects[0];
    return {
      id: row.id,
      identifier: row.identifier,
      name: row.name,
      subject: { slug: subject.slug, label: subject.label },
      journals: (journals.get(row.id) ?? []).map(journalOf),
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

export function collectionsOf(rows: readonly CollectionRow[], editors: ReadonlyMap<number, GuestEditor[]>): TopicalCollection[] {
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
