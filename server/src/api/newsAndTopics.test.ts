// Lookups by id behind the pages that name a record (issue 9): a news item (site-wide and under its
// journal), a journal's conference and a topic. Known ids answer the record; unknown or malformed ones
// are a 404 with a message a person understands, never a 400 or a 500.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Conference, NewsItem } from '@oap/contracts/api/journalSubpages.ts';
import type { TopicDetail } from '@oap/contracts/api/journals.ts';
import { createTestApp } from './testSupport.ts';
import type { TestApp } from './testSupport.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp({ articles: 100 });
});
after(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const message = (res: { json<T>(): T }) => res.json<{ message: string }>().message;
const row = <T>(sql: string) => t.db.prepare(sql).get() as T;

test('GET /api/news/:id: a publisher item and a journal item; unknown or malformed ids are 404', async () => {
  const publisher = row<{ id: number; title: string }>('SELECT id, title FROM news WHERE journal_id IS NULL ORDER BY id LIMIT 1');
  const ofJournal = row<{ id: number; name_system: string }>('SELECT n.id, j.name_system FROM news n JOIN journals j ON j.id = n.journal_id ORDER BY n.id LIMIT 1');
  const own = await get(`/api/news/${publisher.id}`);
  assert.equal(own.statusCode, 200);
  assert.equal(own.json<NewsItem>().title, publisher.title);
  assert.equal(own.json<NewsItem>().journal, null);
  const journalItem = (await get(`/api/news/${ofJournal.id}`)).json<NewsItem>();
  assert.equal(journalItem.id, ofJournal.id);
  assert.equal(journalItem.journal?.nameSystem, ofJournal.name_system);
  for (const id of ['99999999', '0', 'abc', '12a', '1234567890123456']) {
    const res = await get(`/api/news/${id}`);
    assert.equal(res.statusCode, 404, id);
    assert.equal(message(res), `News item not found: ${id}`);
  }
});

test('GET /api/journals/:name/news-conferences/news/:id: only the journal’s own items', async () => {
  const item = row<{ id: number; name_system: string; name: string }>(
    'SELECT n.id, j.name_system, j.name FROM news n JOIN journals j ON j.id = n.journal_id ORDER BY n.id LIMIT 1',
  );
  const other = row<{ name_system: string; name: string }>(`SELECT name_system, name FROM journals WHERE name_system <> '${item.name_system}' ORDER BY id LIMIT 1`);
  const publisher = row<{ id: number }>('SELECT id FROM news WHERE journal_id IS NULL ORDER BY id LIMIT 1');
  const res = await get(`/api/journals/${item.name_system}/news-conferences/news/${item.id}`);
  assert.equal(res.statusCode, 200);
  assert.deepEqual(res.json<NewsItem>(), (await get(`/api/news/${item.id}`)).json<NewsItem>());
  const listed = (await get(`/api/journals/${item.name_system}/news-conferences`)).json<{ news: NewsItem[] }>().news;
  assert.ok(listed.some((news) => news.id === item.id), 'the item is one the journal lists');

  for (const [url, expected] of [
    [`/api/journals/${other.name_system}/news-conferences/news/${item.id}`, `News item ${item.id} not found in ${other.name}`],
    [`/api/journals/${item.name_system}/news-conferences/news/${publisher.id}`, `News item ${publisher.id} not found in ${item.name}`],
    [`/api/journals/${item.name_system}/news-conferences/news/99999999`, `News item 99999999 not found in ${item.name}`],
    [`/api/journals/${item.name_system}/news-conferences/news/abc`, `News item abc not found in ${item.name}`],
    ['/api/journals/no-such-journal/news-conferences/news/1', 'Journal not found: no-such-journal'],
    ['/api/journals/Bad%20Name/news-conferences/news/1', 'Journal not found: Bad Name'],
  ] as const) {
    const missing = await get(url);
    assert.equal(missing.statusCode, 404, url);
    assert.equal(message(missing), expected, url);
  }
});

test('GET /api/journals/:name/news-conferences/conferences/:id: a conference the journal takes part in', async () => {
  const link = row<{ conference_id: number; name_system: string; name: string }>(
    'SELECT cj.conference_id, j.name_system, j.name FROM conference_journals cj JOIN journals j ON j.id = cj.journal_id ORDER BY cj.conference_id, j.id LIMIT 1',
  );
  const unlinked = row<{ name_system: string; name: string }>(
    `SELECT name_system, name FROM journals WHERE id NOT IN (SELECT journal_id FROM conference_journals WHERE conference_id = ${link.conference_id}) ORDER BY id LIMIT 1`,
  );
  const res = await get(`/api/journals/${link.name_system}/news-conferences/conferences/${link.conference_id}`);
  assert.equal(res.statusCode, 200);
  const conference = res.json<Conference>();
  assert.equal(conference.id, link.conference_id);
  assert.ok(conference.journals.some((journal) => journal.nameSystem === link.name_system));
  for (const [url, expected] of [
    [`/api/journals/${unlinked.name_system}/news-conferences/conferences/${link.conference_id}`, `Conference ${link.conference_id} not found in ${unlinked.name}`],
    [`/api/journals/${link.name_system}/news-conferences/conferences/99999999`, `Conference 99999999 not found in ${link.name}`],
    [`/api/journals/${link.name_system}/news-conferences/conferences/icfp2024`, `Conference icfp2024 not found in ${link.name}`],
    ['/api/journals/no-such-journal/news-conferences/conferences/1', 'Journal not found: no-such-journal'],
  ] as const) {
    const missing = await get(url);
    assert.equal(missing.statusCode, 404, url);
    assert.equal(message(missing), expected, url);
  }
});

test('GET /api/topics/:identifier: the topic with its description; unknown or malformed is 404', async () => {
  const topic = row<{ identifier: string; name: string }>('SELECT identifier, name FROM topics ORDER BY id LIMIT 1');
  const res = await get(`/api/topics/${topic.identifier}`);
  assert.equal(res.statusCode, 200);
  const detail = res.json<TopicDetail>();
  assert.equal(detail.name, topic.name);
  assert.equal(detail.path, `/topics/${topic.identifier}`);
  assert.ok(detail.descriptionHtml.length > 0);
  assert.ok(detail.journals.length >= 1);
  for (const [identifier, shown] of [['no_such_topic', 'no_such_topic'], ['a%20b', 'a b'], ['%3Cscript%3E', '<script>']] as const) {
    const missing = await get(`/api/topics/${identifier}`);
    assert.equal(missing.statusCode, 404, identifier);
    assert.equal(message(missing), `Topic not found: ${shown}`);
  }
});
