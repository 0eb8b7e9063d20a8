// A journal's events and announcements: the lists of its subpages and one of each by id (the
// publisher's own, with no journal, are read by id too; their `journal` is null).
import type { Announcement, EventItem } from '@oap/contracts/api/journalSubpages.ts';
import type { JournalRef } from '@oap/contracts/api/journals.ts';
import type { Sql } from '../sql.ts';

interface EventRow {
  id: number;
  kind: string;
  title: string;
  starts_on: string;
  ends_on: string;
  location: string;
  online: number;
  url: string;
  description: string;
}

interface AnnouncementRow {
  id: number;
  title: string;
  published_at: string;
  html: string;
}

/** The journal columns of a LEFT JOIN on journals j, null for the publisher's own records. */
interface OwnerColumns {
  name_system: string | null;
  journal_name: string | null;
  abbreviation: string | null;
  issn: string | null;
}

const OWNER_COLUMNS = 'j.name_system, j.name AS journal_name, j.abbreviation, j.issn';

const ownerOf = (row: OwnerColumns): JournalRef | null =>
  row.name_system === null ? null : { nameSystem: row.name_system, name: row.journal_name ?? '', abbreviation: row.abbreviation ?? '', issn: row.issn ?? '' };

const toEvent = (row: EventRow, journal: JournalRef | null): EventItem => ({
  id: row.id,
  journal,
  kind: row.kind,
  title: row.title,
  startsOn: row.starts_on,
  endsOn: row.ends_on,
  location: row.location,
  online: row.online === 1,
  url: row.url,
  description: row.description,
});

const toAnnouncement = (row: AnnouncementRow, journal: JournalRef | null): Announcement => ({
  id: row.id,
  journal,
  title: row.title,
  publishedAt: row.published_at,
  html: row.html,
});

/** A journal's events, the latest start first. */
export function eventsOf(sql: Sql, journalId: number, ref: JournalRef): EventItem[] {
  return sql.all<EventRow>('SELECT * FROM events WHERE journal_id = ? ORDER BY starts_on DESC, id', journalId).map((row) => toEvent(row, ref));
}

/** A journal's announcements, the newest first. */
export function announcementsOf(sql: Sql, journalId: number, ref: JournalRef): Announcement[] {
  return sql
    .all<AnnouncementRow>('SELECT * FROM announcements WHERE journal_id = ? ORDER BY published_at DESC, id DESC', journalId)
    .map((row) => toAnnouncement(row, ref));
}

/** One event by id, a journal's or the publisher's; null when there is no such event. */
export function eventById(sql: Sql, id: number): EventItem | null {
  const row = sql.get<EventRow & OwnerColumns>(`SELECT e.*, ${OWNER_COLUMNS} FROM events e LEFT JOIN journals j ON j.id = e.journal_id WHERE e.id = ?`, id);
  return row ? toEvent(row, ownerOf(row)) : null;
}

/** One announcement by id, a journal's or the publisher's; null when there is no such announcement. */
export function announcementById(sql: Sql, id: number): Announcement | null {
  const row = sql.get<AnnouncementRow & OwnerColumns>(
    `SELECT a.*, ${OWNER_COLUMNS} FROM announcements a LEFT JOIN journals j ON j.id = a.journal_id WHERE a.id = ?`,
    id,
  );
  return row ? toAnnouncement(row, ownerOf(row)) : null;
}
