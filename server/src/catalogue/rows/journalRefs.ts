// A record's journal from a LEFT JOIN on `journals j`: null for the publisher's own records.
import type { JournalRef } from '@oap/contracts/api/journals.ts';

export type JournalRefRow = { name_system: string | null; journal_name: string | null; abbreviation: string | null; issn: string | null };

/** The columns of a JournalRefRow, over `journals j`. */
export const JOURNAL_REF_COLUMNS = 'j.name_system, j.name AS journal_name, j.abbreviation, j.issn';

export const refOf = (row: JournalRefRow): JournalRef | null =>
  row.name_system === null ? null : { nameSystem: row.name_system, name: row.journal_name ?? '', abbreviation: row.abbreviation ?? '', issn: row.issn ?? '' };
