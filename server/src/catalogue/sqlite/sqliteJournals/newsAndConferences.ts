// A journal's news items and the conferences it takes part in.
import type { Conference, Exhibition, NewsItem } from '@oap/contracts/api/journalSubpages.ts';
import type { JournalRef } from '@oap/contracts/api/journals.ts';
import type { Sql } from '../sql.ts';
import { placeholders } from '../sql.ts';

/** Conferences linked to a journal (the journal id is the parameter); callers add conditions and order. */
export const conferenceSelect = `SELECT c.* FROM conferences c JOIN conference_journals cj ON cj.conference_id = c.id WHERE cj.journal_id = ?`;

export function toConferences(sql: Sql, rows: { id: number; name: string; acronym: string; city: string; country: string; starts_on: string; ends_on: string; abstract_deadline: string; url: string; description: string }[]): Conference[] {
  if (!rows.length) return [];
  const journals = new Map<number, JournalRef[]>();
  for (const row of sql.all<{ conference_id: number; name_system: string; name: string; abbreviation: string; issn: string }>(
    `SELECT cj.conference_id, j.name_system, j.name, j.abbreviation, j.issn FROM conference_journals cj JOIN journals j ON j.id = cj.journal_id
     WHERE cj.conference_id IN (${placeholders(rows.length)}) ORDER BY j.name`,
    ...rows.map((r) => r.id),
  )) {
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

type NewsRow = { id: number; category: string; title: string; published_at: string; summary: string; html: string };

const toNewsItem = (row: NewsRow, journal: JournalRef | null): NewsItem => ({
  id: row.id,
  journal,
  category: row.category,
  title: row.title,
  publishedAt: row.published_at,
  summary: row.summary,
  html: row.html,
});

/** One news item, the publisher's (no journal) or a journal's; null when there is no such item. */
export function newsItemById(sql: Sql, id: number): NewsItem | null {
  const row = sql.get<NewsRow & { name_system: string | null; journal_name: string | null; abbreviation: string | null; issn: string | null }>(
    `SELECT n.*, j.name_system, j.name AS journal_name, j.abbreviation, j.issn FROM news n LEFT JOIN journals j ON j.id = n.journal_id WHERE n.id = ?`,
    id,
  );
  if (!row) return null;
  const journal = row.name_system === null ? null : { nameSystem: row.name_system, name: row.journal_name ?? '', abbreviation: row.abbreviation ?? '', issn: row.issn ?? '' };
  return toNewsItem(row, journal);
}

/** One conference with every journal it is linked to; null when there is no such conference. */
export function conferenceById(sql: Sql, id: number): Conference | null {
  const row = sql.get<Parameters<typeof toConferences>[1][number]>('SELECT * FROM conferences WHERE id = ?', id);
  return row ? (toConferences(sql, [row])[0] ?? null) : null;
}

export function newsOf(sql: Sql, journalId: number, ref: JournalRef, limit: number): NewsItem[] {
  return sql
    .all<NewsRow>('SELECT * FROM news WHERE journal_id = ? ORDER BY published_at DESC, id DESC LIMIT ?', journalId, limit)
    .map((row) => toNewsItem(row, ref));
}

/** The conferences where a journal has a stand: upcoming ones first (soonest first), then past ones (latest first). */
export function exhibitionsOf(sql: Sql, journalId: number, today = new Date().toISOString().slice(0, 10)): Exhibition[] {
  const rows = sql.all<Parameters<typeof toConferences>[1][number] & { booth: string }>(
    `SELECT c.*, x.booth FROM journal_exhibitions x JOIN conferences c ON c.id = x.conference_id WHERE x.journal_id = ?
     ORDER BY c.ends_on < ?, CASE WHEN c.ends_on >= ? THEN c.starts_on END, c.starts_on DESC, c.id`,
    journalId,
    today,
    today,
  );
  const conferences = toConferences(sql, rows);
  return rows.map((row, index) => ({ conference: conferences[index] as Conference, booth: row.booth }));
}
