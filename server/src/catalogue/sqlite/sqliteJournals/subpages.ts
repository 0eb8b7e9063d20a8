// The journal subpages (/journal/{slug}/{part}): pages, indexing, office, boards, statistics, awards,
// conferences, announcements, events, special issues and the volume/issue list.
import type { JournalMetrics, JournalPageContent, JournalSubpagePart, JournalSubpageResponses, VolumeSummary } from '@oap/contracts/api/journalSubpages.ts';
import { SUMMARY_COLUMNS, SUMMARY_FROM, toSummary, todayIso } from '../../rows/rows.ts';
import type { SummaryRow } from '../../rows/rows.ts';
import { awards } from './awards.ts';
import { boardMembers, societiesOf } from './boards.ts';
import { journalRef } from './context.ts';
import type { JournalContext, JournalRow } from './context.ts';
import { announcementsOf, eventsOf } from './eventsAndAnnouncements.ts';
import { conferenceSelect, exhibitionsOf, toConferences } from './newsAndConferences.ts';
import { apcDiscounts } from '../../rows/apcDiscounts.ts';
import { indexingOf, journalMetricsOf, volumesOf, type IndexingRow, type IssueRow } from '../../rows/journalPages.ts';
import { SPECIAL_ISSUE_SELECT, openSpecialIssues, specialIssueSummaries } from './records.ts';
import type { SpecialIssueRow } from './records.ts';
import { journalStatistics } from './statistics.ts';

export type SubpageBuilders = { [Part in JournalSubpagePart]: (journal: JournalRow) => JournalSubpageResponses[Part] };

/** One builder per journal subpage part: the type makes a missing or misspelt part a compile error. */
export function createSubpageBuilders(context: JournalContext): SubpageBuilders {
  const { sql } = context;
  const subpageBuilders: SubpageBuilders = {
    imprint: (j) => page(j, 'imprint'),
    journal_about: (j) => page(j, 'journal_about'),
    journal_history: (j) => page(j, 'journal_history'),
    instructions_default: (j) => page(j, 'instructions_default'),
    si_ge_welcome_pack_contents: (j) => page(j, 'si_ge_welcome_pack_contents'),
    'editors-choice/description': (j) => page(j, 'editors-choice/description'),
    indexing: (j) => {
      const rows = sql.all<IndexingRow>('SELECT database, since FROM journal_indexing WHERE journal_id = ? ORDER BY position', j.id);
      return indexingOf(page(j, 'indexing'), rows, j);
    },
    apc: (j) => ({ ...page(j, 'apc'), apcChf: j.apc_chf, discounts: apcDiscounts(societiesOf(sql, j.id)) }),
    guidelines: (j) => page(j, 'guidelines'),
    instructions_editors: (j) => page(j, 'instructions_editors'),
    instructions_conference_organizers: (j) => page(j, 'instructions_conference_organizers'),
    instructions_reviewers: (j) => page(j, 'instructions_reviewers'),
    anniversary: (j) => page(j, 'anniversary'),
    exhibition: (j) => ({ ...page(j, 'exhibition'), exhibitions: exhibitionsOf(sql, j.id) }),
    'editorial-office': (j) => ({
      email: j.office_email,
      staff: sql.all<{ name: string; role: string; email: string }>('SELECT name, role, email FROM journal_office_staff WHERE journal_id = ? ORDER BY position', j.id),
    }),
    societies: (j) => societiesOf(sql, j.id),
    'articles/latest': (j) =>
      sql.all<SummaryRow>(`SELECT ${SUMMARY_COLUMNS} FROM ${SUMMARY_FROM} WHERE a.journal_id = ? ORDER BY a.published_at DESC, a.id DESC LIMIT 10`, j.id).map(toSummary),
    'stats/metrics': (j): JournalMetrics =>
      journalMetricsOf(
        j,
        journalStatistics(context.index(), j.id),
        sql.get<{ n: number }>("SELECT count(*) AS n FROM journal_editors WHERE journal_id = ? AND board = 'editorial-board'", j.id)?.n ?? 0,
        sql.get<{ n: number }>('SELECT count(*) AS n FROM special_issues WHERE journal_id = ? AND deadline >= ?', j.id, todayIso())?.n ?? 0,
      ),
    'stats/graphs': (j) => journalStatistics(context.index(), j.id).graphs,
    editors: (j) => boardMembers(sql, j.id, 'editorial-board'),
    'topical-advisory-panel': (j) => boardMembers(sql, j.id, 'topical-advisory-panel'),
    'publication-committee': (j) => boardMembers(sql, j.id, 'publication-committee'),
    awards: (j) => awards(sql, j.id, false, () => journalRef(j)),
    'travel-awards': (j) => awards(sql, j.id, true, () => journalRef(j)),
    conferences: (j) => toConferences(sql, sql.all(`${conferenceSelect} ORDER BY c.starts_on DESC, c.id`, j.id)),
    announcements: (j) => announcementsOf(sql, j.id, journalRef(j)),
    events: (j) => eventsOf(sql, j.id, journalRef(j)),
    'special-issues': (j) => ({
      open: specialIssueSummaries(sql, openSpecialIssues(sql, j.id)),
      closed: specialIssueSummaries(
        sql,
        sql.all<SpecialIssueRow>(`${SPECIAL_ISSUE_SELECT} WHERE si.journal_id = ? AND si.deadline < ? ORDER BY si.deadline DESC, si.id LIMIT 50`, j.id, todayIso()),
      ),
    }),
    issues: (j): VolumeSummary[] =>
      volumesOf(
        sql.all<IssueRow>(
          `SELECT v.volume, v.year, i.issue, i.cover_date, (SELECT count(*) FROM articles a WHERE a.issue_id = i.id) AS n
           FROM volumes v JOIN issues i ON i.volume_id = v.id WHERE v.journal_id = ? ORDER BY v.volume DESC, CAST(i.issue AS INTEGER) DESC`,
          j.id,
        ),
      ),
  };

  function page(journal: JournalRow, part: string): JournalPageContent {
    const row = sql.get<{ title: string; html: string }>('SELECT title, html FROM journal_pages WHERE journal_id = ? AND part = ?', journal.id, part);
    return { part, title: row?.title ?? part, html: row?.html ?? '' };
  }

  return subpageBuilders;
}
