// Pages that name a record by id (or a page by name), through the whole page path: the real
// server, the built shell and remotes, a seeded database. An id that names nothing is an HTTP 404 with
// the error page in the first response; one that exists is a 200 with its page (a placeholder until
// the page is built, or the content store's text on a one-segment page).
import assert from 'node:assert/strict';
import { sql, type RawBuilder } from 'kysely';
import { after, before, describe, test } from 'node:test';
import { startSsrApp, type SsrFixture } from '../../../test-support/ssrFixture.ts';

let fixture: SsrFixture;
let known: {
  journal: string;
  journalNews: number;
  conference: number;
  otherJournal: string;
  otherJournalNews: number;
  publisherNews: number;
  specialIssue: number;
  topic: string;
  topicJournal: string;
  /** One record of each kind a journal page names, with its journal's nameSystem. */
  event: Owned;
  publisherEvent: number;
  announcement: Owned;
  publisherAnnouncement: number;
  section: { id: string; journal: string };
  /** A journal with no section of that name (section names repeat across journals). */
  sectionOutsider: string;
  collection: { id: string; journal: string };
  award: Owned;
  thesisAward: Owned;
};
type Owned = { id: number; journal: string };

before(async () => {
  fixture = await startSsrApp();
  const rows = await fixture.database.rows();
  const get = async <T>(query: RawBuilder<T>) => {
    const row = await rows.get(query);
    assert.ok(row, 'the row the test needs is there');
    return row;
  };
  // A journal with both news and a conference, so both of its item pages can be shown to exist.
  const journal = await get(sql<{ id: number; name_system: string; news: number; conference: number }>`SELECT j.id, j.name_system, (SELECT max(id) FROM news WHERE journal_id = j.id) AS news, (SELECT max(conference_id) FROM conference_journals WHERE journal_id = j.id) AS conference
     FROM journals j WHERE EXISTS (SELECT 1 FROM news WHERE journal_id = j.id) AND EXISTS (SELECT 1 FROM conference_journals WHERE journal_id = j.id) ORDER BY j.id LIMIT 1`);
  const other = await get(
    sql<{ name_system: string; news: number }>`SELECT j.name_system, max(n.id) AS news FROM news n JOIN journals j ON j.id = n.journal_id WHERE j.id <> ${journal.id} GROUP BY j.id ORDER BY j.id LIMIT 1`,
  );
  const topic = await get(sql<{ identifier: string; journal: string }>`SELECT t.identifier, j.name_system AS journal FROM topics t JOIN topic_journals tj ON tj.topic_id = t.id JOIN journals j ON j.id = tj.journal_id ORDER BY t.id LIMIT 1`);
  known = {
    journal: journal.name_system,
    journalNews: journal.news,
    conference: journal.conference,
    otherJournal: other.name_system,
    otherJournalNews: other.news,
    publisherNews: (await get(sql<{ id: number }>`SELECT id FROM news WHERE journal_id IS NULL ORDER BY id LIMIT 1`)).id,
    specialIssue: (await get(sql<{ id: number }>`SELECT id FROM special_issues ORDER BY id LIMIT 1`)).id,
    topic: topic.identifier,
    topicJournal: topic.journal,
    event: await get(sql<Owned>`SELECT e.id, j.name_system AS journal FROM events e JOIN journals j ON j.id = e.journal_id ORDER BY e.id LIMIT 1`),
    publisherEvent: (await get(sql<{ id: number }>`SELECT id FROM events WHERE journal_id IS NULL ORDER BY id LIMIT 1`)).id,
    announcement: await get(sql<Owned>`SELECT a.id, j.name_system AS journal FROM announcements a JOIN journals j ON j.id = a.journal_id ORDER BY a.id LIMIT 1`),
    publisherAnnouncement: (await get(sql<{ id: number }>`SELECT id FROM announcements WHERE journal_id IS NULL ORDER BY id LIMIT 1`)).id,
    section: await get(sql<{ id: string; journal: string }>`SELECT s.name_system AS id, j.name_system AS journal FROM journal_sections s JOIN journals j ON j.id = s.journal_id ORDER BY s.id LIMIT 1`),
    sectionOutsider: '',
    collection: await get(sql<{ id: string; journal: string }>`SELECT c.identifier AS id, j.name_system AS journal FROM topical_collections c JOIN journals j ON j.id = c.journal_id ORDER BY c.id LIMIT 1`),
    award: await get(sql<Owned>`SELECT g.id, j.name_system AS journal FROM award_groups g JOIN journals j ON j.id = g.journal_id WHERE g.kind <> 'thesis' ORDER BY g.id LIMIT 1`),
    thesisAward: await get(sql<Owned>`SELECT g.id, j.name_system AS journal FROM award_groups g JOIN journals j ON j.id = g.journal_id WHERE g.kind = 'thesis' ORDER BY g.id LIMIT 1`),
  };
  known.sectionOutsider = (
    await get(sql<{ name_system: string }>`SELECT name_system FROM journals WHERE id NOT IN (SELECT journal_id FROM journal_sections WHERE name_system = ${known.section.id}) ORDER BY id LIMIT 1`)
  ).name_system;
});
after(() => fixture.close());

const page = (url: string) => fixture.app.inject({ url, headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/142.0 Safari/537.36' } });

async function assertNotFound(url: string): Promise<void> {
  const response = await page(url);
  assert.equal(response.statusCode, 404, url);
  assert.match(response.body, /<meta name="robots" content="noindex, nofollow"/, url);
  assert.ok(response.body.includes(`Page not found: ${url}`), `${url}: the error page is rendered`);
  assert.ok(!response.body.includes('This page is on its way.'), `${url}: no placeholder`);
}

async function assertFound(url: string): Promise<void> {
  const response = await page(url);
  assert.equal(response.statusCode, 200, url);
  // Rendered on the server: the page's own h1 inside <main>, not a placeholder or the frame alone.
  assert.match(response.body, /<main[^>]*>[\s\S]*<h1[^>]*>[\s\S]*?\S[\s\S]*?<\/h1>/, `${url}: the page is rendered on the server`);
  assert.ok(!response.body.includes('This page is on its way.'), `${url}: no placeholder`);
  assert.ok(!response.body.includes('Page not found'), url);
}

describe('journal news items and conferences', () => {
  test('an unknown id, or another journal\'s, is a 404', async () => {
    const base = `/journal/${known.journal}/news-and-conferences`;
    for (const url of [`${base}/news/99999999`, `${base}/conferences/99999999`, `${base}/conferences/not-a-number`, `${base}/news/${known.otherJournalNews}`, `${base}/news/${known.publisherNews}`]) {
      await assertNotFound(url);
    }
    await assertNotFound(`/journal/no-such-journal/news-and-conferences/news/${known.journalNews}`);
  });

  test('the journal\'s own news item and conference are 200', async () => {
    await assertFound(`/journal/${known.journal}/news-and-conferences/news/${known.journalNews}`);
    await assertFound(`/journal/${known.journal}/news-and-conferences/conferences/${known.conference}`);
    await assertFound(`/journal/${known.otherJournal}/news-and-conferences/news/${known.otherJournalNews}`);
  });
});

describe('site news, special issue short links and topics', () => {
  test('an unknown news id, special issue or topic is a 404', async () => {
    for (const url of ['/news/99999', '/si/99999', '/si/no_such_issue', '/topics/no_such_topic', `/topics/${known.topic}/no-such-journal/abstract`, '/topics/no_such_topic/x/abstract']) {
      await assertNotFound(url);
    }
  });

  test('a news item (the publisher\'s or a journal\'s) and a topic that exist are 200', async () => {
    for (const url of [`/news/${known.publisherNews}`, `/news/${known.journalNews}`, `/topics/${known.topic}`, `/topics/${known.topic}/${known.topicJournal}/abstract`]) {
      await assertFound(url);
    }
  });

  test('a special issue short link is a 301 to its special issue', async () => {
    const specialIssue = (await fixture.app.inject({ url: `/api/journals/single/special-issue/${known.specialIssue}` })).json<{ path: string }>();
    const response = await page(`/si/${known.specialIssue}`);
    assert.equal(response.statusCode, 301);
    assert.equal(response.headers.location, specialIssue.path);
    assert.match(specialIssue.path, /^\/journal\/[^/]+\/special_issues\/[^/]+$/);
  });
});

describe('journal events, announcements, sections, topical collections and awards', () => {
  test('one that is not the journal\'s (unknown, the publisher\'s, another journal\'s or malformed) is a 404', async () => {
    const { event, announcement, section, collection, award, thesisAward } = known;
    const other = (journal: string) => (journal === known.otherJournal ? known.journal : known.otherJournal);
    for (const url of [
      `/journal/${event.journal}/events/99999999`,
      `/journal/${event.journal}/events/not-a-number`,
      `/journal/${event.journal}/events/${known.publisherEvent}`,
      `/journal/${other(event.journal)}/events/${event.id}`,
      `/journal/${announcement.journal}/announcements/99999999`,
      `/journal/${announcement.journal}/announcements/${known.publisherAnnouncement}`,
      `/journal/${other(announcement.journal)}/announcements/${announcement.id}`,
      `/journal/${section.journal}/sections/no-such-section`,
      `/journal/${known.sectionOutsider}/sections/${section.id}`,
      `/journal/${collection.journal}/topical_collections/no_such_collection`,
      `/journal/${other(collection.journal)}/topical_collections/${collection.id}`,
      `/journal/${award.journal}/awards/99999999`,
      `/journal/${other(award.journal)}/awards/${award.id}`,
      `/journal/${thesisAward.journal}/awards/submit/99999999/thesis`,
      // An award that is not a thesis award has no thesis submission form.
      `/journal/${award.journal}/awards/submit/${award.id}/thesis`,
      `/journal/no-such-journal/events/${event.id}`,
    ]) {
      await assertNotFound(url);
    }
  });

  test('the journal\'s own are 200', async () => {
    const { event, announcement, section, collection, award, thesisAward } = known;
    for (const url of [
      `/journal/${event.journal}/events/${event.id}`,
      `/journal/${announcement.journal}/announcements/${announcement.id}`,
      `/journal/${section.journal}/sections/${section.id}`,
      `/journal/${collection.journal}/topical_collections/${collection.id}`,
      `/journal/${award.journal}/awards/${award.id}`,
      `/journal/${thesisAward.journal}/awards/${thesisAward.id}`,
      `/journal/${thesisAward.journal}/awards/submit/${thesisAward.id}/thesis`,
    ]) {
      await assertFound(url);
    }
  });
});

describe('one-segment pages, support options and /about/journals/{slug}', () => {
  test('an unknown one-segment path, support option or journal is a 404', async () => {
    for (const url of ['/foo-bar', '/Foo-Bar', '/no_such_page', '/support/no-such-option', '/about/journals/no-such-journal', '/about/journals/proposal/x']) {
      await assertNotFound(url);
    }
  });

  test('a page of the content store at /{id} is 200 with its text', async () => {
    const response = await page('/authors-english');
    assert.equal(response.statusCode, 200);
    assert.match(response.body, /<h1[^>]*>English Language Editing<\/h1>/);
    assert.ok(!response.body.includes('Page not found'));
    assert.match(response.body, /<title>English Language Editing \| /);
    // The text has a route of its own: that is its canonical address.
    const openAccess = await page('/open-access');
    assert.equal(openAccess.statusCode, 200);
    assert.match(openAccess.body, /<link rel="canonical" href="[^"]*\/openaccess"/);
  });

  test('the feedback support page and the journal proposal are 200; a journal\'s /about/journals address is a 301 to the journal', async () => {
    await assertFound('/about/journals/proposal');
    const moved = await page(`/about/journals/${known.journal}`);
    assert.equal(moved.statusCode, 301);
    assert.equal(moved.headers.location, `/journal/${known.journal}`);
    const feedback = await page('/support/feedback');
    assert.equal(feedback.statusCode, 200);
    assert.match(feedback.body, /<h1[^>]*>Send us feedback<\/h1>/);
  });
});
