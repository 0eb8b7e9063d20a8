// Pages that name a record by id, through the whole page path (issue 9): the real server, the built
// shell and remotes, a seeded database. An id that names nothing is an HTTP 404 with the error page in
// the first response; one that exists is a 200 with its page (a placeholder until the page is built).
import assert from 'node:assert/strict';
import { DatabaseSync } from 'node:sqlite';
import { after, before, describe, test } from 'node:test';
import { startSsrApp, type SsrFixture } from './ssrFixture.ts';

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
};

before(async () => {
  fixture = await startSsrApp();
  const db = new DatabaseSync(fixture.config.databasePath, { readOnly: true });
  const get = <T>(sql: string, ...params: (string | number)[]) => {
    const row = db.prepare(sql).get(...params) as T | undefined;
    assert.ok(row, sql);
    return row;
  };
  try {
    // A journal with both news and a conference, so both of its item pages can be shown to exist.
    const journal = get<{ id: number; name_system: string; news: number; conference: number }>(
      `SELECT j.id, j.name_system, (SELECT max(id) FROM news WHERE journal_id = j.id) AS news, (SELECT max(conference_id) FROM conference_journals WHERE journal_id = j.id) AS conference
       FROM journals j WHERE EXISTS (SELECT 1 FROM news WHERE journal_id = j.id) AND EXISTS (SELECT 1 FROM conference_journals WHERE journal_id = j.id) ORDER BY j.id LIMIT 1`,
    );
    const other = get<{ name_system: string; news: number }>(
      'SELECT j.name_system, max(n.id) AS news FROM news n JOIN journals j ON j.id = n.journal_id WHERE j.id <> ? GROUP BY j.id ORDER BY j.id LIMIT 1',
      journal.id,
    );
    const topic = get<{ identifier: string; journal: string }>(
      'SELECT t.identifier, j.name_system AS journal FROM topics t JOIN topic_journals tj ON tj.topic_id = t.id JOIN journals j ON j.id = tj.journal_id ORDER BY t.id LIMIT 1',
    );
    known = {
      journal: journal.name_system,
      journalNews: journal.news,
      conference: journal.conference,
      otherJournal: other.name_system,
      otherJournalNews: other.news,
      publisherNews: get<{ id: number }>('SELECT id FROM news WHERE journal_id IS NULL ORDER BY id LIMIT 1').id,
      specialIssue: get<{ id: number }>('SELECT id FROM special_issues ORDER BY id LIMIT 1').id,
      topic: topic.identifier,
      topicJournal: topic.journal,
    };
  } finally {
    db.close();
  }
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
  assert.ok(response.body.includes('This page is on its way.'), `${url}: the page is rendered on the server`);
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

  test('a news item (the publisher\'s or a journal\'s), a special issue and a topic that exist are 200', async () => {
    for (const url of [`/news/${known.publisherNews}`, `/news/${known.journalNews}`, `/si/${known.specialIssue}`, `/topics/${known.topic}`, `/topics/${known.topic}/${known.topicJournal}/abstract`]) {
      await assertFound(url);
    }
  });
});
