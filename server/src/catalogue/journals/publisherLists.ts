// The PublisherStore (../publisherStore.ts) on either engine: the publisher's lists across journals,
// read-only queries over the catalogue, mapped by ../rows/publisherLists.ts.
import { sql } from 'kysely';
import type { SubjectSlug } from '@oap/contracts/api/journals.ts';
import type { ConferenceList, LatestArticles, OpenCalls, TopicArticles } from '@oap/contracts/api/publisher.ts';
import { NEWS_PAGE_SIZE } from '@oap/contracts/api/publisher.schemas.ts';
import type { PublisherStore } from '../publisherStore.ts';
import type { Db, SqlDatabase } from '../../data/sqlDatabase.ts';
import { todayIso, toSummary, type SummaryRow } from '../rows/rows.ts';
import {
  JOURNAL_REF_COLUMNS as JOURNAL_REF_COLUMN_LIST,
  apcJournalsOf,
  awardListOf,
  newsListOf,
  newsOffset,
  publisherAnnouncementOf,
  societyListOf,
  topicEditorsOf,
  type AnnouncementRow,
  type ApcJournalRow,
  type AwardGroupRow,
  type LatestEditionRow,
  type NewsRow,
  type SocietyLinkRow,
  type SocietyRow,
  type TopicEditorRow,
} from '../rows/publisherLists.ts';
import { SUMMARY_COLUMNS, SUMMARY_FROM, countOf, firstOf, rowsOf } from '../rows/query.ts';
import { SPECIAL_ISSUE_SELECT, specialIssueSummaries, topicSummaries, type SpecialIssueRow, type TopicRow } from './records.ts';
import { toConferences } from './newsAndEvents.ts';

const JOURNAL_REF_COLUMNS = sql.raw(JOURNAL_REF_COLUMN_LIST);
type ConferenceRow = Parameters<typeof toConferences>[1][number];

async function newsList(db: Db, page: number, category: string | undefined) {
  const filter = category ? sql`WHERE n.category = ${category}` : sql``;
  const total = await countOf(db, sql`SELECT count(*) AS n FROM news n ${filter}`);
  const rows = await rowsOf(db, sql<NewsRow>`
    SELECT n.id, n.category, n.title, n.published_at, n.summary, ${JOURNAL_REF_COLUMNS} FROM news n LEFT JOIN journals j ON j.id = n.journal_id
    ${filter} ORDER BY n.published_at DESC, n.id DESC LIMIT ${NEWS_PAGE_SIZE} OFFSET ${newsOffset(page)}`);
  const categories = await rowsOf(db, sql<{ name: string; count: number }>`SELECT category AS name, count(*) AS count FROM news GROUP BY category ORDER BY category`);
  return newsListOf(rows, total, page, category, categories);
}

async function awardList(db: Db, today = todayIso()) {
  const groups = await rowsOf(db, sql<AwardGroupRow>`
    SELECT g.id, g.kind, g.name, g.description, g.prize, ${JOURNAL_REF_COLUMNS} FROM award_groups g LEFT JOIN journals j ON j.id = g.journal_id
    ORDER BY j.name IS NOT NULL, j.name, g.kind, g.id`);
  const latest = await rowsOf(db, sql<LatestEditionRow>`
    SELECT e.group_id, e.year, e.opens_on, e.deadline FROM award_editions e
    WHERE e.year = (SELECT max(year) FROM award_editions WHERE group_id = e.group_id)`);
  const winners = await rowsOf(db, sql<{ group_id: number; n: number }>`
    SELECT e.group_id, count(*) AS n FROM award_winners w JOIN award_editions e ON e.id = w.edition_id GROUP BY e.group_id`);
  return awardListOf(groups, latest, winners, today);
}

async function societyList(db: Db) {
  const societies = await rowsOf(db, sql<SocietyRow>`SELECT * FROM societies ORDER BY name`);
  const links = await rowsOf(db, sql<SocietyLinkRow>`
    SELECT js.society_id, js.relation, js.discount_pct, ${JOURNAL_REF_COLUMNS} FROM journal_societies js JOIN journals j ON j.id = js.journal_id ORDER BY j.name`);
  return societyListOf(societies, links);
}

async function conferenceList(db: Db, today = todayIso()): Promise<ConferenceList> {
  return {
    upcoming: await toConferences(db, await rowsOf(db, sql<ConferenceRow>`SELECT * FROM conferences WHERE ends_on >= ${today} ORDER BY starts_on, id`)),
    past: await toConferences(db, await rowsOf(db, sql<ConferenceRow>`SELECT * FROM conferences WHERE ends_on < ${today} ORDER BY starts_on DESC, id DESC LIMIT 20`)),
  };
}

async function announcements(db: Db) {
  const rows = await rowsOf(db, sql<AnnouncementRow>`
    SELECT id, title, published_at, html FROM announcements WHERE journal_id IS NULL ORDER BY published_at DESC, id DESC`);
  return rows.map(publisherAnnouncementOf);
}

async function openCalls(db: Db, count: number, today = todayIso()): Promise<OpenCalls> {
  const topics = await rowsOf(db, sql<TopicRow>`SELECT * FROM topics WHERE deadline >= ${today} ORDER BY deadline, id LIMIT ${count}`);
  const specialIssues = await rowsOf(db, sql<SpecialIssueRow>`${SPECIAL_ISSUE_SELECT} WHERE si.deadline >= ${today} ORDER BY si.deadline, si.id LIMIT ${count}`);
  return { topics: await topicSummaries(db, topics, today), specialIssues: await specialIssueSummaries(db, specialIssues) };
}

async function apcJournals(db: Db) {
  const journals = await rowsOf(db, sql<ApcJournalRow>`
    SELECT id, name_system, name, abbreviation, issn, impact_factor, article_count, apc_chf, apc_chf_before FROM journals WHERE is_public = 1 ORDER BY name`);
  const subjects = await rowsOf(db, sql<{ journal_id: number; subject: SubjectSlug }>`SELECT journal_id, subject FROM journal_subjects ORDER BY journal_id, position`);
  return apcJournalsOf(journals, subjects);
}

async function topicArticles(db: Db, identifier: string, limit: number): Promise<TopicArticles | null> {
  const topic = await firstOf(db, sql<{ id: number }>`SELECT id FROM topics WHERE identifier = ${identifier}`);
  if (!topic) return null;
  const rows = await rowsOf(db, sql<SummaryRow>`
    SELECT ${SUMMARY_COLUMNS} FROM ${SUMMARY_FROM} WHERE a.topic_id = ${topic.id} ORDER BY a.published_at DESC, a.id DESC LIMIT ${limit}`);
  return rows.map(toSummary);
}

async function topicEditors(db: Db, nameSystem: string | undefined, today = todayIso()) {
  const rows = await rowsOf(db, sql<TopicEditorRow>`
    SELECT g.name, g.affiliation, g.country, g.orcid, t.identifier, t.name AS topic_name, t.deadline FROM guest_editors g
    JOIN topics t ON t.id = g.owner_id WHERE g.owner_kind = 'topic' ORDER BY g.name, t.deadline DESC`);
  return topicEditorsOf(rows, nameSystem, today);
}

/**
 * The newest articles: their ids first, from the published_at index, then their rows. Over the joins
 * at once SQLite's planner walked every article of every journal and sorted them (585 ms at 200,000
 * articles, for the home page); CROSS JOIN keeps the newest outermost there (SQLite never moves a
 * CROSS JOIN's right side outward), and with the LIMIT a bound parameter it would not know they are few.
 */
async function latestArticles(database: Pick<SqlDatabase, 'db' | 'engine'>, count: number): Promise<LatestArticles> {
  const join = sql.raw(database.engine === 'sqlite' ? 'CROSS JOIN' : 'JOIN');
  const rows = await rowsOf(database.db, sql<SummaryRow>`
    SELECT ${SUMMARY_COLUMNS}
    FROM (SELECT id FROM articles ORDER BY published_at DESC, id DESC LIMIT ${count}) newest
    ${join} articles a ON a.id = newest.id
    ${join} issues i ON i.id = a.issue_id
    ${join} volumes v ON v.id = i.volume_id
    ${join} journals j ON j.id = a.journal_id
    LEFT JOIN journal_sections s ON s.id = a.section_id
    LEFT JOIN special_issues si ON si.id = a.special_issue_id
    ORDER BY a.published_at DESC, a.id DESC`);
  return rows.map(toSummary);
}

export function createPublisherStore(database: Pick<SqlDatabase, 'db' | 'engine'>): PublisherStore {
  const { db } = database;
  return {
    news: (page, category) => newsList(db, page, category),
    awards: () => awardList(db),
    societies: () => societyList(db),
    conferences: () => conferenceList(db),
    announcements: () => announcements(db),
    openCalls: (count) => openCalls(db, count),
    latestArticles: (count) => latestArticles(database, count),
    apcJournals: () => apcJournals(db),
    topicArticles: (identifier, limit) => topicArticles(db, identifier, limit),
    topicEditors: (nameSystem) => topicEditors(db, nameSystem),
  };
}
