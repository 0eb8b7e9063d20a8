// The publisher's lists (publisher.ts) over a seeded catalogue: what each answers, its order, and
// that bad input is a 400 (a list's query) or a 404 (a topic that is not one), never a 500.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Announcement } from '@oap/contracts/api/journalSubpages.ts';
import type { ApcList, AwardListItem, ConferenceList, LatestArticles, NewsList, OpenCalls, SocietyListItem, TopicArticles, TopicEditorPage, TopicEditors } from '@oap/contracts/api/publisher.ts';
import { NEWS_PAGE_SIZE, TOPIC_EDITORS_PER_PAGE, personNameSystem } from '@oap/contracts/api/publisher.schemas.ts';
import { installErrorHandling } from '../../app/errorPolicy.ts';
import { publisherApi } from './publisher.ts';
import { APC_EFFECTIVE_FROM } from '../../catalogue/rows/apcCharges.ts';
import { createTestApp, type TestApp } from '../../../test-support/catalogueApi.ts';

let t: TestApp;
let app: FastifyInstance;
before(async () => {
  t = await createTestApp({ articles: 200 });
  app = Fastify();
  installErrorHandling(app);
  await app.register(publisherApi, { prefix: '/api', publisher: t.store.publisher });
  await app.ready();
});
after(async () => {
  await app.close();
  await t.close();
});

const get = (url: string) => app.inject({ method: 'GET', url });
const today = new Date().toISOString().slice(0, 10);
const isSorted = (values: string[], order: 'asc' | 'desc') => values.every((value, i) => i === 0 || (order === 'asc' ? values[i - 1]! <= value : values[i - 1]! >= value));

test('GET /api/news pages the newsroom newest first, filters by category, and a bad page is page 1', async () => {
  const first = (await get('/api/news')).json<NewsList>();
  const total = await t.rows.count(sql`SELECT COUNT(*) AS n FROM news`);
  assert.equal(first.total, total);
  assert.equal(first.page, 1);
  assert.equal(first.items.length, Math.min(NEWS_PAGE_SIZE, total));
  assert.ok(isSorted(first.items.map((item) => item.publishedAt), 'desc'));
  assert.ok(!('html' in first.items[0]!));
  const second = (await get('/api/news?page=2')).json<NewsList>();
  assert.notDeepEqual(second.items[0], first.items[0]);
  const category = first.categories[0]!;
  const filtered = (await get(`/api/news?category=${encodeURIComponent(category.name)}`)).json<NewsList>();
  assert.equal(filtered.total, category.count);
  assert.equal(filtered.category, category.name);
  assert.ok(filtered.items.every((item) => item.category === category.name));
  for (const page of ['0', '-3', 'abc']) assert.equal((await get(`/api/news?page=${page}`)).json<NewsList>().page, 1, page);
  assert.equal((await get('/api/news?category=No%20such%20category')).json<NewsList>().total, 0);
  assert.equal((await get(`/api/news?category=${'x'.repeat(101)}`)).statusCode, 400);
});

test('GET /api/awards lists every award with its newest edition and the page it has', async () => {
  const awards = (await get('/api/awards')).json<AwardListItem[]>();
  assert.equal(awards.length, await t.rows.count(sql`SELECT COUNT(*) AS n FROM award_groups`));
  for (const award of awards) {
    assert.ok(award.journal, 'every seeded award belongs to a journal');
    assert.equal(award.path, award.kind === 'travel' ? `/journal/${award.journal.nameSystem}/travel` : `/journal/${award.journal.nameSystem}/awards/${award.id}`);
    if (award.latest) assert.ok(['upcoming', 'open', 'closed'].includes(award.latest.status));
  }
  assert.ok(awards.some((award) => award.latest !== null && award.winnerCount > 0));
  const open = (await get('/api/awards?status=open&count=3')).json<AwardListItem[]>();
  assert.ok(open.length <= 3);
  assert.ok(open.every((award) => award.latest?.status === 'open'));
  assert.equal(open.length, Math.min(3, awards.filter((award) => award.latest?.status === 'open').length));
  const current = (await get('/api/awards?status=current&count=5')).json<AwardListItem[]>();
  assert.ok(current.length > 0 && current.length <= 5);
  assert.ok(current.every((award) => award.latest && award.latest.status !== 'closed'));
  for (const query of ['status=maybe', 'count=0']) assert.equal((await get(`/api/awards?${query}`)).statusCode, 400, query);
});

test('GET /api/societies lists societies with their journals and member discounts', async () => {
  const societies = (await get('/api/societies')).json<SocietyListItem[]>();
  assert.ok(societies.length > 0);
  assert.ok(isSorted(societies.map((society) => society.name), 'asc'));
  const linked = societies.find((society) => society.journals.length > 0)!;
  assert.ok(linked.journals.every((journal) => journal.nameSystem && ['affiliated', 'collaboration'].includes(journal.relation) && journal.discountPct >= 0));
});

test('GET /api/conferences: upcoming first by date, then past ones', async () => {
  const { upcoming, past } = (await get('/api/conferences')).json<ConferenceList>();
  assert.ok(upcoming.every((conference) => conference.endsOn >= today));
  assert.ok(past.every((conference) => conference.endsOn < today));
  assert.ok(isSorted(upcoming.map((conference) => conference.startsOn), 'asc'));
  assert.ok(upcoming.length + past.length > 0);
});

test('GET /api/announcements: the publisher’s own, newest first', async () => {
  const list = (await get('/api/announcements')).json<Announcement[]>();
  assert.equal(list.length, await t.rows.count(sql`SELECT COUNT(*) AS n FROM announcements WHERE journal_id IS NULL`));
  assert.ok(list.every((item) => item.journal === null && item.html.length > 0));
  assert.ok(isSorted(list.map((item) => item.publishedAt), 'desc'));
});

test('GET /api/open-calls: open topics and special issues, the nearest deadline first, as many as asked', async () => {
  const calls = (await get('/api/open-calls?count=4')).json<OpenCalls>();
  assert.ok(calls.topics.length > 0 && calls.topics.length <= 4);
  assert.ok(calls.specialIssues.length > 0 && calls.specialIssues.length <= 4);
  for (const call of [...calls.topics, ...calls.specialIssues]) {
    assert.equal(call.status, 'open');
    assert.ok(call.deadline >= today);
  }
  assert.ok(isSorted(calls.specialIssues.map((issue) => issue.deadline), 'asc'));
  for (const count of ['0', '51', 'many']) assert.equal((await get(`/api/open-calls?count=${count}`)).statusCode, 400, count);
});

test('GET /api/articles/latest: the newest articles of all journals', async () => {
  const articles = (await get('/api/articles/latest?count=5')).json<LatestArticles>();
  assert.equal(articles.length, 5);
  assert.ok(isSorted(articles.map((article) => article.publishedAt), 'desc'));
  const newest = (await t.rows.get(sql<{ d: string }>`SELECT MAX(published_at) AS d FROM articles`))!;
  assert.equal(articles[0]!.publishedAt.slice(0, 10), newest.d.slice(0, 10));
  assert.match(articles[0]!.path, /^\/\d{4}-\d{3}[\dX]\/\d+\/\d+\/\d+$/);
});

test('GET /api/apc: every public journal with its charge in CHF today, and the one announced', async () => {
  const list = (await get('/api/apc')).json<ApcList>();
  assert.equal(list.currency, 'CHF');
  assert.equal(list.effectiveFrom, APC_EFFECTIVE_FROM);
  const ahead = today < APC_EFFECTIVE_FROM;
  assert.equal(list.changeAhead, ahead);
  const rows = await t.rows.all(sql<{ name: string; apc_chf: number; apc_chf_before: number | null }>`
    SELECT name, apc_chf, apc_chf_before FROM journals WHERE is_public = 1 ORDER BY name`);
  assert.deepEqual(
    list.journals.map((journal) => [journal.name, journal.apcChf, journal.announcedApcChf]),
    rows.map((row) => [row.name, ahead && row.apc_chf_before !== null ? row.apc_chf_before : row.apc_chf, row.apc_chf]),
  );
  // As the APC updates page says: 100 CHF more for every journal.
  for (const row of rows) assert.equal(row.apc_chf_before, row.apc_chf - 100, row.name);
  assert.ok(list.journals.every((journal) => journal.subjects.length > 0));
});

test('GET /api/topics/{identifier}/articles: a topic’s articles; an unknown or malformed topic is a 404', async () => {
  const topic = (await t.rows.get(
    sql<{ identifier: string; n: number }>`SELECT t.identifier, COUNT(a.id) AS n FROM topics t LEFT JOIN articles a ON a.topic_id = t.id GROUP BY t.id ORDER BY n DESC LIMIT 1`,
  ))!;
  const articles = (await get(`/api/topics/${topic.identifier}/articles`)).json<TopicArticles>();
  assert.equal(articles.length, Math.min(topic.n, 100));
  for (const identifier of ['no_such_topic', '%3Cscript%3E']) {
    const res = await get(`/api/topics/${identifier}/articles`);
    assert.equal(res.statusCode, 404, identifier);
    assert.match(res.json<{ message: string }>().message, /^Topic not found: /);
  }
});

test('GET /api/topics/editors: every topic editor with their topics, or the one named by nameSystem', async () => {
  const all = (await get('/api/topics/editors')).json<TopicEditors>();
  assert.ok(all.length > 0);
  const editor = all[0]!;
  assert.equal(editor.nameSystem, personNameSystem(editor.name));
  assert.ok(editor.topics.length > 0 && editor.topics.every((topic) => topic.path === `/topics/${topic.identifier}`));
  const one = (await get(`/api/topics/editors?nameSystem=${editor.nameSystem}`)).json<TopicEditors>();
  assert.deepEqual(one, [editor]);
  // The old site's spellings of a name find the same person.
  assert.deepEqual((await get(`/api/topics/editors?nameSystem=${encodeURIComponent(editor.name.toUpperCase())}`)).json<TopicEditors>(), [editor]);
  assert.deepEqual((await get('/api/topics/editors?nameSystem=nobody-of-that-name')).json<TopicEditors>(), []);
  assert.equal(personNameSystem('Zoë Müller-Lüdenscheidt'), 'zoe-muller-ludenscheidt');
});

test('GET /api/topics/editors/page: the editors a page at a time, in the order of the whole list', async () => {
  const all = (await get('/api/topics/editors')).json<TopicEditors>();
  const first = (await get('/api/topics/editors/page')).json<TopicEditorPage>();
  assert.deepEqual({ ...first, items: first.items.length }, { items: Math.min(all.length, TOPIC_EDITORS_PER_PAGE), total: all.length, page: 1, pageSize: TOPIC_EDITORS_PER_PAGE });
  const pages = Math.ceil(all.length / TOPIC_EDITORS_PER_PAGE);
  const gathered: TopicEditors = [];
  for (let page = 1; page <= pages; page++) gathered.push(...(await get(`/api/topics/editors/page?page=${page}`)).json<TopicEditorPage>().items);
  assert.deepEqual(gathered, all);
  assert.deepEqual((await get(`/api/topics/editors/page?page=${pages + 1}`)).json<TopicEditorPage>().items, []);
  // A page that is not a whole number from 1 is page 1.
  for (const bad of ['0', '-3', 'two', '1.5']) assert.equal((await get(`/api/topics/editors/page?page=${bad}`)).json<TopicEditorPage>().page, 1);
});
