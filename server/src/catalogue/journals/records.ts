// Records shown in more than one place (journal pages, the special issue page, topic search) on
// PostgreSQL: the queries; the rows' mapping is both engines' (../rows/journalRecords.ts). A list's
// guest editors and a topic's journals are read in one query each.
import { sql } from 'kysely';
import type { GuestEditor, SpecialIssueSummary, TopicalCollection, TopicSummary } from '@oap/contracts/api/journals.ts';
import type { Db } from '../../data/sqlDatabase.ts';
import { todayIso, type GuestEditorRow } from '../rows/rows.ts';
import {
  COLLECTION_SELECT as COLLECTION_SELECT_TEXT,
  SPECIAL_ISSUE_SELECT as SPECIAL_ISSUE_SELECT_TEXT,
  collectionsOf,
  editorsByOwner,
  specialIssuesOf,
  topicSummariesOf,
  withoutDescriptions,
  type CollectionRow,
  type SpecialIssueRow,
  type TopicJournalRow,
  type TopicRow,
} from '../rows/journalRecords.ts';
import { firstOf, idList, rowsOf } from '../rows/query.ts';

export type { SpecialIssueRow, TopicRow };

/** Special issues with their section and journal; callers add WHERE and ORDER BY. */
export const SPECIAL_ISSUE_SELECT = sql.raw(SPECIAL_ISSUE_SELECT_TEXT);
const COLLECTION_SELECT = sql.raw(COLLECTION_SELECT_TEXT);

async function guestEditors(db: Db, kind: string, ids: number[]): Promise<Map<number, GuestEditor[]>> {
  if (!ids.length) return new Map();
  return editorsByOwner(
    await rowsOf(db, sql<GuestEditorRow>`
      SELECT owner_id, name, affiliation, country, orcid FROM guest_editors
      WHERE owner_kind = ${kind} AND owner_id IN ${idList(ids)} ORDER BY owner_id, position`),
  );
}

export async function toSpecialIssues(db: Db, rows: SpecialIssueRow[], today = todayIso()): Promise<(SpecialIssueSummary & { descriptionHtml: string })[]> {
  return specialIssuesOf(rows, await guestEditors(db, 'special-issue', rows.map((row) => row.id)), today);
}

/** A journal's special issues still open for submission, the nearest deadline first. */
export const openSpecialIssues = (db: Db, journalId: number): Promise<SpecialIssueRow[]> =>
  rowsOf(db, sql<SpecialIssueRow>`${SPECIAL_ISSUE_SELECT} WHERE si.journal_id = ${journalId} AND si.deadline >= ${todayIso()} ORDER BY si.deadline, si.id`);

/** Special issue summaries without their description (list answers). */
export async function specialIssueSummaries(db: Db, rows: SpecialIssueRow[]): Promise<SpecialIssueSummary[]> {
  return withoutDescriptions(await toSpecialIssues(db, rows));
}

export async function topicSummaries(db: Db, rows: TopicRow[], today = todayIso()): Promise<TopicSummary[]> {
  if (!rows.length) return [];
  const ids = rows.map((row) => row.id);
  const journals = await rowsOf(db, sql<TopicJournalRow>`
    SELECT tj.topic_id, j.name_system, j.name, j.abbreviation, j.issn FROM topic_journals tj JOIN journals j ON j.id = tj.journal_id
    WHERE tj.topic_id IN ${idList(ids)} ORDER BY tj.topic_id, j.name`);
  return topicSummariesOf(rows, journals, await guestEditors(db, 'topic', ids), today);
}

/** A journal's topical collections, by name. */
export async function collections(db: Db, journalId: number): Promise<TopicalCollection[]> {
  return toCollections(db, await rowsOf(db, sql<CollectionRow>`${COLLECTION_SELECT} WHERE c.journal_id = ${journalId} ORDER BY c.name`));
}

/** One topical collection of a journal by its identifier (unique within the journal); null when it has none such. */
export async function collectionByIdentifier(db: Db, journalId: number, identifier: string): Promise<TopicalCollection | null> {
  const row = await firstOf(db, sql<CollectionRow>`${COLLECTION_SELECT} WHERE c.journal_id = ${journalId} AND c.identifier = ${identifier}`);
  return row ? ((await toCollections(db, [row]))[0] ?? null) : null;
}

async function toCollections(db: Db, rows: CollectionRow[]): Promise<TopicalCollection[]> {
  return collectionsOf(rows, await guestEditors(db, 'collection', rows.map((row) => row.id)));
}
