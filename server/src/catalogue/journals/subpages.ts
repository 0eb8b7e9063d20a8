// The journal subpages (/journal/{slug}/{part}): one builder per part, each reading what its part
// shows; what the parts make of their rows is ../rows/journalPages.ts.
import { sql } from 'kysely';
import type { JournalMetrics, JournalPageContent, JournalSubpagePart, JournalSubpageResponses, VolumeSummary } from '@oap/contracts/api/journalSubpages.ts';
import { todayIso, toSummary, type SummaryRow } from '../rows/rows.ts';
import { apcDiscounts } from '../rows/apcDiscounts.ts';
import { APC_EFFECTIVE_FROM, apcChangeAhead, chargeInForce } from '../rows/apcCharges.ts';
import { pageSections } from '../rows/pageSections.ts';
import { indexingOf, journalMetricsOf, volumesOf, type IndexingRow, type IssueRow } from '../rows/journalPages.ts';
import { SUMMARY_COLUMNS, SUMMARY_FROM, countOf, firstOf, leadingInteger, rowsOf } from '../rows/query.ts';
import { awards } from './awards.ts';
import { boardMembers, societiesOf } from './boards.ts';
import { journalRef, type JournalContext, type JournalRow } from './context.ts';
import { announcementsOf, eventsOf, exhibitionsOf, journalConferences } from './newsAndEvents.ts';
import { SPECIAL_ISSUE_SELECT, openSpecialIssues, specialIssueSummaries, type SpecialIssueRow } from './records.ts';

export type SubpageBuilders = { [Part in JournalSubpagePart]: (journal: JournalRow) => Promise<JournalSubpageResponses[Part]> };

/** One builder per journal subpage part: the type makes a missing or misspelt part a compile error. */
export function createSubpageBuilders(context: JournalContext): SubpageBuilders {
  const { db } = context;

  const page = async (journal: JournalRow, part: string): Promise<JournalPageContent> => {
    const row = await firstOf(db, sql<{ title: string; html: string }>`SELECT title, html FROM journal_pages WHERE journal_id = ${journal.id} AND part = ${part}`);
    return { part, title: row?.title ?? part, ...(await pageSections(row?.html ?? '')) };
  };

  return {
    imprint: (j) => page(j, 'imprint'),
    journal_about: (j) => page(j, 'journal_about'),
    journal_history: (j) => page(j, 'journal_history'),
    instructions_default: (j) => page(j, 'instructions_default'),
    si_ge_welcome_pack_contents: (j) => page(j, 'si_ge_welcome_pack_contents'),
    'editors-choice/description': (j) => page(j, 'editors-choice/description'),
    indexing: async (j) => {
      const rows = await rowsOf(db, sql<IndexingRow>`SELECT database, since FROM journal_indexing WHERE journal_id = ${j.id} ORDER BY position`);
      return indexingOf(await page(j, 'indexing'), rows, j);
    },
    apc: async (j) => ({
      ...(await page(j, 'apc')),
      apcChf: chargeInForce(j),
      announcedApcChf: j.apc_chf,
      effectiveFrom: APC_EFFECTIVE_FROM,
      changeAhead: apcChangeAhead(),
      discounts: apcDiscounts(await societiesOf(db, j.id)),
    }),
    guidelines: (j) => page(j, 'guidelines'),
    instructions_editors: (j) => page(j, 'instructions_editors'),
    instructions_conference_organizers: (j) => page(j, 'instructions_conference_organizers'),
    instructions_reviewers: (j) => page(j, 'instructions_reviewers'),
    anniversary: (j) => page(j, 'anniversary'),
    exhibition: async (j) => ({ ...(await page(j, 'exhibition')), exhibitions: await exhibitionsOf(db, j.id) }),
    'editorial-office': async (j) => ({
      email: j.office_email,
      staff: await rowsOf(db, sql<{ name: string; role: string; email: string }>`SELECT name, role, email FROM journal_office_staff WHERE journal_id = ${j.id} ORDER BY position`),
    }),
    societies: (j) => societiesOf(db, j.id),
    'articles/latest': async (j) =>
      (await rowsOf(db, sql<SummaryRow>`SELECT ${SUMMARY_COLUMNS} FROM ${SUMMARY_FROM} WHERE a.journal_id = ${j.id} ORDER BY a.published_at DESC, a.id DESC LIMIT 10`)).map(toSummary),
    'stats/metrics': async (j): Promise<JournalMetrics> =>
      journalMetricsOf(
        j,
        await context.statistics(j.id),
        await countOf(db, sql`SELECT count(*) AS n FROM journal_editors WHERE journal_id = ${j.id} AND board = 'editorial-board'`),
        await countOf(db, sql`SELECT count(*) AS n FROM special_issues WHERE journal_id = ${j.id} AND deadline >= ${todayIso()}`),
      ),
    'stats/graphs': async (j) => (await context.statistics(j.id)).graphs,
    editors: (j) => boardMembers(db, j.id, 'editorial-board'),
    'topical-advisory-panel': (j) => boardMembers(db, j.id, 'topical-advisory-panel'),
    'publication-committee': (j) => boardMembers(db, j.id, 'publication-committee'),
    awards: (j) => awards(db, j.id, false, async () => journalRef(j)),
    'travel-awards': (j) => awards(db, j.id, true, async () => journalRef(j)),
    conferences: (j) => journalConferences(db, j.id),
    announcements: (j) => announcementsOf(db, j.id, journalRef(j)),
    events: (j) => eventsOf(db, j.id, journalRef(j)),
    'special-issues': async (j) => ({
      open: await specialIssueSummaries(db, await openSpecialIssues(db, j.id)),
      closed: await specialIssueSummaries(
        db,
        await rowsOf(db, sql<SpecialIssueRow>`${SPECIAL_ISSUE_SELECT} WHERE si.journal_id = ${j.id} AND si.deadline < ${todayIso()} ORDER BY si.deadline DESC, si.id LIMIT 50`),
      ),
    }),
    issues: async (j): Promise<VolumeSummary[]> =>
      volumesOf(
        await rowsOf(db, sql<IssueRow>`
          SELECT v.volume, v.year, i.issue, i.cover_date, (SELECT count(*) FROM articles a WHERE a.issue_id = i.id) AS n
          FROM volumes v JOIN issues i ON i.volume_id = v.id WHERE v.journal_id = ${j.id} ORDER BY v.volume DESC, ${leadingInteger(context.engine, 'i.issue')} DESC`),
      ),
  };
}
