import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import type { ArticleSummary } from '@oap/contracts/api/articles.ts';
import type { AwardGroup, EditorialOffice, JournalApcPage, JournalExhibitionPage, JournalGraphs, JournalIndexingPage, JournalMetrics, JournalPageContent, RankedArticles, VolumeSummary } from '@oap/contracts/api/journalSubpages.ts';
import type { BoardMember, JournalDetail, JournalSociety, SpecialIssueAbstracts, SpecialIssueSummary } from '@oap/contracts/api/journals.ts';
import type { SearchResults } from '@oap/contracts/api/search.ts';
import { createTestApp } from '../../../test-support/catalogueApi.ts';
import type { TestApp } from '../../../test-support/catalogueApi.ts';
import { SUBPAGE_PARTS } from './journalSubpages.ts';
import { APC_EFFECTIVE_FROM } from '../../catalogue/rows/apcCharges.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp({ articles: 1500 });
});
after(() => t.close());

const JOURNAL = 'clinical-medicine-reports';
const get = (url: string) => t.app.inject({ method: 'GET', url });
const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object });
const subpage = async <T>(part: string): Promise<T> => {
  const res = await get(`/api/journals/${JOURNAL}/subpage/${part}`);
  assert.equal(res.statusCode, 200, `${part}: ${res.body}`);
  return res.json<T>();
};
const today = new Date().toISOString().slice(0, 10);

test('every subpage part answers for a journal; text parts carry their title and HTML', async () => {
  const journal = (await get(`/api/journals/${JOURNAL}/single`)).json<JournalDetail>();
  for (const part of SUBPAGE_PARTS) await subpage(part);
  for (const part of ['imprint', 'journal_about', 'journal_history', 'instructions_default', 'si_ge_welcome_pack_contents', 'editors-choice/description']) {
    const page = await subpage<JournalPageContent>(part);
    assert.equal(page.part, part);
    assert.ok(page.title.length > 3, part);
    assert.match(page.html, /^<(p|h2|ul|ol)[\s>]/, part);
    assert.doesNotMatch(page.html, /<script/i);
  }
  assert.match((await subpage<JournalPageContent>('imprint')).html, new RegExp(journal.issn));
  assert.match((await subpage<JournalPageContent>('journal_about')).html, /Aims/);
  const indexing = await subpage<JournalIndexingPage>('indexing');
  assert.deepEqual(indexing.databases, journal.indexing);
  const apc = await subpage<JournalApcPage>('apc');
  // The charge in force, as the journal's home gives it, and the one announced for APC_EFFECTIVE_FROM.
  assert.equal(apc.apcChf, journal.apcChf);
  assert.equal(apc.effectiveFrom, APC_EFFECTIVE_FROM);
  assert.equal(apc.changeAhead, new Date().toISOString().slice(0, 10) < APC_EFFECTIVE_FROM);
  assert.equal(apc.announcedApcChf, apc.changeAhead ? journal.apcChf + 100 : journal.apcChf, 'the seed announces 100 CHF more');
  // The instructions for authors write both.
  const instructionsPage = await subpage<JournalPageContent>('instructions_default');
  const instructions = instructionsPage.html;
  const before = apc.changeAhead ? journal.apcChf : journal.apcChf - 100;
  assert.ok(instructions.includes(`is ${before.toLocaleString('en-GB')} CHF (${(before + 100).toLocaleString('en-GB')} CHF for manuscripts submitted from 1 January 2027)`), 'the charges written as the journal home writes them');
  // Its sections are addressable (/journal/{slug}/instructions#manuscript-preparation) and listed for its contents.
  assert.deepEqual(instructionsPage.headings.filter((heading) => heading.level === 2).map((heading) => heading.id).slice(0, 3), ['submission-checklist', 'article-types', 'manuscript-preparation']);
  assert.ok(instructionsPage.headings.some((heading) => heading.id === 'article-processing-charge' && heading.text === 'Article Processing Charge'));
  for (const heading of instructionsPage.headings) assert.ok(instructions.includes(`<h${heading.level} id="${heading.id}">`), heading.id);
  assert.deepEqual((await subpage<JournalPageContent>('imprint')).headings, []);
});

test('boards: editorial board with roles and sections, topical advisory panel, publication committee, office', async () => {
  const board = await subpage<BoardMember[]>('editors');
  assert.equal(board[0]?.role, 'Editor-in-Chief');
  const roles = new Set(board.map((member) => member.role));
  for (const role of ['Editor-in-Chief', 'Section Editor-in-Chief', 'Associate Editor', 'Editorial Board Member']) assert.ok(roles.has(role), role);
  const sectioned = board.filter((member) => member.section !== null);
  assert.ok(sectioned.length > board.length / 2);
  const journal = (await get(`/api/journals/${JOURNAL}/single`)).json<JournalDetail>();
  for (const member of sectioned) assert.ok(journal.sections.some((s) => s.nameSystem === member.section?.nameSystem));
  for (const section of journal.sections) assert.equal(board.filter((m) => m.role === 'Section Editor-in-Chief' && m.section?.nameSystem === section.nameSystem).length, 1);
  assert.equal(board.length, journal.counts.editorialBoard);
  const panel = await subpage<BoardMember[]>('topical-advisory-panel');
  assert.equal(panel.length, journal.counts.topicalAdvisoryPanel);
  for (const member of panel) assert.equal(member.role, 'Topical Advisory Panel Member');
  // Each member advises a section (the panel page filters by nameSystem), every section has advisers.
  for (const section of journal.sections) assert.ok(panel.some((member) => member.section?.nameSystem === section.nameSystem), section.name);
  const committee = await subpage<BoardMember[]>('publication-committee');
  assert.equal(committee[0]?.role, 'Chair of the Publication Committee');
  const office = await subpage<EditorialOffice>('editorial-office');
  assert.equal(office.email, journal.officeEmail);
  assert.equal(office.staff[0]?.role, 'Managing Editor');
  for (const staff of office.staff) assert.match(staff.email, /^[a-z.]+@oap-publisher\.example$/);
});

test('societies, awards (with winners linking the awarded paper), travel awards, conferences, announcements, events', async () => {
  const societies = await subpage<JournalSociety[]>('societies');
  const journal = (await get(`/api/journals/${JOURNAL}/single`)).json<JournalDetail>();
  assert.deepEqual(societies, journal.societies);
  const awards = await subpage<AwardGroup[]>('awards');
  assert.ok(awards.some((group) => group.kind === 'best-paper'));
  for (const group of awards) assert.notEqual(group.kind, 'travel');
  const bestPaper = awards.find((group) => group.kind === 'best-paper') as AwardGroup;
  const awarded = bestPaper.editions.flatMap((edition) => edition.winners).filter((winner) => winner.article);
  assert.ok(awarded.length > 0, 'past best-paper winners are papers of the journal');
  const paper = await get(`/api/articles${awarded[0]?.article?.path}`);
  assert.equal(paper.statusCode, 200);
  assert.equal(paper.json<ArticleSummary>().journal.nameSystem, JOURNAL);
  for (const edition of bestPaper.editions) {
    assert.ok(['upcoming', 'open', 'closed'].includes(edition.status));
    assert.equal(edition.status === 'closed', edition.deadline < today);
  }
  const travel = await subpage<AwardGroup[]>('travel-awards');
  assert.ok(travel.length >= 1);
  for (const group of travel) assert.equal(group.kind, 'travel');
  const announcements = await subpage<{ title: string; publishedAt: string }[]>('announcements');
  assert.ok(announcements.length >= 2);
  for (let i = 1; i < announcements.length; i++) assert.ok((announcements[i - 1]?.publishedAt ?? '') >= (announcements[i]?.publishedAt ?? ''));
  await subpage('conferences');
  await subpage('events');
});

test('special issues (open and closed), volumes and issues', async () => {
  const issues = await subpage<{ open: SpecialIssueSummary[]; closed: SpecialIssueSummary[] }>('special-issues');
  assert.ok(issues.open.length > 0 && issues.closed.length > 0);
  for (const issue of issues.open) assert.ok(issue.deadline >= today && issue.status === 'open');
  for (const issue of issues.closed) assert.ok(issue.deadline < today && issue.status === 'closed');
  const volumes = await subpage<VolumeSummary[]>('issues');
  const journal = (await get(`/api/journals/${JOURNAL}/single`)).json<JournalDetail>();
  assert.equal(volumes[0]?.volume, journal.currentVolume);
  assert.equal(volumes.reduce((sum, v) => sum + v.issues.reduce((n, i) => n + i.articleCount, 0), 0), journal.articleCount);
  const listing = await get(`/api/articles/${journal.issn}/${volumes[0]?.volume}/${volumes[0]?.issues[0]?.issue}`);
  assert.equal(listing.json<{ articles: unknown[] }>().articles.length, volumes[0]?.issues[0]?.articleCount);
});

test('stats/metrics and stats/graphs agree with the journal and with each other', async () => {
  const journal = (await get(`/api/journals/${JOURNAL}/single`)).json<JournalDetail>();
  const metrics = await subpage<JournalMetrics>('stats/metrics');
  const graphs = await subpage<JournalGraphs>('stats/graphs');
  assert.equal(metrics.articleCount, journal.articleCount);
  assert.equal(metrics.impactFactor, journal.impactFactor);
  assert.equal(graphs.articlesPerYear.reduce((sum, y) => sum + y.count, 0), metrics.articleCount);
  assert.equal(graphs.citationsPerYear.reduce((sum, y) => sum + y.count, 0), metrics.citations);
  assert.equal(graphs.articleTypes.reduce((sum, t) => sum + t.count, 0), metrics.articleCount);
  assert.ok(metrics.articlesLastYear > 0 && metrics.articlesLastYear < metrics.articleCount);
  assert.equal(metrics.editorialBoardSize, journal.counts.editorialBoard);
  const latest = await subpage<ArticleSummary[]>('articles/latest');
  assert.equal(latest.length, 10);
  for (const article of latest) assert.equal(article.journal.nameSystem, JOURNAL);
});

test('unknown parts and journals are 404', async () => {
  for (const [url, message] of [
    [`/api/journals/${JOURNAL}/subpage/secret`, 'Unknown journal subpage: secret'],
    [`/api/journals/${JOURNAL}/subpage/stats/other`, 'Unknown journal subpage: stats/other'],
    ['/api/journals/no-such-journal/subpage/imprint', 'Journal not found: no-such-journal'],
  ] as const) {
    const res = await get(url);
    assert.equal(res.statusCode, 404, url);
    assert.equal(res.json<{ message: string }>().message, message);
  }
});

test("POST /subpage/editors-choice: the journal's editors' choice articles with the three sorts", async () => {
  const chosen = (await t.rows.get(
    sql<{ name: string; n: number }>`SELECT j.name_system AS name, count(*) AS n FROM articles a JOIN journals j ON j.id = a.journal_id WHERE a.editors_choice = 1 GROUP BY j.id ORDER BY n DESC LIMIT 1`,
  ))!;
  assert.ok(chosen.n >= 3);
  const url = `/api/journals/${chosen.name}/subpage/editors-choice`;
  const recent = (await post(url, {})).json<SearchResults<ArticleSummary>>();
  assert.equal(recent.total, chosen.n);
  for (const item of recent.items) assert.ok(item.editorsChoice && item.journal.nameSystem === chosen.name);
  for (let i = 1; i < recent.items.length; i++) assert.ok((recent.items[i - 1]?.publishedAt ?? '') >= (recent.items[i]?.publishedAt ?? ''));
  const cited = (await post(url, { sort: 'citations' })).json<SearchResults<ArticleSummary>>();
  for (let i = 1; i < cited.items.length; i++) assert.ok((cited.items[i - 1]?.citations ?? 0) >= (cited.items[i]?.citations ?? 0));
  const viewed = (await post(url, { sort: 'views', page: 1 })).json<SearchResults<ArticleSummary>>();
  for (let i = 1; i < viewed.items.length; i++) assert.ok((viewed.items[i - 1]?.views ?? 0) >= (viewed.items[i]?.views ?? 0));
  const empty = (await post(url, { q: 'zzyzxqqq' })).json<SearchResults<ArticleSummary>>();
  assert.equal(empty.total, 0);
  for (const payload of [{ sort: 'relevancy' }, { q: 5 }, { resultsPerPage: 7 }]) {
    const res = await post(url, payload);
    assert.equal(res.statusCode, 400, JSON.stringify(payload));
    assert.match(res.json<{ message: string }>().message, /^Invalid editors choice request/);
  }
  assert.equal((await post('/api/journals/no-such-journal/subpage/editors-choice', {})).statusCode, 404);
});

test('most viewed and most cited: ordered by the count, only articles published in the range', async () => {
  for (const [path, key] of [
    ['most-viewed', 'views'],
    ['cited', 'citations'],
  ] as const) {
    const url = `/api/journals/${JOURNAL}/subpage/articles/${path}`;
    const all = (await post(url, { range: 'all', limit: 20 })).json<RankedArticles>();
    assert.equal(all.items.length, 20);
    assert.equal(all.from, null);
    for (let i = 1; i < all.items.length; i++) assert.ok((all.items[i - 1]?.[key] ?? 0) >= (all.items[i]?.[key] ?? 0), path);
    const year = (await post(url, { range: '1y' })).json<RankedArticles>();
    assert.equal(year.items.length, 10, 'ten by default');
    assert.ok(year.from && year.from < year.to);
    for (const item of year.items) {
      assert.ok(item.publishedAt >= (year.from ?? '') && item.publishedAt <= year.to);
      assert.equal(item.journal.nameSystem, JOURNAL);
    }
    // The year's best is not better than the best of all time.
    assert.ok((year.items[0]?.[key] ?? 0) <= (all.items[0]?.[key] ?? 0));
    for (const payload of [{}, { range: '3d' }, { range: 'all', limit: 0 }, { range: 'all', limit: 51 }]) {
      const res = await post(url, payload);
      assert.equal(res.statusCode, 400, JSON.stringify(payload));
    }
    assert.equal((await post(`/api/journals/no-such-journal/subpage/articles/${path}`, { range: 'all' })).statusCode, 404);
  }
});

test('the journal\'s subpages: indexing with the years, APC discounts, guidelines and instructions, anniversary, exhibitions', async () => {
  const journal = (await get(`/api/journals/${JOURNAL}/single`)).json<JournalDetail>();
  const indexing = await subpage<JournalIndexingPage>('indexing');
  assert.deepEqual(indexing.entries.map((entry) => entry.database), journal.indexing);
  for (const entry of indexing.entries) assert.ok(entry.since > journal.yearFounded && entry.since <= 2026, `${entry.database} since ${entry.since}`);
  const apc = await subpage<JournalApcPage>('apc');
  for (const society of journal.societies) assert.ok(apc.discounts.some((discount) => discount.name.includes(society.abbreviation) && discount.percent === society.discountPct));
  assert.ok(apc.discounts.some((discount) => discount.name === 'Waivers' && discount.percent === null));
  // As /apc and the APC FAQ state it: a full waiver for low-income countries, half for lower-middle-income ones.
  assert.deepEqual(apc.discounts.filter((discount) => /income countries/.test(discount.name)).map((discount) => [discount.name, discount.percent]), [
    ['Authors from low-income countries', 100],
    ['Authors from lower-middle-income countries', 50],
  ]);
  for (const part of ['guidelines', 'instructions_editors', 'instructions_conference_organizers', 'instructions_reviewers', 'anniversary', 'exhibition']) {
    const page = await subpage<JournalPageContent>(part);
    assert.ok(page.title.length > 5 && page.html.length > 200, part);
    assert.doesNotMatch(page.html, /<script/i);
  }
  assert.match((await subpage<JournalPageContent>('anniversary')).title, /^Clinical Medicine Reports: \d+(st|nd|rd|th) Anniversary$/);
  const exhibition = await subpage<JournalExhibitionPage>('exhibition');
  assert.ok(exhibition.exhibitions.length >= 2);
  for (const { conference, booth } of exhibition.exhibitions) {
    assert.match(booth, /^[A-D]\d{1,2}$/);
    assert.ok(conference.name && conference.startsOn <= conference.endsOn);
  }
  // Upcoming first, the soonest first; then the past ones, the latest first.
  const upcoming = exhibition.exhibitions.filter(({ conference }) => conference.endsOn >= today).map(({ conference }) => conference.startsOn);
  const past = exhibition.exhibitions.filter(({ conference }) => conference.endsOn < today).map(({ conference }) => conference.startsOn);
  assert.deepEqual(exhibition.exhibitions.map(({ conference }) => conference.startsOn), [...[...upcoming].sort(), ...[...past].sort().reverse()]);
});

test('every journal has what its pages list: news, conferences, events, a collaborating society, a young investigator award, editors\' choice', async () => {
  const rows = await t.rows.all(
    sql<Record<string, number | string>>`SELECT j.name_system,
        (SELECT count(*) FROM news n WHERE n.journal_id = j.id) AS news,
        (SELECT count(*) FROM conference_journals c WHERE c.journal_id = j.id) AS conferences,
        (SELECT count(*) FROM events e WHERE e.journal_id = j.id) AS events,
        (SELECT count(*) FROM journal_societies s WHERE s.journal_id = j.id AND s.relation = 'collaboration') AS collaborations,
        (SELECT count(*) FROM award_groups g WHERE g.journal_id = j.id AND g.kind = 'young-investigator') AS young,
        (SELECT count(*) FROM articles a WHERE a.journal_id = j.id AND a.editors_choice = 1) AS chosen,
        (SELECT count(*) FROM articles a WHERE a.journal_id = j.id AND a.article_type IN ('research-article', 'review-article')) AS choosable,
        (SELECT count(*) FROM journal_editors e WHERE e.journal_id = j.id AND e.board = 'topical-advisory-panel' AND e.section_id IS NULL) AS "panelWithoutSection"
       FROM journals j`,
  );
  assert.equal(rows.length, 42);
  for (const row of rows) {
    assert.ok(Number(row['news']) >= 3 && Number(row['conferences']) >= 2 && Number(row['events']) >= 2, JSON.stringify(row));
    assert.ok(Number(row['collaborations']) >= 1 && Number(row['young']) === 1, JSON.stringify(row));
    assert.ok(Number(row['chosen']) >= Math.min(6, Number(row['choosable'])), JSON.stringify(row));
    assert.equal(row['panelWithoutSection'], 0, 'topical advisory panel members each advise a section');
  }
});

test('POST /subpage/articles/recent: the journal\'s articles newest first, a page at a time', async () => {
  const url = `/api/journals/${JOURNAL}/subpage/articles/recent`;
  const first = (await post(url, {})).json<SearchResults<ArticleSummary>>();
  const journal = (await get(`/api/journals/${JOURNAL}/single`)).json<JournalDetail>();
  assert.equal(first.total, journal.articleCount);
  assert.equal(first.items.length, 10);
  const second = (await post(url, { page: 2, resultsPerPage: 20 })).json<SearchResults<ArticleSummary>>();
  assert.equal(second.items.length, 20);
  const all = [...first.items, ...second.items];
  for (const item of all) assert.equal(item.journal.nameSystem, JOURNAL);
  for (let i = 1; i < first.items.length; i++) assert.ok((first.items[i - 1]?.publishedAt ?? '') >= (first.items[i]?.publishedAt ?? ''));
  assert.equal((await post(url, { resultsPerPage: 7 })).statusCode, 400);
  assert.equal((await post('/api/journals/no-such-journal/subpage/articles/recent', {})).statusCode, 404);
});

test('GET /api/journals/single/special-issue/:id/abstracts: its articles with their abstracts', async () => {
  const issue = (await t.rows.get(
    sql<{ identifier: string; n: number }>`SELECT si.identifier, count(a.id) AS n FROM special_issues si JOIN articles a ON a.special_issue_id = si.id GROUP BY si.id ORDER BY n DESC LIMIT 1`,
  ))!;
  const res = await get(`/api/journals/single/special-issue/${issue.identifier}/abstracts`);
  assert.equal(res.statusCode, 200);
  const answer = res.json<SpecialIssueAbstracts>();
  assert.equal(answer.specialIssue.identifier, issue.identifier);
  assert.equal(answer.articles.length, issue.n);
  for (const article of answer.articles) assert.match(article.abstractHtml, /^<p>|<p>/);
  assert.equal((await get('/api/journals/single/special-issue/no_such_issue/abstracts')).statusCode, 404);
});
