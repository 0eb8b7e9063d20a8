// A journal's news items and the conferences it takes part in.
import type { Conference, Exhibition, NewsItem } from '@oap/contracts/api/journalSubpages.ts';
import type { JournalRef } from '@oap/contracts/api/journals.ts';
import type { Sql } from '../sql.ts';
import { placeholders } from '../sql.ts';
import { conferencesWithJournals, newsItemOf, type ConferenceJournalRow, type ConferenceRow, type NewsItemRow } from '../../rows/journalNews.ts';
import { JOURNAL_REF_COLUMNS, refOf, type JournalRefRow } from '../../rows/journalRefs.ts';

export type { ConferenceRow };

/** Conferences linked to a journal (the journal id is the parameter); callers add conditions and order. */
export const conferenceSelect = `SELECT c.* FROM conferences c JOIN conference_journals cj ON cj.conference_id = c.id WHERE cj.journal_id = ?`;

export function toConferences(sql: Sql, rows: ConferenceRow[]): Conference[] {
  if (!rows.length) return [];
  const journals = sql.all<ConferenceJournalRow>(
    `SELECT cj.conference_id, j.name_system, j.name, j.abbreviation, j.issn FROM conference_journals cj JOIN journals j ON j.id = cj.journal_id
     WHERE cj.conference_id IN (${placeholders(rows.length)}) ORDER BY j.name`,
    ...rows.map((r) => r.id),
  );
  return conferencesWithJournals(rows, journals);
}

/** One news item, the publisher's (no journal) or a journal's; null when there is no such item. */
export function newsItemById(sql: Sql, id: number): NewsItem | null {
  const row = sql.get<NewsItemRow & JournalRefRow>(`SELECT n.*, ${JOURNAL_REF_COLUMNS} FROM news n LEFT JOIN journals j ON j.id = n.journal_id WHERE n.id = ?`, id);
  return row ? newsItemOf(row, refOf(row)) : null;
}

/** One conference with every journal it is linked to; null when there is no such conference. */
export function conferenceById(sql: Sql, id: number): Conference | null {
  const row = sql.get<ConferenceRow>('SELECT * FROM conferences WHERE id = ?', id);
  return row ? (toConferences(sql, [row])[0] ?? null) : null;
}

export function newsOf(sql: Sql, journalId: number, ref: JournalRef, limit: number): NewsItem[] {
  return sql
    .all<NewsItemRow>('SELECT * FROM news WHERE journal_id = ? ORDER BY published_at DESC, id DESC LIMIT ?', journalId, limit)
    .map((row) => newsItemOf(row, ref));
}

/** The conferences where a journal has a stand: upcoming ones first (soonest first), then past ones (latest first). */
export function exhibitionsOf(sql: Sql, journalId: number, today = new Date().toISOString().slice(0, 10)): Exhibition[] {
  const rows = sql.all<ConferenceRow & { booth: string }>(
    `SELECT c.*, x.booth FROM journal_exhibitions x JOIN conferences c ON c.id = x.conference_id WHERE x.journal_id = ?
     ORDER BY c.ends_on < ?, CASE WHEN c.ends_on >= ? THEN c.starts_on END, c.starts_on DESC, c.id`,
    journalId,
    today,
    today,
  );
  const conferences = toConferences(sql, rows);
  return rows.map((row, index) => ({ conference: conferences[index] as Conference, booth: row.booth }));
}
