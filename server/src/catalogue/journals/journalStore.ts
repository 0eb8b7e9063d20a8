// The JournalStore on either engine, over the catalogue's Kysely handle (SQLite's or PostgreSQL's):
// the same queries, in the SQL both speak. The record builders, boards, awards, news and events and
// subpages are the modules beside it; the journal's figures are each engine's (./context.ts).
// The store is put together from its concerns: the journal lists, a journal's own pages, its news and
// records by id, and its calls for papers (special issues, topics, topical collections).
import { sql } from 'kysely';
import type { ArticleSummary } from '@oap/contracts/api/articles.ts';
import type { JournalDetail, JournalSectionDetail, JournalSummary, SpecialIssueSummary } from '@oap/contracts/api/journals.ts';
import { subjects } from '@oap/contracts/api/journals.ts';
import type { JournalStore } from '../store.ts';
import { toSummary, todayIso, type SummaryRow } from '../rows/rows.ts';
import { journalDetailOf } from '../rows/journalPages.ts';
import { SUMMARY_COLUMNS, SUMMARY_FROM, countOf, firstOf, isRowNumber, rowsOf } from '../rows/query.ts';
import { awardGroupById } from './awards.ts';
import { boardMembers, societiesOf } from './boards.ts';
import { journalRef, type JournalContext, type JournalRow } from './context.ts';
import { announcementById, conferenceById, eventById, journalConferences, newsItemById, newsOf } from './newsAndEvents.ts';
import { SPECIAL_ISSUE_SELECT, collectionByIdentifier, collections, openSpecialIssues, specialIssueSummaries, toSpecialIssues, topicSummaries, type SpecialIssueRow, type TopicRow } from './records.ts';
import { createSubpageBuilders } from './subpages.ts';

/** An article list of a grouping, newest first, at most 100 (special issues, collections). */
const newestOf = (where: ReturnType<typeof sql>) =>
  sql<SummaryRow>`SELECT ${SUMMARY_COLUMNS} FROM ${SUMMARY_FROM} WHERE ${where} ORDER BY a.published_at DESC, a.id DESC LIMIT 100`;

export function createJournalStore(context: JournalContext): JournalStore {
  return {
    ...journalLists(context),
    ...journalPages(context),
    ...journalNewsAndRecords(context),
    ...callsForPapers(context),
  };
}

/** The journals as lists and summaries: the biggest, the public list, a subject's, one by name or ISSN. */
function journalLists(context: JournalContext): Pick<JournalStore, 'biggest' | 'publicList' | 'bySubject' | 'summaryByNameSystem' | 'summaryByIssn'> {
  const { db } = context;
  const summaryWhere = async (where: ReturnType<typeof sql>) =>
    (await context.summaries(await rowsOf(db, sql<JournalRow>`SELECT * FROM journals j WHERE ${where} ORDER BY j.name`)))[0] ?? null;

  return {
    async biggest(count) {
      return context.summaries(await rowsOf(db, sql<JournalRow>`SELECT * FROM journals j WHERE j.is_public = 1 ORDER BY article_count DESC, j.name LIMIT ${count}`));
    },
    async publicList() {
      const rows = await rowsOf(db, sql<{ id: number; name: string; name_system: string }>`SELECT id, name, name_system FROM journals WHERE is_public = 1 ORDER BY name`);
      return rows.map((row) => ({ id: row.id, label: row.name, value: row.name_system }));
    },
    async bySubject(subjectId) {
      const subject = subjects.find((s) => s.id === subjectId);
      if (!subject) return [];
      return context.summaries(
        await rowsOf(db, sql<JournalRow>`
          SELECT * FROM journals j WHERE j.is_public = 1 AND j.id IN (SELECT journal_id FROM journal_subjects WHERE subject = ${subject.slug}) ORDER BY j.name`),
      );
    },
    async summaryByNameSystem(nameSystem) {
      return summaryWhere(sql`j.name_system = ${nameSystem}`);
    },
    async summaryByIssn(issn) {
      return summaryWhere(sql`j.issn = ${issn.toUpperCase()}`);
    },
  };
}

/** One journal's own pages: its home page's detail, its sections, its editors' choice and its subpages. */
function journalPages(context: JournalContext): Pick<JournalStore, 'byNameSystem' | 'sections' | 'section' | 'editorsChoice' | 'subpage'> {
  const { db } = context;
  const subpageBuilders = createSubpageBuilders(context);

  return {
    async byNameSystem(nameSystem) {
      const journal = await context.journalRow(nameSystem);
      if (!journal) return null;
      const [summary] = await context.summaries([journal]);
      const current = await firstOf(db, sql<{ volume: number | null }>`SELECT max(volume) AS volume FROM volumes WHERE journal_id = ${journal.id}`);
      const editorialBoard = await boardMembers(db, journal.id, 'editorial-board');
      const detail: JournalDetail = journalDetailOf(summary as JournalSummary, journal, {
        indexing: (await rowsOf(db, sql<{ database: string }>`SELECT database FROM journal_indexing WHERE journal_id = ${journal.id} ORDER BY position`)).map((row) => row.database),
        sections: await rowsOf(db, sql<{ name_system: string; name: string }>`SELECT name_system, name FROM journal_sections WHERE journal_id = ${journal.id} ORDER BY position`),
        editorialBoard,
        currentVolume: current?.volume ?? null,
        societies: await societiesOf(db, journal.id),
        counts: {
          topicalAdvisoryPanel: await countOf(db, sql`SELECT count(*) AS n FROM journal_editors WHERE journal_id = ${journal.id} AND board = 'topical-advisory-panel'`),
          openSpecialIssues: await countOf(db, sql`SELECT count(*) AS n FROM special_issues WHERE journal_id = ${journal.id} AND deadline >= ${todayIso()}`),
          topicalCollections: await countOf(db, sql`SELECT count(*) AS n FROM topical_collections WHERE journal_id = ${journal.id}`),
        },
      });
      return detail;
    },

    async sections(nameSystem) {
      const journal = await context.journalRow(nameSystem);
      if (!journal) return null;
      const rows = await rowsOf(db, sql<{ name_system: string; name: string; description: string; articles: number; editors: number }>`
        SELECT s.name_system, s.name, s.description,
          (SELECT count(*) FROM articles a WHERE a.section_id = s.id) AS articles,
          (SELECT count(*) FROM journal_editors e WHERE e.section_id = s.id) AS editors
        FROM journal_sections s WHERE s.journal_id = ${journal.id} ORDER BY s.position`);
      return rows.map((row): JournalSectionDetail => ({ nameSystem: row.name_system, name: row.name, description: row.description, articleCount: row.articles, editorCount: row.editors }));
    },

    async section(nameSystem, sectionName) {
      const journal = await context.journalRow(nameSystem);
      if (!journal) return null;
      const section = await firstOf(db, sql<{ id: number; name_system: string; name: string; description: string }>`
        SELECT id, name_system, name, description FROM journal_sections WHERE journal_id = ${journal.id} AND name_system = ${sectionName}`);
      if (!section) return null;
      const editors = (await boardMembers(db, journal.id, 'editorial-board')).filter((member) => member.section?.nameSystem === section.name_system);
      return {
        nameSystem: section.name_system,
        name: section.name,
        description: section.description,
        articleCount: await countOf(db, sql`SELECT count(*) AS n FROM articles WHERE section_id = ${section.id}`),
        editorCount: editors.length,
        journal: journalRef(journal),
        editors,
        openSpecialIssues: await specialIssueSummaries(
          db,
          await rowsOf(db, sql<SpecialIssueRow>`${SPECIAL_ISSUE_SELECT} WHERE si.section_id = ${section.id} AND si.deadline >= ${todayIso()} ORDER BY si.deadline, si.id`),
        ),
      };
    },

    async editorsChoice(nameSystem, limit) {
      const journal = await context.journalRow(nameSystem);
      if (!journal) return null;
      const rows = await rowsOf(db, sql<SummaryRow>`
        SELECT ${SUMMARY_COLUMNS} FROM ${SUMMARY_FROM} WHERE a.journal_id = ${journal.id} AND a.editors_choice = 1
        ORDER BY a.published_at DESC, a.id DESC LIMIT ${limit}`);
      return rows.map(toSummary);
    },

    async subpage(nameSystem, part) {
      const journal = await context.journalRow(nameSystem);
      if (!journal) return null;
      return subpageBuilders[part](journal);
    },
  };
}

/**
 * A journal's news and conferences, and the records its pages open by id (news items, conferences,
 * events, announcements, award groups); an id out of the database's integer range names none.
 */
function journalNewsAndRecords(context: JournalContext): Pick<JournalStore, 'newsAndConferences' | 'newsItem' | 'conference' | 'event' | 'announcement' | 'awardGroup'> {
  const { db } = context;

  return {
    async newsAndConferences(nameSystem, latest) {
      const journal = await context.journalRow(nameSystem);
      if (!journal) return null;
      if (latest) {
        return { news: await newsOf(db, journal.id, journalRef(journal), 3), conferences: await journalConferences(db, journal.id, { today: todayIso(), limit: 3 }) };
      }
      return { news: await newsOf(db, journal.id, journalRef(journal), 200), conferences: await journalConferences(db, journal.id) };
    },

    newsItem: async (id) => (isRowNumber(id) ? newsItemById(db, id) : null),
    conference: async (id) => (isRowNumber(id) ? conferenceById(db, id) : null),
    event: async (id) => (isRowNumber(id) ? eventById(db, id) : null),
    announcement: async (id) => (isRowNumber(id) ? announcementById(db, id) : null),
    awardGroup: async (id) => (isRowNumber(id) ? awardGroupById(db, id, (journalId) => context.refOf(journalId)) : null),
  };
}

/** What a journal calls papers for: its topical collections, special issues and topics, and what of them is open. */
function callsForPapers(context: JournalContext): Pick<JournalStore, 'collections' | 'collection' | 'openForSubmission' | 'specialIssue' | 'specialIssueAbstracts' | 'topic'> {
  const { db } = context;
  /**
   * A special issue by numeric id or by identifier, within the journal named when one is (two journals
   * may give the same identifier, each to an issue of its own); without one, the first made.
   */
  const specialIssueRow = async (idOrIdentifier: string, nameSystem?: string): Promise<SpecialIssueRow | undefined> => {
    let ofJournal = sql``;
    if (nameSystem !== undefined) {
      const journal = await context.journalRow(nameSystem);
      if (!journal) return undefined;
      ofJournal = sql` AND si.journal_id = ${journal.id}`;
    }
    if (!/^\d+$/.test(idOrIdentifier)) return firstOf(db, sql<SpecialIssueRow>`${SPECIAL_ISSUE_SELECT} WHERE si.identifier = ${idOrIdentifier}${ofJournal} ORDER BY si.id LIMIT 1`);
    return isRowNumber(Number(idOrIdentifier)) ? firstOf(db, sql<SpecialIssueRow>`${SPECIAL_ISSUE_SELECT} WHERE si.id = ${Number(idOrIdentifier)}${ofJournal}`) : undefined;
  };

  return {
    async collections(nameSystem) {
      const journal = await context.journalRow(nameSystem);
      return journal ? collections(db, journal.id) : null;
    },

    async collection(nameSystem, identifier) {
      const journal = await context.journalRow(nameSystem);
      const collection = journal ? await collectionByIdentifier(db, journal.id, identifier) : null;
      if (!collection) return null;
      const articles = (await rowsOf(db, newestOf(sql`a.collection_id = ${collection.id}`))).map(toSummary);
      return { ...collection, articles };
    },

    async openForSubmission(nameSystem) {
      const journal = await context.journalRow(nameSystem);
      if (!journal) return null;
      return {
        specialIssues: await specialIssueSummaries(db, await openSpecialIssues(db, journal.id)),
        topics: await topicSummaries(
          db,
          await rowsOf(db, sql<TopicRow>`
            SELECT t.* FROM topics t JOIN topic_journals tj ON tj.topic_id = t.id WHERE tj.journal_id = ${journal.id} AND t.deadline >= ${todayIso()}
            ORDER BY t.deadline, t.id`),
        ),
        collections: await collections(db, journal.id),
      };
    },

    async specialIssue(idOrIdentifier, journal) {
      const row = await specialIssueRow(idOrIdentifier, journal);
      if (!row) return null;
      const [issue] = await toSpecialIssues(db, [row]);
      const articles: ArticleSummary[] = (await rowsOf(db, newestOf(sql`a.special_issue_id = ${row.id}`))).map(toSummary);
      return { ...(issue as SpecialIssueSummary & { descriptionHtml: string }), articles };
    },

    async specialIssueAbstracts(idOrIdentifier, journal) {
      const row = await specialIssueRow(idOrIdentifier, journal);
      if (!row) return null;
      const rows = await rowsOf(db, sql<SummaryRow & { abstract_html: string }>`
        SELECT ${SUMMARY_COLUMNS}, a.abstract_html FROM ${SUMMARY_FROM} WHERE a.special_issue_id = ${row.id} ORDER BY a.published_at DESC, a.id DESC LIMIT 100`);
      return {
        specialIssue: (await specialIssueSummaries(db, [row]))[0] as SpecialIssueSummary,
        articles: rows.map((article) => ({ ...toSummary(article), abstractHtml: article.abstract_html })),
      };
    },

    async topic(identifier) {
      const row = await firstOf(db, sql<TopicRow & { description_html: string }>`SELECT * FROM topics WHERE identifier = ${identifier}`);
      if (!row) return null;
      const [topic] = await topicSummaries(db, [row]);
      return topic ? { ...topic, descriptionHtml: row.description_html } : null;
    },
  };
}
