// Records shown in more than one place (journal pages, the special issue page, topic search) on
// SQLite: the queries; the rows' mapping is both engines' (../../rows/journalRecords.ts).
import type { GuestEditor, SpecialIssueSummary, TopicalCollection, TopicSummary } from '@oap/contracts/api/journals.ts';
import type { Sql } from '../sql.ts';
import { placeholders } from '../sql.ts';
import { todayIso, type GuestEditorRow } from '../../rows/rows.ts';
import {
  COLLECTION_SELECT,
  SPECIAL_ISSUE_SELECT,
  collectionsOf,
  editorsByOwner,
  specialIssuesOf,
  topicSummariesOf,
  withoutDescriptions,
  type CollectionRow,
  type SpecialIssueRow,
  type TopicJournalRow,
  type TopicRow,
} from '../../rows/journalRecords.ts';

export { SPECIAL_ISSUE_SELECT, type SpecialIssueRow, type TopicRow };

function guestEditors(sql: Sql, kind: string, ids: number[]): Map<number, GuestEditor[]> {
  if (!ids.length) return new Map();
  return editorsByOwner(
    sql.all<GuestEditorRow>(
      `SELECT owner_id, name, affiliation, country, orcid FROM guest_editors WHERE owner_kind = ? AND owner_id IN (${placeholders(ids.length)}) ORDER BY owner_id, position`,
      kind,
      ...ids,
    ),
  );
}

export function toSpecialIssues(sql: Sql, rows: SpecialIssueRow[], today = todayIso()): (SpecialIssueSummary & { descriptionHtml: string })[] {
  return specialIssuesOf(rows, guestEditors(sql, 'special-issue', rows.map((row) => row.id)), today);
}

/** A journal's special issues still open for submission, the nearest deadline first. */
export const openSpecialIssues = (sql: Sql, journalId: number) =>
  sql.all<SpecialIssueRow>(`${SPECIAL_ISSUE_SELECT} WHERE si.journal_id = ? AND si.deadline >= ? ORDER BY si.deadline, si.id`, journalId, todayIso());

/** Special issue summaries without their description (list answers). */
export function specialIssueSummaries(sql: Sql, rows: SpecialIssueRow[]): SpecialIssueSummary[] {
  return withoutDescriptions(toSpecialIssues(sql, rows));
}

export function topicSummaries(sql: Sql, rows: TopicRow[], today = todayIso()): TopicSummary[] {
  if (!rows.length) return [];
  const ids = rows.map((row) => row.id);
  const journals = sql.all<TopicJournalRow>(
    `SELECT tj.topic_id, j.name_system, j.name, j.abbreviation, j.issn FROM topic_journals tj JOIN journals j ON j.id = tj.journal_id
     WHERE tj.topic_id IN (${placeholders(ids.length)}) ORDER BY tj.topic_id, j.name`,
    ...ids,
  );
  return topicSummariesOf(rows, journals, guestEditors(sql, 'topic', ids), today);
}

/** A journal's topical collections, by name. */
export function collections(sql: Sql, journalId: number): TopicalCollection[] {
  return toCollections(sql, sql.all<CollectionRow>(`${COLLECTION_SELECT} WHERE c.journal_id = ? ORDER BY c.name`, journalId));
}

/** One topical collection of a journal by its identifier (unique within the journal); null when it has none such. */
export function collectionByIdentifier(sql: Sql, journalId: number, identifier: string): TopicalCollection | null {
  const row = sql.get<CollectionRow>(`${COLLECTION_SELECT} WHERE c.journal_id = ? AND c.identifier = ?`, journalId, identifier);
  return row ? (toCollections(sql, [row])[0] ?? null) : null;
}

const toCollections = (sql: Sql, rows: CollectionRow[]): TopicalCollection[] => collectionsOf(rows, guestEditors(sql, 'collection', rows.map((row) => row.id)));
