// A journal's row, its reference and summary, and its subpages' parts that both engines build the same way from rows they
// select with their own SQL: the indexing list, the metrics, the volumes with their issues.
import type { JournalMetrics, JournalPageContent, VolumeSummary } from '@oap/contracts/api/journalSubpages.ts';
import { groupedBy } from './rows.ts';
import { chargeInForce } from './apcCharges.ts';
import { subjects, type BoardMember, type JournalDetail, type JournalRef, type JournalSociety, type JournalSummary, type SubjectSlug } from '@oap/contracts/api/journals.ts';

export interface JournalRow {
  id: number;
  name_system: string;
  name: string;
  abbreviation: string;
  issn: string;
  year_founded: number;
  impact_factor: number | null;
  cite_score: number | null;
  apc_chf: number;
  apc_chf_before: number | null;
  aims_and_scope: string;
  is_public: number;
  article_count: number;
  description: string;
  publication_frequency: string;
  first_decision_days: number | null;
  acceptance_to_publication_days: number | null;
  acceptance_rate: number | null;
  office_email: string;
  cover_image_url: string | null;
  accent_color: string | null;
}

export type IndexingRow = { database: string; since: number | null };

/** The indexing page: its text, and each database with the year since which it indexes the journal (its founding year when not known). */
export const indexingOf = (page: JournalPageContent, rows: readonly IndexingRow[], journal: JournalRow) => ({
  ...page,
  databases: rows.map((r) => r.database),
  entries: rows.map((r) => ({ database: r.database, since: r.since ?? journal.year_founded })),
});

export type JournalStatisticsFigures = { articles: number; lastYear: number; citations: number; views: number; downloads: number };

export const journalMetricsOf = (journal: JournalRow, stats: JournalStatisticsFigures, editorialBoardSize: number, openSpecialIssues: number): JournalMetrics => ({
  impactFactor: journal.impact_factor,
  citeScore: journal.cite_score,
  articleCount: stats.articles,
  articlesLastYear: stats.lastYear,
  citations: stats.citations,
  views: stats.views,
  downloads: stats.downloads,
  firstDecisionDays: journal.first_decision_days,
  acceptanceToPublicationDays: journal.acceptance_to_publication_days,
  acceptanceRate: journal.acceptance_rate,
  editorialBoardSize,
  openSpecialIssues,
});

export type IssueRow = { volume: number; year: number; issue: string; cover_date: string | null; n: number };

/** The volumes with their issues, from rows ordered by volume and issue (newest first). */
export function volumesOf(rows: readonly IssueRow[]): VolumeSummary[] {
  const volumes: VolumeSummary[] = [];
  for (const row of rows) {
    let volume = volumes.at(-1);
    if (!volume || volume.volume !== row.volume) {
      volume = { volume: row.volume, year: row.year, issues: [] };
      volumes.push(volume);
    }
    volume.issues.push({ issue: row.issue, coverDate: row.cover_date, articleCount: Number(row.n) });
  }
  return volumes;
}

/** A journal's reference as other records carry it (empty for a journal that is not there). */
export const journalRef = (row: Pick<JournalRow, 'name_system' | 'name' | 'abbreviation' | 'issn'> | undefined): JournalRef => ({
  nameSystem: row?.name_system ?? '',
  name: row?.name ?? '',
  abbreviation: row?.abbreviation ?? '',
  issn: row?.issn ?? '',
});

const subjectSlugs = new Set<string>(subjects.map((s) => s.slug));

/** The journals as lists show them, each with its subjects (`subjectRows` ordered by journal and position; unknown subjects left out). */
export function journalSummariesOf(rows: readonly JournalRow[], subjectRows: readonly { journal_id: number; subject: string }[]): JournalSummary[] {
  const byJournal = groupedBy(subjectRows.filter((row) => subjectSlugs.has(row.subject)), (row) => row.journal_id);
  return rows.map((row) => ({
    id: row.id,
    nameSystem: row.name_system,
    name: row.name,
    abbreviation: row.abbreviation,
    issn: row.issn,
    subjects: (byJournal.get(row.id) ?? []).map((subject) => subject.subject as SubjectSlug),
    impactFactor: row.impact_factor,
    citeScore: row.cite_score,
    yearFounded: row.year_founded,
    articleCount: row.article_count,
    coverImageUrl: row.cover_image_url ?? null,
    accentColor: row.accent_color ?? null,
  }));
}

/** What a journal's home shows beyond its summary, from what each engine reads. */
export interface JournalDetailParts {
  indexing: string[];
  sections: readonly { name_system: string; name: string }[];
  editorialBoard: readonly BoardMember[];
  currentVolume: number | null;
  societies: JournalSociety[];
  counts: { topicalAdvisoryPanel: number; openSpecialIssues: number; topicalCollections: number };
}

export function journalDetailOf(summary: JournalSummary, journal: JournalRow, parts: JournalDetailParts): JournalDetail {
  return {
    ...summary,
    aimsAndScope: journal.aims_and_scope,
    apcChf: chargeInForce(journal),
    indexing: parts.indexing,
    sections: parts.sections.map((row) => ({ nameSystem: row.name_system, name: row.name })),
    editorsInChief: parts.editorialBoard.filter((member) => member.role === 'Editor-in-Chief').map(({ name, role, affiliation, orcid }) => ({ name, role, affiliation, orcid })),
    currentVolume: parts.currentVolume,
    description: journal.description,
    publicationFrequency: journal.publication_frequency,
    firstDecisionDays: journal.first_decision_days,
    acceptanceToPublicationDays: journal.acceptance_to_publication_days,
    acceptanceRate: journal.acceptance_rate,
    officeEmail: journal.office_email,
    societies: parts.societies,
    counts: { editorialBoard: parts.editorialBoard.length, ...parts.counts },
  };
}
