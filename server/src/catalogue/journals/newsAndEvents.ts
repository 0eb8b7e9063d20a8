// A journal's news, conferences and exhibitions, events and announcements, and each of those by id
// (the publisher's own, with no journal, are read by id too; their `journal` is null).
import { sql } from 'kysely';
import type { Announcement, Conference, EventItem, Exhibition, NewsItem } from '@oap/contracts/api/journalSubpages.ts';
import type { JournalRef } from '@oap/contracts/api/journals.ts';
import type { Db } from '../../data/sqlDatabase.ts';
import { firstOf, idList, rowsOf } from '../rows/query.ts';
import { announcementOf, conferencesWithJournals, eventOf, newsItemOf, type AnnouncementRow, type ConferenceJournalRow, type ConferenceRow, type EventRow, type NewsItemRow } from '../rows/journalNews.ts';
import { JOURNAL_REF_COLUMNS, refOf, type JournalRefRow } from '../rows/journalRefs.ts';

export type { ConferenceRow };

const OWNER_COLUMNS = sql.raw(JOURNAL_REF_COLUMNS);

/** Conferences linked to a journal; callers add conditions and order. */
export const conferencesOf = (journalId: number) =>
  sql`SELECT c.* FROM conferences c JOIN conference_journals cj ON cj.conference_id = c.id WHERE cj.journal_id = ${journalId}`;

export async function toConferences(db: Db, rows: ConferenceRow[]): Promise<Conference[]> {
  if (!rows.length) return [];
  const journals = await rowsOf(db, sql<ConferenceJournalRow>`
    SELECT cj.conference_id, j.name_system, j.name, j.abbreviation, j.issn FROM conference_journals cj JOIN journals j ON j.id = cj.journal_id
    WHERE cj.conference_id IN ${idList(rows.map((r) => r.id))} ORDER BY j.name`);
  return conferencesWithJournals(rows, journals);
}

/** A journal's conferences, all (latest start first) or the next `limit` still running or to come. */
export async function journalConferences(db: Db, journalId: number, upcoming?: { today: string; limit: number }): Promise<Conference[]> {
  const rows = upcoming
    ? await rowsOf(db, sql<ConferenceRow>`${conferencesOf(journalId)} AND c.ends_on >= ${upcoming.today} ORDER BY c.starts_on, c.id LIMIT ${upcoming.limit}`)
    : await rowsOf(db, sql<ConferenceRow>`${conferencesOf(journalId)} ORDER BY c.starts_on DESC, c.id`);
  return toConferences(db, rows);
}

export async function conferenceById(db: Db, id: number): Promise<Conference | null> {
  const row = await firstOf(db, sql<ConferenceRow>`SELECT * FROM conferences WHERE id = ${id}`);
  return row ? ((await toConferences(db, [row]))[0] ?? null) : null;
}

/** The conferences where a journal has a stand: upcoming ones first (soonest first), then past ones (latest first). */
export async function exhibitionsOf(db: Db, journalId: number, today = new Date().toISOString().slice(0, 10)): Promise<Exhibition[]> {
  const rows = await rowsOf(db, sql<ConferenceRow & { booth: string }>`
    SELECT c.*, x.booth FROM journal_exhibitions x JOIN conferences c ON c.id = x.conference_id WHERE x.journal_id = ${journalId}
    ORDER BY c.ends_on < ${today}, CASE WHEN c.ends_on >= ${today} THEN c.starts_on END NULLS FIRST, c.starts_on DESC, c.id`);
  const conferences = await toConferences(db, rows);
  return rows.map((row, index) => ({ conference: conferences[index] as Conference, booth: row.booth }));
}

export async function newsOf(db: Db, journalId: number, ref: JournalRef, limit: number): Promise<NewsItem[]> {
  const rows = await rowsOf(db, sql<NewsItemRow>`SELECT * FROM news WHERE journal_id = ${journalId} ORDER BY published_at DESC, id DESC LIMIT ${limit}`);
  return rows.map((row) => newsItemOf(row, ref));
}

export async function newsItemById(db: Db, id: number): Promise<NewsItem | null> {
  const row = await firstOf(db, sql<NewsItemRow & JournalRefRow>`SELECT n.*, ${OWNER_COLUMNS} FROM news n LEFT JOIN journals j ON j.id = n.journal_id WHERE n.id = ${id}`);
  return row ? newsItemOf(row, refOf(row)) : null;
}

/** A journal's events, the latest start first. */
export async function eventsOf(db: Db, journalId: number, ref: JournalRef): Promise<EventItem[]> {
  const rows = await rowsOf(db, sql<EventRow>`SELECT * FROM events WHERE journal_id = ${journalId} ORDER BY starts_on DESC, id`);
  return rows.map((row) => eventOf(row, ref));
}

/** A journal's announcements, the newest first. */
export async function announcementsOf(db: Db, journalId: number, ref: JournalRef): Promise<Announcement[]> {
  const rows = await rowsOf(db, sql<AnnouncementRow>`SELECT * FROM announcements WHERE journal_id = ${journalId} ORDER BY published_at DESC, id DESC`);
  return rows.map((row) => announcementOf(row, ref));
}

export async function eventById(db: Db, id: number): Promise<EventItem | null> {
  const row = await firstOf(db, sql<EventRow & JournalRefRow>`SELECT e.*, ${OWNER_COLUMNS} FROM events e LEFT JOIN journals j ON j.id = e.journal_id WHERE e.id = ${id}`);
  return row ? eventOf(row, refOf(row)) : null;
}

export async function announcementById(db: Db, id: number): Promise<Announcement | null> {
  const row = await firstOf(db, sql<AnnouncementRow & JournalRefRow>`
    SELECT a.*, ${OWNER_COLUMNS} FROM announcements a LEFT JOIN journals j ON j.id = a.journal_id WHERE a.id = ${id}`);
  return row ? announcementOf(row, refOf(row)) : null;
}
