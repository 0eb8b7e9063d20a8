// A journal's news, conferences, events and announcements (and the publisher's, whose `journal` is
// null) from their rows: both engines select them with their own SQL and map them here.
import type { Announcement, Conference, EventItem, NewsItem } from '@oap/contracts/api/journalSubpages.ts';
import type { JournalRef } from '@oap/contracts/api/journals.ts';
import { groupedBy } from './rows.ts';

/** A linked journal's reference from its columns. */
export const journalOf = (row: { name_system: string; name: string; abbreviation: string; issn: string }): JournalRef => ({ nameSystem: row.name_system, name: row.name, abbreviation: row.abbreviation, issn: row.issn });

export type ConferenceRow = { id: number; name: string; acronym: string; city: string; country: string; starts_on: string; ends_on: string; abstract_deadline: string; url: string; description: string };
export type ConferenceJournalRow = { conference_id: number; name_system: string; name: string; abbreviation: string; issn: string };
export type NewsItemRow = { id: number; category: string; title: string; published_at: string; summary: string; html: string };
export type EventRow = { id: number; kind: string; title: string; starts_on: string; ends_on: string; location: string; online: number; url: string; description: string };
export type AnnouncementRow = { id: number; title: string; published_at: string; html: string };

/** The conferences, each with the journals linked to it (`journalRows` ordered by journal name). */
export function conferencesWithJournals(rows: readonly ConferenceRow[], journalRows: readonly ConferenceJournalRow[]): Conference[] {
  const journals = groupedBy(journalRows, (row) => row.conference_id);
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
    journals: (journals.get(row.id) ?? []).map(journalOf),
  }));
}

export const newsItemOf = (row: NewsItemRow, journal: JournalRef | null): NewsItem => ({
  id: row.id,
  journal,
  category: row.category,
  title: row.title,
  publishedAt: row.published_at,
  summary: row.summary,
  html: row.html,
});

export const eventOf = (row: EventRow, journal: JournalRef | null): EventItem => ({
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

export const announcementOf = (row: AnnouncementRow, journal: JournalRef | null): Announcement => ({
  id: row.id,
  journal,
  title: row.title,
  publishedAt: row.published_at,
  html: row.html,
});
