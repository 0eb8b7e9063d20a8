// Site-wide lookups by id behind the pages that name a record: a news item and a topic
// (a journal's own records: journalRecords.test.ts). Known ids answer the record; unknown or malformed ones
// are a 404 with a message a person understands, never a 400 or a 500.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { NewsItem } from '@oap/contracts/api/journalSubpages.ts';
import type { TopicDetail } from '@oap/contracts/api/journals.ts';
import { sql, type RawBuilder } from 'kysely';
import { createTestApp } from '../../../test-support/catalogueApi.ts';
import type { TestApp } from '../../../test-support/catalogueApi.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp({ articles: 100 });
});
after(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const message = (res: { json<T>(): T }) => res.json<{ message: string }>().message;
const row = async <T>(query: RawBuilder<T>) => {
  const found = await t.rows.get(query);
  assert.ok(found, 'the row the test needs is there');
  return found;
};

test('GET /api/news/:id: a publisher item and a journal item; unknown or malformed ids are 404', async () => {
  const publisher = await row(sql<{ id: number; title: string }>`SELECT id, title FROM news WHERE journal_id IS NULL ORDER BY id LIMIT 1`);
  const ofJournal = await row(sql<{ id: number; name_system: string }>`SELECT n.id, j.name_system FROM news n JOIN journals j ON j.id = n.journal_id ORDER BY n.id LIMIT 1`);
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

test('GET /api/topics/:identifier: the topic with its description; unknown or malformed is 404', async () => {
  const topic = await row(sql<{ identifier: string; name: string }>`SELECT identifier, name FROM topics ORDER BY id LIMIT 1`);
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
