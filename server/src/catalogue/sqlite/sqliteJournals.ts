// Journals and everything shown under /journal/{slug}: summaries, sections, boards, office, pages,
// societies, awards, news, conferences, events, announcements, special issues, collections, volumes
// and statistics, and the records those pages name by id.
//
// This module assembles the JournalStore; the record builders, boards, awards, news and conferences,
// statistics and subpages are modules of ./sqliteJournals/.
import type { ArticleSummary } from '@oap/contracts/api/articles.ts';
import type { JournalDetail, JournalSectionDetail, JournalSummary, SpecialIssueSummary } from '@oap/contracts/api/journals.ts';
import { subjects } from '@oap/contracts/api/journals.ts';
import type { JournalStore } from '../store.ts';
import { SUMMARY_COLUMNS, SUMMARY_FROM, toSummary, todayIso } from '../rows/rows.ts';
import { journalDetailOf } from '../rows/journalPages.ts';
import type { SummaryRow } from '../rows/rows.ts';
import { boardMembers, societiesOf } from './sqliteJournals/boards.ts';
import { journalRef } from './sqliteJournals/context.ts';
import type { JournalContext, JournalRow } from './sqliteJournals/context.ts';
import { announcementById, eventById } from './sqliteJournals/eventsAndAnnouncements.ts';
import { awardGroupById } from './sqliteJournals/awards.ts';
import { conferenceById, conferenceSelect, newsItemById, newsOf, toConferences } from './sqliteJournals/newsAndConferences.ts';
import { SPECIAL_ISSUE_SELECT, collectionByIdentifier, collections, openSpecialIssues, specialIssueSummaries, toSpecialIssues, topicSummaries } from './sqliteJournals/records.ts';
import type { SpecialIssueRow, TopicRow } from './sqliteJournals/records.ts';
import { createSubpageBuilders } from './sqliteJournals/subpages.ts';

export { createJournalContext } from './sqliteJournals/context.ts';
export type { JournalContext, JournalRow } from './sqliteJournals/context.ts';
export { SPECIAL_ISSUE_SELECT, specialIssueSummaries, toSpecialIssues, topicSummaries } from './sqliteJournals/records.ts';

export function createJournalStore(context: JournalContext): JournalStore {
  const { sql } = context;
  const summaryWhere = (where: string, ...params: (string | number)[]) =>
    context.summaries(sql.all<JournalRow>(`SELECT * FROM journals j WHERE ${where} ORDER BY j.name`, ...params))[0] ?? null;
  const subpageBuilders = createSubpageBuilders(context);
  /** A special issue by numeric id or by identifier (the first made, should two journals share one). */
  const specialIssueRow = (idOrIdentifier: string) =>
    /^\d+$/.test(idOrIdentifier)
      ? sql.get<SpecialIssueRow>(`${SPECIAL_ISSUE_SELECT} WHERE si.id = ?`, Number(idOrIdentifier))
      : sql.get<SpecialIssueRow>(`${SPECIAL_ISSUE_SELECT} WHERE si.identifier = ? ORDER BY si.id LIMIT 1`, idOrIdentifier);

  return {
    async biggest(count) {
      return context.summaries(sql.all<JournalRow>('SELECT * FROM journals j WHERE j.is_public = 1 ORDER BY article_count DESC, j.name LIMIT ?', count));
    },
    async publicList() {
      return sql
        .all<{ id: number; name: string; name_system: string }>('SELECT id, name, name_system FROM journals WHERE is_public = 1 ORDER BY name')
        .map((row) => ({ id: row.id, label: row.name, value: row.name_system }));
    },
    async bySubject(subjectId) {
      const subject = subjects.find((s) => s.id === subjectId);
      if (!subject) return [];
      return context.summaries(
        sql.all<JournalRow>(
          'SELECT * FROM journals j WHERE j.is_public = 1 AND j.id IN (SELECT journal_id FROM journal_subjects WHERE subject = ?) ORDER BY j.name',
          subject.slug,
        ),
      );
    },
    async byNameSystem(nameSystem) {
      const journal = context.journalRow(nameSystem);
      if (!journal) return null;
      const summary = context.summaries([journal])[0] as JournalSummary;
      const current = sql.get<{ volume: number | null }>('SELECT max(volume) AS volume FROM volumes WHERE journal_id = ?', journal.id);
      const count = (query: string, ...params: (string | number)[]) => sql.get<{ n: number }>(query, ...params)?.n ?? 0;
      const detail: JournalDetail = journalDetailOf(summary, journal, {
        indexing: sql.all<{ database: string }>('SELECT database FROM journal_indexing WHERE journal_id = ? ORDER BY position', journal.id).map((row) => row.database),
        sections: sql.all<{ name_system: string; name: string }>('SELECT name_system, name FROM journal_sections WHERE journal_id = ? ORDER BY position', journal.id),
        editorialBoard: boardMembers(sql, journal.id, 'editorial-board'),
        currentVolume: current?.volume ?? null,
        societies: societiesOf(sql, journal.id),
        counts: {
          topicalAdvisoryPanel: count("SELECT count(*) AS n FROM journal_editors WHERE journal_id = ? AND board = 'topical-advisory-panel'", journal.id),
          openSpecialIssues: count('SELECT count(*) AS n FROM special_issues WHERE journal_id = ? AND deadline >= ?', journal.id, todayIso()),
          topicalCollections: count('SELECT count(*) AS n FROM topical_collections WHERE journal_id = ?', journal.id),
        },
      });
      return detail;
    },
    async summaryByNameSystem(nameSystem) {
      return summaryWhere('j.name_system = ?', nameSystem);
    },
    async summaryByIssn(issn) {
      return summaryWhere('j.issn = ?', issn.toUpperCase());
    },

    async sections(nameSystem) {
      const journal = context.journalRow(nameSystem);
      if (!journal) return null;
      return sql
        .all<{ id: number; name_system: string; name: string; description: string; articles: number; editors: number }>(
          `SELECT s.id, s.name_system, s.name, s.description,
             (SELECT count(*) FROM articles a WHERE a.section_id = s.id) AS articles,
             (SELECT count(*) FROM journal_editors e WHERE e.section_id = s.id) AS editors
           FROM journal_sections s WHERE s.journal_id = ? ORDER BY s.position`,
          journal.id,
        )
        .map((row): JournalSectionDetail => ({ nameSystem: row.name_system, name: row.name, description: row.description, articleCount: row.articles, editorCount: row.editors }));
    },

    async section(nameSystem, sectionName) {
      const journal = context.journalRow(nameSystem);
      if (!journal) return null;
      const section = sql.get<{ id: number; name_system: string; name: string; description: string }>(
        'SELECT id, name_system, name, description FROM journal_sections WHERE journal_id = ? AND name_system = ?',
        journal.id,
        sectionName,
      );
      if (!section) return null;
      const editors = boardMembers(sql, journal.id, 'editorial-board').filter((member) => member.section?.nameSystem === section.name_system);
      return {
        nameSystem: section.name_system,
        name: section.name,
        description: section.description,
        articleCount: sql.get<{ n: number }>('SELECT count(*) AS n FROM articles WHERE section_id = ?', section.id)?.n ?? 0,
        editorCount: editors.length,
        journal: journalRef(journal),
        editors,
        openSpecialIssues: specialIssueSummaries(
          sql,
          sql.all<SpecialIssueRow>(`${SPECIAL_ISSUE_SELECT} WHERE si.section_id = ? AND si.deadline >= ? ORDER BY si.deadline, si.id`, section.id, todayIso()),
        ),
      };
    },

    async newsAndConferences(nameSystem, latest) {
      const journal = context.journalRow(nameSystem);
      if (!journal) return null;
      const today = todayIso();
      if (latest) {
        const upcoming = sql.all<Parameters<typeof toConferences>[1][number]>(`${conferenceSelect} AND c.ends_on >= ? ORDER BY c.starts_on, c.id LIMIT 3`, journal.id, today);
        return { news: newsOf(sql, journal.id, journalRef(journal), 3), conferences: toConferences(sql, upcoming) };
      }
      return {
        news: newsOf(sql, journal.id, journalRef(journal), 200),
        conferences: toConferences(sql, sql.all(`${conferenceSelect} ORDER BY c.starts_on DESC, c.id`, journal.id)),
      };
    },

    async newsItem(id) {
      return newsItemById(sql, id);
    },

    async conference(id) {
      return conferenceById(sql, id);
    },

    async event(id) {
      return eventById(sql, id);
    },

    async announcement(id) {
      return announcementById(sql, id);
    },

    async awardGroup(id) {
      return awardGroupById(sql, id, (journalId) => context.refOf(journalId));
    },

    async editorsChoice(nameSystem, limit) {
      const journal = context.journalRow(nameSystem);
      if (!journal) return null;
      return sql
        .all<SummaryRow>(
          `SELECT ${SUMMARY_COLUMNS} FROM ${SUMMARY_FROM} WHERE a.journal_id = ? AND a.editors_choice = 1 ORDER BY a.published_at DESC, a.id DESC LIMIT ?`,
          journal.id,
          limit,
        )
        .map(toSummary);
    },

    async collections(nameSystem) {
      const journal = context.journalRow(nameSystem);
      return journal ? collections(sql, journal.id) : null;
    },

    async collection(nameSystem, identifier) {
      const journal = context.journalRow(nameSystem);
      const collection = journal ? collectionByIdentifier(sql, journal.id, identifier) : null;
      if (!collection) return null;
      const articles = sql
        .all<SummaryRow>(`SELECT ${SUMMARY_COLUMNS} FROM ${SUMMARY_FROM} WHERE a.collection_id = ? ORDER BY a.published_at DESC, a.id DESC LIMIT 100`, collection.id)
        .map(toSummary);
      return { ...collection, articles };
    },

    async openForSubmission(nameSystem) {
      const journal = context.journalRow(nameSystem);
      if (!journal) return null;
      const today = todayIso();
      return {
        specialIssues: specialIssueSummaries(sql, openSpecialIssues(sql, journal.id)),
        topics: topicSummaries(
          sql,
          sql.all<TopicRow>(
            `SELECT t.* FROM topics t JOIN topic_journals tj ON tj.topic_id = t.id WHERE tj.journal_id = ? AND t.deadline >= ? ORDER BY t.deadline, t.id`,
            journal.id,
            today,
          ),
        ),
        collections: collections(sql, journal.id),
      };
    },

    async specialIssue(idOrIdentifier) {
      const row = specialIssueRow(idOrIdentifier);
      if (!row) return null;
      const [issue] = toSpecialIssues(sql, [row]);
      const articles: ArticleSummary[] = sql
        .all<SummaryRow>(`SELECT ${SUMMARY_COLUMNS} FROM ${SUMMARY_FROM} WHERE a.special_issue_id = ? ORDER BY a.published_at DESC, a.id DESC LIMIT 100`, row.id)
        .map(toSummary);
      return { ...(issue as SpecialIssueSummary & { descriptionHtml: string }), articles };
    },

    async specialIssueAbstracts(idOrIdentifier) {
      const row = specialIssueRow(idOrIdentifier);
      if (!row) return null;
      const rows = sql.all<SummaryRow & { abstract_html: string }>(
        `SELECT ${SUMMARY_COLUMNS}, a.abstract_html FROM ${SUMMARY_FROM} WHERE a.special_issue_id = ? ORDER BY a.published_at DESC, a.id DESC LIMIT 100`,
        row.id,
      );
      return {
        specialIssue: specialIssueSummaries(sql, [row])[0] as SpecialIssueSummary,
        articles: rows.map((article) => ({ ...toSummary(article), abstractHtml: article.abstract_html })),
      };
    },

    async topic(identifier) {
      const row = sql.get<TopicRow & { description_html: string }>('SELECT * FROM topics WHERE identifier = ?', identifier);
      if (!row) return null;
      const [topic] = topicSummaries(sql, [row]);
      return topic ? { ...topic, descriptionHtml: row.description_html } : null;
    },

    async subpage(nameSystem, part) {
      const journal = context.journalRow(nameSystem);
      if (!journal) return null;
      return subpageBuilders[part](journal);
    },
  };
}
