// PublisherStore on PostgreSQL (../../publisherStore.ts): the publisher's lists across journals, the
// queries of SQLite's (store/sqlite/sqlitePublisher.ts) with the journal store's row mappings.
import { sql } from 'kysely';
import type { Announcement, AwardGroup } from '@oap/contracts/api/journalSubpages.ts';
import type { JournalRef, SubjectSlug } from '@oap/contracts/api/journals.ts';
import type { ApcList, AwardListItem, ConferenceList, LatestArticles, NewsList, OpenCalls, SocietyListItem, TopicArticles, TopicEditors } from '@oap/contracts/api/publisher.ts';
import { NEWS_PAGE_SIZE, personNameSystem } from '@oap/contracts/api/publisher.schemas.ts';
import type { PublisherStore } from '../publisherStore.ts';
import type { Db } from '../../data/sqlDatabase.ts';
import { statusOf, todayIso, toSummary, type SummaryRow } from '../sqlite/rows.ts';
import { SUMMARY_COLUMNS, SUMMARY_FROM, countOf, firstOf, rowsOf } from './query.ts';
import { SPECIAL_ISSUE_SELECT, specialIssueSummaries, topicSummaries, type SpecialIssueRow, type TopicRow } from './journals/records.ts';
import { toConferences } from './journals/newsAndEvents.ts';

type JournalRefRow = { name_system: string | null; journal_name: string | null; abbreviation: string | null; issn: string | null };
const refOf = (row: JournalRefRow): JournalRef | null =>
  row.name_system === null ? null : { nameSystem: row.name_system, name: row.journal_name ?? '', abbreviation: row.abbreviation ?? '', issn: row.issn ?? '' };
const JOURNAL_REF_COLUMNS = sql`j.name_system, j.name AS journal_name, j.abbreviation, j.issn`;
type ConferenceRow = Parameters<typeof toConferences>[1][number];

async function newsList(db: Db, page: number, category: string | undefined): Promise<NewsList> {
  const filter = category ? sql`WHERE n.category = ${category}` : sql``;
  const total = await countOf(db, sql`SELECT count(*) AS n FROM news n ${filter}`);
  const rows = await rowsOf(db, sql<{ id: number; category: string; title: string; published_at: string; summary: string } & JournalRefRow>`
    SELECT n.id, n.category, n.title, n.published_at, n.summary, ${JOURNAL_REF_COLUMNS} FROM news n LEFT JOIN journals j ON j.id = n.journal_id
    ${filter} ORDER BY n.published_at DESC, n.id DESC LIMIT ${NEWS_PAGE_SIZE} OFFSET ${(page - 1) * NEWS_PAGE_SIZE}`);
  const categories = await rowsOf(db, sql<{ name: string; count: number }>`SELECT category AS name, count(*) AS count FROM news GROUP BY category ORDER BY category`);
  return {
    items: rows.map((row) => ({ id: row.id, journal: refOf(row), category: row.category, title: row.title, publishedAt: row.published_at, summary: row.summary })),
    total,
    page,
    pageSize: NEWS_PAGE_SIZE,
    category: category ?? null,
    categories,
  };
}

async function awardList(db: Db, today = todayIso()): Promise<AwardListItem[]> {
  const groups = await rowsOf(db, sql<{ id: number; kind: AwardGroup['kind']; name: string; description: string; prize: string } & JournalRefRow>`
    SELECT g.id, g.kind, g.name, g.description, g.prize, ${JOURNAL_REF_COLUMNS} FROM award_groups g LEFT JOIN journals j ON j.id = g.journal_id
    ORDER BY j.name IS NOT NULL, j.name, g.kind, g.id`);
  const latest = new Map(
    (await rowsOf(db, sql<{ group_id: number; year: number; opens_on: string; deadline: string }>`
      SELECT DISTINCT ON (group_id) group_id, year, opens_on, deadline FROM award_editions ORDER BY group_id, year DESC`)).map((row) => [row.group_id, row]),
  );
  const winners = new Map(
    (await rowsOf(db, sql<{ group_id: number; n: number }>`
      SELECT e.group_id, count(*) AS n FROM award_winners w JOIN award_editions e ON e.id = w.edition_id GROUP BY e.group_id`)).map((row) => [row.group_id, row.n]),
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

async function societyList(db: Db): Promise<SocietyListItem[]> {
  const societies = await rowsOf(db, sql<{ id: number; name_system: string; name: string; abbreviation: string; country: string; year_founded: number; url: string; description: string }>`
    SELECT * FROM societies ORDER BY name`);
  const links = await rowsOf(db, sql<{ society_id: number; relation: 'affiliated' | 'collaboration'; discount_pct: number } & JournalRefRow>`
    SELECT js.society_id, js.relation, js.discount_pct, ${JOURNAL_REF_COLUMNS} FROM journal_societies js JOIN journals j ON j.id = js.journal_id ORDER BY j.name`);
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

async function conferenceList(db: Db, today = todayIso()): Promise<ConferenceList> {
  return {
    upcoming: await toConferences(db, await rowsOf(db, sql<ConferenceRow>`SELECT * FROM conferences WHERE ends_on >= ${today} ORDER BY starts_on, id`)),
    past: await toConferences(db, await rowsOf(db, sql<ConferenceRow>`SELECT * FROM conferences WHERE ends_on < ${today} ORDER BY starts_on DESC, id DESC LIMIT 20`)),
  };
}

async function announcements(db: Db): Promise<Announcement[]> {
  const rows = await rowsOf(db, sql<{ id: number; title: string; published_at: string; html: string }>`
    SELECT id, title, published_at, html FROM announcements WHERE journal_id IS NULL ORDER BY published_at DESC, id DESC`);
  return rows.map((row) => ({ id: row.id, journal: null, title: row.title, publishedAt: row.published_at, html: row.html }));
}

async function openCalls(db: Db, count: number, today = todayIso()): Promise<OpenCalls> {
  const topics = await rowsOf(db, sql<TopicRow>`SELECT * FROM topics WHERE deadline >= ${today} ORDER BY deadline, id LIMIT ${count}`);
  const specialIssues = await rowsOf(db, sql<SpecialIssueRow>`${SPECIAL_ISSUE_SELECT} WHERE si.deadline >= ${today} ORDER BY si.deadline, si.id LIMIT ${count}`);
  return { topics: await topicSummaries(db, topics, today), specialIssues: await specialIssueSummaries(db, specialIssues) };
}

async function apcJournals(db: Db): Promise<ApcList['journals']> {
  const journals = await rowsOf(db, sql<{ id: number; name_system: string; name: string; abbreviation: string; issn: string; impact_factor: number | null; article_count: number; apc_chf: number }>`
    SELECT id, name_system, name, abbreviation, issn, impact_factor, article_count, apc_chf FROM journals WHERE is_public = 1 ORDER BY name`);
  const subjects = await rowsOf(db, sql<{ journal_id: number; subject: SubjectSlug }>`SELECT journal_id, subject FROM journal_subjects ORDER BY journal_id, position`);
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

async function topicArticles(db: Db, identifier: string, limit: number): Promise<TopicArticles | null> {
  const topic = await firstOf(db, sql<{ id: number }>`SELECT id FROM topics WHERE identifier = ${identifier}`);
  if (!topic) return null;
  const rows = await rowsOf(db, sql<SummaryRow>`
    SELECT ${SUMMARY_COLUMNS} FROM ${SUMMARY_FROM} WHERE a.topic_id = ${topic.id} ORDER BY a.published_at DESC, a.id DESC LIMIT ${limit}`);
  return rows.map(toSummary);
}

async function topicEditors(db: Db, nameSystem: string | undefined, today = todayIso()): Promise<TopicEditors> {
  const rows = await rowsOf(db, sql<{ name: string; affiliation: string; country: string; orcid: string | null; identifier: string; topic_name: string; deadline: string }>`
    SELECT g.name, g.affiliation, g.country, g.orcid, t.identifier, t.name AS topic_name, t.deadline FROM guest_editors g
    JOIN topics t ON t.id = g.owner_id WHERE g.owner_kind = 'topic' ORDER BY g.name, t.deadline DESC`);
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

export function createPostgresPublisherStore(db: Db): PublisherStore {
  return {
    news: (page, category) => newsList(db, page, category),
    awards: () => awardList(db),
    societies: () => societyList(db),
    conferences: () => conferenceList(db),
    announcements: () => announcements(db),
    openCalls: (count) => openCalls(db, count),
    latestArticles: async (count): Promise<LatestArticles> =>
      (await rowsOf(db, sql<SummaryRow>`SELECT ${SUMMARY_COLUMNS} FROM ${SUMMARY_FROM} ORDER BY a.published_at DESC, a.id DESC LIMIT ${count}`)).map(toSummary),
    apcJournals: () => apcJournals(db),
    topicArticles: (identifier, limit) => topicArticles(db, identifier, limit),
    topicEditors: (nameSystem) => topicEditors(db, nameSystem),
  };
}
