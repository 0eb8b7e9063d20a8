// Journals a publisher sets up without touching code: from a YAML or JSON file (`npm run journals --
// import FILE`: title, ISSN, abbreviation, subjects, sections, board), or from an article's
// journal-meta when it is imported with --create-journals. An ISSN already here updates that journal.
import { z } from 'zod';
import type { JournalMeta } from '../jats/publishingMeta.ts';
import { journalByIssn, nextId, type ImportTransaction, type PublishedJournal } from './catalogueQueries.ts';

const issn = z.string().trim().toUpperCase().regex(/^\d{4}-\d{3}[\dX]$/, 'an ISSN is written 1234-567X');

export const journalRecordSchema = z.object({
  title: z.string().trim().min(1),
  issn,
  abbreviation: z.string().trim().min(1).optional(),
  /** The journal's address on the site (/journal/{nameSystem}); made from the abbreviation or title when not given. */
  nameSystem: z.string().trim().regex(/^[a-z0-9-]+$/, 'lower-case letters, digits and hyphens').optional(),
  yearFounded: z.number().int().min(1600).max(3000).optional(),
  aimsAndScope: z.string().optional(),
  description: z.string().optional(),
  apcChf: z.number().int().min(0).optional(),
  /** The charge in force until the announced one (apcChf) applies, on APC_EFFECTIVE_FROM; left out when it is the same. */
  apcChfBefore: z.number().int().min(0).optional(),
  subjects: z.array(z.string().trim().min(1)).default([]),
  sections: z.array(z.object({ name: z.string().trim().min(1), description: z.string().optional() })).default([]),
  board: z.array(z.object({
    name: z.string().trim().min(1),
    role: z.string().trim().min(1).default('Editorial Board Member'),
    affiliation: z.string().default(''),
    country: z.string().optional(),
    orcid: z.string().optional(),
  })).default([]),
}).refine((record) => record.apcChfBefore === undefined || record.apcChf !== undefined, { message: 'apcChfBefore is the charge until apcChf applies: give apcChf too', path: ['apcChfBefore'] });

export type JournalRecord = z.infer<typeof journalRecordSchema>;

// One shape checked, the list, whatever the file's form: a union of the three forms answers a mistake in
// any of them with a bare "Invalid input" for the whole file, where the list names the journal and field.
export const journalFileSchema = z.preprocess(
  (file) => (Array.isArray(file) ? file : file && typeof file === 'object' && 'journals' in file ? file.journals : [file]),
  z.array(journalRecordSchema),
);

const slug = (text: string) => text.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'journal';

async function freeNameSystem(tx: ImportTransaction, wanted: string): Promise<string> {
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? wanted : `${wanted}-${n}`;
    const taken = await tx.all<{ id: number }>('SELECT CAST(id AS INTEGER) AS id FROM journals WHERE name_system = ?', candidate);
    if (!taken.length) return candidate;
  }
}

/** Creates the journal, or updates the one with its ISSN; returns it and whether it was new. */
export async function upsertJournal(tx: ImportTransaction, record: JournalRecord): Promise<{ journal: PublishedJournal; created: boolean }> {
  const existing = await journalByIssn(tx, record.issn);
  const abbreviation = record.abbreviation ?? record.title;
  const scope = record.aimsAndScope ?? `${record.title} publishes peer-reviewed open-access research.`;
  let id: number;
  if (existing) {
    id = existing.id;
    await tx.run('UPDATE journals SET name = ?, abbreviation = ?, aims_and_scope = ?, description = ? WHERE id = ?', record.title, abbreviation, scope, record.description ?? '', id);
    // Charges given are the journal's charges from now on (a charge before the announced one only beside it).
    if (record.apcChf !== undefined) await tx.run('UPDATE journals SET apc_chf = ?, apc_chf_before = ? WHERE id = ?', record.apcChf, record.apcChfBefore ?? null, id);
    await tx.run('DELETE FROM journal_subjects WHERE journal_id = ?', id);
    await tx.run('DELETE FROM journal_editors WHERE journal_id = ?', id);
    await tx.run('DELETE FROM journal_search WHERE ' + (tx.engine === 'sqlite' ? 'rowid' : 'id') + ' = ?', id);
  } else {
    id = await nextId(tx, 'journals');
    const nameSystem = await freeNameSystem(tx, record.nameSystem ?? slug(record.abbreviation ?? record.title));
    tx.statements.journal.run(id, nameSystem, record.title, abbreviation, record.issn, record.yearFounded ?? new Date().getUTCFullYear(), null, null,
      record.apcChf ?? 0, record.apcChfBefore ?? null, scope, record.description ?? '', 'continuous', null, null, null, '');
    // Written now: PostgreSQL's transaction writes the sections below ahead of its other batched rows,
    // and a section of a journal not yet written breaks its foreign key.
    await tx.flush();
  }
  record.subjects.forEach((subject, position) => tx.statements.subject.run(id, slug(subject), position));
  const sections = await tx.all<{ name: string }>('SELECT name FROM journal_sections WHERE journal_id = ?', id);
  let position = sections.length;
  for (const section of record.sections) {
    if (sections.some((known) => known.name === section.name)) continue;
    // PostgreSQL's writer numbers sections itself; SQLite's table does.
    tx.statements.section.run(id, slug(section.name), section.name, position++, section.description ?? `The section ${section.name} of ${record.title}.`);
  }
  record.board.forEach((member, index) =>
    tx.statements.editor.run(id, index, member.name, member.role, member.affiliation, member.orcid ?? null, 'editorial-board', null, member.country ?? null, '[]'));
  tx.statements.journalSearch.run(id, record.title, abbreviation, record.issn, scope, record.subjects.join('; '), '');
  await tx.flush();
  const journal = (await journalByIssn(tx, record.issn)) as PublishedJournal;
  return { journal, created: !existing };
}

/** A journal made from an article's journal-meta (--create-journals): its title, first ISSN, abbreviation and subjects. */
export async function createJournalFromMeta(tx: ImportTransaction, meta: JournalMeta, year: number): Promise<PublishedJournal> {
  const electronic = meta.issns.find((entry) => /epub|electronic/i.test(entry.type)) ?? meta.issns[0];
  const title = meta.title || meta.journalIds[0]?.value || 'Journal';
  const record = journalRecordSchema.parse({
    title,
    issn: electronic?.value ?? syntheticIssn(title),
    abbreviation: meta.abbreviation || undefined,
    nameSystem: slug(meta.journalIds.find((entry) => entry.type === 'publisher-id')?.value ?? meta.abbreviation ?? title),
    yearFounded: year,
    subjects: [],
  });
  return (await upsertJournal(tx, record)).journal;
}

/** A journal known only by its journal id still needs an ISSN-shaped key here: one from its name, never a real ISSN (0000- prefix). */
function syntheticIssn(title: string): string {
  let hash = 0;
  for (const char of title) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `0000-${String(hash % 1000).padStart(3, '0')}X`;
}
