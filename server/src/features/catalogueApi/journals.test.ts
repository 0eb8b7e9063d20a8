import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import type { ArticleSummary } from '@oap/contracts/api/articles.ts';
import type { NewsAndConferences } from '@oap/contracts/api/journalSubpages.ts';
import type { Journal, JournalDetail, JournalFinderResponse, JournalIssnName, JournalSectionDetail, JournalSectionPage, JournalSummary, OpenForSubmission, PublicJournalItem, SpecialIssueDetail, TopicalCollection } from '@oap/contracts/api/journals.ts';
import type { SearchResults } from '@oap/contracts/api/search.ts';
import { createTestApp } from '../../../test-support/catalogueApi.ts';
import type { TestApp } from '../../../test-support/catalogueApi.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp({ articles: 800 });
});
after(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object });
const today = new Date().toISOString().slice(0, 10);
const message = (res: { json<T>(): T }) => res.json<{ message: string }>().message;

test('GET /api/journals/biggest: 10 by default, largest first; count is honoured and validated', async () => {
  const res = await get('/api/journals/biggest');
  assert.equal(res.statusCode, 200);
  const journals = res.json<JournalSummary[]>();
  assert.equal(journals.length, 10);
  for (let i = 1; i < journals.length; i++) assert.ok((journals[i - 1]?.articleCount ?? 0) >= (journals[i]?.articleCount ?? 0));
  assert.equal((await get('/api/journals/biggest?count=3')).json<JournalSummary[]>().length, 3);
  for (const bad of ['0', '101', 'abc', '2.5']) {
    const response = await get(`/api/journals/biggest?count=${bad}`);
    assert.equal(response.statusCode, 400, bad);
    assert.match(response.json<{ message: string }>().message, /count/);
  }
});

test('GET /api/journals/public lists every journal as id/label/value', async () => {
  const items = (await get('/api/journals/public')).json<PublicJournalItem[]>();
  assert.ok(items.length >= 38);
  const cells = items.find((item) => item.value === 'cells-and-development');
  assert.deepEqual(Object.keys(cells ?? {}).sort(), ['id', 'label', 'value']);
  assert.equal(cells?.label, 'Cells and Development');
});

test('GET /api/journals/subject/:id returns the journals of that subject; bad ids are 400', async () => {
  const journals = (await get('/api/journals/subject/7')).json<JournalSummary[]>();
  assert.ok(journals.length >= 3);
  for (const journal of journals) assert.ok(journal.subjects.includes('medicine-pharmacology'));
  for (const bad of ['0', '11', 'medicine']) assert.equal((await get(`/api/journals/subject/${bad}`)).statusCode, 400, bad);
});

test('GET /api/journals/:name/single and /single/base; unknown is 404 with the spec message', async () => {
  const res = await get('/api/journals/cells-and-development/single');
  assert.equal(res.statusCode, 200);
  const journal = res.json<Journal>();
  assert.equal(journal.name, 'Cells and Development');
  assert.ok(journal.sections.length >= 4);
  assert.ok(journal.editorsInChief.length >= 1);
  assert.ok(journal.aimsAndScope.includes(journal.issn));
  assert.ok((journal.currentVolume ?? 0) >= 30);
  const base = (await get('/api/journals/cells-and-development/single/base')).json<JournalSummary>();
  assert.equal(base.issn, journal.issn);
  assert.equal('aimsAndScope' in base, false);
  for (const url of ['/api/journals/no-such-journal/single', '/api/journals/no-such-journal/single/base', '/api/journals/no-such-journal/articles']) {
    const missing = await get(url);
    assert.equal(missing.statusCode, 404, url);
    assert.equal(missing.json<{ message: string }>().message, 'Journal not found: no-such-journal');
  }
});

test('GET /api/journals/issn/:issn/name and /base; malformed ISSN is 400, unknown 404', async () => {
  const journal = (await get('/api/journals/cells-and-development/single/base')).json<JournalSummary>();
  const name = (await get(`/api/journals/issn/${journal.issn}/name`)).json<JournalIssnName>();
  assert.deepEqual(name, { issn: journal.issn, name: journal.name, nameSystem: journal.nameSystem });
  assert.equal((await get(`/api/journals/issn/${journal.issn}/base`)).json<JournalSummary>().id, journal.id);
  assert.equal((await get('/api/journals/issn/12345/name')).statusCode, 400);
  assert.equal((await get('/api/journals/issn/0000-0000/base')).statusCode, 404);
});

test('GET /api/journals/:name/articles returns the 20 latest articles of the journal', async () => {
  const [biggest] = (await get('/api/journals/biggest?count=1')).json<JournalSummary[]>();
  assert.ok((biggest?.articleCount ?? 0) > 20);
  const articles = (await get(`/api/journals/${biggest?.nameSystem}/articles`)).json<ArticleSummary[]>();
  assert.equal(articles.length, 20);
  for (const article of articles) assert.equal(article.journal.nameSystem, biggest?.nameSystem);
  for (let i = 1; i < articles.length; i++) assert.ok((articles[i - 1]?.publishedAt ?? '') >= (articles[i]?.publishedAt ?? ''));
});

test('GET /api/journals/:name/single carries the full journal: metrics, office, societies and counts', async () => {
  const journal = (await get('/api/journals/clinical-medicine-reports/single')).json<JournalDetail>();
  assert.equal(journal.name, 'Clinical Medicine Reports');
  assert.match(journal.description, /Clinical Medicine Reports is a peer-reviewed open access journal/);
  assert.ok(['monthly', 'semi-monthly', 'quarterly'].includes(journal.publicationFrequency));
  assert.ok((journal.firstDecisionDays ?? 0) > 0 && (journal.acceptanceRate ?? 0) > 0 && (journal.acceptanceRate ?? 1) < 1);
  assert.match(journal.officeEmail, /@/);
  assert.ok(journal.counts.editorialBoard > 20, 'a large journal has a large board');
  assert.ok(journal.counts.topicalAdvisoryPanel > 0);
  assert.ok(journal.counts.openSpecialIssues > 0);
  assert.ok(journal.counts.topicalCollections >= 2);
  assert.deepEqual(journal.editorsInChief.map((e) => e.role), journal.editorsInChief.map(() => 'Editor-in-Chief'));
  for (const society of journal.societies) assert.ok(['affiliated', 'collaboration'].includes(society.relation));
});

test('POST /api/journals/finder ranks journals by fit: a tuberculosis manuscript goes to medicine, a perovskite one to materials', async () => {
  const medical = await post('/api/journals/finder', {
    matter: {
      title: 'Tuberculosis treatment outcomes in a prospective multicentre study',
      abstract: 'We followed patients receiving tuberculosis treatment in outpatient clinics and measured mortality, treatment response and adverse drug events.',
    },
  });
  assert.equal(medical.statusCode, 200);
  const ranked = medical.json<JournalFinderResponse>();
  assert.ok(ranked.terms.includes('tuberculosis'));
  assert.ok(ranked.matches.length >= 3 && ranked.matches.length <= 10);
  assert.equal(ranked.matches[0]?.score, 100);
  for (let i = 1; i < ranked.matches.length; i++) assert.ok((ranked.matches[i - 1]?.score ?? 0) >= (ranked.matches[i]?.score ?? 0));
  assert.ok(ranked.matches.slice(0, 3).some((m) => m.journal.subjects.includes('medicine-pharmacology')), JSON.stringify(ranked.matches.slice(0, 3).map((m) => m.journal.name)));
  assert.ok(ranked.matches[0]?.matchedTerms.includes('tuberculosis'));

  const materials = (await post('/api/journals/finder', { matter: 'Perovskite thin films for solar cells: thermal stability and ionic conductivity of solid electrolytes' })).json<JournalFinderResponse>();
  assert.ok(materials.matches[0]?.journal.subjects.includes('chemistry-materials-science'), materials.matches[0]?.journal.name);
});

test('POST /api/journals/finder: a bad body is 400; words no journal uses give an empty list', async () => {
  for (const payload of [{}, { matter: 42 }, { matter: { title: 7 } }, { matter: 'the and of' }, { matter: { title: '', abstract: '' } }, { matter: { colour: 'red' } }]) {
    const res = await post('/api/journals/finder', payload);
    assert.equal(res.statusCode, 400, JSON.stringify(payload));
    assert.match(message(res), /^Invalid journal finder request/);
  }
  const none = await post('/api/journals/finder', { matter: 'zzyzxqqq wqxvbnm' });
  assert.equal(none.statusCode, 200);
  assert.deepEqual(none.json<JournalFinderResponse>().matches, []);
});

test('GET /api/journals/:name/sections, /sections/:section and the section article search', async () => {
  const sections = (await get('/api/journals/cells-and-development/sections')).json<JournalSectionDetail[]>();
  assert.ok(sections.length >= 4);
  const busiest = [...sections].sort((a, b) => b.articleCount - a.articleCount)[0] as JournalSectionDetail;
  assert.ok(busiest.articleCount > 0 && busiest.editorCount > 0);
  const page = (await get(`/api/journals/cells-and-development/sections/${busiest.nameSystem}`)).json<JournalSectionPage>();
  assert.equal(page.name, busiest.name);
  assert.equal(page.articleCount, busiest.articleCount);
  assert.ok(page.editors.length >= 1);
  for (const editor of page.editors) assert.equal(editor.section?.nameSystem, busiest.nameSystem);
  assert.ok(page.editors.some((e) => e.role === 'Section Editor-in-Chief'));
  for (const issue of page.openSpecialIssues) assert.ok(issue.deadline >= today && issue.section?.nameSystem === busiest.nameSystem);

  const url = `/api/journals/cells-and-development/sections/${busiest.nameSystem}/search`;
  const newest = (await post(url, { query: {} })).json<SearchResults<ArticleSummary>>();
  assert.equal(newest.total, busiest.articleCount);
  for (const item of newest.items) assert.equal(item.section?.nameSystem, busiest.nameSystem);
  for (let i = 1; i < newest.items.length; i++) assert.ok((newest.items[i - 1]?.publishedAt ?? '') >= (newest.items[i]?.publishedAt ?? ''), 'publication_date is the default sort');
  const cited = (await post(url, { query: { sort: 'citations', resultsPerPage: 30 } })).json<SearchResults<ArticleSummary>>();
  for (let i = 1; i < cited.items.length; i++) assert.ok((cited.items[i - 1]?.citations ?? 0) >= (cited.items[i]?.citations ?? 0));
  const bibliographic = (await post(url, { query: { sort: 'bibliographic', resultsPerPage: 30 } })).json<SearchResults<ArticleSummary>>();
  for (let i = 1; i < bibliographic.items.length; i++) assert.ok(Number(bibliographic.items[i - 1]?.volume) >= Number(bibliographic.items[i]?.volume));
  const empty = (await post(url, { query: { q: 'zzyzxqqq' } })).json<SearchResults<ArticleSummary>>();
  assert.equal(empty.total, 0);
  assert.deepEqual(empty.items, []);

  assert.equal((await post(url, { query: { sort: 'alphabetical' } })).statusCode, 400);
  assert.equal((await post(url, { query: { resultsPerPage: 15 } })).statusCode, 400);
  assert.equal((await post(url, { query: 'x' })).statusCode, 400);
  const missing = await get('/api/journals/cells-and-development/sections/no-such-section');
  assert.equal(missing.statusCode, 404);
  assert.equal(message(missing), 'Section not found: no-such-section');
  assert.equal((await post('/api/journals/cells-and-development/sections/no-such-section/search', { query: {} })).statusCode, 404);
  assert.equal((await get('/api/journals/no-such-journal/sections')).statusCode, 404);
});

test('GET /api/journals/single/special-issue/:id by number and identifier, with its articles', async () => {
  const open = (await get('/api/journals/cells-and-development/open-for-submission')).json<OpenForSubmission>();
  const withArticles = (await get('/api/journals/biggest?count=1')).json<JournalSummary[]>()[0] as JournalSummary;
  const issues = (await get(`/api/journals/${withArticles.nameSystem}/subpage/special-issues`)).json<{ closed: { id: number; articleCount: number }[] }>();
  const closed = issues.closed.find((issue) => issue.articleCount > 0);
  assert.ok(closed, 'a closed special issue with articles');
  const detail = (await get(`/api/journals/single/special-issue/${closed.id}`)).json<SpecialIssueDetail>();
  assert.equal(detail.articles.length, closed.articleCount);
  for (const article of detail.articles) assert.equal(article.specialIssue?.identifier, detail.identifier);
  assert.equal(detail.status, 'closed');
  assert.match(detail.descriptionHtml, /^<p>Dear Colleagues,<\/p>/);
  assert.ok(detail.editors.length >= 1);
  assert.equal(detail.path, `/journal/${detail.journal.nameSystem}/special_issues/${detail.identifier}`);
  const first = open.specialIssues[0];
  assert.ok(first);
  const byIdentifier = (await get(`/api/journals/single/special-issue/${first.identifier}`)).json<SpecialIssueDetail>();
  assert.equal(byIdentifier.status, 'open');
  for (const id of ['999999', 'no_such_issue']) {
    const res = await get(`/api/journals/single/special-issue/${id}`);
    assert.equal(res.statusCode, 404);
    assert.equal(message(res), `Special issue not found: ${id}`);
  }
});

test('GET /api/journals/single/special-issue/:id?journal=: an identifier two journals share names each its own issue there', async () => {
  const [first] = (await get('/api/journals/cells-and-development/open-for-submission')).json<OpenForSubmission>().specialIssues;
  assert.ok(first);
  const other = (await t.rows.get(sql<{ id: number; name: string }>`SELECT id, name_system AS name FROM journals WHERE name_system <> 'cells-and-development' ORDER BY id LIMIT 1`))!;
  const id = (await t.rows.count(sql`SELECT max(id) FROM special_issues`)) + 1;
  await t.rows.run(sql`INSERT INTO special_issues (id, journal_id, section_id, identifier, name, description_html, keywords, opens_on, deadline, views)
    SELECT ${id}, ${other.id}, NULL, identifier, 'The same identifier in another journal', description_html, keywords, opens_on, deadline, 0 FROM special_issues WHERE id = ${first.id}`);
  try {
    const inJournal = (journal: string, suffix = '') => get(`/api/journals/single/special-issue/${first.identifier}${suffix}?journal=${journal}`);
    assert.equal((await inJournal('cells-and-development')).json<SpecialIssueDetail>().id, first.id);
    const theirs = (await inJournal(other.name)).json<SpecialIssueDetail>();
    assert.deepEqual([theirs.id, theirs.name, theirs.journal.nameSystem], [id, 'The same identifier in another journal', other.name]);
    assert.equal((await inJournal(other.name, '/abstracts')).json<{ specialIssue: { id: number } }>().specialIssue.id, id);
    // Unnamed, the first made; a journal without it, or no journal at all, has none.
    assert.equal((await get(`/api/journals/single/special-issue/${first.identifier}`)).json<SpecialIssueDetail>().id, first.id);
    for (const journal of ['clinical-medicine-reports', 'no-such-journal', '..%2F..']) {
      if (journal === other.name) continue;
      const res = await inJournal(journal);
      assert.equal(res.statusCode, 404, journal);
      assert.equal(message(res), `Special issue not found: ${first.identifier}`);
    }
  } finally {
    await t.rows.run(sql`DELETE FROM special_issues WHERE id = ${id}`);
  }
});

test('GET /api/journals/:name/open-for-submission: open special issues, topics including the journal, collections', async () => {
  const open = (await get('/api/journals/clinical-medicine-reports/open-for-submission')).json<OpenForSubmission>();
  assert.ok(open.specialIssues.length >= 2);
  for (const issue of open.specialIssues) {
    assert.equal(issue.status, 'open');
    assert.ok(issue.deadline >= today);
    assert.equal(issue.journal.nameSystem, 'clinical-medicine-reports');
  }
  for (let i = 1; i < open.specialIssues.length; i++) assert.ok((open.specialIssues[i - 1]?.deadline ?? '') <= (open.specialIssues[i]?.deadline ?? ''), 'nearest deadline first');
  for (const topic of open.topics) {
    assert.equal(topic.status, 'open');
    assert.ok(topic.journals.length >= 2, 'a topic spans several journals');
    assert.ok(topic.journals.some((j) => j.nameSystem === 'clinical-medicine-reports'));
  }
  assert.ok(open.collections.length >= 2);
  assert.equal((await get('/api/journals/no-such-journal/open-for-submission')).statusCode, 404);
});

test('GET /api/journals/:name/collections, /editors-choice and /news-conferences(/latest)', async () => {
  const collections = (await get('/api/journals/cells-and-development/collections')).json<TopicalCollection[]>();
  assert.ok(collections.length >= 2);
  for (const collection of collections) {
    assert.equal(collection.path, `/journal/cells-and-development/topical_collections/${collection.identifier}`);
    assert.ok(collection.editors.length >= 1);
  }
  const chosen = (await t.rows.get(
    sql<{ name: string; n: number }>`SELECT j.name_system AS name, count(*) AS n FROM articles a JOIN journals j ON j.id = a.journal_id WHERE a.editors_choice = 1 GROUP BY j.id ORDER BY n DESC LIMIT 1`,
  ))!;
  const choice = (await get(`/api/journals/${chosen.name}/editors-choice`)).json<ArticleSummary[]>();
  assert.equal(choice.length, Math.min(20, chosen.n));
  for (const article of choice) {
    assert.equal(article.editorsChoice, true);
    assert.equal(article.journal.nameSystem, chosen.name);
  }
  const all = (await get('/api/journals/clinical-medicine-reports/news-conferences')).json<NewsAndConferences>();
  assert.ok(all.news.length > 0 && all.conferences.length > 0);
  const latest = (await get('/api/journals/clinical-medicine-reports/news-conferences/latest')).json<NewsAndConferences>();
  assert.ok(latest.news.length <= 3 && latest.conferences.length <= 3);
  assert.deepEqual(latest.news, all.news.slice(0, latest.news.length), 'latest news are the newest ones');
  for (let i = 1; i < all.news.length; i++) assert.ok((all.news[i - 1]?.publishedAt ?? '') >= (all.news[i]?.publishedAt ?? ''));
  for (const item of all.news) assert.equal(item.journal?.nameSystem, 'clinical-medicine-reports');
  for (const conference of latest.conferences) assert.ok(conference.endsOn >= today, 'latest conferences are upcoming');
  for (const conference of all.conferences) assert.ok(conference.journals.some((j) => j.nameSystem === 'clinical-medicine-reports'));
  for (const url of ['/api/journals/no-such-journal/collections', '/api/journals/no-such-journal/editors-choice', '/api/journals/no-such-journal/news-conferences', '/api/journals/no-such-journal/news-conferences/latest', '/api/journals/Bad%20Name/single']) {
    assert.equal((await get(url)).statusCode, 404, url);
  }
});
