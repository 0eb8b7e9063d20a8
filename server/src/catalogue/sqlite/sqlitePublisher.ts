// PublisherStore over node:sqlite (../publisherStore.ts): the publisher's lists across journals,
// read-only queries over the catalogue, mapped as PostgreSQL's are (../rows/publisherLists.ts).
import type { SubjectSlug } from '@oap/contracts/api/journals.ts';
import type { ConferenceList, LatestArticles, OpenCalls, TopicArticles } from '@oap/contracts/api/publisher.ts';
import { NEWS_PAGE_SIZE } from '@oap/contracts/api/publisher.schemas.ts';
import type { PublisherStore } from '../publisherStore.ts';
import type { Sql } from './sql.ts';
import { SUMMARY_COLUMNS, SUMMARY_FROM, todayIso, toSummary, type SummaryRow } from '../rows/rows.ts';
import {
  JOURNAL_REF_COLUMNS,
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
import { SPECIAL_ISSUE_SELECT, specialIssueSummaries, topicSummaries, type SpecialIssueRow, type TopicRow } from './sqliteJournals/records.ts';
import { toConferences } from './sqliteJournals/newsAndConferences.ts';

function newsList(sql: Sql, page: number, category: string | undefined) {
  const filter = category ? 'WHERE n.category = ?' : '';
  const params = category ? [category] : [];
  const total = sql.get<{ n: number }>(`SELECT COUNT(*) AS n FROM news n ${filter}`, ...params)?.n ?? 0;
  const rows = sql.all<NewsRow>(
    `SELECT n.id, n.category, n.title, n.published_at, n.summary, ${JOURNAL_REF_COLUMNS} FROM news n LEFT JOIN journals j ON j.id = n.journal_id
     ${filter} ORDER BY n.published_at DESC, n.id DESC LIMIT ? OFFSET ?`,
    ...params,
    NEWS_PAGE_SIZE,
    newsOffset(page),
  );
  const categories = sql.all<{ name: string; count: number }>('SELECT category AS name, COUNT(*) AS count FROM news GROUP BY category ORDER BY category');
  return newsListOf(rows, total, page, category, categories);
}

function awardList(sql: Sql, today = todayIso()) {
  const groups = sql.all<AwardGroupRow>(
    `SELECT g.id, g.kind, g.name, g.description, g.prize, ${JOURNAL_REF_COLUMNS} FROM award_groups g LEFT JOIN journals j ON j.id = g.journal_id
     ORDER BY j.name IS NOT NULL, j.name, g.kind, g.id`,
  );
  const latest = sql.all<LatestEditionRow>(
    `SELECT e.group_id, e.year, e.opens_on, e.deadline FROM award_editions e
     WHERE e.year = (SELECT MAX(year) FROM award_editions WHERE group_id = e.group_id)`,
  );
  const winners = sql.all<{ group_id: number; n: number }>('SELECT e.group_id, COUNT(*) AS n FROM award_winners w JOIN award_editions e ON e.id = w.edition_id GROUP BY e.group_id');
  return awardListOf(groups, latest, winners, today);
}

function societyList(sql: Sql) {
  const societies = sql.all<SocietyRow>('SELECT * FROM societies ORDER BY name');
  const links = sql.all<SocietyLinkRow>(
    `SELECT js.society_id, js.relation, js.discount_pct, ${JOURNAL_REF_COLUMNS} FROM journal_societies js JOIN journals j ON j.id = js.journal_id ORDER BY j.name`,
  );
  return societyListOf(societies, links);
}

function conferenceList(sql: Sql, today = todayIso()): ConferenceList {
  type Row = Parameters<typeof toConferences>[1][number];
  return {
    upcoming: toConferences(sql, sql.all<Row>('SELECT * FROM conferences WHERE ends_on >= ? ORDER BY starts_on, id', today)),
    past: toConferences(sql, sql.all<Row>('SELECT * FROM conferences WHERE ends_on < ? ORDER BY starts_on DESC, id DESC LIMIT 20', today)),
  };
}

function announcements(sql: Sql) {
  return sql.all<AnnouncementRow>('SELECT id, title, published_at, html FROM announcements WHERE journal_id IS NULL ORDER BY published_at DESC, id DESC').map(publisherAnnouncementOf);
}

function openCalls(sql: Sql, count: number, today = todayIso()): OpenCalls {
  const topics = sql.all<TopicRow>('SELECT * FROM topics WHERE deadline >= ? ORDER BY deadline, id LIMIT ?', today, count);
  const specialIssues = sql.all<SpecialIssueRow>(`${SPECIAL_ISSUE_SELECT} WHERE si.deadline >= ? ORDER BY si.deadline, si.id LIMIT ?`, today, count);
  return { topics: topicSummaries(sql, topics, today), specialIssues: specialIssueSummaries(sql, specialIssues) };
}

function latestArticles(sql: Sql, count: number): LatestArticles {
  // The newest ids first, from the published_at index, then their rows: over the joins at once
  // SQLite's planner walked every volume, issue and article and sorted them (585 ms at 200,000
  // articles, for the home page; bench:pages --postgres-url found it). CROSS JOIN keeps that order
  // (SQLite never moves a CROSS JOIN's right side outward); with the LIMIT a bound parameter the
  // planner would not know the newest are few.
  return sql
    .all<SummaryRow>(
      `SELECT ${SUMMARY_COLUMNS}
       FROM (SELECT id FROM articles ORDER BY published_at DESC, id DESC LIMIT ?) newest
       CROSS JOIN articles a ON a.id = newest.id
       CROSS JOIN issues i ON i.id = a.issue_id
       CROSS JOIN volumes v ON v.id = i.volume_id
       CROSS JOIN journals j ON j.id = a.journal_id
       LEFT JOIN journal_sections s ON s.id = a.section_id
       LEFT JOIN special_issues si ON si.id = a.special_issue_id
       ORDER BY a.published_at DESC, a.id DESC`,
      count,
    )
    .map(toSummary);
}

function apcJournals(sql: Sql) {
  const journals = sql.all<ApcJournalRow>('SELECT id, name_system, name, abbreviation, issn, impact_factor, article_count, apc_chf FROM journals WHERE is_public = 1 ORDER BY name');
  const subjects = sql.all<{ journal_id: number; subject: SubjectSlug }>('SELECT journal_id, subject FROM journal_subjects ORDER BY journal_id, position');
  return apcJournalsOf(journals, subjects);
}

function topicArticles(sql: Sql, identifier: string, limit: number): TopicArticles | null {
  const topic = sql.get<{ id: number }>('SELECT id FROM topics WHERE identifier = ?', identifier);
  if (!topic) return null;
  return sql
    .all<SummaryRow>(`SELECT ${SUMMARY_COLUMNS} FROM ${SUMMARY_FROM} WHERE a.topic_id = ? ORDER BY a.published_at DESC, a.id DESC LIMIT ?`, topic.id, limit)
    .map(toSummary);
}

function topicEditors(sql: Sql, nameSystem: string | undefined, today = todayIso()) {
  const rows = sql.all<TopicEditorRow>(
    `SELECT g.name, g.affiliation, g.country, g.orcid, t.identifier, t.name AS topic_name, t.deadline FROM guest_editors g
     JOIN topics t ON t.id = g.owner_id WHERE g.owner_kind = 'topic' ORDER BY g.name, t.deadline DESC`,
  );
  return topicEditorsOf(rows, nameSystem, today);
}

export function createPublisherStore(sql: Sql): PublisherStore {
  return {
    news: async (page, category) => newsList(sql, page, category),
    awards: async () => awardList(sql),
    societies: async () => societyList(sql),
    conferences: async () => conferenceList(sql),
    announcements: async () => announcements(sql),
    openCalls: async (count) => openCalls(sql, count),
    latestArticles: async (count) => latestArticles(sql, count),
    apcJournals: async () => apcJournals(sql),
    topicArticles: async (identifier, limit) => topicArticles(sql, identifier, limit),
    topicEditors: async (nameSystem) => topicEditors(sql, nameSystem),
  };
}
