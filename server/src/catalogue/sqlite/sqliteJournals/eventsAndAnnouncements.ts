// A journal's events and announcements: the lists of its subpages and one of each by id (the
// publisher's own, with no journal, are read by id too; their `journal` is null).
import type { Announcement, EventItem } from '@oap/contracts/api/journalSubpages.ts';
import type { JournalRef } from '@oap/contracts/api/journals.ts';
import type { Sql } from '../sql.ts';
import { announcementOf, eventOf, type AnnouncementRow, type EventRow } from '../../rows/journalNews.ts';
import { JOURNAL_REF_COLUMNS, refOf, type JournalRefRow } from '../../rows/journalRefs.ts';


/** A journal's events, the latest start first. */
export function eventsOf(sql: Sql, journalId: number, ref: JournalRef): EventItem[] {
  return sql.all<EventRow>('SELECT * FROM events WHERE journal_id = ? ORDER BY starts_on DESC, id', journalId).map((row) => eventOf(row, ref));
}

/** A journal's announcements, the newest first. */
export function announcementsOf(sql: Sql, journalId: number, ref: JournalRef): Announcement[] {
  return sql
    .all<AnnouncementRow>('SELECT * FROM announcements WHERE journal_id = ? ORDER BY published_at DESC, id DESC', journalId)
    .map((row) => announcementOf(row, ref));
}

/** One event by id, a journal's or the publisher's; null when there is no such event. */
export function eventById(sql: Sql, id: number): EventItem | null {
  const row = sql.get<EventRow & JournalRefRow>(`SELECT e.*, ${JOURNAL_REF_COLUMNS} FROM events e LEFT JOIN journals j ON j.id = e.journal_id WHERE e.id = ?`, id);
  return row ? eventOf(row, refOf(row)) : null;
}

/** One announcement by id, a journal's or the publisher's; null when there is no such announcement. */
export function announcementById(sql: Sql, id: number): Announcement | null {
  const row = sql.get<AnnouncementRow & JournalRefRow>(
    `SELECT a.*, ${JOURNAL_REF_COLUMNS} FROM announcements a LEFT JOIN journals j ON j.id = a.journal_id WHERE a.id = ?`,
    id,
  );
  return row ? announcementOf(row, refOf(row)) : null;
}
