// Records shown in more than one place (journal pages, the special issue page, topic search):
// special issues, topics and topical collections, each with its guest editors. The rows and their
// mapping are SQLite's (store/sqlite/sqliteJournals/records.ts); the guest editors and a topic's
// journals are read for all the records of a list in one query.
import { sql } from 'kysely';
import type { GuestEditor, JournalRef, SpecialIssueSummary, TopicalCollection, TopicSummary } from '@oap/contracts/api/journals.ts';
import { subjects } from '@oap/contracts/api/journals.ts';
import type { Db } from '../../../data/sqlDatabase.ts';
import { statusOf, toGuestEditor, todayIso, type GuestEditorRow } from '../../rows/rows.ts';
import type { SpecialIssueRow, TopicRow } from '../../sqlite/sqliteJournals/records.ts';
import { firstOf, rowsOf } from '../query.ts';

export type { SpecialIssueRow, TopicRow };

/** Special issues with their section and journal; callers add WHERE and ORDER BY. */
export const SPECIAL_ISSUE_SELECT = sql`SELECT si.*, s.name_system AS section_name_system, s.name AS section_name,
    j.name_system, j.name AS journal_name, j.abbreviation, j.issn
  FROM special_issues si JOIN journals j ON j.id = si.journal_id LEFT JOIN journal_sections s ON s.id = si.section_id`;

async function guestEditors(db: Db, kind: string, ids: number[]): Promise<Map<number, GuestEditor[]>> {
  const out = new Map<number, GuestEditor[]>();
  if (!ids.length) return out;
  for (const row of await rowsOf(db, sql<GuestEditorRow>`
    SELECT owner_id, name, affiliation, country, orcid FROM guest_editors
    WHERE owner_kind = ${kind} AND owner_id = ANY(${ids}::bigint[]) ORDER BY owner_id, position`)) {
    const list = out.get(row.owner_id) ?? [];
    list.push(toGuestEditor(row));
    out.set(row.owner_id, list);
  }
  return out;
}

export async function toSpecialIssues(db: Db, rows: SpecialIssueRow[], today = todayIso()): Promise<(SpecialIssueSummary & { descriptionHtml: string })[]> {
  const editors = await guestEditors(db, 'special-issue', rows.map((row) => row.id));
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
export const openSpecialIssues = (db: Db, journalId: number): Promise<SpecialIssueRow[]> =>
  rowsOf(db, sql<SpecialIssueRow>`${SPECIAL_ISSUE_SELECT} WHERE si.journal_id = ${journalId} AND si.deadline >= ${todayIso()} ORDER BY si.deadline, si.id`);

/** Special issue summaries without their description (list answers). */
export async function specialIssueSummaries(db: Db, rows: SpecialIssueRow[]): Promise<SpecialIssueSummary[]> {
  return (await toSpecialIssues(db, rows)).map(({ descriptionHtml: _description, ...summary }) => summary);
}

export async function topicSummaries(db: Db, rows: TopicRow[], today = todayIso()): Promise<TopicSummary[]> {
  if (!rows.length) return [];
  const ids = rows.map((row) => row.id);
  const journals = new Map<number, JournalRef[]>();
  for (const row of await rowsOf(db, sql<{ topic_id: number; name_system: string; name: string; abbreviation: string; issn: string }>`
    SELECT tj.topic_id, j.name_system, j.name, j.abbreviation, j.issn FROM topic_journals tj JOIN journals j ON j.id = tj.journal_id
    WHERE tj.topic_id = ANY(${ids}::bigint[]) ORDER BY tj.topic_id, j.name`)) {
    const list = journals.get(row.topic_id) ?? [];
    list.push({ nameSystem: row.name_system, name: row.name, abbreviation: row.abbreviation, issn: row.issn });
    journals.set(row.topic_id, list);
  }
  const editors = await guestEditors(db, 'topic', ids);
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

const COLLECTION_SELECT = sql`SELECT c.*, j.name_system, j.name AS journal_name, j.abbreviation, j.issn FROM topical_collections c JOIN journals j ON j.id = c.journal_id`;

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
  const editors = await guestEditors(db, 'collection', rows.map((row) => row.id));
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
