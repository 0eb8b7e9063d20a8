// A journal's news, conferences and exhibitions, events and announcements, and each of those by id
// (the publisher's own, with no journal, are read by id too; their `journal` is null).
import { sql } from 'kysely';
import type { Announcement, Conference, EventItem, Exhibition, NewsItem } from '@oap/contracts/api/journalSubpages.ts';
import type { JournalRef } from '@oap/contracts/api/journals.ts';
import type { Db } from '../../../data/sqlDatabase.ts';
import { firstOf, rowsOf } from '../query.ts';

type ConferenceRow = { id: number; name: string; acronym: string; city: string; country: string; starts_on: string; ends_on: string; abstract_deadline: string; url: string; description: string };
type NewsRow = { id: number; category: string; title: string; published_at: string; summary: string; html: string };
type EventRow = { id: number; kind: string; title: string; starts_on: string; ends_on: string; location: string; online: number; url: string; description: string };
type AnnouncementRow = { id: number; title: string; published_at: string; html: string };

/** The journal columns of a LEFT JOIN on journals j, null for the publisher's own records. */
interface OwnerColumns {
  name_system: string | null;
  journal_name: string | null;
  abbreviation: string | null;
  issn: string | null;
}

const OWNER_COLUMNS = sql`j.name_system, j.name AS journal_name, j.abbreviation, j.issn`;

const ownerOf = (row: OwnerColumns): JournalRef | null =>
  row.name_system === null ? null : { nameSystem: row.name_system, name: row.journal_name ?? '', abbreviation: row.abbreviation ?? '', issn: row.issn ?? '' };

/** Conferences linked to a journal; callers add conditions and order. */
export const conferencesOf = (journalId: number) =>
  sql`SELECT c.* FROM conferences c JOIN conference_journals cj ON cj.conference_id = c.id WHERE cj.journal_id = ${journalId}`;

export async function toConferences(db: Db, rows: ConferenceRow[]): Promise<Conference[]> {
  if (!rows.length) return [];
  const journals = new Map<number, JournalRef[]>();
  for (const row of await rowsOf(db, sql<{ conference_id: number; name_system: string; name: string; abbreviation: string; issn: string }>`
    SELECT cj.conference_id, j.name_system, j.name, j.abbreviation, j.issn FROM conference_journals cj JOIN journals j ON j.id = cj.journal_id
    WHERE cj.conference_id = ANY(${rows.map((r) => r.id)}::bigint[]) ORDER BY j.name`)) {
    const list = journals.get(row.conference_id) ?? [];
    list.push({ nameSystem: row.name_system, name: row.name, abbreviation: row.abbreviation, issn: row.issn });
    journals.set(row.conference_id, list);
  }
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    acronym: row.acronym,
    city: row.city,
    country: row.country,
    startsOn: row.starts_on,
    endsOn: row.ends_on,
    abstractDeadline: row.abstract_deadline,
    url: row.url,
    description: row.description,
    journals: journals.get(row.id) ?? [],
  }));
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

const toNewsItem = (row: NewsRow, journal: JournalRef | null): NewsItem => ({
  id: row.id,
  journal,
  category: row.category,
  title: row.title,
  publishedAt: row.published_at,
  summary: row.summary,
  html: row.html,
});

export async function newsOf(db: Db, journalId: number, ref: JournalRef, limit: number): Promise<NewsItem[]> {
  const rows = await rowsOf(db, sql<NewsRow>`SELECT * FROM news WHERE journal_id = ${journalId} ORDER BY published_at DESC, id DESC LIMIT ${limit}`);
  return rows.map((row) => toNewsItem(row, ref));
}

export async function newsItemById(db: Db, id: number): Promise<NewsItem | null> {
  const row = await firstOf(db, sql<NewsRow & OwnerColumns>`SELECT n.*, ${OWNER_COLUMNS} FROM news n LEFT JOIN journals j ON j.id = n.journal_id WHERE n.id = ${id}`);
  return row ? toNewsItem(row, ownerOf(row)) : null;
}

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
export async function eventsOf(db: Db, journalId: number, ref: JournalRef): Promise<EventItem[]> {
  const rows = await rowsOf(db, sql<EventRow>`SELECT * FROM events WHERE journal_id = ${journalId} ORDER BY starts_on DESC, id`);
  return rows.map((row) => toEvent(row, ref));
}

/** A journal's announcements, the newest first. */
export async function announcementsOf(db: Db, journalId: number, ref: JournalRef): Promise<Announcement[]> {
  const rows = await rowsOf(db, sql<AnnouncementRow>`SELECT * FROM announcements WHERE journal_id = ${journalId} ORDER BY published_at DESC, id DESC`);
  return rows.map((row) => toAnnouncement(row, ref));
}

export async function eventById(db: Db, id: number): Promise<EventItem | null> {
  const row = await firstOf(db, sql<EventRow & OwnerColumns>`SELECT e.*, ${OWNER_COLUMNS} FROM events e LEFT JOIN journals j ON j.id = e.journal_id WHERE e.id = ${id}`);
  return row ? toEvent(row, ownerOf(row)) : null;
}

export async function announcementById(db: Db, id: number): Promise<Announcement | null> {
  const row = await firstOf(db, sql<AnnouncementRow & OwnerColumns>`
    SELECT a.*, ${OWNER_COLUMNS} FROM announcements a LEFT JOIN journals j ON j.id = a.journal_id WHERE a.id = ${id}`);
  return row ? toAnnouncement(row, ownerOf(row)) : null;
}
