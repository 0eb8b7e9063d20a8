// Journals and everything shown under /journal/{slug}: summaries, sections, boards, office, pages,
// societies, awards, news, conferences, events, special issues, collections, volumes and statistics.
import type { ArticleSummary } from '@oap/contracts/api/articles.ts';
import type { Announcement, AwardGroup, Conference, EventItem, JournalGraphs, JournalMetrics, JournalPageContent, JournalSubpagePart, JournalSubpageResponses, NewsItem, VolumeSummary } from '@oap/contracts/api/journalSubpages.ts';
import type { BoardMember, JournalDetail, JournalRef, JournalSectionDetail, JournalSociety, JournalSummary, SpecialIssueSummary, SubjectSlug, TopicalCollection, TopicSummary } from '@oap/contracts/api/journals.ts';
import { subjects } from '@oap/contracts/api/journals.ts';
import type { JournalStore } from './store.ts';
import type { Sql } from './sql.ts';
import { placeholders } from './sql.ts';
import type { ArticleIndex } from './articleIndex.ts';
import { SUMMARY_COLUMNS, SUMMARY_FROM, statusOf, toGuestEditor, toSummary, todayIso } from './rows.ts';
import type { GuestEditorRow, SummaryRow } from './rows.ts';
import { articleTypeLabel } from './articleTypes.ts';

const DAY_MS = 86_400_000;

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
  aims_and_scope: string;
  is_public: number;
  article_count: number;
  description: string;
  publication_frequency: string;
  first_decision_days: number | null;
  acceptance_to_publication_days: number | null;
  acceptance_rate: number | null;
  office_email: string;
}

/** Everything the journal parts of the store share: SQL, the article index, journal lookups. */
export interface JournalContext {
  sql: Sql;
  index(): ArticleIndex;
  journalRow(nameSystem: string): JournalRow | undefined;
  refOf(journalId: number): JournalRef;
  summaries(rows: JournalRow[]): JournalSummary[];
}

export function createJournalContext(sql: Sql, index: () => ArticleIndex): JournalContext {
  const subjectIndex = new Map<string, number>(subjects.map((s, i) => [s.slug, i]));
  return {
    sql,
    index,
    journalRow: (nameSystem) => sql.get<JournalRow>('SELECT * FROM journals WHERE name_system = ?', nameSystem),
    refOf(journalId) {
      const row = sql.get<JournalRow>('SELECT * FROM journals WHERE id = ?', journalId);
      return { nameSystem: row?.name_system ?? '', name: row?.name ?? '', abbreviation: row?.abbreviation ?? '', issn: row?.issn ?? '' };
    },
    summaries(rows) {
      if (rows.length === 0) return [];
      const byJournal = new Map<number, SubjectSlug[]>();
      for (const row of sql.all<{ journal_id: number; subject: string }>('SELECT journal_id, subject FROM journal_subjects ORDER BY journal_id, position')) {
        const list = byJournal.get(row.journal_id) ?? [];
        if (subjectIndex.has(row.subject)) list.push(row.subject as SubjectSlug);
        byJournal.set(row.journal_id, list);
      }
      return rows.map((row) => ({
        id: row.id,
        nameSystem: row.name_system,
        name: row.name,
        abbreviation: row.abbreviation,
        issn: row.issn,
        subjects: byJournal.get(row.id) ?? [],
        impactFactor: row.impact_factor,
        citeScore: row.cite_score,
        yearFounded: row.year_founded,
        articleCount: row.article_count,
      }));
    },
  };
}

// Shared record builders (also used by the search part) ----------------------------------------------

interface SpecialIssueRow {
  id: number;
  journal_id: number;
  identifier: string;
  name: string;
  keywords: string;
  opens_on: string;
  deadline: string;
  views: number;
  article_count: number;
  description_html: string;
  section_name_system: string | null;
  section_name: string | null;
  name_system: string;
  journal_name: string;
  abbreviation: string;
  issn: string;
}

export const SPECIAL_ISSUE_SELECT = `SELECT si.*, s.name_system AS section_name_system, s.name AS section_name,
    j.name_system, j.name AS journal_name, j.abbreviation, j.issn
  FROM special_issues si JOIN journals j ON j.id = si.journal_id LEFT JOIN journal_sections s ON s.id = si.section_id`;

function guestEditors(sql: Sql, kind: string, ids: number[]): Map<number, ReturnType<typeof toGuestEditor>[]> {
  const out = new Map<number, ReturnType<typeof toGuestEditor>[]>();
  if (!ids.length) return out;
  for (const row of sql.all<GuestEditorRow>(
    `SELECT owner_id, name, affiliation, country, orcid FROM guest_editors WHERE owner_kind = ? AND owner_id IN (${placeholders(ids.length)}) ORDER BY owner_id, position`,
    kind,
    ...ids,
  )) {
    const list = out.get(row.owner_id) ?? [];
    list.push(toGuestEditor(row));
    out.set(row.owner_id, list);
  }
  return out;
}

export function toSpecialIssues(sql: Sql, rows: SpecialIssueRow[], today = todayIso()): (SpecialIssueSummary & { descriptionHtml: string })[] {
  const editors = guestEditors(sql, 'special-issue', rows.map((row) => row.id));
  return rows.map((row) => ({
    id: row.id,
    identifier: row.identifier,
    name: row.name,
    journal: { nameSystem: row.name_system, name: row.journal_name, abbreviation: row.abbreviation, issn: row.issn },
    section: row.section_name_system ? { nameSystem: row.section_name_system, name: row.section_name ?? '' } : null,
    keywords: JSON.parse(row.keywords) as string[],
    opensOn: row.opens_on,
    deadline: row.deadline,
    status: statusOf(row.deadline, today),
    articleCount: row.article_count,
    views: row.views,
    editors: editors.get(row.id) ?? [],
    path: `/journal/${row.name_system}/special_issues/${row.identifier}`,
    descriptionHtml: row.description_html,
  }));
}

/** Special issue summaries without their description (list answers). */
export function specialIssueSummaries(sql: Sql, rows: SpecialIssueRow[]): SpecialIssueSummary[] {
  return toSpecialIssues(sql, rows).map(({ descriptionHtml: _description, ...summary }) => summary);
}

interface TopicRow {
  id: number;
  identifier: string;
  name: string;
  subject: string;
  keywords: string;
  opens_on: string;
  deadline: string;
  views: number;
  article_count: number;
}

export function topicSummaries(sql: Sql, rows: TopicRow[], today = todayIso()): TopicSummary[] {
  if (!rows.length) return [];
  const ids = rows.map((row) => row.id);
  const journals = new Map<number, JournalRef[]>();
  for (const row of sql.all<{ topic_id: number; name_system: string; name: string; abbreviation: string; issn: string }>(
    `SELECT tj.topic_id, j.name_system, j.name, j.abbreviation, j.issn FROM topic_journals tj JOIN journals j ON j.id = tj.journal_id
     WHERE tj.topic_id IN (${placeholders(ids.length)}) ORDER BY tj.topic_id, j.name`,
    ...ids,
  )) {
    const list = journals.get(row.topic_id) ?? [];
    list.push({ nameSystem: row.name_system, name: row.name, abbreviation: row.abbreviation, issn: row.issn });
    journals.set(row.topic_id, list);
  }
  const editors = guestEditors(sql, 'topic', ids);
  return rows.map((row) => {
    const subject = subjects.find((s) => s.slug === row.subject) ?? subjects[0];
    return {
      id: row.id,
      identifier: row.identifier,
      name: row.name,
      subject: { slug: subject.slug, label: subject.label },
      journals: journals.get(row.id) ?? [],
      keywords: JSON.parse(row.keywords) as string[],
      opensOn: row.opens_on,
      deadline: row.deadline,
      status: statusOf(row.deadline, today),
      views: row.views,
      articleCount: row.article_count,
      editors: editors.get(row.id) ?? [],
      path: `/topics/${row.identifier}`,
    };
  });
}

function collections(sql: Sql, journalId: number): TopicalCollection[] {
  const rows = sql.all<{ id: number; identifier: string; name: string; description_html: string; created_on: string; article_count: number; name_system: string; journal_name: string; abbreviation: string; issn: string }>(
    `SELECT c.*, j.name_system, j.name AS journal_name, j.abbreviation, j.issn FROM topical_collections c JOIN journals j ON j.id = c.journal_id
     WHERE c.journal_id = ? ORDER BY c.name`,
    journalId,
  );
  const editors = guestEditors(sql, 'collection', rows.map((row) => row.id));
  return rows.map((row) => ({
    id: row.id,
    identifier: row.identifier,
    name: row.name,
    journal: { nameSystem: row.name_system, name: row.journal_name, abbreviation: row.abbreviation, issn: row.issn },
    descriptionHtml: row.description_html,
    createdOn: row.created_on,
    articleCount: row.article_count,
    editors: editors.get(row.id) ?? [],
    path: `/journal/${row.name_system}/topical_collections/${row.identifier}`,
  }));
}

function boardMembers(sql: Sql, journalId: number, board: string): BoardMember[] {
  return sql
    .all<{ name: string; role: string; affiliation: string; orcid: string | null; country: string | null; interests: string; section_name_system: string | null; section_name: string | null }>(
      `SELECT e.name, e.role, e.affiliation, e.orcid, e.country, e.interests, s.name_system AS section_name_system, s.name AS section_name
       FROM journal_editors e LEFT JOIN journal_sections s ON s.id = e.section_id
       WHERE e.journal_id = ? AND e.board = ? ORDER BY e.position`,
      journalId,
      board,
    )
    .map((row) => ({
      name: row.name,
      role: row.role,
      affiliation: row.country ? `${row.affiliation}, ${row.country}` : row.affiliation,
      orcid: row.orcid,
      country: row.country,
      section: row.section_name_system ? { nameSystem: row.section_name_system, name: row.section_name ?? '' } : null,
      interests: JSON.parse(row.interests) as string[],
    }));
}

function societiesOf(sql: Sql, journalId: number): JournalSociety[] {
  return sql
    .all<{ id: number; name_system: string; name: string; abbreviation: string; country: string; year_founded: number; url: string; description: string; relation: string; discount_pct: number }>(
      `SELECT s.*, js.relation, js.discount_pct FROM journal_societies js JOIN societies s ON s.id = js.society_id
       WHERE js.journal_id = ? ORDER BY js.relation, s.name`,
      journalId,
    )
    .map((row) => ({
      id: row.id,
      nameSystem: row.name_system,
      name: row.name,
      abbreviation: row.abbreviation,
      country: row.country,
      yearFounded: row.year_founded,
      url: row.url,
      description: row.description,
      relation: row.relation === 'affiliated' ? 'affiliated' : 'collaboration',
      discountPct: row.discount_pct,
    }));
}

function awards(sql: Sql, journalId: number, travel: boolean, refOf: (id: number) => JournalRef, today = todayIso()): AwardGroup[] {
  const groups = sql.all<{ id: number; journal_id: number | null; kind: AwardGroup['kind']; name: string; description: string; prize: string; eligibility: string }>(
    `SELECT * FROM award_groups WHERE journal_id = ? AND ${travel ? "kind = 'travel'" : "kind <> 'travel'"} ORDER BY id`,
    journalId,
  );
  if (!groups.length) return [];
  const ref = refOf(journalId);
  const editions = sql.all<{ id: number; group_id: number; year: number; opens_on: string; deadline: string }>(
    `SELECT * FROM award_editions WHERE group_id IN (${placeholders(groups.length)}) ORDER BY group_id, year DESC`,
    ...groups.map((g) => g.id),
  );
  const winners = editions.length
    ? sql.all<{ edition_id: number; name: string; affiliation: string; country: string; citation: string; article_id: number | null; title: string | null; issn: string | null; volume: number | null; issue: string | null; identifier: string | null }>(
        `SELECT w.*, a.title, j.issn, v.volume, i.issue, a.identifier FROM award_winners w
         LEFT JOIN articles a ON a.id = w.article_id LEFT JOIN journals j ON j.id = a.journal_id
         LEFT JOIN issues i ON i.id = a.issue_id LEFT JOIN volumes v ON v.id = i.volume_id
         WHERE w.edition_id IN (${placeholders(editions.length)}) ORDER BY w.edition_id, w.position`,
        ...editions.map((e) => e.id),
      )
    : [];
  return groups.map((group) => ({
    id: group.id,
    journal: ref,
    kind: group.kind,
    name: group.name,
    description: group.description,
    prize: group.prize,
    eligibility: group.eligibility,
    editions: editions
      .filter((edition) => edition.group_id === group.id)
      .map((edition) => ({
        year: edition.year,
        opensOn: edition.opens_on,
        deadline: edition.deadline,
        status: today < edition.opens_on ? 'upcoming' : today <= edition.deadline ? 'open' : 'closed',
        winners: winners
          .filter((winner) => winner.edition_id === edition.id)
          .map((winner) => ({
            name: winner.name,
            affiliation: winner.affiliation,
            country: winner.country,
            citation: winner.citation,
            article: winner.article_id && winner.title ? { title: winner.title, path: `/${winner.issn}/${winner.volume}/${winner.issue}/${winner.identifier}` } : null,
          })),
      })),
  }));
}

const conferenceSelect = `SELECT c.* FROM conferences c JOIN conference_journals cj ON cj.conference_id = c.id WHERE cj.journal_id = ?`;

function toConferences(sql: Sql, rows: { id: number; name: string; acronym: string; city: string; country: string; starts_on: string; ends_on: string; abstract_deadline: string; url: string; description: string }[]): Conference[] {
  if (!rows.length) return [];
  const journals = new Map<number, JournalRef[]>();
  for (const row of sql.all<{ conference_id: number; name_system: string; name: string; abbreviation: string; issn: string }>(
    `SELECT cj.conference_id, j.name_system, j.name, j.abbreviation, j.issn FROM conference_journals cj JOIN journals j ON j.id = cj.journal_id
     WHERE cj.conference_id IN (${placeholders(rows.length)}) ORDER BY j.name`,
    ...rows.map((r) => r.id),
  )) {
    const list = journals.get(row.conference_id) ?? [];
    list.push({ nameSystem: row.name_system, name: row.name, abbreviation: row.abbreviation, issn: row.issn });
    journals.set(row.conference_id, list);
  }
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    acronym: row.acronym,
    city: row.city,
    country: row.country,
    startsOn: row.starts_on,
    endsOn: row.ends_on,
    abstractDeadline: row.abstract_deadline,
    url: row.url,
    description: row.description,
    journals: journals.get(row.id) ?? [],
  }));
}

function newsOf(sql: Sql, journalId: number, ref: JournalRef, limit: number): NewsItem[] {
  return sql
    .all<{ id: number; category: string; title: string; published_at: string; summary: string; html: string }>(
      'SELECT * FROM news WHERE journal_id = ? ORDER BY published_at DESC, id DESC LIMIT ?',
      journalId,
      limit,
    )
    .map((row) => ({ id: row.id, journal: ref, category: row.category, title: row.title, publishedAt: row.published_at, summary: row.summary, html: row.html }));
}

/** Metrics and graphs from the article index (one pass over the journal's articles). */
function journalStatistics(index: ArticleIndex, journalId: number) {
  const lastDay = index.lastDay();
  const yearAgo = lastDay - 365;
  let articles = 0;
  let lastYear = 0;
  let citations = 0;
  let views = 0;
  let downloads = 0;
  const perYear = new Map<number, { count: number; citations: number; views: number }>();
  const types = new Map<number, number>();
  const regions = new Map<number, number>();
  for (let id = 1; id <= index.maxId; id++) {
    if (index.journal[id] !== journalId) continue;
    articles++;
    const day = index.day[id] as number;
    if (day > yearAgo) lastYear++;
    citations += index.citations[id] as number;
    views += index.views[id] as number;
    downloads += index.downloads[id] as number;
    const year = new Date(day * DAY_MS).getUTCFullYear();
    const bucket = perYear.get(year) ?? { count: 0, citations: 0, views: 0 };
    bucket.count++;
    bucket.citations += index.citations[id] as number;
    bucket.views += index.views[id] as number;
    perYear.set(year, bucket);
    types.set(index.type[id] as number, (types.get(index.type[id] as number) ?? 0) + 1);
    const region = index.region[id] as number;
    if (region) regions.set(region, (regions.get(region) ?? 0) + 1);
  }
  const years = [...perYear.keys()].sort((a, b) => a - b);
  const graphs: JournalGraphs = {
    articlesPerYear: years.map((year) => ({ year, count: perYear.get(year)?.count ?? 0 })),
    citationsPerYear: years.map((year) => ({ year, count: perYear.get(year)?.citations ?? 0 })),
    viewsPerYear: years.map((year) => ({ year, count: perYear.get(year)?.views ?? 0 })),
    articleTypes: [...types]
      .map(([code, count]) => ({ id: index.typeIds[code] ?? 'other', label: articleTypeLabel(index.typeIds[code] ?? 'other'), count }))
      .sort((a, b) => b.count - a.count),
    regions: [...regions].map(([code, count]) => ({ region: index.regions[code - 1] ?? '', count })).sort((a, b) => b.count - a.count),
  };
  return { articles, lastYear, citations, views, downloads, graphs };
}

export function createJournalStore(context: JournalContext): JournalStore {
  const { sql } = context;
  const summaryWhere = (where: string, ...params: (string | number)[]) =>
    context.summaries(sql.all<JournalRow>(`SELECT * FROM journals j WHERE ${where} ORDER BY j.name`, ...params))[0] ?? null;
  const refOf = (row: JournalRow): JournalRef => ({ nameSystem: row.name_system, name: row.name, abbreviation: row.abbreviation, issn: row.issn });
  const openSpecialIssues = (journalId: number) =>
    sql.all<SpecialIssueRow>(`${SPECIAL_ISSUE_SELECT} WHERE si.journal_id = ? AND si.deadline >= ? ORDER BY si.deadline, si.id`, journalId, todayIso());

  const subpageBuilders: { [Part in JournalSubpagePart]: (journal: JournalRow) => JournalSubpageResponses[Part] } = {
    imprint: (j) => page(j, 'imprint'),
    journal_about: (j) => page(j, 'journal_about'),
    journal_history: (j) => page(j, 'journal_history'),
    instructions_default: (j) => page(j, 'instructions_default'),
    si_ge_welcome_pack_contents: (j) => page(j, 'si_ge_welcome_pack_contents'),
    'editors-choice/description': (j) => page(j, 'editors-choice/description'),
    indexing: (j) => ({
      ...page(j, 'indexing'),
      databases: sql.all<{ database: string }>('SELECT database FROM journal_indexing WHERE journal_id = ? ORDER BY position', j.id).map((r) => r.database),
    }),
    apc: (j) => ({ ...page(j, 'apc'), apcChf: j.apc_chf }),
    'editorial-office': (j) => ({
      email: j.office_email,
      staff: sql.all<{ name: string; role: string; email: string }>('SELECT name, role, email FROM journal_office_staff WHERE journal_id = ? ORDER BY position', j.id),
    }),
    societies: (j) => societiesOf(sql, j.id),
    'articles/latest': (j) =>
      sql.all<SummaryRow>(`SELECT ${SUMMARY_COLUMNS} FROM ${SUMMARY_FROM} WHERE a.journal_id = ? ORDER BY a.published_at DESC, a.id DESC LIMIT 10`, j.id).map(toSummary),
    'stats/metrics': (j): JournalMetrics => {
      const stats = journalStatistics(context.index(), j.id);
      return {
        impactFactor: j.impact_factor,
        citeScore: j.cite_score,
        articleCount: stats.articles,
        articlesLastYear: stats.lastYear,
        citations: stats.citations,
        views: stats.views,
        downloads: stats.downloads,
        firstDecisionDays: j.first_decision_days,
        acceptanceToPublicationDays: j.acceptance_to_publication_days,
        acceptanceRate: j.acceptance_rate,
        editorialBoardSize: sql.get<{ n: number }>("SELECT count(*) AS n FROM journal_editors WHERE journal_id = ? AND board = 'editorial-board'", j.id)?.n ?? 0,
        openSpecialIssues: sql.get<{ n: number }>('SELECT count(*) AS n FROM special_issues WHERE journal_id = ? AND deadline >= ?', j.id, todayIso())?.n ?? 0,
      };
    },
    'stats/graphs': (j) => journalStatistics(context.index(), j.id).graphs,
    editors: (j) => boardMembers(sql, j.id, 'editorial-board'),
    'topical-advisory-panel': (j) => boardMembers(sql, j.id, 'topical-advisory-panel'),
    'publication-committee': (j) => boardMembers(sql, j.id, 'publication-committee'),
    awards: (j) => awards(sql, j.id, false, () => refOf(j)),
    'travel-awards': (j) => awards(sql, j.id, true, () => refOf(j)),
    conferences: (j) => toConferences(sql, sql.all(`${conferenceSelect} ORDER BY c.starts_on DESC, c.id`, j.id)),
    announcements: (j): Announcement[] =>
      sql
        .all<{ id: number; title: string; published_at: string; html: string }>('SELECT * FROM announcements WHERE journal_id = ? ORDER BY published_at DESC, id DESC', j.id)
        .map((row) => ({ id: row.id, journal: refOf(j), title: row.title, publishedAt: row.published_at, html: row.html })),
    events: (j): EventItem[] =>
      sql
        .all<{ id: number; kind: string; title: string; starts_on: string; ends_on: string; location: string; online: number; url: string; description: string }>(
          'SELECT * FROM events WHERE journal_id = ? ORDER BY starts_on DESC, id',
          j.id,
        )
        .map((row) => ({
          id: row.id,
          journal: refOf(j),
          kind: row.kind,
          title: row.title,
          startsOn: row.starts_on,
          endsOn: row.ends_on,
          location: row.location,
          online: row.online === 1,
          url: row.url,
          description: row.description,
        })),
    'special-issues': (j) => ({
      open: specialIssueSummaries(sql, openSpecialIssues(j.id)),
      closed: specialIssueSummaries(
        sql,
        sql.all<SpecialIssueRow>(`${SPECIAL_ISSUE_SELECT} WHERE si.journal_id = ? AND si.deadline < ? ORDER BY si.deadline DESC, si.id LIMIT 50`, j.id, todayIso()),
      ),
    }),
    issues: (j): VolumeSummary[] => {
      const rows = sql.all<{ volume: number; year: number; issue: string; cover_date: string | null; n: number }>(
        `SELECT v.volume, v.year, i.issue, i.cover_date, (SELECT count(*) FROM articles a WHERE a.issue_id = i.id) AS n
         FROM volumes v JOIN issues i ON i.volume_id = v.id WHERE v.journal_id = ? ORDER BY v.volume DESC, CAST(i.issue AS INTEGER) DESC`,
        j.id,
      );
      const volumes: VolumeSummary[] = [];
      for (const row of rows) {
        let volume = volumes.at(-1);
        if (!volume || volume.volume !== row.volume) {
          volume = { volume: row.volume, year: row.year, issues: [] };
          volumes.push(volume);
        }
        volume.issues.push({ issue: row.issue, coverDate: row.cover_date, articleCount: row.n });
      }
      return volumes;
    },
  };

  function page(journal: JournalRow, part: string): JournalPageContent {
    const row = sql.get<{ title: string; html: string }>('SELECT title, html FROM journal_pages WHERE journal_id = ? AND part = ?', journal.id, part);
    return { part, title: row?.title ?? part, html: row?.html ?? '' };
  }

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
      const detail: JournalDetail = {
        ...summary,
        aimsAndScope: journal.aims_and_scope,
        apcChf: journal.apc_chf,
        indexing: sql.all<{ database: string }>('SELECT database FROM journal_indexing WHERE journal_id = ? ORDER BY position', journal.id).map((row) => row.database),
        sections: sql
          .all<{ name_system: string; name: string }>('SELECT name_system, name FROM journal_sections WHERE journal_id = ? ORDER BY position', journal.id)
          .map((row) => ({ nameSystem: row.name_system, name: row.name })),
        editorsInChief: boardMembers(sql, journal.id, 'editorial-board')
          .filter((member) => member.role === 'Editor-in-Chief')
          .map(({ name, role, affiliation, orcid }) => ({ name, role, affiliation, orcid })),
        currentVolume: current?.volume ?? null,
        description: journal.description,
        publicationFrequency: journal.publication_frequency,
        firstDecisionDays: journal.first_decision_days,
        acceptanceToPublicationDays: journal.acceptance_to_publication_days,
        acceptanceRate: journal.acceptance_rate,
        officeEmail: journal.office_email,
        societies: societiesOf(sql, journal.id),
        counts: {
          editorialBoard: count("SELECT count(*) AS n FROM journal_editors WHERE journal_id = ? AND board = 'editorial-board'", journal.id),
          topicalAdvisoryPanel: count("SELECT count(*) AS n FROM journal_editors WHERE journal_id = ? AND board = 'topical-advisory-panel'", journal.id),
          openSpecialIssues: count('SELECT count(*) AS n FROM special_issues WHERE journal_id = ? AND deadline >= ?', journal.id, todayIso()),
          topicalCollections: count('SELECT count(*) AS n FROM topical_collections WHERE journal_id = ?', journal.id),
        },
      };
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
        journal: refOf(journal),
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
        return { news: newsOf(sql, journal.id, refOf(journal), 3), conferences: toConferences(sql, upcoming) };
      }
      return {
        news: newsOf(sql, journal.id, refOf(journal), 200),
        conferences: toConferences(sql, sql.all(`${conferenceSelect} ORDER BY c.starts_on DESC, c.id`, journal.id)),
      };
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

    async openForSubmission(nameSystem) {
      const journal = context.journalRow(nameSystem);
      if (!journal) return null;
      const today = todayIso();
      return {
        specialIssues: specialIssueSummaries(sql, openSpecialIssues(journal.id)),
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
      const row = /^\d+$/.test(idOrIdentifier)
        ? sql.get<SpecialIssueRow>(`${SPECIAL_ISSUE_SELECT} WHERE si.id = ?`, Number(idOrIdentifier))
        : sql.get<SpecialIssueRow>(`${SPECIAL_ISSUE_SELECT} WHERE si.identifier = ? ORDER BY si.id LIMIT 1`, idOrIdentifier);
      if (!row) return null;
      const [issue] = toSpecialIssues(sql, [row]);
      const articles: ArticleSummary[] = sql
        .all<SummaryRow>(`SELECT ${SUMMARY_COLUMNS} FROM ${SUMMARY_FROM} WHERE a.special_issue_id = ? ORDER BY a.published_at DESC, a.id DESC LIMIT 100`, row.id)
        .map(toSummary);
      return { ...(issue as SpecialIssueSummary & { descriptionHtml: string }), articles };
    },

    async subpage(nameSystem, part) {
      const journal = context.journalRow(nameSystem);
      if (!journal) return null;
      return subpageBuilders[part](journal);
    },
  };
}
