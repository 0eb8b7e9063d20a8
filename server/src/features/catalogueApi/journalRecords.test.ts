// One record of a journal by id, behind the journal pages that name one: a news item, a
// conference, an event, an announcement, an award group and a topical collection. The journal's own
// records answer; an unknown or malformed id, the publisher's own record or another journal's is a
// 404 with a message a person understands, never a 400 or a 500.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Announcement, AwardGroup, Conference, EventItem, NewsItem } from '@oap/contracts/api/journalSubpages.ts';
import type { TopicalCollection, TopicalCollectionDetail } from '@oap/contracts/api/journals.ts';
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

type Owned = { id: number; name_system: string; name: string };
/** A record of `table` that belongs to a journal, and another journal (with its name) it does not belong to. */
async function ownedRecord(table: string): Promise<{ record: Owned; other: { name_system: string; name: string } }> {
  const record = await row(sql<Owned>`SELECT r.id, j.name_system, j.name FROM ${sql.table(table)} r JOIN journals j ON j.id = r.journal_id ORDER BY r.id LIMIT 1`);
  const other = await row(sql<{ name_system: string; name: string }>`SELECT name_system, name FROM journals WHERE name_system <> ${record.name_system} ORDER BY id LIMIT 1`);
  return { record, other };
}

async function assertNotFound(cases: readonly (readonly [string, string])[]): Promise<void> {
  for (const [url, expected] of cases) {
    const res = await get(url);
    assert.equal(res.statusCode, 404, url);
    assert.equal(message(res), expected, url);
  }
}

test('GET /api/journals/:name/news-conferences/news/:id: only the journal’s own items', async () => {
  const item = await row(sql<{ id: number; name_system: string; name: string }>`SELECT n.id, j.name_system, j.name FROM news n JOIN journals j ON j.id = n.journal_id ORDER BY n.id LIMIT 1`);
  const other = await row(sql<{ name_system: string; name: string }>`SELECT name_system, name FROM journals WHERE name_system <> ${item.name_system} ORDER BY id LIMIT 1`);
  const publisher = await row(sql<{ id: number }>`SELECT id FROM news WHERE journal_id IS NULL ORDER BY id LIMIT 1`);
  const res = await get(`/api/journals/${item.name_system}/news-conferences/news/${item.id}`);
  assert.equal(res.statusCode, 200);
  assert.deepEqual(res.json<NewsItem>(), (await get(`/api/news/${item.id}`)).json<NewsItem>());
  const listed = (await get(`/api/journals/${item.name_system}/news-conferences`)).json<{ news: NewsItem[] }>().news;
  assert.ok(listed.some((news) => news.id === item.id), 'the item is one the journal lists');

  await assertNotFound([
    [`/api/journals/${other.name_system}/news-conferences/news/${item.id}`, `News item ${item.id} not found in ${other.name}`],
    [`/api/journals/${item.name_system}/news-conferences/news/${publisher.id}`, `News item ${publisher.id} not found in ${item.name}`],
    [`/api/journals/${item.name_system}/news-conferences/news/99999999`, `News item 99999999 not found in ${item.name}`],
    [`/api/journals/${item.name_system}/news-conferences/news/abc`, `News item abc not found in ${item.name}`],
    ['/api/journals/no-such-journal/news-conferences/news/1', 'Journal not found: no-such-journal'],
    ['/api/journals/Bad%20Name/news-conferences/news/1', 'Journal not found: Bad Name'],
  ]);
});

test('GET /api/journals/:name/news-conferences/conferences/:id: a conference the journal takes part in', async () => {
  const link = await row(sql<{ conference_id: number; name_system: string; name: string }>`SELECT cj.conference_id, j.name_system, j.name FROM conference_journals cj JOIN journals j ON j.id = cj.journal_id ORDER BY cj.conference_id, j.id LIMIT 1`);
  const unlinked = await row(sql<{ name_system: string; name: string }>`SELECT name_system, name FROM journals WHERE id NOT IN (SELECT journal_id FROM conference_journals WHERE conference_id = ${link.conference_id}) ORDER BY id LIMIT 1`);
  const res = await get(`/api/journals/${link.name_system}/news-conferences/conferences/${link.conference_id}`);
  assert.equal(res.statusCode, 200);
  const conference = res.json<Conference>();
  assert.equal(conference.id, link.conference_id);
  assert.ok(conference.journals.some((journal) => journal.nameSystem === link.name_system));
  await assertNotFound([
    [`/api/journals/${unlinked.name_system}/news-conferences/conferences/${link.conference_id}`, `Conference ${link.conference_id} not found in ${unlinked.name}`],
    [`/api/journals/${link.name_system}/news-conferences/conferences/99999999`, `Conference 99999999 not found in ${link.name}`],
    [`/api/journals/${link.name_system}/news-conferences/conferences/icfp2024`, `Conference icfp2024 not found in ${link.name}`],
    ['/api/journals/no-such-journal/news-conferences/conferences/1', 'Journal not found: no-such-journal'],
  ]);
});

test('GET /api/journals/:name/events/:id: one of the events the journal lists', async () => {
  const { record, other } = await ownedRecord('events');
  const res = await get(`/api/journals/${record.name_system}/events/${record.id}`);
  assert.equal(res.statusCode, 200);
  const event = res.json<EventItem>();
  assert.equal(event.id, record.id);
  assert.equal(event.journal?.nameSystem, record.name_system);
  const listed = (await get(`/api/journals/${record.name_system}/subpage/events`)).json<EventItem[]>();
  assert.deepEqual(listed.find((item) => item.id === record.id), event, 'the same record as the events page lists');

  const publisher = await row(sql<{ id: number }>`SELECT id FROM events WHERE journal_id IS NULL ORDER BY id LIMIT 1`);
  const base = `/api/journals/${record.name_system}/events`;
  await assertNotFound([
    [`/api/journals/${other.name_system}/events/${record.id}`, `Event ${record.id} not found in ${other.name}`],
    [`${base}/${publisher.id}`, `Event ${publisher.id} not found in ${record.name}`],
    [`${base}/99999999`, `Event 99999999 not found in ${record.name}`],
    [`${base}/webinar-1`, `Event webinar-1 not found in ${record.name}`],
    [`${base}/1234567890123456`, `Event 1234567890123456 not found in ${record.name}`],
    ['/api/journals/no-such-journal/events/1', 'Journal not found: no-such-journal'],
  ]);
});

test('GET /api/journals/:name/announcements/:id: one of the journal\'s announcements', async () => {
  const { record, other } = await ownedRecord('announcements');
  const res = await get(`/api/journals/${record.name_system}/announcements/${record.id}`);
  assert.equal(res.statusCode, 200);
  const announcement = res.json<Announcement>();
  assert.equal(announcement.id, record.id);
  assert.ok(announcement.title.length > 0);
  const listed = (await get(`/api/journals/${record.name_system}/subpage/announcements`)).json<Announcement[]>();
  assert.deepEqual(listed.find((item) => item.id === record.id), announcement);

  const publisher = await row(sql<{ id: number }>`SELECT id FROM announcements WHERE journal_id IS NULL ORDER BY id LIMIT 1`);
  const base = `/api/journals/${record.name_system}/announcements`;
  await assertNotFound([
    [`/api/journals/${other.name_system}/announcements/${record.id}`, `Announcement ${record.id} not found in ${other.name}`],
    [`${base}/${publisher.id}`, `Announcement ${publisher.id} not found in ${record.name}`],
    [`${base}/99999999`, `Announcement 99999999 not found in ${record.name}`],
    [`${base}/%3Cb%3E`, `Announcement <b> not found in ${record.name}`],
    ['/api/journals/Bad%20Name/announcements/1', 'Journal not found: Bad Name'],
  ]);
});

test('GET /api/journals/:name/awards/:id: any of the journal\'s award groups, travel awards too', async () => {
  const { record, other } = await ownedRecord('award_groups');
  const res = await get(`/api/journals/${record.name_system}/awards/${record.id}`);
  assert.equal(res.statusCode, 200);
  const group = res.json<AwardGroup>();
  assert.equal(group.id, record.id);
  assert.equal(group.journal?.nameSystem, record.name_system);
  const listed = (await get(`/api/journals/${record.name_system}/subpage/awards`)).json<AwardGroup[]>();
  assert.deepEqual(listed.find((item) => item.id === record.id), group, 'the same group, with its editions, as the awards page lists');

  const travel = await row(sql<Owned>`SELECT g.id, j.name_system, j.name FROM award_groups g JOIN journals j ON j.id = g.journal_id WHERE g.kind = 'travel' ORDER BY g.id LIMIT 1`);
  const travelGroup = (await get(`/api/journals/${travel.name_system}/awards/${travel.id}`)).json<AwardGroup>();
  assert.equal(travelGroup.kind, 'travel');
  const travelListed = (await get(`/api/journals/${travel.name_system}/subpage/travel-awards`)).json<AwardGroup[]>();
  assert.deepEqual(travelListed.find((item) => item.id === travel.id), travelGroup);

  const base = `/api/journals/${record.name_system}/awards`;
  await assertNotFound([
    [`/api/journals/${other.name_system}/awards/${record.id}`, `Award ${record.id} not found in ${other.name}`],
    [`${base}/99999999`, `Award 99999999 not found in ${record.name}`],
    [`${base}/best-paper`, `Award best-paper not found in ${record.name}`],
    ['/api/journals/no-such-journal/awards/1', 'Journal not found: no-such-journal'],
  ]);
});

test('GET /api/journals/:name/collections/:identifier: a topical collection of the journal', async () => {
  const collection = await row(sql<{ identifier: string; name_system: string; name: string }>`SELECT c.identifier, j.name_system, j.name FROM topical_collections c JOIN journals j ON j.id = c.journal_id ORDER BY c.id LIMIT 1`);
  const other = await row(
    sql<{ name_system: string; name: string }>`SELECT name_system, name FROM journals WHERE id NOT IN (SELECT journal_id FROM topical_collections WHERE identifier = ${collection.identifier}) ORDER BY id LIMIT 1`,
  );
  const res = await get(`/api/journals/${collection.name_system}/collections/${collection.identifier}`);
  assert.equal(res.statusCode, 200);
  const found = res.json<TopicalCollectionDetail>();
  assert.equal(found.identifier, collection.identifier);
  assert.equal(found.path, `/journal/${collection.name_system}/topical_collections/${collection.identifier}`);
  const listed = (await get(`/api/journals/${collection.name_system}/collections`)).json<TopicalCollection[]>();
  const { articles, ...listedPart } = found;
  assert.deepEqual(listed.find((item) => item.identifier === collection.identifier), listedPart);
  // With its articles, newest first, each of the journal; at least three (the seed tops up small collections).
  assert.ok(articles.length >= 3 && articles.length === found.articleCount, `${articles.length} articles, count ${found.articleCount}`);
  for (const article of articles) assert.equal(article.journal.nameSystem, collection.name_system);
  assert.deepEqual(articles.map((article) => article.publishedAt), articles.map((article) => article.publishedAt).sort().reverse());

  const base = `/api/journals/${collection.name_system}/collections`;
  await assertNotFound([
    [`/api/journals/${other.name_system}/collections/${collection.identifier}`, `Topical collection ${collection.identifier} not found in ${other.name}`],
    [`${base}/no_such_collection`, `Topical collection no_such_collection not found in ${collection.name}`],
    [`${base}/a%20b`, `Topical collection a b not found in ${collection.name}`],
    [`${base}/no%24such`, `Topical collection no$such not found in ${collection.name}`],
    ['/api/journals/no-such-journal/collections/x', 'Journal not found: no-such-journal'],
  ]);
});
