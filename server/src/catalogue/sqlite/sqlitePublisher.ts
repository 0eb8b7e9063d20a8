// PublisherStore over node:sqlite (../publisherStore.ts): the publisher's lists across journals,
// read-only queries over the catalogue with the journal store's row mappings.
import type { Announcement, AwardGroup } from '@oap/contracts/api/journalSubpages.ts';
import type { JournalRef, SubjectSlug } from '@oap/contracts/api/journals.ts';
import type { ApcList, AwardListItem, ConferenceList, LatestArticles, NewsList, OpenCalls, SocietyListItem, TopicArticles, TopicEditors } from '@oap/contracts/api/publisher.ts';
import { NEWS_PAGE_SIZE, personNameSystem } from '@oap/contracts/api/publisher.schemas.ts';
import type { PublisherStore } from '../publisherStore.ts';
import type { Sql } from './sql.ts';
import { SUMMARY_COLUMNS, SUMMARY_FROM, statusOf, todayIso, toSummary, type SummaryRow } from './rows.ts';
import { SPECIAL_ISSUE_SELECT, specialIssueSummaries, topicSummaries, type SpecialIssueRow, type TopicRow } from './sqliteJournals/records.ts';
import { toConferences } from './sqliteJournals/newsAndConferences.ts';

type JournalRefRow = { name_system: string | null; journal_name: string | null; abbreviation: string | null; issn: string | null };
const refOf = (row: JournalRefRow): JournalRef | null =>
  row.name_system === null ? null : { nameSystem: row.name_system, name: row.journal_name ?? '', abbreviation: row.abbreviation ?? '', issn: row.issn ?? '' };
const JOURNAL_REF_COLUMNS = 'j.name_system, j.name AS journal_name, j.abbreviation, j.issn';

function newsList(sql: Sql, page: number, category: string | undefined): NewsList {
  const filter = category ? 'WHERE n.category = ?' : '';
  const params = category ? [category] : [];
  const total = sql.get<{ n: number }>(`SELECT COUNT(*) AS n FROM news n ${filter}`, ...params)?.n ?? 0;
  const rows = sql.all<{ id: number; category: string; title: string; published_at: string; summary: string } & JournalRefRow>(
    `SELECT n.id, n.category, n.title, n.published_at, n.summary, ${JOURNAL_REF_COLUMNS} FROM news n LEFT JOIN journals j ON j.id = n.journal_id
     ${filter} ORDER BY n.published_at DESC, n.id DESC LIMIT ? OFFSET ?`,
    ...params,
    NEWS_PAGE_SIZE,
    (page - 1) * NEWS_PAGE_SIZE,
  );
  const categories = sql.all<{ name: string; count: number }>('SELECT category AS name, COUNT(*) AS count FROM news GROUP BY category ORDER BY category');
  return {
    items: rows.map((row) => ({ id: row.id, journal: refOf(row), category: row.category, title: row.title, publishedAt: row.published_at, summary: row.summary })),
    total,
    page,
    pageSize: NEWS_PAGE_SIZE,
    category: category ?? null,
    categories,
  };
}

function awardList(sql: Sql, today = todayIso()): AwardListItem[] {
  const groups = sql.all<{ id: number; kind: AwardGroup['kind']; name: string; description: string; prize: string } & JournalRefRow>(
    `SELECT g.id, g.kind, g.name, g.description, g.prize, ${JOURNAL_REF_COLUMNS} FROM award_groups g LEFT JOIN journals j ON j.id = g.journal_id
     ORDER BY j.name IS NOT NULL, j.name, g.kind, g.id`,
  );
  const latest = new Map(
    sql
      .all<{ group_id: number; year: number; opens_on: string; deadline: string }>(
        `SELECT e.group_id, e.year, e.opens_on, e.deadline FROM award_editions e
         WHERE e.year = (SELECT MAX(year) FROM award_editions WHERE group_id = e.group_id)`,
      )
      .map((row) => [row.group_id, row]),
  );
  const winners = new Map(
    sql
      .all<{ group_id: number; n: number }>('SELECT e.group_id, COUNT(*) AS n FROM award_winners w JOIN award_editions e ON e.id = w.edition_id GROUP BY e.group_id')
      .map((row) => [row.group_id, row.n]),
  );
  return groups.map((group) => {
    const journal = refOf(group);
    const edition = latest.get(group.id);
    const path = journal ? (group.kind === 'travel' ? `/journal/${journal.nameSystem}/travel` : `/journal/${journal.nameSystem}/awards/${group.id}`) : '/awards';
    return {
      id: group.id,
      journal,
      kind: group.kind,
      name: group.name,
      description: group.description,
      prize: group.prize,
      latest: edition
        ? {
            year: edition.year,
            opensOn: edition.opens_on,
            deadline: edition.deadline,
            status: today < edition.opens_on ? 'upcoming' : today <= edition.deadline ? 'open' : 'closed',
          }
        : null,
      winnerCount: winners.get(group.id) ?? 0,
      path,
    };
  });
}

function societyList(sql: Sql): SocietyListItem[] {
  const societies = sql.all<{ id: number; name_system: string; name: string; abbreviation: string; country: string; year_founded: number; url: string; description: string }>(
    'SELECT * FROM societies ORDER BY name',
  );
  const links = sql.all<{ society_id: number; relation: 'affiliated' | 'collaboration'; discount_pct: number } & JournalRefRow>(
    `SELECT js.society_id, js.relation, js.discount_pct, ${JOURNAL_REF_COLUMNS} FROM journal_societies js JOIN journals j ON j.id = js.journal_id ORDER BY j.name`,
  );
  return societies.map((society) => ({
    id: society.id,
    nameSystem: society.name_system,
    name: society.name,
    abbreviation: society.abbreviation,
    country: society.country,
    yearFounded: society.year_founded,
    url: society.url,
    description: society.description,
    journals: links
      .filter((link) => link.society_id === society.id)
      .map((link) => ({ ...(refOf(link) as JournalRef), relation: link.relation, discountPct: link.discount_pct })),
  }));
}

function conferenceList(sql: Sql, today = todayIso()): ConferenceList {
  type Row = Parameters<typeof toConferences>[1][number];
  return {
    upcoming: toConferences(sql, sql.all<Row>('SELECT * FROM conferences WHERE ends_on >= ? ORDER BY starts_on, id', today)),
    past: toConferences(sql, sql.all<Row>('SELECT * FROM conferences WHERE ends_on < ? ORDER BY starts_on DESC, id DESC LIMIT 20', today)),
  };
}

function announcements(sql: Sql): Announcement[] {
  return sql
    .all<{ id: number; title: string; published_at: string; html: string }>('SELECT id, title, published_at, html FROM announcements WHERE journal_id IS NULL ORDER BY published_at DESC, id DESC')
    .map((row) => ({ id: row.id, journal: null, title: row.title, publishedAt: row.published_at, html: row.html }));
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

function apcJournals(sql: Sql): ApcList['journals'] {
  const journals = sql.all<{ id: number; name_system: string; name: string; abbreviation: string; issn: string; impact_factor: number | null; article_count: number; apc_chf: number }>(
    'SELECT id, name_system, name, abbreviation, issn, impact_factor, article_count, apc_chf FROM journals WHERE is_public = 1 ORDER BY name',
  );
  const subjects = sql.all<{ journal_id: number; subject: SubjectSlug }>('SELECT journal_id, subject FROM journal_subjects ORDER BY journal_id, position');
  return journals.map((journal) => ({
    nameSystem: journal.name_system,
    name: journal.name,
    abbreviation: journal.abbreviation,
    issn: journal.issn,
    subjects: subjects.filter((row) => row.journal_id === journal.id).map((row) => row.subject),
    impactFactor: journal.impact_factor,
    articleCount: journal.article_count,
    apcChf: journal.apc_chf,
  }));
}

function topicArticles(sql: Sql, identifier: string, limit: number): TopicArticles | null {
  const topic = sql.get<{ id: number }>('SELECT id FROM topics WHERE identifier = ?', identifier);
  if (!topic) return null;
  return sql
    .all<SummaryRow>(`SELECT ${SUMMARY_COLUMNS} FROM ${SUMMARY_FROM} WHERE a.topic_id = ? ORDER BY a.published_at DESC, a.id DESC LIMIT ?`, topic.id, limit)
    .map(toSummary);
}

function topicEditors(sql: Sql, nameSystem: string | undefined, today = todayIso()): TopicEditors {
  const rows = sql.all<{ name: string; affiliation: string; country: string; orcid: string | null; identifier: string; topic_name: string; deadline: string }>(
    `SELECT g.name, g.affiliation, g.country, g.orcid, t.identifier, t.name AS topic_name, t.deadline FROM guest_editors g
     JOIN topics t ON t.id = g.owner_id WHERE g.owner_kind = 'topic' ORDER BY g.name, t.deadline DESC`,
  );
  const editors = new Map<string, TopicEditors[number]>();
  for (const row of rows) {
    const key = personNameSystem(row.name);
    if (nameSystem !== undefined && key !== personNameSystem(nameSystem)) continue;
    const editor = editors.get(key) ?? { name: row.name, affiliation: row.affiliation, country: row.country, orcid: row.orcid, nameSystem: key, topics: [] };
    editor.topics.push({ identifier: row.identifier, name: row.topic_name, path: `/topics/${row.identifier}`, deadline: row.deadline, status: statusOf(row.deadline, today) });
    editors.set(key, editor);
  }
  return [...editors.values()];
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
